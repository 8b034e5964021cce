import { describe, expect, it } from "vitest";
import { parsePriceBand, PRICE_BANDS } from "./price-bands";

describe("PRICE_BANDS", () => {
  it("has the spec's values and labels in order", () => {
    expect(PRICE_BANDS.map((b) => [b.value, b.label])).toEqual([
      ["all", "All Prices"],
      ["0-2000", "Under ৳2000"],
      ["2000-4000", "৳2000 - ৳4000"],
      ["4000-8000", "৳4000 - ৳8000"],
      ["8000+", "Over ৳8000"],
    ]);
  });
});

describe("parsePriceBand", () => {
  it.each([
    ["0-2000", { min: 0, max: 2000 }],
    ["2000-4000", { min: 2000, max: 4000 }],
    ["4000-8000", { min: 4000, max: 8000 }],
    ["8000+", { min: 8000, max: null }],
    ["all", null],
    [null, null],
    [undefined, null],
    ["", null],
    ["zzz", null],
    ["8000-", null],
    ["-1-5", null],
    ["0-2000 ", null],
    ["100-300", null],
    ["8000++", null],
    ["constructor", null],
  ] as const)("%j → %j", (input, expected) => {
    expect(parsePriceBand(input)).toEqual(expected);
  });
});
