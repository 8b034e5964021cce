import { describe, expect, it } from "vitest";
import { maskPhone, normalizeBdPhone, PHONE_ERROR } from "./phone";

describe("normalizeBdPhone", () => {
  it.each([
    ["01712345678", "01712345678"],
    ["+8801712345678", "01712345678"],
    ["8801712345678", "01712345678"],
    ["008801712345678", "01712345678"],
    ["017-1234-5678", "01712345678"],
    ["+880 1712 345678", "01712345678"],
    ["+88 01712345678", "01712345678"],
    ["(+880) 1712-345678", "01712345678"],
    [" 01712345678 ", "01712345678"],
    ["01312345678", "01312345678"],
    ["01912345678", "01912345678"],
    // Typed on a Bangla keyboard: the same number in Bangla digits, alone or mixed.
    ["০১৭১২৩৪৫৬৭৮", "01712345678"],
    ["+৮৮০ ১৭১২-৩৪৫৬৭৮", "01712345678"],
    ["০১৭12345678", "01712345678"],
  ])("accepts %j → %s", (input, expected) => {
    expect(normalizeBdPhone(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["01212345678", "operator digit 2"],
    ["01012345678", "operator digit 0"],
    ["01112345678", "operator digit 1"],
    ["0171234567", "too short"],
    ["017123456789", "too long"],
    ["1712345678", "missing trunk 0"],
    ["+88001712345678", "country code and trunk 0"],
    ["+8801212345678", "country code, bad operator digit"],
    ["02712345678", "landline prefix"],
    ["0171234567a", "letter"],
    ["01712.345678", "dot separator"],
    ["++8801712345678", "double plus"],
    ["0880171234567", "wrong prefix"],
    ["+1 01712345678", "foreign country code"],
    ["٠١٧١٢٣٤٥٦٧٨", "non-ASCII digits"],
  ])("rejects %j (%s)", (input) => {
    expect(normalizeBdPhone(input)).toBeNull();
  });
});

describe("maskPhone", () => {
  it.each([
    ["01712345678", "017******78"],
    ["+880 1712-345678", "017******78"],
    ["12345678", "123***78"],
    ["123", "***"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });
});

it("PHONE_ERROR is the spec's text", () => {
  expect(PHONE_ERROR).toBe("Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)");
});
