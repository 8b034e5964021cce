import { describe, expect, it } from "vitest";
import { formatCount, localeFromPath, localizePath, parseWholeNumber, stripLocale, switchLocalePath, toAsciiDigits, toBanglaDigits } from "./i18n";

describe("the locale of a path", () => {
  it.each([
    ["/", "en", "/"],
    ["/shop", "en", "/shop"],
    ["/bn", "bn", "/"],
    ["/bn/", "bn", "/"],
    ["/bn/shop", "bn", "/shop"],
    ["/bn/product/jamdani-saree", "bn", "/product/jamdani-saree"],
    // Only the whole segment: a page whose path starts with the letters is English.
    ["/bnx", "en", "/bnx"],
    ["/brand/bn", "en", "/brand/bn"],
  ] as const)("%s is %s, English path %s", (path, locale, english) => {
    expect(localeFromPath(path)).toBe(locale);
    expect(stripLocale(path)).toBe(english);
  });

  it.each([
    ["/", "en", "/"],
    ["/", "bn", "/bn"],
    ["/?q=1", "bn", "/bn?q=1"],
    ["/shop?category=2&page=3", "bn", "/bn/shop?category=2&page=3"],
    ["/track", "en", "/track"],
    ["https://example.com/x", "bn", "https://example.com/x"],
  ] as const)("localizePath(%s, %s) → %s", (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it("switches to the same page in the other language, keeping the query", () => {
    expect(switchLocalePath("/shop", "?category=2&page=3", "bn")).toBe("/bn/shop?category=2&page=3");
    expect(switchLocalePath("/bn/shop", "?category=2", "en")).toBe("/shop?category=2");
    expect(switchLocalePath("/bn", "", "en")).toBe("/");
    expect(switchLocalePath("/", "", "bn")).toBe("/bn");
  });
});

describe("digits", () => {
  it.each([
    ["০১৭১২৩৪৫৬৭৮", "01712345678"],
    ["HT-১২৩", "HT-123"],
    ["abc", "abc"],
  ])("toAsciiDigits(%j) → %j", (input, expected) => {
    expect(toAsciiDigits(input)).toBe(expected);
  });

  it("writes Bangla digits and back", () => {
    expect(toBanglaDigits("2026-11-25")).toBe("২০২৬-১১-২৫");
    expect(toAsciiDigits(toBanglaDigits("0123456789"))).toBe("0123456789");
  });

  it.each([
    [0, "0", "০"],
    [7, "7", "৭"],
    [1234, "1234", "১২৩৪"],
  ])("formatCount(%i): %s / %s", (value, en, bn) => {
    expect(formatCount(value)).toBe(en);
    expect(formatCount(value, "bn")).toBe(bn);
  });

  it.each([0, 1, 9, 10, 99, 100, 12345, -3, Number.MAX_SAFE_INTEGER])("formatCount(%d) writes what Intl writes", (value) => {
    expect(formatCount(value, "en")).toBe(new Intl.NumberFormat("en-GB", { useGrouping: false }).format(value));
    expect(formatCount(value, "bn")).toBe(new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(value));
  });

  it.each([
    [2.5, "2.5", "২.৫"],
    [1 / 3, "0.333", "০.৩৩৩"],
    // Intl writes "-0"; a count never is.
    [-0, "0", "০"],
  ])("formatCount(%d): %s / %s", (value, en, bn) => {
    expect(formatCount(value)).toBe(en);
    expect(formatCount(value, "bn")).toBe(bn);
  });

  it.each([
    ["১২", 12],
    ["12", 12],
    [" ৩ ", 3],
    ["1২", 12],
    ["", null],
    ["১.৫", null],
    ["-1", null],
    ["২ টি", null],
  ])("parseWholeNumber(%j) → %j", (input, expected) => {
    expect(parseWholeNumber(input)).toBe(expected);
  });
});
