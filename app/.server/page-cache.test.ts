import { describe, expect, it } from "vitest";
import { isCataloguePage, matchesEtag, pageEtag } from "./page-cache";

describe("isCataloguePage", () => {
  it.each([
    ["/", true],
    ["/_root.data", true],
    ["/shop", true],
    ["/shop.data", true],
    ["/product/clay-cooking-pot", true],
    ["/product/clay-cooking-pot.data", true],
    ["/search", true],
    ["/best-selling", true],
    ["/flash-selling", true],
    ["/categories", true],
    ["/reviews", true],
    ["/about", true],
    ["/contact", true],
    ["/returns", true],
    ["/shipping", true],
    ["/cart", false],
    ["/checkout", false],
    ["/track", false],
    ["/order-confirmation/6f1c5b1e-0000-4000-8000-000000000000", false],
    ["/admin", false],
    ["/admin/products", false],
    ["/api/orders", false],
    ["/api/cart", false],
    ["/product/a/b", false],
    ["/shopping", false],
  ])("%s → %s", (path, expected) => {
    expect(isCataloguePage(path)).toBe(expected);
  });
});

describe("pageEtag", () => {
  const page = (nonce: string, price: string) => Buffer.from(`<script nonce="${nonce}">1</script><p>${price}</p><script nonce="${nonce}">2</script>`);

  it("is the same for two renders that differ only in their nonce", () => {
    expect(pageEtag(page("abc+/=", "৳10.00"), "abc+/=")).toBe(pageEtag(page("xyz987", "৳10.00"), "xyz987"));
  });

  it("changes when the content changes", () => {
    expect(pageEtag(page("n1", "৳10.00"), "n1")).not.toBe(pageEtag(page("n2", "৳11.00"), "n2"));
  });

  it("is a weak validator", () => {
    expect(pageEtag(Buffer.from("x"), undefined)).toMatch(/^W\/"[\w-]{27}"$/);
  });
});

describe("matchesEtag", () => {
  const etag = 'W/"abc"';
  it.each([
    [undefined, false],
    ["", false],
    ['W/"abc"', true],
    ['"abc"', true],
    ['W/"other", W/"abc"', true],
    ['W/"other"', false],
    ["*", true],
  ])("If-None-Match %j → %s", (header, expected) => {
    expect(matchesEtag(header, etag)).toBe(expected);
  });
});
