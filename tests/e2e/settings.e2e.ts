import path from "node:path";
import { asc } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "~/.server/db/client";
import { orders } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { DESKTOP, PHONE, hydrate, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";

const ADMIN_EMAIL = "owner@haat.test";
const ADMIN_PASSWORD = "settings-e2e-password";
const LICENCE = "TRAD/DNCC/123456/2025";

type Jug = { id: number; name: string; slug: string; price: string };
let jug: Jug;

/** Puts the jug into the browser cart as the cart store keeps it ("cart-storage"), `quantity` of them. */
async function cartWithJugs(page: Page, quantity: number) {
  await page.goto("/track");
  await page.getByRole("heading", { name: "Track Your Order" }).waitFor();
  const items = [{ product: { id: jug.id, name: jug.name, slug: jug.slug, price: jug.price, image: null }, quantity }];
  await page.evaluate((value) => localStorage.setItem("cart-storage", value), JSON.stringify({ state: { items, total: 0 }, version: 0 }));
}

async function fillCheckout(page: Page) {
  await page.getByLabel("Full Name").fill("Nusrat Jahan");
  await page.getByLabel("Phone Number").fill("01612345678");
  await page.getByLabel("City").selectOption("Dhaka");
  await page.getByLabel("Area / Thana (optional)").fill("Mirpur");
  await page.getByLabel("Full Address").fill("House 4, Road 7, Mirpur 10");
}

/** Waits for a toast with this exact text (the newest one, when several are stacked). */
async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).last().waitFor();
}

describe("shop settings: an owner changes charges and details, shoppers see them at once", () => {
  let server: RunningServer;
  let browser: Browser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Home & Living", slug: "home-living" });
      const row = await createProduct(db, { name: "Clay Water Jug", slug: "clay-water-jug", price: "1200.00", stockQuantity: 20, categoryId: category.id });
      jug = { id: row.id, name: row.name, slug: row.slug, price: row.price };
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("saves the inside-Dhaka charge, the threshold and the trade licence; home, footer, checkout and stored orders follow", async () => {
    const shopper = await newPage(browser, server.url, DESKTOP);
    // The home page as it is before the change, rendered once so the page cache keeps it.
    await shopper.page.goto("/");
    await expect.poll(() => shopper.page.getByText("orders over ৳2000", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => shopper.page.getByText(/Trade Licence No\./).count()).toBe(0);
    const cached = await fetch(`${server.url}/`);
    expect(cached.headers.get("x-page-cache")).toBe("hit");

    // The owner: sign in, open Settings from the sidebar, change the details and a zone.
    const admin = await newPage(browser, server.url, DESKTOP);
    await admin.page.goto("/admin/login");
    await admin.page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await admin.page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await admin.page.getByRole("button", { name: "Sign In" }).click();
    await admin.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await admin.page.getByRole("navigation", { name: "Haat Admin" }).getByRole("link", { name: "Settings" }).click();
    await admin.page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();

    // A bad value is refused under its field, and nothing is saved.
    await admin.page.getByLabel("Facebook").fill("javascript:alert(1)");
    await admin.page.getByRole("button", { name: "Save Settings" }).click();
    const form = admin.page.getByRole("form", { name: "Shop details" });
    await form.getByText("Must be a link starting with http:// or https://", { exact: true }).waitFor();
    await admin.page.getByLabel("Facebook").fill("https://www.facebook.com/clayhouse");
    await admin.page.getByLabel("Trade Licence No.").fill(LICENCE);
    await admin.page.getByLabel("Free-Shipping Threshold (৳)").fill("3000");
    await admin.page.getByRole("button", { name: "Save Settings" }).click();
    await toast(admin.page, "Updated!");

    await admin.page.getByRole("button", { name: "Edit Inside Dhaka" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "Edit Delivery Zone" });
    await dialog.getByLabel("Charge (৳)").fill("75");
    // The Bangla twins, for the shop's pages in Bangla.
    await dialog.getByLabel("Name (বাংলা)").fill("ঢাকার ভেতরে");
    await dialog.getByLabel("Delivery Estimate (বাংলা)").fill("৩-৫ কর্মদিবস");
    await dialog.getByRole("button", { name: "Update Zone" }).click();
    await toast(admin.page, "Updated!");
    const zones = admin.page.getByRole("region", { name: "Delivery Zones" });
    await expect.poll(() => zones.getByRole("row").filter({ hasText: "Inside Dhaka" }).getByText("৳75.00").isVisible()).toBe(true);
    await expect.poll(() => zones.getByRole("row").filter({ hasText: "Inside Dhaka" }).getByText("ঢাকার ভেতরে").isVisible()).toBe(true);
    // Editing again shows what was saved.
    await admin.page.getByRole("button", { name: "Edit Inside Dhaka" }).click();
    await expect.poll(() => dialog.getByLabel("Name (বাংলা)").inputValue()).toBe("ঢাকার ভেতরে");
    await expect.poll(() => dialog.getByLabel("Delivery Estimate (বাংলা)").inputValue()).toBe("৩-৫ কর্মদিবস");
    await expect.poll(() => dialog.getByLabel("Name (বাংলা)").getAttribute("lang")).toBe("bn");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await screenshot(admin.page, "settings-desktop");
    expect(admin.errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
    await admin.context.close();

    // The shopper's next visit: the cached home page is not served again.
    await shopper.page.goto("/");
    await expect.poll(() => shopper.page.getByText("orders over ৳3000", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => shopper.page.getByRole("contentinfo").getByText(`Trade Licence No. ${LICENCE}`).isVisible()).toBe(true);
    await expect.poll(() => shopper.page.getByRole("link", { name: "Facebook" }).getAttribute("href")).toBe("https://www.facebook.com/clayhouse");
    // Only the linked page has an icon.
    await expect.poll(() => shopper.page.getByRole("link", { name: "Instagram" }).count()).toBe(0);

    // Two jugs (৳2400, not over ৳3000): the new inside-Dhaka charge.
    await cartWithJugs(shopper.page, 2);
    await shopper.page.goto("/checkout");
    await shopper.page.getByRole("heading", { name: "Checkout" }).waitFor();
    await fillCheckout(shopper.page);
    await expect.poll(() => shopper.page.getByRole("radio", { name: /Inside Dhaka/ }).isChecked()).toBe(true);
    const summary = shopper.page.getByRole("complementary", { name: "Order Summary" });
    await expect.poll(() => summary.getByText("৳75.00", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => summary.getByText("৳2,475.00", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => summary.getByText("Free delivery on orders over ৳3000", { exact: true }).isVisible()).toBe(true);
    await shopper.page.getByRole("button", { name: "Place Order" }).click();
    await shopper.page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    await expect.poll(() => shopper.page.getByText("৳2,475.00", { exact: true }).isVisible()).toBe(true);

    // Three jugs (৳3600, over ৳3000): free delivery, before and after the order is placed.
    await cartWithJugs(shopper.page, 3);
    await shopper.page.goto("/checkout");
    await shopper.page.getByRole("heading", { name: "Checkout" }).waitFor();
    await fillCheckout(shopper.page);
    await expect.poll(() => summary.getByText("Free", { exact: true }).isVisible()).toBe(true);
    // The line, the subtotal and the total: nothing added for delivery.
    await expect.poll(() => summary.getByText("৳3,600.00", { exact: true }).count()).toBe(3);
    await screenshot(shopper.page, "checkout-free-desktop");
    await shopper.page.getByRole("button", { name: "Place Order" }).click();
    await shopper.page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("lays out the settings page and the district picker on a phone", async () => {
    const admin = await newPage(browser, server.url, PHONE);
    await admin.page.goto("/admin/login");
    await admin.page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await admin.page.getByLabel("Password", { exact: true }).fill(ADMIN_PASSWORD);
    await admin.page.getByRole("button", { name: "Sign In" }).click();
    await admin.page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await admin.page.goto("/admin/settings");
    await admin.page.getByRole("heading", { name: "Delivery Zones" }).waitFor();
    await screenshot(admin.page, "settings-phone");
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Settings → Backups: the owner finds the backups from the settings page too.
    await admin.page.getByRole("link", { name: "See backups and download one" }).click();
    await admin.page.getByRole("heading", { name: "Backups", exact: true }).waitFor();
    await admin.context.close();

    const shopper = await newPage(browser, server.url, PHONE);
    await cartWithJugs(shopper.page, 1);
    await shopper.page.goto("/checkout");
    await hydrate(shopper.page);
    const district = shopper.page.getByLabel("City");
    // 64 districts and the empty choice, each with its Bangla name.
    await expect.poll(() => district.locator("option").count()).toBe(65);
    await expect.poll(() => district.locator("option", { hasText: "Dhaka (ঢাকা)" }).count()).toBe(1);
    await district.selectOption("Sylhet");
    await expect.poll(() => shopper.page.getByRole("radio", { name: /Outside Dhaka/ }).isChecked()).toBe(true);
    await screenshot(shopper.page, "checkout-phone-district");
    expect(await shopper.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(shopper.errors).toEqual([]);
    await shopper.context.close();
  });

  it("stored both orders with the zone's names, the charge at the time and the area", async () => {
    await server.stop();
    const handle = await openPglite(path.join(dataDir, "db"));
    try {
      const stored = await handle.db
        .select({
          city: orders.city,
          area: orders.area,
          zone: orders.deliveryZoneName,
          zoneBn: orders.deliveryZoneNameBn,
          charge: orders.deliveryCharge,
          total: orders.totalAmount,
        })
        .from(orders)
        .orderBy(asc(orders.createdAt));
      // The zone's Bangla name too, whatever the language of the page the order came from.
      expect(stored).toEqual([
        { city: "Dhaka", area: "Mirpur", zone: "Inside Dhaka", zoneBn: "ঢাকার ভেতরে", charge: "75.00", total: "2475.00" },
        { city: "Dhaka", area: "Mirpur", zone: "Inside Dhaka", zoneBn: "ঢাকার ভেতরে", charge: "0.00", total: "3600.00" },
      ]);
    } finally {
      await handle.close();
    }
  });
});
