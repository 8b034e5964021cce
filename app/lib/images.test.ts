import { describe, expect, it } from "vitest";
import { hasVariants, imageSrcSet, MAX_UPLOAD_BYTES, precheckUpload, PRODUCT_IMAGE_WIDTHS, UPLOAD_ERRORS, variantUrl } from "./images";

describe("image variants", () => {
  it.each([
    ["/uploads/products/1700-abc.webp", true],
    ["/uploads/banners/1700-abc.png", true],
    ["/uploads/products/1700000000000-0123456789abcdef.jpg", true],
    ["/uploads/products/1700-abc.jpeg", true],
    ["/uploads/products/1700-abc.gif", true],
    ["https://media.example.com/products/1700-abc.webp", true],
    ["https://bucket.s3.ap-south-1.amazonaws.com/shop/media/banners/1700-abc.png", true],
    ["http://127.0.0.1:4568/haat/products/1700-abc.png", true],
    ["/images/default-hero.webp", false],
    ["https://cdn.example.com/x.webp", false],
    ["/uploads/products/../secret.webp", false],
    ["/uploads/x/../products/1700-abc.webp", false],
    ["/uploads/products/1700-abc-w320.webp", false],
    ["/uploads/products/1700-abc.svg", false],
    ["/uploads/products/1700-xyz.png", false],
    ["/uploads/avatars/1700-abc.png", false],
    ["products/1700-abc.png", false],
    ["javascript:alert(1)//products/1-a.png", false],
    ["https://example.com/products/1700-abc.png?x=1", false],
  ])("hasVariants(%s) = %s", (url, expected) => {
    expect(hasVariants(url)).toBe(expected);
  });

  it("names variants beside the original", () => {
    expect(variantUrl("/uploads/products/1700-abc.jpg", 640)).toBe("/uploads/products/1700-abc-w640.webp");
    expect(variantUrl("https://media.example.com/banners/1700-abc.png", 1920)).toBe("https://media.example.com/banners/1700-abc-w1920.webp");
  });

  it("builds a srcset only for uploads", () => {
    expect(imageSrcSet("/uploads/products/1-a.webp", PRODUCT_IMAGE_WIDTHS)).toBe(
      "/uploads/products/1-a-w320.webp 320w, /uploads/products/1-a-w640.webp 640w, /uploads/products/1-a-w1024.webp 1024w",
    );
    expect(imageSrcSet("/images/x.webp", PRODUCT_IMAGE_WIDTHS)).toBeUndefined();
  });
});

describe("upload pre-check in the browser", () => {
  it.each([
    ["a PNG", { type: "image/png", size: 1000 }, null],
    ["exactly 5MB", { type: "image/jpeg", size: MAX_UPLOAD_BYTES }, null],
    ["one byte over 5MB", { type: "image/jpeg", size: MAX_UPLOAD_BYTES + 1 }, UPLOAD_ERRORS.tooLarge],
    ["a PDF", { type: "application/pdf", size: 1000 }, UPLOAD_ERRORS.invalidFile],
    ["no type", { type: "", size: 1000 }, UPLOAD_ERRORS.invalidFile],
    ["a huge text file", { type: "text/plain", size: MAX_UPLOAD_BYTES * 2 }, UPLOAD_ERRORS.invalidFile],
  ])("%s", (_name, file, expected) => {
    expect(precheckUpload(file)).toEqual(expected);
  });

  it("uses the spec's words", () => {
    expect(`${UPLOAD_ERRORS.invalidFile.title}: ${UPLOAD_ERRORS.invalidFile.description}`).toBe("Invalid File: Please upload an image file");
    expect(`${UPLOAD_ERRORS.tooLarge.title}: ${UPLOAD_ERRORS.tooLarge.description}`).toBe("File Too Large: Image must be less than 5MB");
    expect(UPLOAD_ERRORS.failed).toEqual({ title: "Upload Failed", description: "Failed to upload image" });
  });
});
