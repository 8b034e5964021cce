import { describe, expect, it } from "vitest";
import express from "express";
import { cataloguePageCaching, isCataloguePage, matchesEtag, pageEtag, PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache";

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

describe("cataloguePageCaching (a real Express app)", () => {
  type Behaviour = { status?: number; failAfterShell?: boolean };
  let behaviour: Behaviour = {};

  async function serve(shared: boolean) {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = `nonce-${Math.random()}`;
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce as string}'`);
      next();
    });
    app.use(cataloguePageCaching({ shared }));
    app.get("/{*splat}", (_req, res) => {
      // Written in two chunks, as a streamed render is.
      res.status(behaviour.status ?? 200).type("html");
      res.write(`<script nonce="${res.locals.cspNonce as string}">hydrate()</script>`);
      if (behaviour.failAfterShell) (res.locals.renderFailures as { count: number }).count += 1;
      res.end("<p>৳450.00</p>");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it.each([
    [true, PUBLIC_PAGE_CACHE_CONTROL],
    [false, PRIVATE_PAGE_CACHE_CONTROL],
  ])("shared=%s: sends %s with an ETag, then an empty 304 without a CSP for a matching If-None-Match", async (shared, cacheControl) => {
    behaviour = {};
    const app = await serve(shared);
    try {
      const first = await fetch(`${app.url}/product/pot`);
      expect(await first.text()).toContain("৳450.00");
      expect(first.headers.get("cache-control")).toBe(cacheControl);
      const etag = first.headers.get("etag")!;
      const again = await fetch(`${app.url}/product/pot`, { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("content-security-policy")).toBeNull();
    } finally {
      await app.close();
    }
  });

  it.each([
    ["a streamed section failed after the 200", { failAfterShell: true }, "no-store"],
    ["a 404", { status: 404 }, null],
    ["a 500", { status: 500 }, null],
  ] as [string, Behaviour, string | null][])("stores nothing when %s", async (_, given, cacheControl) => {
    behaviour = given;
    const app = await serve(true);
    try {
      const response = await fetch(`${app.url}/shop`, { headers: { "if-none-match": "*" } });
      expect(response.status).toBe(given.status ?? 200);
      expect(await response.text()).toContain("৳450.00");
      expect(response.headers.get("etag")).toBeNull();
      expect(response.headers.get("cache-control")).toBe(cacheControl);
    } finally {
      await app.close();
    }
  });

  it("leaves HEAD requests and personal pages alone", async () => {
    behaviour = {};
    const app = await serve(true);
    try {
      const head = await fetch(`${app.url}/shop`, { method: "HEAD" });
      expect(head.headers.get("etag")).toBeNull();
      const cart = await fetch(`${app.url}/cart`, { headers: { "if-none-match": "*" } });
      expect(cart.status).toBe(200);
      expect(cart.headers.get("etag")).toBeNull();
      expect(cart.headers.get("cache-control")).toBeNull();
    } finally {
      await app.close();
    }
  });
});
