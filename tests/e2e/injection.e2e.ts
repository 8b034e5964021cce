import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBanner, createCategory, createProduct } from "../factories";
import { launchBrowser, newPage, prepareDataDir, startServer, type RunningServer } from "./harness";

// HTML and script in shop data — product name and description, banner title and subtitle,
// an order's customer fields — render as text everywhere, in the server HTML (title, meta tags,
// JSON-LD) and in the browser; search text with quotes and backslashes is matched literally.
// Every payload would set window.__pwned if it ever ran.

const ADMIN_EMAIL = "owner@haat.test";
const ADMIN_PASSWORD = "injection-e2e-password";

const PRODUCT_NAME = `<script>window.__pwned="name"</script><img src=x onerror="window.__pwned='img'"> "Jamdani" & 'Co'`;
const PRODUCT_SLUG = "xss-saree";
const DESCRIPTION = `</title><script>window.__pwned="desc"</script><img src=x onerror=window.__pwned=1> She said "hi" & 'bye' </script>`;
const BANNER_TITLE = `<img src=x onerror="window.__pwned='banner'">Eid "Sale" & 'More'`;
const BANNER_SUBTITLE = `<script>window.__pwned="subtitle"</script><b>bold</b>`;
const CUSTOMER = {
  customer_name: `<b>Rahim</b><script>window.__pwned="customer"</script>`,
  customer_phone: "01712345678",
  city: `Dhaka <u>north</u>`,
  delivery_location: "inside_dhaka",
  shipping_address: `<img src=x onerror="window.__pwned='address'"> House "12" & Road 'Five'`,
  message: `<script>window.__pwned="message"</script><i>call</i> "first" \\ 'then'`,
};
const TEA = `Mother's "Best" Tea \\ Blend`;
const PLAIN_TEA = "Mothers Best Tea Blend";

/** Text of an HTML fragment as the browser reads it (the entities React writes, and no others). */
function decode(html: string): string {
  return html
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

/** The content of the first meta tag with this name or property, decoded; undefined when missing. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html);
  return tag ? decode(tag[1]!) : undefined;
}

/** Fails when any payload left markup behind in the page or ran. */
async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect.poll(() => page.locator('img[src="x"]').count()).toBe(0);
  // The hydration data holds the payloads as JSON strings, so look for scripts that ARE a payload.
  expect(await page.evaluate(() => [...document.scripts].filter((s) => s.text.startsWith("window.__pwned")).length)).toBe(0);
}

describe("HTML and script in shop data render as text", () => {
  let server: RunningServer;
  let browser: Browser;
  let orderNumber = "";
  let productId = 0;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Sarees", slug: "sarees" });
      await createProduct(db, { name: PLAIN_TEA, slug: "plain-tea", price: "300.00", categoryId: category.id });
      await createProduct(db, { name: TEA, slug: "mothers-tea", price: "350.00", categoryId: category.id });
      productId = (await createProduct(db, { name: PRODUCT_NAME, slug: PRODUCT_SLUG, description: DESCRIPTION, price: "4500.00", categoryId: category.id })).id;
      await createBanner(db, { title: BANNER_TITLE, subtitle: BANNER_SUBTITLE });
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();

    // The order goes through the real API: these fields are what a shopper can send.
    const response = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "idempotency-key": randomUUID() },
      body: JSON.stringify({ ...CUSTOMER, items: [{ product_id: productId, quantity: 1 }] }),
    });
    expect(response.status).toBe(201);
    orderNumber = ((await response.json()) as { order: { order_number: string } }).order.order_number;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("escapes the product's name and description in the server HTML: title, meta description, Open Graph and JSON-LD", async () => {
    const response = await fetch(`${server.url}/product/${PRODUCT_SLUG}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const raw of ["<script>window.__pwned", "<img src=x", "</title><script"]) expect(html).not.toContain(raw);

    expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(`${PRODUCT_NAME} | Haat`);
    expect(metaContent(html, "description")).toBe(DESCRIPTION);
    expect(metaContent(html, "og:title")).toBe(PRODUCT_NAME);
    expect(metaContent(html, "og:description")).toBe(DESCRIPTION);

    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(JSON.parse(jsonLd!)).toMatchObject({ "@type": "Product", name: PRODUCT_NAME, description: DESCRIPTION });
  });

  it("shows the product's name and description literally in Chromium, and no payload runs", async () => {
    const { context, page, errors } = await newPage(browser, server.url);
    await page.goto(`/product/${PRODUCT_SLUG}`);
    await page.getByRole("heading", { level: 1, name: PRODUCT_NAME, exact: true }).waitFor();
    await page.getByText(DESCRIPTION, { exact: true }).waitFor();
    expect(await page.title()).toBe(`${PRODUCT_NAME} | Haat`);
    await expectNothingInjected(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the banner's title and subtitle and the product card literally on the home page", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    for (const raw of ["<script>window.__pwned", "<img src=x", "<b>bold</b>"]) expect(html).not.toContain(raw);

    const { context, page, errors } = await newPage(browser, server.url);
    await page.goto("/");
    await page.getByRole("heading", { level: 2, name: BANNER_TITLE, exact: true }).waitFor();
    await page.getByText(BANNER_SUBTITLE, { exact: true }).waitFor();
    await expect.poll(() => page.getByText("bold", { exact: true }).count()).toBe(0);
    await page.getByRole("heading", { name: PRODUCT_NAME, exact: true }).first().waitFor();
    await expectNothingInjected(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("matches search text with quotes and backslashes literally, on a normal page", async () => {
    const { context, page, errors } = await newPage(browser, server.url);
    const cases: [string, string[]][] = [
      ["Mother's", [TEA]],
      ['"Best"', [TEA]],
      ["Tea \\ Blend", [TEA]],
      ["\\", [TEA]],
      ["Best Tea", [PLAIN_TEA]],
      ["' OR '1'='1", []],
      ['" OR ""="', []],
      ["\\' OR 1=1 --", []],
      [`"Jamdani" & 'Co'`, [PRODUCT_NAME]],
      [`<script>window.__pwned="q"</script>`, []],
    ];
    for (const [q, expected] of cases) {
      const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
      expect(response?.status(), q).toBe(200);
      const status = page.getByRole("status");
      await expect.poll(() => status.textContent(), { message: q }).toBe(expected.length === 1 ? `1 item found for "${q}"` : `${expected.length} items found for "${q}"`);
      await expect.poll(() => page.getByRole("article").getByRole("heading").allTextContents(), { message: q }).toEqual(expected);
      if (!expected.length) await page.getByText("No results found", { exact: true }).waitFor();
      expect(await page.title(), q).toBe(`Search: ${q} | Haat`);
      await expectNothingInjected(page);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an order's customer fields literally in the admin orders table and detail dialog", async () => {
    const { context, page, errors } = await newPage(browser, server.url);
    await page.goto("/admin/login");
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    await page.goto("/admin/orders");
    const row = page.getByRole("row").filter({ hasText: orderNumber });
    await row.getByRole("cell", { name: CUSTOMER.customer_name, exact: true }).waitFor();
    await row.getByRole("cell", { name: CUSTOMER.city, exact: true }).waitFor();
    await expectNothingInjected(page);

    await page.getByRole("button", { name: `View order ${orderNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order ${orderNumber}` });
    for (const text of [CUSTOMER.customer_name, CUSTOMER.shipping_address, CUSTOMER.message]) {
      await dialog.getByText(text, { exact: true }).first().waitFor();
    }
    // The item's name shares its element with "1 × ৳4,500.00".
    await dialog.getByRole("listitem").getByText(PRODUCT_NAME).waitFor();
    await expectNothingInjected(page);

    await page.goto("/admin/products");
    await page.getByRole("cell", { name: PRODUCT_NAME, exact: true }).waitFor();
    await page.goto("/admin/banners");
    // The title cell holds the subtitle too.
    await page.getByRole("cell").filter({ hasText: BANNER_TITLE }).getByText(BANNER_SUBTITLE, { exact: true }).waitFor();
    await expectNothingInjected(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
