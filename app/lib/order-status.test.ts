import { describe, expect, it } from "vitest";
import {
  canChangeStatus,
  isOrderStatus,
  ORDER_STATUS_BADGE_CLASSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  TIMELINE_STEPS,
  trackTimeline,
} from "./order-status";

describe("order statuses", () => {
  it.each([
    ["pending", "Pending", "yellow"],
    ["confirmed", "Confirmed", "blue"],
    ["processing", "Processing", "purple"],
    ["shipped", "Shipped", "orange"],
    ["delivered", "Delivered", "green"],
    ["cancelled", "Cancelled", "red"],
  ] as const)("%s: label %s, colour %s", (status, label, colour) => {
    expect(ORDER_STATUS_LABELS[status]).toBe(label);
    expect(ORDER_STATUS_BADGE_CLASSES[status]).toBe(`bg-${colour}-100 text-${colour}-800`);
  });

  it("returned: label Returned, grey", () => {
    expect(ORDER_STATUS_LABELS.returned).toBe("Returned");
    expect(ORDER_STATUS_BADGE_CLASSES.returned).toBe("bg-gray-200 text-gray-800");
  });

  it("lists statuses in the spec's order", () => {
    expect(ORDER_STATUSES).toEqual(["pending", "confirmed", "processing", "shipped", "delivered", "cancelled", "returned"]);
  });

  it.each([
    ["pending", true],
    ["cancelled", true],
    ["returned", true],
    ["Pending", false],
    ["", false],
    [null, false],
    [3, false],
  ])("isOrderStatus(%j) → %s", (input, expected) => {
    expect(isOrderStatus(input)).toBe(expected);
  });
});

describe("trackTimeline", () => {
  // Done flags in TIMELINE_STEPS order: Order Placed, Processing, Shipped, Delivered.
  it.each([
    ["pending", [true, false, false, false], false],
    ["confirmed", [true, true, false, false], false],
    ["processing", [true, true, false, false], false],
    ["shipped", [true, true, true, false], false],
    ["delivered", [true, true, true, true], false],
    ["cancelled", [true, true, false, false], true],
  ] as const)("%s → %j, cancelled %s", (status, done, cancelled) => {
    const timeline = trackTimeline(status);
    expect(timeline.steps.map((s) => s.label)).toEqual([...TIMELINE_STEPS]);
    expect(timeline.steps.map((s) => s.done)).toEqual(done);
    expect(timeline.cancelled).toBe(cancelled);
    expect(timeline.returned).toBe(false);
  });

  it("says returned for a returned order (the page shows no progress for it)", () => {
    expect(trackTimeline("returned")).toMatchObject({ cancelled: false, returned: true });
  });
});

describe("canChangeStatus", () => {
  it.each([
    ["shipped", "returned", true],
    ["delivered", "returned", true],
    ["returned", "returned", true],
    ["pending", "returned", false],
    ["confirmed", "returned", false],
    ["processing", "returned", false],
    ["cancelled", "returned", false],
    ["returned", "shipped", true],
    ["returned", "cancelled", true],
    ["pending", "cancelled", true],
    ["delivered", "pending", true],
  ] as const)("%s → %s: %s", (from, to, allowed) => {
    expect(canChangeStatus(from, to)).toBe(allowed);
  });
});
