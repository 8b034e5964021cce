import { describe, expect, it } from "vitest";
import { describeBannerLink } from "./banner-link";

describe("describeBannerLink", () => {
  it.each([
    [null, "No link"],
    ["", "No link"],
    ["/product/jamdani-saree", "Product: jamdani-saree"],
    ["/product/caf%C3%A9", "Product: café"],
    ["/product/bad%E0%A4", "Product: bad%E0%A4"],
    ["https://example.com/sale", "External Link"],
    ["HTTP://example.com", "External Link"],
    ["/shop?category=3", "/shop?category=3"],
    ["/product/a/b", "/product/a/b"],
  ])("%s → %s", (link, expected) => {
    expect(describeBannerLink(link)).toBe(expected);
  });
});
