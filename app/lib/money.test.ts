import { describe, expect, it } from "vitest";
import { formatPrice, formatTaka, formatTakaBrief, isValidMoney, poishaToDecimal, toPoisha } from "./money";

describe("toPoisha", () => {
  it.each([
    ["1234.5", 123450],
    ["1234.50", 123450],
    ["0.01", 1],
    ["0.1", 10],
    ["0", 0],
    ["00.00", 0],
    ["1500", 150000],
    [" 99.99 ", 9999],
    ["-5", -500],
    ["-0.5", -50],
    ["-0", 0],
    ["9999999999.99", 999999999999],
    [1500, 150000],
    [12.5, 1250],
    [0.07, 7],
    [1.15, 115], // 1.15 * 100 is 114.99999999999999 in floats
    [-2.5, -250],
  ] as const)("%j → %i poisha", (input, expected) => {
    expect(toPoisha(input)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["abc"],
    ["1.234"],
    ["1."],
    [".5"],
    ["1,234.00"],
    ["৳12"],
    ["+5"],
    ["1e3"],
    ["--5"],
    ["12 34"],
    ["99999999999999999999"],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [1.005],
    [0.1 + 0.2],
    [1e21],
  ] as const)("rejects %j with RangeError", (input) => {
    expect(() => toPoisha(input)).toThrow(RangeError);
  });

  it("sums exactly where floats would not", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(toPoisha("0.1") + toPoisha("0.2")).toBe(toPoisha("0.3"));
    const tenDimes = Array.from({ length: 10 }, () => toPoisha("0.10")).reduce((a, b) => a + b, 0);
    expect(tenDimes).toBe(100);
    expect(toPoisha("19.99") * 3).toBe(5997);
  });
});

describe("poishaToDecimal", () => {
  it.each([
    [123450, "1234.50"],
    [1, "0.01"],
    [10, "0.10"],
    [0, "0.00"],
    [100, "1.00"],
    [-500, "-5.00"],
    [-1, "-0.01"],
    [999999999999, "9999999999.99"],
  ])("%i → %s", (input, expected) => {
    expect(poishaToDecimal(input)).toBe(expected);
  });

  it.each([[1.5], [Number.NaN], [Number.MAX_SAFE_INTEGER + 1]])("rejects %d", (input) => {
    expect(() => poishaToDecimal(input)).toThrow(RangeError);
  });

  it("round-trips with toPoisha", () => {
    for (const p of [0, 1, 99, 100, 123456, -250]) expect(toPoisha(poishaToDecimal(p))).toBe(p);
  });
});

describe("formatTaka", () => {
  it.each([
    [123400, "৳1,234.00"],
    [0, "৳0.00"],
    [5, "৳0.05"],
    [99999, "৳999.99"],
    [100000, "৳1,000.00"],
    [123456789, "৳1,234,567.89"],
    [999999999999, "৳9,999,999,999.99"],
    [-500, "-৳5.00"],
    [-123456, "-৳1,234.56"],
  ])("%i poisha → %s", (input, expected) => {
    expect(formatTaka(input)).toBe(expected);
  });
});

describe("formatPrice", () => {
  it.each([
    ["1234.5", "৳1,234.50"],
    ["60.00", "৳60.00"],
    [2000, "৳2,000.00"],
    [19.9, "৳19.90"],
  ] as const)("%j → %s", (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it("throws RangeError on malformed input", () => {
    expect(() => formatPrice("abc")).toThrow(RangeError);
  });
});

describe("isValidMoney", () => {
  it.each([
    ["0", true],
    ["0.5", true],
    ["0.50", true],
    ["1234", true],
    ["9999999999.99", true],
    ["99999999999", false],
    ["1.234", false],
    ["-1", false],
    ["", false],
    [" 1", false],
    ["1.", false],
    [".5", false],
    ["1,000", false],
    ["abc", false],
  ])("%j → %s", (input, expected) => {
    expect(isValidMoney(input)).toBe(expected);
  });
});

describe("formatTakaBrief", () => {
  it.each([
    [200_000, "৳2000"],
    [0, "৳0"],
    [199_950, "৳1999.50"],
    [100_000_001, "৳1000000.01"],
  ])("%i poisha → %s", (poisha, text) => {
    expect(formatTakaBrief(poisha)).toBe(text);
  });
});

describe("taka in both languages", () => {
  it.each([
    [123400, "৳1,234.00", "৳১,২৩৪.০০"],
    [0, "৳0.00", "৳০.০০"],
    [5, "৳0.05", "৳০.০৫"],
    [-500, "-৳5.00", "-৳৫.০০"],
    // Bangla groups lakhs and crores: 12,34,567.
    [123456789, "৳1,234,567.89", "৳১২,৩৪,৫৬৭.৮৯"],
    [999999999999, "৳9,999,999,999.99", "৳৯,৯৯,৯৯,৯৯,৯৯৯.৯৯"],
  ])("formatTaka(%i): %s / %s", (poisha, en, bn) => {
    expect(formatTaka(poisha)).toBe(en);
    expect(formatTaka(poisha, "en")).toBe(en);
    expect(formatTaka(poisha, "bn")).toBe(bn);
  });

  it("groups Bangla taka as Intl's bn-BD does, for every length of amount", () => {
    const intl = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 0 });
    // Up to 14 digits of whole taka: the most a safe integer of poisha holds.
    for (let digits = 1; digits <= 14; digits++) {
      for (const lead of ["1", "8"]) {
        const whole = lead + "01234567890123".slice(0, digits - 1);
        const poisha = Number(whole) * 100 + 7;
        expect(formatTaka(poisha, "bn")).toBe(`৳${intl.format(BigInt(whole))}.০৭`);
        expect(formatTaka(-poisha, "bn")).toBe(`-৳${intl.format(BigInt(whole))}.০৭`);
      }
    }
  });

  it.each([
    ["1850.00", "৳1,850.00", "৳১,৮৫০.০০"],
    ["0.5", "৳0.50", "৳০.৫০"],
  ])("formatPrice(%j): %s / %s", (decimal, en, bn) => {
    expect(formatPrice(decimal, "en")).toBe(en);
    expect(formatPrice(decimal, "bn")).toBe(bn);
  });

  it.each([
    [200000, "৳2000", "৳২০০০"],
    [199950, "৳1999.50", "৳১৯৯৯.৫০"],
  ])("formatTakaBrief(%i): %s / %s", (poisha, en, bn) => {
    expect(formatTakaBrief(poisha, "en")).toBe(en);
    expect(formatTakaBrief(poisha, "bn")).toBe(bn);
  });
});
