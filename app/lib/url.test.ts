import { describe, expect, it } from "vitest";
import { isSafeLink } from "./url";

describe("isSafeLink", () => {
  it.each([
    ["/", true],
    ["/product/cotton-saree", true],
    ["/shop?category=2", true],
    ["/uploads/banners/1.webp", true],
    ["https://example.com/a.jpg", true],
    ["http://example.com", true],
    ["HTTPS://EXAMPLE.COM/x", true],
    ["", false],
    ["//evil.example", false],
    ["/\\evil.example", false],
    ["/\t/evil.example", false],
    ["/ shop", false],
    ["javascript:alert(1)", false],
    ["JavaScript:alert(1)", false],
    [" javascript:alert(1)", false],
    ["data:text/html,<script>", false],
    ["vbscript:msgbox", false],
    ["ftp://example.com", false],
    ["https://", false],
    ["https:/example.com", false],
    ["shop", false],
    ["example.com", false],
    [`/${"a".repeat(2048)}`, false],
  ])("%j → %s", (input, expected) => {
    expect(isSafeLink(input)).toBe(expected);
  });
});
