import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBanner, createProduct } from "../factories";
import { DESKTOP, PHONE, hydrate, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";

// The 3-banner hero is covered in storefront.e2e.ts; these are the shops with none and with one.
describe("storefront hero with 0 and 1 banners", () => {
  let browser: Browser;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.stop();
  });

  async function shop(fill: Parameters<typeof prepareDataDir>[0]) {
    const server = await startServer({ dataDir: await prepareDataDir(fill) });
    servers.push(server);
    return server;
  }

  it("shows the fixed default image, without arrows or dots, when no banner is active", async () => {
    const server = await shop(async (db) => {
      await createBanner(db, { title: "Switched off", isActive: false });
    });
    const html = await (await fetch(server.url)).text();
    expect(html).toContain('src="/images/default-hero.webp"');
    expect(html).not.toContain("Switched off");
    // An empty shop still renders: no sections crash and the gallery is hidden.
    expect(html).not.toContain("New Arrivals Gallery");

    for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, errors } = await newPage(browser, server.url, viewport);
      await page.goto("/");
      await hydrate(page);
      const hero = page.getByRole("region", { name: "Featured" });
      const image = hero.getByRole("img", { name: /^Welcome to Haat/ });
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1920);
      await expect.poll(() => image.getAttribute("fetchpriority")).toBe("high");
      await expect.poll(() => hero.getByRole("button").count()).toBe(0);
      const box = await hero.boundingBox();
      expect(box?.height).toBe(viewport === DESKTOP ? 500 : 250);
      await screenshot(page, `storefront-hero-empty-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("shows a single banner still, with its title and subtitle and no arrows, dots or button without a link", async () => {
    const server = await shop(async (db) => {
      await createBanner(db, { title: "Pohela Boishakh Sale", subtitle: "Up to 30% off", buttonText: "Shop now", linkUrl: null });
      await createProduct(db, { name: "Red Saree" });
    });
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await page.goto("/");
    await hydrate(page);
    const hero = page.getByRole("region", { name: "Featured" });
    await expect.poll(() => hero.getByRole("heading", { name: "Pohela Boishakh Sale" }).isVisible()).toBe(true);
    await expect.poll(() => hero.getByText("Up to 30% off").isVisible()).toBe(true);
    await expect.poll(() => hero.getByRole("button").count()).toBe(0);
    await expect.poll(() => hero.getByRole("link").count()).toBe(0);
    await expect.poll(() => hero.locator("img").first().getAttribute("fetchpriority")).toBe("high");
    expect((await hero.boundingBox())?.height).toBe(500);
    await expect.poll(() => page.getByRole("region", { name: "New Arrivals Gallery" }).getByRole("link").count()).toBe(1);
    await expect.poll(() => page.getByText("No Image").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
