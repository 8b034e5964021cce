import { describe, expect, it } from "vitest";
import {
  type Choice,
  combinations,
  duplicateValue,
  firstUnchosen,
  isValueAvailable,
  missingCombinations,
  type ProductOption,
  priceRange,
  type VariantFacts,
  variantLabel,
  variantOf,
} from "./variants";

const size: ProductOption = {
  id: 1,
  name: "Size",
  nameBn: "সাইজ",
  values: [
    { id: 11, value: "S" },
    { id: 12, value: "M" },
    { id: 13, value: "L" },
  ],
};
const colour: ProductOption = {
  id: 2,
  name: "Colour",
  nameBn: "রং",
  values: [
    { id: 21, value: "Red", valueBn: "লাল" },
    { id: 22, value: "Blue" },
  ],
};

describe("combinations", () => {
  it.each([
    ["no options: the one invisible variant", [], [{}]],
    ["one option: each value", [size], [{ 1: 11 }, { 1: 12 }, { 1: 13 }]],
    [
      "two options: the first varies slowest",
      [size, colour],
      [
        { 1: 11, 2: 21 },
        { 1: 11, 2: 22 },
        { 1: 12, 2: 21 },
        { 1: 12, 2: 22 },
        { 1: 13, 2: 21 },
        { 1: 13, 2: 22 },
      ],
    ],
    ["an option without values: none", [size, { ...colour, values: [] }], []],
  ] as [string, ProductOption[], Choice[]][])("%s", (_, options, expected) => {
    expect(combinations(options)).toEqual(expected);
  });

  it("missingCombinations leaves out those present, whatever their key order", () => {
    expect(missingCombinations([size, colour], [{ 2: 21, 1: 11 }, { 1: 13, 2: 22 }])).toEqual([
      { 1: 11, 2: 22 },
      { 1: 12, 2: 21 },
      { 1: 12, 2: 22 },
      { 1: 13, 2: 21 },
    ]);
  });
});

const variant = (id: number, values: Choice, stock: number, price = 100_00, active = true): VariantFacts => ({ id, values, stock, price, active });
// S sold out in both colours, M only in Red, L Blue inactive.
const variants = [
  variant(1, { 1: 11, 2: 21 }, 0),
  variant(2, { 1: 11, 2: 22 }, 0),
  variant(3, { 1: 12, 2: 21 }, 4, 120_00),
  variant(4, { 1: 12, 2: 22 }, 0),
  variant(5, { 1: 13, 2: 21 }, 2, 90_00),
  variant(6, { 1: 13, 2: 22 }, 9, 500_00, false),
];

describe("isValueAvailable", () => {
  it.each([
    ["S with nothing chosen: sold out", {}, 1, 11, false],
    ["M with nothing chosen", {}, 1, 12, true],
    ["Blue with nothing chosen: only sold-out or inactive", {}, 2, 22, false],
    ["Red with M chosen", { 1: 12 }, 2, 21, true],
    ["Blue with M chosen: sold out", { 1: 12 }, 2, 22, false],
    ["L with Red chosen", { 2: 21 }, 1, 13, true],
    ["L with Blue chosen: inactive", { 2: 22 }, 1, 13, false],
    ["M replacing a chosen L, with Red", { 1: 13, 2: 21 }, 1, 12, true],
  ] as [string, Choice, number, number, boolean][])("%s", (_, choice, option, value, expected) => {
    expect(isValueAvailable(variants, choice, option, value)).toBe(expected);
  });
});

describe("variantOf and firstUnchosen", () => {
  it("a complete choice names its variant; a partial one names none and says what is missing", () => {
    expect(variantOf(variants, [size, colour], { 1: 12, 2: 21 })?.id).toBe(3);
    expect(variantOf(variants, [size, colour], { 1: 12 })).toBeUndefined();
    expect(firstUnchosen([size, colour], { 1: 12 })?.name).toBe("Colour");
    expect(firstUnchosen([size, colour], { 1: 12, 2: 21 })).toBeUndefined();
    expect(variantOf([variant(9, {}, 3)], [], {})?.id).toBe(9);
  });
});

describe("priceRange", () => {
  it.each([
    ["active variants only", variants, { min: 90_00, max: 120_00 }],
    ["one price", [variant(1, {}, 1)], { min: 100_00, max: 100_00 }],
    ["all inactive: all of them", [variant(1, {}, 1, 50_00, false), variant(2, {}, 1, 70_00, false)], { min: 50_00, max: 70_00 }],
    ["none", [], null],
  ] as [string, VariantFacts[], { min: number; max: number } | null][])("%s", (_, list, expected) => {
    expect(priceRange(list)).toEqual(expected);
  });
});

describe("variantLabel", () => {
  it.each([
    ["en", { 1: 12, 2: 21 }, "Size: M · Colour: Red"],
    ["bn", { 1: 12, 2: 21 }, "সাইজ: M · রং: লাল"],
    ["bn", { 1: 12, 2: 22 }, "সাইজ: M · রং: Blue"],
    ["en", { 1: 13 }, "Size: L"],
  ] as const)("%s %j → %s", (locale, choice, expected) => {
    expect(variantLabel([size, colour], choice, locale)).toBe(expected);
  });

  it("is empty without options", () => {
    expect(variantLabel([], {}, "en")).toBe("");
  });
});

describe("duplicateValue", () => {
  it.each([
    [["S", "M", "L"], undefined],
    [["S", "M", " m "], "m"],
    [["Red", "RED"], "RED"],
  ])("%j → %s", (values, expected) => {
    expect(duplicateValue(values)).toBe(expected);
  });
});
