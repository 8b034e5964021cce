import { describe, expect, it } from "vitest";
import { isValidSlug, productPath, slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["  Hello   World!! ", "hello-world"],
    ["--a--b--", "a-b"],
    ["Cotton Saree", "cotton-saree"],
    ["Men's T-Shirt (XL)", "mens-t-shirt-xl"],
    ["a - b", "a-b"],
    ["snake_case name", "snake_case-name"],
    ["Tab\tand\nnewline", "tab-and-newline"],
    ["Café Crème", "cafe-creme"],
    ["100% Cotton", "100-cotton"],
    ["!!!", ""],
    ["", ""],
    ["জামদানি শাড়ি", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("always yields a valid slug when anything survives", () => {
    for (const name of ["  Hello   World!! ", "--a--b--", "Men's T-Shirt (XL)", "x"]) {
      expect(isValidSlug(slugify(name))).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it.each([
    ["hello-world", true],
    ["a", true],
    ["snake_case-1", true],
    ["a".repeat(200), true],
    ["a".repeat(201), false],
    ["", false],
    ["-a", false],
    ["a-", false],
    ["a--b", false],
    ["Hello", false],
    ["a b", false],
    ["a/b", false],
    ["café", false],
  ])("%j → %s", (input, expected) => {
    expect(isValidSlug(input)).toBe(expected);
  });
});

describe("productPath", () => {
  it.each([
    ["cotton-saree", "/product/cotton-saree"],
    ["a/b?c", "/product/a%2Fb%3Fc"],
    ["শাড়ি", "/product/%E0%A6%B6%E0%A6%BE%E0%A6%A1%E0%A6%BC%E0%A6%BF"],
  ])("%j → %s", (input, expected) => {
    expect(productPath(input)).toBe(expected);
  });
});
