import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, startServer, type RunningServer } from "./harness";
import type { Browser } from "playwright-core";
import { DEMO_PRODUCTS } from "~/.server/demo-data";
import { formatPrice } from "~/lib/money";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

describe("foundation: the demo shop served by the production server", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: "true" } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("renders seeded products and taka prices in the server HTML, without JavaScript", async () => {
    const html = await (await fetch(server.url)).text();
    // The seed makes later entries newer: the last active products are the newest arrivals.
    const newest = DEMO_PRODUCTS.filter((p) => p.isActive).slice(-4);
    for (const product of newest) {
      expect(html).toContain(escapeHtml(product.name));
      expect(html).toContain(formatPrice(product.price));
    }
    expect(html).toMatch(/৳\d{1,3}(,\d{3})*\.\d{2}/);
    expect(html).toMatch(/href="\/product\/[a-z0-9-]+"/);
  });

  it("answers /healthz with 200 and a database check", async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("sends security headers and long-lived caching for hashed assets", async () => {
    const response = await fetch(server.url);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const html = await response.text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`${server.url}${asset}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(["gzip", "br"]).toContain(assetResponse.headers.get("content-encoding"));
  });

  it("shows the 404 page for an unknown path and logs the path at warn level", async () => {
    const response = await fetch(`${server.url}/no-such-page-here`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect(server.output()).toMatch(/"level":40[^\n]*"path":"\/no-such-page-here"/);
    expect((await fetch(`${server.url}/favicon.ico`)).status).toBe(200);
  });

  it("hydrates the home page in Chromium without errors at phone and desktop widths", async () => {
    for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, errors } = await newPage(browser, server.url, viewport);
      await page.goto("/");
      await page.getByRole("link", { name: /Haat/ }).first().waitFor();
      await screenshot(page, `home-${name}`);
      // The README shows the shop as a newcomer first sees it.
      if (name === "desktop") await page.screenshot({ path: path.resolve(import.meta.dirname, "../../docs/screenshot-home.png") });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
