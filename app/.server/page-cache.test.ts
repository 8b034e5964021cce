import { beforeAll, describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { appRouteTable } from "#tests/helpers/route-table";
import { loaderArgs } from "#tests/helpers/route-args";
import { createRequestContext, requestContext, type RequestFacts } from "./request-context";
import {
  cataloguePageCaching,
  keepRenderedPages,
  type PageRender,
  matchesEtag,
  withoutTrackingParameters,
  pageEtag,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  RenderedPageCache,
  type RenderedPages,
} from "./page-cache";

// Which pages are catalogue pages comes from the app's own routes, as in the server.
let isCataloguePage: (pathname: string) => boolean = () => false;
beforeAll(async () => {
  const table = await appRouteTable();
  isCataloguePage = (pathname) => table.factsFor(pathname).cache === "catalogue";
});

/** A body sent in chunks, as a streamed render is; `between` runs after the first (a section failing after the shell). */
function streamed(chunks: string[], between?: () => void) {
  const encoder = new TextEncoder();
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 1) between?.();
      if (sent === chunks.length) return controller.close();
      controller.enqueue(encoder.encode(chunks[sent++]));
    },
  });
}

/**
 * Stands in for React Router behind the page cache's Express half: the request context server/app.ts
 * builds, the root's keepRenderedPages middleware around `render`, and the adapter writing the
 * Response (headers appended to the ones Express set, as @react-router/express does).
 */
function reactRouter(render: (req: express.Request, facts: RequestFacts) => Response) {
  return async (req: express.Request, res: express.Response) => {
    const facts = { requestId: "test", cspNonce: res.locals.cspNonce as string, clientIp: undefined };
    const context = createRequestContext(facts, undefined, res.locals.pageRender as PageRender | undefined);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const args = loaderArgs(new Request(`http://${req.get("host")}${req.originalUrl}`, { headers }), { context });
    const response = await keepRenderedPages(args, async () => render(req, context.get(requestContext)));
    if (!response) throw new Error("keepRenderedPages gave no response");
    res.status(response.status);
    for (const [name, value] of response.headers) res.append(name, value);
    res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
  };
}

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
    app.use(cataloguePageCaching({ shared, isCataloguePage }));
    app.get(
      "/{*splat}",
      reactRouter((_req, facts) => {
        const body = streamed([`<script nonce="${facts.cspNonce}">hydrate()</script>`, "<p>৳450.00</p>"], () => {
          if (behaviour.failAfterShell) facts.renderFailures.count += 1;
        });
        return new Response(body, { status: behaviour.status ?? 200, headers: { "Content-Type": "text/html; charset=utf-8" } });
      }),
    );
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

describe("withoutTrackingParameters", () => {
  it.each([
    ["/product/pot", "/product/pot", []],
    ["/product/pot?fbclid=IwAR0xYz", "/product/pot", ["fbclid", "IwAR0xYz"]],
    ["/shop?utm_source=fb&category=2&utm_medium=cpc&page=3", "/shop?category=2&page=3", ["utm_source", "fb", "utm_medium", "cpc"]],
    ["/shop?category=2&gclid=Cj0&gbraid=0AA&wbraid=Cl&msclkid=9f&ttclid=E&igshid=M", "/shop?category=2", ["gclid", "Cj0", "gbraid", "0AA", "wbraid", "Cl", "msclkid", "9f", "ttclid", "E", "igshid", "M"]],
    ["/shop?UTM_Source=FB", "/shop", ["UTM_Source", "FB"]],
    ["/shop?%75tm_campaign=eid", "/shop", ["%75tm_campaign", "eid"]],
    ["/shop?fbclid=&category=1", "/shop?category=1", ["fbclid"]],
    ["/shop?fbclid", "/shop", ["fbclid"]],
    // Only names are tags: a search for "fbclid" is a search.
    ["/search?q=fbclid&sort=utm_source", "/search?q=fbclid&sort=utm_source", []],
    ["/search?q=a+b&q=%E0%A7%B3", "/search?q=a+b&q=%E0%A7%B3", []],
    ["/shop?category=1&category=1&=x&", "/shop?category=1&category=1&=x&", []],
    ["/shop?%E0%A4=broken", "/shop?%E0%A4=broken", []],
  ])("%s is %s for the cache", (url, keyUrl, tracking) => {
    expect(withoutTrackingParameters(url)).toEqual({ url: keyUrl, tracking });
  });
});

describe("RenderedPageCache", () => {
  const page = (version: number, bytes = 10) => ({
    version,
    parts: [Buffer.from("<p>"), Buffer.from("</p>")],
    headers: [],
    etag: 'W/"x"',
    bytes,
  });

  it("serves a page only at the version it was rendered at", () => {
    const cache = new RenderedPageCache({ maxEntries: 10, maxBytes: 1000, maxAgeMs: 60_000 });
    cache.set("/shop", page(5));
    expect(cache.get("/shop", 5)?.version).toBe(5);
    expect(cache.get("/shop", 6)).toBeUndefined();
    // A database restored to an older state: its pages are rendered again, not the newer ones served.
    cache.set("/shop", page(5));
    expect(cache.get("/shop", 4)).toBeUndefined();
    cache.set("/shop", page(4));
    expect(cache.get("/shop", 4)?.version).toBe(4);
    // A stale entry is dropped, not kept for the next reader.
    expect(cache.get("/shop", 5)).toBeUndefined();
  });

  it("does not let a slow render of an older version replace a newer page", () => {
    const cache = new RenderedPageCache({ maxEntries: 10, maxBytes: 1000, maxAgeMs: 60_000 });
    cache.set("/", page(7));
    cache.set("/", page(6));
    expect(cache.get("/", 7)?.version).toBe(7);
  });

  it("forgets a page after maxAgeMs, whatever the version", () => {
    // A clock that is not at 0: lru-cache reads a start time of 0 as "no age".
    let now = 1_000;
    const cache = new RenderedPageCache({ maxEntries: 10, maxBytes: 1000, maxAgeMs: 60_000, now: () => now });
    cache.set("/", page(1));
    now = 61_000;
    expect(cache.get("/", 1)).toBeDefined();
    now = 61_001;
    expect(cache.get("/", 1)).toBeUndefined();
  });

  it("drops the least recently used pages beyond its entry and byte limits", () => {
    const cache = new RenderedPageCache({ maxEntries: 2, maxBytes: 25, maxAgeMs: 60_000 });
    cache.set("/a", page(1));
    cache.set("/b", page(1));
    cache.get("/a", 1);
    cache.set("/c", page(1));
    expect([cache.get("/a", 1), cache.get("/b", 1), cache.get("/c", 1)].map(Boolean)).toEqual([true, false, true]);
    cache.set("/d", page(1, 20));
    expect(cache.size).toBe(1);
    expect(cache.get("/d", 1)).toBeDefined();
    cache.set("/huge", page(1, 26));
    expect(cache.get("/huge", 1)).toBeUndefined();
  });
});

describe("cataloguePageCaching with rendered pages (a real Express app)", () => {
  let renders = 0;
  let version = 1;
  let price = "৳450.00";

  async function serve(renderedPages: RenderedPages) {
    const app = express();
    // As behind a reverse proxy (TRUST_PROXY): X-Forwarded-Host and -Proto decide the page's origin.
    app.set("trust proxy", true);
    app.use((_req, res, next) => {
      // As the server makes them: 24 characters, every time.
      res.locals.cspNonce = randomBytes(16).toString("base64");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.cspNonce as string}'`);
      next();
    });
    // As in server/app.ts: kept pages are compressed for each response like any other (threshold 0:
    // the test's page is smaller than the middleware's 1 kB default).
    app.use(compression({ threshold: 0 }));
    app.use(cataloguePageCaching({ shared: true, isCataloguePage, renderedPages }));
    app.get(
      "/{*splat}",
      reactRouter((req, facts) => {
        renders += 1;
        const chunks = [`<script nonce="${facts.cspNonce}">hydrate()</script>`];
        // The shop's page links carry the whole query on, as pagination links do.
        if (req.path === "/shop") chunks.push(`<a rel="next" href="${req.originalUrl.replace(/[<>"]/g, "")}">Next</a>`);
        chunks.push(`<p>${price}</p>`);
        return new Response(streamed(chunks), {
          status: req.path === "/gone" ? 404 : 200,
          headers: { "Content-Type": "text/html; charset=utf-8", "X-Rendered-By": "router" },
        });
      }),
    );
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  // Node's own user agent reads as a bot: browsers' requests say they are Chrome on Android.
  const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
  const fetch = (url: string, init: { headers?: Record<string, string> } = {}) =>
    globalThis.fetch(url, { headers: { "user-agent": PHONE, ...init.headers } });
  const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

  it("renders once per catalogue version and gives every response its own nonce", async () => {
    renders = 0;
    version = 1;
    price = "৳450.00";
    const app = await serve({ cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }), readVersion: async () => version });
    try {
      const first = await fetch(`${app.url}/product/pot`);
      const firstBody = await first.text();
      const second = await fetch(`${app.url}/product/pot`);
      const secondBody = await second.text();
      expect(renders).toBe(1);
      expect([first.headers.get("x-page-cache"), second.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
      expect(secondBody).toContain("৳450.00");
      expect(nonceOf(second)).not.toBe(nonceOf(first));
      expect(secondBody).toBe(firstBody.replace(nonceOf(first)!, nonceOf(second)!));
      expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
      expect(second.headers.get("x-rendered-by")).toBe("router");
      expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
      expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);

      const revalidated = await fetch(`${app.url}/product/pot`, { headers: { "if-none-match": first.headers.get("etag")! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get("content-security-policy")).toBeNull();
      expect(renders).toBe(1);

      // An admin changed the price: the version moved, so the page is rendered again.
      price = "৳500.00";
      version = 2;
      const changed = await fetch(`${app.url}/product/pot`);
      expect(await changed.text()).toContain("৳500.00");
      expect(renders).toBe(2);
      expect(changed.headers.get("etag")).not.toBe(first.headers.get("etag"));

      // Another URL, a crawler and an error page are their own renders; the error page is never kept.
      await fetch(`${app.url}/product/pot?ref=1`);
      await fetch(`${app.url}/product/pot`, { headers: { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
      await fetch(`${app.url}/gone`);
      await fetch(`${app.url}/gone`);
      expect(renders).toBe(6);
    } finally {
      await app.close();
    }
  });

  it("sends a kept page with this response's nonce, compressed as each client asks by the compression middleware", async () => {
    renders = 0;
    version = 1;
    price = "৳450.00";
    const cache = new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 });
    const app = await serve({ cache, readVersion: async () => version });
    // Node's fetch always asks for gzip and inflates; a raw request shows what went over the wire.
    const raw = (acceptEncoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = httpGet(`${app.url}/product/pot`, { headers: { "user-agent": PHONE, "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        });
        request.on("error", reject);
      });
    try {
      const miss = await raw("gzip, deflate, br");
      const hit = await raw("gzip, deflate, br");
      const plain = await raw("identity");
      const gzip = await raw("gzip;q=1, br;q=0");
      expect(renders).toBe(1);
      expect([miss, hit, plain, gzip].map((r) => r.headers["x-page-cache"])).toEqual(["miss", "hit", "hit", "hit"]);
      expect([miss, hit, plain, gzip].map((r) => r.headers["content-encoding"])).toEqual(["br", "br", undefined, "gzip"]);
      for (const response of [miss, hit, plain, gzip]) expect(response.headers.vary).toMatch(/accept-encoding/i);
      const nonce = (r: { headers: IncomingHttpHeaders }) => /'nonce-([^']+)'/.exec(String(r.headers["content-security-policy"]))![1]!;
      const page = (nonceValue: string) => `<script nonce="${nonceValue}">hydrate()</script><p>৳450.00</p>`;
      expect(brotliDecompressSync(miss.body).toString()).toBe(page(nonce(miss)));
      expect(brotliDecompressSync(hit.body).toString()).toBe(page(nonce(hit)));
      expect(plain.body.toString()).toBe(page(nonce(plain)));
      expect(gunzipSync(gzip.body).toString()).toBe(page(nonce(gzip)));
      expect(new Set([miss, hit, plain, gzip].map(nonce)).size).toBe(4);
      // The cache counts the page's bytes against its bound.
      expect(cache.bytes).toBe(Buffer.byteLength(page(nonce(plain))));
    } finally {
      await app.close();
    }
  });

  it("never serves a page rendered for a forged host or protocol to anyone else", async () => {
    renders = 0;
    version = 1;
    const app = await serve({ cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }), readVersion: async () => version });
    try {
      await fetch(`${app.url}/product/pot`, { headers: { "x-forwarded-host": "evil.example" } });
      await fetch(`${app.url}/product/pot`, { headers: { "x-forwarded-host": "evil.example:8443" } });
      await fetch(`${app.url}/product/pot`, { headers: { "x-forwarded-proto": "https" } });
      expect(renders).toBe(3);
      const honest = await fetch(`${app.url}/product/pot`);
      expect(honest.headers.get("x-page-cache")).toBe("miss");
      expect(renders).toBe(4);
      expect((await fetch(`${app.url}/product/pot`, { headers: { "x-forwarded-host": "evil.example" } })).headers.get("x-page-cache")).toBe("hit");
    } finally {
      await app.close();
    }
  });

  it("serves one page for a URL with and without ad tracking parameters, unless the page shows them", async () => {
    renders = 0;
    version = 1;
    const app = await serve({ cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }), readVersion: async () => version });
    try {
      const plain = await fetch(`${app.url}/product/pot`);
      const fromAd = await fetch(`${app.url}/product/pot?fbclid=IwAR0xYz&utm_source=facebook&utm_campaign=eid%20sale`);
      expect([plain.headers.get("x-page-cache"), fromAd.headers.get("x-page-cache")]).toEqual(["miss", "hit"]);
      expect(fromAd.headers.get("etag")).toBe(plain.headers.get("etag"));
      expect((await fetch(`${app.url}/product/pot?gclid=Cj0KCQ`)).headers.get("x-page-cache")).toBe("hit");
      expect(renders).toBe(1);

      // The shop's page repeats the query in its links: a page rendered for an ad click stays its own.
      await fetch(`${app.url}/shop?page=2&fbclid=IwAR0xYz`);
      const plainShop = await fetch(`${app.url}/shop?page=2`);
      expect(plainShop.headers.get("x-page-cache")).toBe("miss");
      expect(await plainShop.text()).not.toContain("fbclid");
      expect(renders).toBe(3);
      // ...while the page rendered without one is what an ad click gets (its links without the tag).
      const shopFromAd = await fetch(`${app.url}/shop?page=2&fbclid=Other`);
      expect(shopFromAd.headers.get("x-page-cache")).toBe("hit");
      expect(await shopFromAd.text()).toContain('href="/shop?page=2"');
      expect(renders).toBe(3);
    } finally {
      await app.close();
    }
  });

  it("renders as usual when the version cannot be read", async () => {
    renders = 0;
    const app = await serve({
      cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }),
      readVersion: () => Promise.reject(new Error("database unreachable")),
    });
    try {
      await fetch(`${app.url}/shop`);
      const again = await fetch(`${app.url}/shop`);
      expect(again.status).toBe(200);
      expect(renders).toBe(2);
    } finally {
      await app.close();
    }
  });
});

describe("cataloguePageCaching when the database is unavailable (a real Express app)", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

  /** Stands in for React Router: says what outage the page cache passed on to the request context. */
  async function serve(readVersion: () => Promise<number>) {
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "nonce1";
      next();
    });
    app.use(cataloguePageCaching({ shared: true, isCataloguePage, renderedPages: { cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }), readVersion } }));
    app.get("/{*splat}", (_req, res) => {
      const outage = res.locals.databaseOutage as { error: unknown } | undefined;
      if (!outage) return void res.status(200).send("no outage known");
      res.status(503).send(outage.error === refused ? "the version read's outage" : String(outage.error));
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("passes the version read's outage on to the request, for the outage middleware to answer at once", async () => {
    const app = await serve(() => Promise.reject(refused));
    try {
      for (const path of ["/shop", "/shop.data"]) {
        const response = await fetch(`${app.url}${path}`);
        expect([response.status, await response.text()]).toEqual([503, "the version read's outage"]);
      }
    } finally {
      await app.close();
    }
  });

  it("passes nothing on for a failure that is not an outage", async () => {
    const app = await serve(() => Promise.reject(new Error("relation \"catalogue_versions\" does not exist")));
    try {
      expect(await (await fetch(`${app.url}/shop`)).text()).toBe("no outage known");
    } finally {
      await app.close();
    }
  });
});

describe("cataloguePageCaching hands the render the version it read (a real Express app)", () => {
  it("hands the render the version in res.locals.pageRender, so its settings are at least as new as the page's key", async () => {
    let version = 7;
    const seen: unknown[] = [];
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "nonce-for-test";
      next();
    });
    app.use(cataloguePageCaching({ shared: true, isCataloguePage, renderedPages: { cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }), readVersion: async () => version } }));
    app.get("/{*splat}", (_req, res) => {
      seen.push((res.locals.pageRender as PageRender | undefined)?.version);
      res.type("html").end("<p>page</p>");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    const phone = { "user-agent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36" };
    try {
      await fetch(`http://127.0.0.1:${port}/shop`, { headers: phone });
      version = 8;
      await fetch(`http://127.0.0.1:${port}/shop`, { headers: phone });
      await fetch(`http://127.0.0.1:${port}/cart`, { headers: phone });
      // The two catalogue renders got the version read for them; the cart page (not catalogue) none.
      expect(seen).toEqual([7, 8, undefined]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
