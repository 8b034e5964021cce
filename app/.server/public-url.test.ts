import { describe, expect, it } from "vitest";
import { isHttpsPublicUrl } from "./public-url";

describe("isHttpsPublicUrl", () => {
  it.each([
    ["https://shop.example.com", true],
    ["http://shop.example.com", false],
    [undefined, false],
  ])("%j is %j", (publicUrl, expected) => {
    expect(isHttpsPublicUrl(publicUrl)).toBe(expected);
  });
});
