import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroBanners } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { DESKTOP, PHONE, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";

const ADMIN_EMAIL = "owner@haat.test";
const ADMIN_PASSWORD = "admin-e2e-password";

describe("Bangla catalogue fields in the admin dialogs", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Saree", slug: "saree", nameBn: "শাড়ি" });
      await createProduct(db, { name: "Tangail Tant Saree", slug: "tangail-tant-saree", categoryId: category.id, description: "Handloom cotton" });
      await db.insert(heroBanners).values({ title: "Eid Sale", titleBn: "ঈদের অফার", imageUrl: "/images/default-hero.webp", displayOrder: 1 });
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("enters a product's Bangla name and description, sees them again when editing, and shows Bangla fields for categories and banners", async () => {
    const { page, errors } = await newPage(browser, server.url, DESKTOP);
    await page.goto("/admin/login");
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Edit Tangail Tant Saree" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    const nameBn = dialog.getByLabel("Name (বাংলা)");
    await expect.poll(() => nameBn.getAttribute("lang")).toBe("bn");
    await nameBn.fill("টাঙ্গাইলের তাঁতের শাড়ি");
    await dialog.getByLabel("Description (বাংলা)").fill("হাতে বোনা সুতি তাঁতের শাড়ি");
    await screenshot(page, "admin-product-bangla-desktop");
    await dialog.getByRole("button", { name: "Update Product" }).click();
    await page.locator("[data-sonner-toast]").getByText("Updated!", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Edit Tangail Tant Saree" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Edit Product" }).getByLabel("Name (বাংলা)").inputValue()).toBe("টাঙ্গাইলের তাঁতের শাড়ি");
    await expect.poll(() => page.getByRole("dialog", { name: "Edit Product" }).getByLabel("Description (বাংলা)").inputValue()).toBe("হাতে বোনা সুতি তাঁতের শাড়ি");
    await page.keyboard.press("Escape");

    await page.goto("/admin/categories");
    await page.getByRole("button", { name: "Edit Saree" }).click();
    await expect.poll(() => page.getByRole("dialog", { name: "Edit Category" }).getByLabel("Name (বাংলা)").inputValue()).toBe("শাড়ি");
    await screenshot(page, "admin-category-bangla-desktop");
    await page.keyboard.press("Escape");

    await page.goto("/admin/banners");
    await page.getByRole("button", { name: "Edit Eid Sale" }).click();
    const banner = page.getByRole("dialog", { name: "Edit Banner" });
    await expect.poll(() => banner.getByLabel("Title (বাংলা)", { exact: true }).inputValue()).toBe("ঈদের অফার");
    await banner.getByLabel("Button Text (বাংলা)").waitFor();
    await banner.getByLabel("Subtitle (বাংলা)").waitFor();
    await screenshot(page, "admin-banner-bangla-desktop");
    expect(errors).toEqual([]);
  });

  it("fits the Bangla fields on a phone", async () => {
    const { page, errors } = await newPage(browser, server.url, PHONE);
    await page.goto("/admin/login");
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await page.goto("/admin/categories");
    await page.getByRole("button", { name: "Edit Saree" }).click();
    const nameBn = page.getByRole("dialog", { name: "Edit Category" }).getByLabel("Name (বাংলা)");
    await expect.poll(() => nameBn.inputValue()).toBe("শাড়ি");
    const box = await nameBn.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "admin-category-bangla-phone");
    expect(errors).toEqual([]);
  });
});
