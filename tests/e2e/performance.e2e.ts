import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_PAGE_CACHE_CONTROL } from "~/.server/page-cache";
import { DESKTOP, PHONE, hydrate, launchBrowser, newPage, startServer, type RunningServer } from "./harness";

// What a storefront page makes a phone download once it has hydrated and is idle, in gzip as the
// server sends it: the build's `.gz` twins (scripts/precompress-plugin.ts: Zopfli for scripts and
// stylesheets). Chromium takes Brotli, ~10 % smaller still; the size is printed too. React 19, React
// DOM and React Router 7 weigh ~106 kB by themselves; the rest is the shop's own code and libraries
// as they ship (sonner loaded once the page is idle, embla on home only). A guard, not a target: every
// page ≤ 160 kB, so a change that adds a dependency to every page still fails. Issue 44's target for
// the product page is 150 kB: 146.8 kB at the cut, 154.7 kB once reviews, the confirmation's lines
// and variants landed (docs/performance.md says by how much it misses). CSS: 12 kB (9.0 kB).
const PRODUCT_JS_BUDGET_BYTES = 160 * 1024;
const JS_BUDGET_BYTES = 160 * 1024;
const CSS_BUDGET_BYTES = 12 * 1024;
const BUILD_CLIENT = path.resolve(import.meta.dirname, "../..", process.env.HAAT_BUILD_DIR ?? "build", "client");

interface Loaded {
  js: number;
  /** The scripts in Brotli, as Chromium takes them (printed, not held). */
  jsBrotli: number;
  css: number;
  files: string[];
}

/**
 * The size of the compressed twin the server sends for `asset` (the same build always gives the same
 * figure). A file without one (React Router's route manifest is written after the client build) is
 * compressed by the compression middleware for each request: counted as it would send it.
 */
function twinSize(asset: string, suffix: ".gz" | ".br"): number {
  const file = path.join(BUILD_CLIENT, asset);
  if (existsSync(`${file}${suffix}`)) return statSync(`${file}${suffix}`).size;
  const content = readFileSync(file);
  return (suffix === ".gz" ? gzipSync(content) : brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })).byteLength;
}

/** The gzipped size of built scripts and stylesheets, as the server sends them. */
function sizes(assets: Iterable<string>): Loaded {
  const loaded: Loaded = { js: 0, jsBrotli: 0, css: 0, files: [...assets].sort() };
  for (const asset of loaded.files) {
    if (asset.endsWith(".css")) loaded.css += twinSize(asset, ".gz");
    else {
      loaded.js += twinSize(asset, ".gz");
      loaded.jsBrotli += twinSize(asset, ".br");
    }
  }
  return loaded;
}

/**
 * Opens `pagePath` in Chromium at phone size, waits until it has hydrated and the network is idle
 * (so lazily loaded chunks count too), and sums what it loaded.
 */
async function measure(browser: Browser, baseUrl: string, pagePath: string): Promise<Loaded> {
  const { context, page, errors } = await newPage(browser, baseUrl, PHONE);
  const assets = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin === baseUrl && ["script", "stylesheet"].includes(request.resourceType())) assets.add(url.pathname);
  });
  await page.goto(pagePath, { waitUntil: "networkidle" });
  await hydrate(page);
  await page.waitForLoadState("networkidle");
  const hydrated = sizes(assets);
  await context.close();
  expect(errors).toEqual([]);
  return hydrated;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const PRODUCT_SLUG = "clay-cooking-pot";
let server: RunningServer;
let browser: Browser;
let productId: number;

beforeAll(async () => {
  server = await startServer({ env: { SEED_DEMO: "true" } });
  // The product's id, from its JSON-LD (sku), for placing an order through the API.
  const html = await (await fetch(`${server.url}/product/${PRODUCT_SLUG}`)).text();
  productId = Number(html.match(/"sku":"(\d+)"/)?.[1]);
  expect(productId).toBeGreaterThan(0);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("size budgets: JavaScript ≤ 160 kB once hydrated and idle, CSS ≤ 12 kB gzipped", () => {
  // The same pages in Bangla too: their texts travel in both languages (the font is not script).
  it.each([`/product/${PRODUCT_SLUG}`, "/shop", "/search?q=saree", "/", `/bn/product/${PRODUCT_SLUG}`, "/bn/shop", "/bn/search?q=saree", "/bn"])("keeps %s within budget", async (pagePath) => {
    const hydrated = await measure(browser, server.url, pagePath);
    const budget = pagePath.includes("/product/") ? PRODUCT_JS_BUDGET_BYTES : JS_BUDGET_BYTES;
    console.log(
      `budget ${pagePath}: JS ${kB(hydrated.js)} of ${kB(budget)} hydrated (${hydrated.files.length} files; Brotli ${kB(hydrated.jsBrotli)}); CSS ${kB(hydrated.css)} of ${kB(CSS_BUDGET_BYTES)}`,
    );
    // The figure is only meaningful if the page did hydrate, on the scripts counted here.
    expect(hydrated.files.some((file) => file.endsWith(".js"))).toBe(true);
    expect(hydrated.files.some((file) => file.endsWith(".css"))).toBe(true);
    expect(hydrated.js).toBeLessThanOrEqual(budget);
    expect(hydrated.css).toBeLessThanOrEqual(CSS_BUDGET_BYTES);
  });
});

describe("pages hydrate once loaded and idle, or at the shopper's first action", () => {
  it.each([`/product/${PRODUCT_SLUG}`, "/", "/shop", "/admin/login"])("sends %s with React Router's own module preloads and module script", async (pagePath) => {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    expect(html).toMatch(/<link rel="modulepreload"/);
    expect(html).toMatch(/<script[^>]* type="module"/);
  });

  /**
   * A phone that is never idle: the page's scripts run, but hydration waits for the shopper's first
   * action (app/entry.client.tsx). Resolves once the page is waiting so.
   */
  async function gotoNeverIdle(page: Page, pagePath: string) {
    await page.addInitScript(() => {
      const win = window as unknown as { requestIdleCallback: () => number; waitingForIdle?: boolean };
      win.requestIdleCallback = () => {
        win.waitingForIdle = true;
        return 0;
      };
    });
    await page.goto(pagePath, { waitUntil: "load" });
    await expect.poll(() => page.evaluate(() => (window as unknown as { waitingForIdle?: boolean }).waitingForIdle)).toBe(true);
    await expect.poll(() => page.locator("a[data-cart-ready]").count()).toBe(0);
  }

  it("a product page's taps made before it has hydrated all count: the first one hydrates it", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await gotoNeverIdle(page, `/product/${PRODUCT_SLUG}`);
    await page.getByRole("button", { name: "Increase quantity" }).tap();
    await page.getByRole("button", { name: "Increase quantity" }).tap();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).tap();
    await page.getByText(/^Added 3 .+ to cart$/).waitFor();
    await expect.poll(() => page.getByTestId("cart-count").textContent()).toBe("3");
    expect(new URL(page.url()).pathname).toBe(`/product/${PRODUCT_SLUG}`);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("a card's Add to cart tapped before hydration adds to the cart and stays on the page", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await gotoNeverIdle(page, "/shop");
    await page.getByRole("button", { name: /^Add to cart/ }).first().tap();
    await page.getByText("Added to cart", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/shop");
    await context.close();
    expect(errors).toEqual([]);
  });

  it("before the scripts have run, the shop's filters work as a plain form", async () => {
    // At desktop width, where the filters are on the page. On a phone they sit behind the Filters
    // button's sheet, a button that needs React and so waits for the scripts (decision 013).
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/shop", { waitUntil: "load" });
    const filters = page.getByRole("search", { name: "Filter products" });
    const category = filters.getByRole("radio").nth(1);
    const categoryName = await category.evaluate((radio) => radio.closest("label")!.textContent!.trim());
    await category.check();
    await filters.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/category=\d+/);
    await expect.poll(() => page.getByRole("radio", { name: categoryName }).isChecked()).toBe(true);
    await context.close();
    // The aborted scripts are the only errors.
    expect(errors.filter((error) => !/Failed to (load|fetch)|net::ERR_FAILED|dynamically imported module/i.test(error))).toEqual([]);
  });

  it("text typed into the header search before hydration is searched for when Enter is pressed", async () => {
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await gotoNeverIdle(page, `/product/${PRODUCT_SLUG}`);
    const box = page.getByRole("searchbox", { name: "Search product" });
    await box.fill("saree");
    await box.press("Enter");
    await page.waitForURL(/\/search\?q=saree$/);
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });

  it("hydrates once loaded (or at the first action): client navigation works", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await page.goto(`/product/${PRODUCT_SLUG}`);
    await hydrate(page);
    const documentsBefore = await page.evaluate(() => performance.getEntriesByType("navigation").length);
    await page.getByRole("contentinfo").getByRole("link", { name: "Shop", exact: true }).click();
    await page.waitForURL(/\/shop$/);
    await page.getByRole("heading", { level: 1 }).waitFor();
    // A client navigation: still the same document.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(documentsBefore);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.name)).toContain(`/product/${PRODUCT_SLUG}`);
    await context.close();
    expect(errors).toEqual([]);
  });
  it("has the toasts' script ready once hydrated and idle, before the shopper touches anything", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    const scripts: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "script" && url.pathname.startsWith("/assets/")) scripts.push(url.pathname);
    });
    await page.goto(`/product/${PRODUCT_SLUG}`, { waitUntil: "load" });
    // Hydrated by itself: no scroll, no touch.
    await page.locator("a[data-cart-ready]").waitFor({ state: "attached" });
    const isSonner = (asset: string) => readFileSync(path.join(BUILD_CLIENT, asset), "utf8").includes("data-sonner-toaster");
    await expect.poll(() => scripts.some(isSonner)).toBe(true);
    await context.close();
    expect(errors).toEqual([]);
  });
});

describe("HTTP caching of catalogue pages", () => {
  const productPath = `/product/${PRODUCT_SLUG}`;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
  const placeOrder = (quantity: number) =>
    fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "sec-fetch-site": "same-origin" },
      body: JSON.stringify({
        customer_name: "Cache Tester",
        customer_phone: "01711111111",
        city: "Dhaka",
        delivery_location: "inside_dhaka",
        shipping_address: "House 1, Road 2, Dhanmondi",
        items: [{ product_id: productId, quantity }],
      }),
    });

  // This server has no PUBLIC_URL, so pages may be kept by the shopper's browser only (see
  // page-cache.test.ts for the shared-cache header a configured shop sends).
  it("gives catalogue pages a revalidate-always Cache-Control and an ETag, and answers a matching If-None-Match with an empty 304", async () => {
    const first = await get(productPath);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"/);
    await first.text();

    const again = await get(productPath, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    // The stored page keeps the policy whose nonce matches its scripts.
    expect(again.headers.get("content-security-policy")).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);

    for (const path of ["/", "/shop?category=1", "/search?q=tea", "/shop.data"]) {
      const response = await get(path);
      expect(response.headers.get("cache-control"), path).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(response.headers.get("etag"), path).toBeTruthy();
      await response.arrayBuffer();
    }
  });

  // Read whole for the ETag and the cache, a catalogue page gains nothing from streaming: its
  // below-the-fold sections are rendered in place (app/.server/streamed-section.ts).
  it.each([
    [productPath, "related-heading"],
    ["/", "gallery-heading"],
  ])("renders %s's below-the-fold sections in place, not streamed in behind a skeleton", async (pagePath, heading) => {
    const html = await (await get(`${pagePath}?whole=${Date.now()}`)).text();
    const section = html.indexOf(`id="${heading}"`);
    expect(section).toBeGreaterThan(0);
    // React's streamed boundaries: a placeholder, the content hidden at the end, the script that swaps them.
    expect(html).not.toContain('<template id="B:');
    expect(html).not.toContain('<div hidden id="S:');
    expect(html).not.toContain("$RC(");
    // In place: before the footer, not after it.
    expect(section).toBeLessThan(html.indexOf("<footer"));
    const data = await (await get(`${pagePath === "/" ? "/_root" : pagePath}.data?whole=${Date.now()}`)).text();
    expect(data).not.toMatch(/^P\d+:/m);
  });

  it("sends the new page, with a new ETag, once its content changed", async () => {
    const before = await get(productPath);
    const etag = before.headers.get("etag")!;
    const stockBefore = Number((await before.text()).match(/(\d+) available/)?.[1]);
    expect(stockBefore).toBeGreaterThan(2);

    expect((await placeOrder(2)).status).toBe(201);

    const after = await get(productPath, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await after.text()).toContain(`${stockBefore - 2} available`);
  });

  it.each(["/cart", "/checkout", "/track", "/admin/login", "/no-such-page"])("never caches %s publicly", async (path) => {
    const response = await get(path, { "if-none-match": "*" });
    expect(response.status).not.toBe(304);
    expect(response.headers.get("cache-control") ?? "").not.toContain("public");
    expect(response.headers.get("etag")).toBeNull();
    await response.arrayBuffer();
  });

  it("serves an ad click (fbclid, utm_*) the page rendered without the tags, and it hydrates", async () => {
    await (await get("/")).arrayBuffer();
    const fromAd = await get("/?fbclid=IwAR2e2e&utm_source=facebook&utm_medium=paid");
    expect(fromAd.headers.get("x-page-cache")).toBe("hit");
    expect(await fromAd.text()).not.toContain("IwAR2e2e");

    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await page.goto("/?fbclid=IwAR2e2e&utm_source=facebook");
    await page.locator("[data-cart-ready]").waitFor();
    await page.getByRole("heading", { name: "New Arrivals", exact: true }).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });

  it("keeps a page revalidated with 304 working in Chromium: its scripts still run", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    const revalidations = () => server.output().split("\n").filter((line) => line.includes(`"path":"${productPath}"`) && line.includes('"status":304')).length;
    const before = revalidations();
    await page.goto(productPath);
    await hydrate(page);
    await page.reload();
    // The server answered Chromium's conditional reload with 304: the page below is the stored one.
    await expect.poll(revalidations).toBe(before + 1);
    // Hydrated after the reload: the cart store answers and adding shows the spec's toast.
    await hydrate(page);
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await page.getByText(/^Added 1 .+ to cart$/).waitFor();
    await context.close();
    expect(errors).toEqual([]);
  });
});
