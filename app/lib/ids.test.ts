import { describe, expect, it } from "vitest";
import { MAX_INT, parseId, parsePositiveInt } from "./ids";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["007", 7],
    [String(MAX_INT), MAX_INT],
  ])("reads %j as %d", (input, expected) => {
    expect(parseId(input)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [""],
    ["0"],
    ["-1"],
    ["+1"],
    [" 1"],
    ["1.0"],
    ["1e3"],
    ["0x10"],
    [String(MAX_INT + 1)],
    ["99999999999"],
    [5],
  ])("refuses %j", (input) => {
    expect(parseId(input)).toBeNull();
  });
});

describe("parsePositiveInt", () => {
  it("honours its own upper bound", () => {
    expect(parsePositiveInt("10000", 10_000)).toBe(10_000);
    expect(parsePositiveInt("10001", 10_000)).toBeNull();
  });
});
