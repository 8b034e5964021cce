import { mkdtempSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_WIDTHS, variantUrl } from "~/lib/images";
import { DESKTOP, PHONE, launchBrowser, newPage, screenshot, startServer, type RunningServer } from "./harness";

const ADMIN_EMAIL = "admin@haat.test";
const ADMIN_PASSWORD = "media-e2e-password";

/** A raw GET, so "../" and encoded forms reach the server exactly as typed. */
function rawGet(base: string, rawPath: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ host: hostname, port, path: rawPath }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on("error", reject)
      .end();
  });
}

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin$/);
}

describe("media: uploads served by the production server", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { SEED_DEMO: "true", ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("serves seeded images and their WebP variants with the right type, a year of caching and nosniff", async () => {
    const html = await (await fetch(server.url)).text();
    const original = html.match(/\/uploads\/products\/\d+-[0-9a-f]+\.webp/)?.[0];
    expect(original).toBeTruthy();
    for (const url of [original!, ...PRODUCT_IMAGE_WIDTHS.map((w) => variantUrl(original!, w))]) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
    }
    const small = await sharp(Buffer.from(await (await fetch(`${server.url}${variantUrl(original!, 320)}`)).arrayBuffer())).metadata();
    expect(small.width).toBe(320);
  });

  it.each([
    "/uploads/products/1-0000.webp",
    "/uploads/../db/PG_VERSION",
    "/uploads/%2e%2e/secret",
    "/uploads/products/..%2f..%2fsecret",
    "/uploads/products/%2e%2e%2f%2e%2e%2fsecret",
    "/uploads/products",
  ])("answers %s with a plain refusal, never a file outside uploads", async (rawPath) => {
    const response = await rawGet(server.url, rawPath);
    expect([403, 404]).toContain(response.status);
    expect(response.body).toMatch(/^(Not found|Error)$/);
  });

  it("lets an admin upload a product photo with progress and preview; the shop card then loads a WebP variant", async () => {
    const photo = path.join(mkdtempSync(path.join(tmpdir(), "haat-photo-")), "phone-photo.jpg");
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#b03a2e" } })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "90/1 24/1 5/1" } })
      .jpeg()
      .toFile(photo);

    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await signIn(page);

    await page.goto("/admin/products?new=1");
    const dialog = page.getByRole("dialog");
    const name = "Uploaded Nakshi Kantha";
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Price (৳)").fill("1850");
    await dialog.getByLabel("Stock Quantity").fill("5");
    await dialog.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option").first().click();

    // The progress bar appears while the XHR runs; "Uploaded!" when the server answered 201.
    const progress = dialog.getByRole("progressbar");
    const shown = progress.waitFor({ state: "attached" });
    await dialog.getByLabel("Featured Image", { exact: true }).setInputFiles(photo);
    await shown;
    await expect.poll(() => progress.getAttribute("aria-valuenow")).toMatch(/^\d+$/);
    await page.getByText("Uploaded!").waitFor();
    const preview = dialog.getByRole("img", { name: "Featured Image preview" });
    await expect.poll(() => preview.getAttribute("src")).toMatch(/^\/uploads\/products\/\d+-[0-9a-f]+\.jpg$/);
    await screenshot(page, "media-admin-upload-desktop");

    // The stored file has no EXIF at all, so no GPS.
    // The poll above saw the stored URL, and it does not change after the upload.
    // eslint-disable-next-line no-restricted-syntax
    const storedUrl = (await preview.getAttribute("src"))!;
    const stored = await sharp(Buffer.from(await (await fetch(`${server.url}${storedUrl}`)).arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();

    await dialog.getByRole("button", { name: "Create Product" }).click();
    await page.getByText("Created!").waitFor();

    const shop = await newPage(browser, server.url, PHONE);
    await shop.page.goto(`/shop?q=${encodeURIComponent(name)}`);
    const card = shop.page.getByRole("img", { name }).first();
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const currentSrc = await card.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(currentSrc).toMatch(/-w(320|640)\.webp$/);
    await screenshot(shop.page, "media-shop-card-phone");
    expect(errors).toEqual([]);
    expect(shop.errors).toEqual([]);
    await shop.context.close();
    await context.close();
  });

  it("on a phone: refuses non-images and big files with the spec's toasts, shows progress on a slow upload, banners preview at 16:9", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await signIn(page);
    await page.goto("/admin/banners");
    await page.getByRole("button", { name: "Add Banner" }).click();
    const dialog = page.getByRole("dialog");
    const input = dialog.getByLabel("Banner Image", { exact: true });

    // Answered in the browser, before any upload.
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
    await page.getByText("Please upload an image file").waitFor();
    await input.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(6 * 1024 * 1024) });
    await page.getByText("Image must be less than 5MB").waitFor();
    await page.getByText("Please upload an image file").waitFor({ state: "detached" });
    // Claims to be a PNG: only the server, reading the content, can refuse it.
    await input.setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
    await page.getByText("Please upload an image file").waitFor();
    await expect.poll(() => dialog.getByRole("img").count()).toBe(0);

    // A noisy photo over a slow uplink, so the progress bar is seen moving.
    const photo = await sharp({ create: { width: 1920, height: 1080, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 300 * 1024 });
    await input.setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: photo });
    const progress = dialog.getByRole("progressbar", { name: "Upload progress" });
    await expect.poll(() => progress.getAttribute("aria-valuenow").then((value) => Number(value ?? -1)), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, "media-banner-uploading-phone");
    await page.getByText("Uploaded!").waitFor({ timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

    const preview = dialog.getByRole("img", { name: "Banner Image preview" });
    await expect.poll(() => preview.getAttribute("src")).toMatch(/^\/uploads\/banners\/\d+-[0-9a-f]+\.jpg$/);
    const box = (await preview.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(16 / 9, 1);
    await screenshot(page, "media-banner-uploaded-phone");
    // Chromium logs the server's refusal of fake.png; nothing else may go wrong.
    expect(errors).toEqual(["console: Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
    await context.close();
  });
});
