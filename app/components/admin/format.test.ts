import { describe, expect, it } from "vitest";
import { countOf, formatDateTime, moreThanCountOf } from "./format";

describe("formatDateTime", () => {
  it.each([
    // Bangladesh is UTC+6 all year.
    ["2026-11-24T18:30:00Z", "25 Nov 2026, 12:30 am"],
    ["2026-11-24T18:59:00Z", "25 Nov 2026, 12:59 am"],
    ["2026-11-24T19:00:00Z", "25 Nov 2026, 01:00 am"],
    ["2026-11-24T06:05:00Z", "24 Nov 2026, 12:05 pm"],
    ["2024-03-05T08:30:00Z", "5 Mar 2024, 02:30 pm"],
  ])("%s is %s in Bangladesh, on the 12-hour clock that starts at 12", (iso, shown) => {
    expect(formatDateTime(iso)).toBe(shown);
    expect(formatDateTime(new Date(iso))).toBe(shown);
  });
});

describe("counts", () => {
  it.each([
    [0, "0 orders"],
    [1, "1 order"],
    [1234, "1,234 orders"],
  ])("countOf(%i)", (n, shown) => expect(countOf(n, "order", "orders")).toBe(shown));

  it("moreThanCountOf", () => expect(moreThanCountOf(200, "orders")).toBe("200+ orders"));
});
