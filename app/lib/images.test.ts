import { describe, expect, it } from "vitest";
import { hasVariants, imageSrcSet, PRODUCT_IMAGE_WIDTHS, variantUrl } from "./images";

describe("image variants", () => {
  it.each([
    ["/uploads/products/1700-abc.webp", true],
    ["/uploads/banners/1700-abc.png", true],
    ["/images/default-hero.webp", false],
    ["https://cdn.example.com/x.webp", false],
    ["/uploads/products/../secret.webp", false],
  ])("hasVariants(%s) = %s", (url, expected) => {
    expect(hasVariants(url)).toBe(expected);
  });

  it("names variants beside the original", () => {
    expect(variantUrl("/uploads/products/1700-abc.jpg", 640)).toBe("/uploads/products/1700-abc-w640.webp");
  });

  it("builds a srcset only for uploads", () => {
    expect(imageSrcSet("/uploads/products/1-a.webp", PRODUCT_IMAGE_WIDTHS)).toBe(
      "/uploads/products/1-a-w320.webp 320w, /uploads/products/1-a-w640.webp 640w, /uploads/products/1-a-w1024.webp 1024w",
    );
    expect(imageSrcSet("/images/x.webp", PRODUCT_IMAGE_WIDTHS)).toBeUndefined();
  });
});
