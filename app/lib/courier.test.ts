import { describe, expect, it } from "vitest";
import { checkConsignment, courierStatusWords, safeTrackingUrl, STEADFAST_STATUSES, steadfastMoveTo } from "./courier";

describe("safeTrackingUrl", () => {
  it.each([
    ["https://merchant.pathao.com/tracking?consignment_id=DA1234", "https://merchant.pathao.com/tracking?consignment_id=DA1234"],
    ["  http://redx.com.bd/track/123  ", "http://redx.com.bd/track/123"],
    ["HTTPS://EXAMPLE.COM/t/1", "HTTPS://EXAMPLE.COM/t/1"],
    ["javascript:alert(1)", null],
    ["data:text/html,<b>x</b>", null],
    ["//evil.example/x", null],
    ["ftp://example.com/x", null],
    ["https://", null],
    ["https://exa mple.com", null],
    ["https://example.com/\tx", null],
    ["https:\\\\evil.example", null],
    ["/track/1", null],
    ["", null],
    [`https://example.com/${"a".repeat(500)}`, null],
  ])("%j → %j", (input, expected) => {
    expect(safeTrackingUrl(input)).toBe(expected);
  });
});

describe("checkConsignment", () => {
  it("keeps a courier, a tracking id and an optional http(s) URL", () => {
    expect(checkConsignment({ courier: "  Pathao  Courier ", trackingId: " DA1234 ", trackingUrl: "" })).toEqual({
      ok: true,
      consignment: { courier: "Pathao Courier", trackingId: "DA1234", trackingUrl: null },
    });
    expect(checkConsignment({ courier: "RedX", trackingId: "R1", trackingUrl: "https://redx.com.bd/t/R1" })).toMatchObject({
      ok: true,
      consignment: { trackingUrl: "https://redx.com.bd/t/R1" },
    });
  });

  it.each([
    [{ courier: "", trackingId: "X" }, "Courier is required"],
    [{ courier: "Pathao", trackingId: " " }, "Tracking ID is required"],
    [{ courier: "Pathao", trackingId: "two words" }, "Tracking ID must be one word of at most 100 characters"],
    [{ courier: "x".repeat(61), trackingId: "X" }, "Courier can be at most 60 characters"],
    [{ courier: "Pathao", trackingId: "X", trackingUrl: "javascript:alert(1)" }, "Tracking URL must be a web address starting with http:// or https://"],
  ])("%j → %s", (input, message) => {
    expect(checkConsignment(input)).toEqual({ ok: false, message });
  });
});

describe("Steadfast delivery statuses", () => {
  // Every status Steadfast documents, and where it takes a shipped order.
  it.each([
    ["delivered", "delivered", "Delivered"],
    ["cancelled", "returned", "Cancelled"],
    ["partial_delivered", null, "Partly delivered"],
    ["hold", null, "On hold"],
    ["pending", null, "Pending"],
    ["in_review", null, "In review"],
    ["delivered_approval_pending", null, "Delivered, awaiting approval"],
    ["partial_delivered_approval_pending", null, "Partly delivered, awaiting approval"],
    ["cancelled_approval_pending", null, "Cancelled, awaiting approval"],
    ["unknown_approval_pending", null, "Unknown, awaiting approval"],
    ["unknown", null, "Unknown"],
  ] as const)("%s → %s (%s)", (code, moveTo, words) => {
    expect(steadfastMoveTo(code)).toBe(moveTo);
    expect(courierStatusWords(code)).toBe(words);
  });

  it("covers exactly the documented statuses", () => {
    expect(Object.keys(STEADFAST_STATUSES)).toHaveLength(11);
  });

  it("leaves an undocumented status where it is and shows it readably", () => {
    expect(steadfastMoveTo("lost_in_transit")).toBeNull();
    expect(steadfastMoveTo("toString")).toBeNull();
    expect(courierStatusWords("lost_in_transit")).toBe("Lost in transit");
  });
});
