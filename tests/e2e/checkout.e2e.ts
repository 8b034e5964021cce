import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db";
import { openPglite } from "~/.server/db/client";
import { orderItems, orders, products as productsTable, shopSettings } from "~/.server/db/schema";
import { PHONE_ERROR } from "~/lib/phone";
import { createCategory, createProduct } from "../factories";
import { DESKTOP, PHONE, hydrate, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";
import { badgeCount } from "./storefront-data";

type Seeded = { id: number; name: string; slug: string; price: string };
type Fresh = { id: number; stock: number; price: string };

const products: Record<"saree" | "lamp" | "teaSet" | "oldMug", Seeded> = {} as never;

/** The shop every test here starts from (the same ids in every fresh data directory). */
async function fillShop(db: Db) {
  const category = await createCategory(db, { name: "Home & Living", slug: "home-living" });
  const make = async (name: string, slug: string, price: string, stockQuantity: number, isActive = true) => {
    const row = await createProduct(db, { name, slug, price, stockQuantity, isActive, categoryId: category.id });
    return { id: row.id, name: row.name, slug: row.slug, price: row.price };
  };
  products.saree = await make("Jamdani Saree", "jamdani-saree", "1850.00", 10);
  products.lamp = await make("Brass Lamp", "brass-lamp", "450.00", 5);
  products.teaSet = await make("Tea Set", "tea-set", "750.00", 3);
  products.oldMug = await make("Old Mug", "old-mug", "120.00", 4, false);
  // These journeys prove the zones' charges on baskets over ৳2000: no free shipping here
  // (tests/e2e/settings.e2e.ts proves it).
  await db.update(shopSettings).set({ freeShippingThreshold: null });
}

/**
 * Puts lines into the browser cart exactly as the cart store persists them ("cart-storage"): only
 * for states a shopper cannot click together (a price that changed since, more than the stock).
 * The main journey fills its cart through the storefront's buttons.
 */
async function seedCart(page: Page, lines: { product: Seeded; quantity: number; price?: string }[]) {
  await page.goto("/track");
  await page.getByRole("heading", { name: "Track Your Order" }).waitFor();
  const items = lines.map(({ product, quantity, price }) => ({
    product: { id: product.id, name: product.name, slug: product.slug, price: price ?? product.price, image: null },
    quantity,
  }));
  await page.evaluate((value) => localStorage.setItem("cart-storage", value), JSON.stringify({ state: { items, total: 0 }, version: 0 }));
}

/** Nothing sticks out sideways at phone width. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Stock per product id, as the cart API reports it. */
async function stockAt(url: string, ...ids: number[]) {
  const response = await fetch(`${url}/api/cart?ids=${ids.join(",")}`);
  const body = (await response.json()) as { products: Fresh[] };
  return Object.fromEntries(body.products.map((p) => [p.id, p.stock]));
}

describe("cart, checkout, confirmation and tracking", () => {
  let server: RunningServer;
  let browser: Browser;

  const stock = (...ids: number[]) => stockAt(server.url, ...ids);

  beforeAll(async () => {
    server = await startServer({ dataDir: await prepareDataDir(fillShop) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("takes a shopper from browsing to a tracked order; a retry after a lost response places no second order", async () => {
    // Its own server and data, so the database can be opened afterwards to count what was stored.
    const dataDir = await prepareDataDir(fillShop);
    const own = await startServer({ dataDir });
    const { context, page, errors } = await newPage(browser, own.url, DESKTOP);
    let orderNumber = "";
    try {
      // Browse: the saree from its card on /shop, two lamps from the lamp's own page.
      await page.goto("/shop");
      await hydrate(page);
      await page.getByRole("article").filter({ hasText: "Jamdani Saree" }).getByRole("button", { name: /Add to cart/ }).click();
      await page.getByText("Added to cart", { exact: true }).waitFor();
      await page.getByRole("link", { name: "Brass Lamp" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Brass Lamp" }).waitFor();
      await page.getByRole("button", { name: "Increase quantity" }).click();
      await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
      await page.getByText("Added 2 Brass Lamp to cart").waitFor();
      await expect.poll(() => badgeCount(page)).toBe("3");

      // Cart: change quantities with plus and minus.
      await page.getByRole("link", { name: "Cart, 3 items" }).click();
      await page.getByRole("heading", { name: "Shopping Cart" }).waitFor();
      const cartLines = page.getByRole("list", { name: "Cart items" });
      await page.getByRole("button", { name: "Increase quantity of Jamdani Saree" }).click();
      await page.getByRole("button", { name: "Decrease quantity of Brass Lamp" }).click();
      await expect.poll(() => page.getByRole("status", { name: "Quantity of Jamdani Saree" }).textContent()).toBe("2");
      await expect.poll(() => page.getByRole("status", { name: "Quantity of Brass Lamp" }).textContent()).toBe("1");
      await expect.poll(() => cartLines.getByText("৳3,700.00").isVisible()).toBe(true);
      const summary = page.getByRole("complementary", { name: "Order Summary" });
      await expect.poll(() => summary.getByText("Calculated at checkout").isVisible()).toBe(true);
      await expect.poll(() => summary.getByText("৳4,150.00").count()).toBe(2);
      await screenshot(page, "cart-desktop");

      // Checkout: every validation message, word for word.
      await page.getByRole("link", { name: "Proceed to Checkout" }).click();
      await page.getByRole("heading", { name: "Checkout" }).waitFor();
      await page.getByRole("button", { name: "Place Order" }).click();
      for (const message of ["Name must be at least 2 characters", PHONE_ERROR, "City is required", "Please provide a complete address"]) {
        await page.getByText(message, { exact: true }).waitFor();
      }
      await page.getByLabel("Full Name").fill("Rahim Uddin");
      await page.getByLabel("Phone Number").fill("01212345678");
      await expect.poll(() => page.getByText(PHONE_ERROR).isVisible()).toBe(true);
      await page.getByLabel("Phone Number").fill("+880 1712-345678");
      await page.getByLabel("City").selectOption("Dhaka");
      await page.getByLabel("Full Address").fill("Flat 3B, 22 Agrabad Road");
      await page.getByLabel("Special Instructions (optional)").fill("Please call before coming");
      await expect.poll(() => page.getByText("Please provide a complete address").count()).toBe(0);

      // Delivery charge and estimate follow the location.
      const checkoutSummary = page.getByRole("complementary", { name: "Order Summary" });
      await expect.poll(() => checkoutSummary.getByText("৳60.00").isVisible()).toBe(true);
      await expect.poll(() => checkoutSummary.getByText("3-5 business days").isVisible()).toBe(true);
      // Another district preselects Outside Dhaka; the shopper may still choose.
      await page.getByLabel("City").selectOption("Chattogram");
      await expect.poll(() => page.getByRole("radio", { name: /Outside Dhaka/ }).isChecked()).toBe(true);
      await page.getByRole("radio", { name: /Inside Dhaka/ }).check();
      await expect.poll(() => checkoutSummary.getByText("৳60.00").isVisible()).toBe(true);
      await page.getByRole("radio", { name: /Outside Dhaka/ }).check();
      await checkoutSummary.getByText("৳120.00").waitFor();
      await expect.poll(() => checkoutSummary.getByText("৳4,270.00").isVisible()).toBe(true);
      await expect.poll(() => checkoutSummary.getByText("5-7 business days").isVisible()).toBe(true);
      await screenshot(page, "checkout-desktop");

      // First attempt: held until "Processing..." is seen; it then reaches the server (the order is
      // placed) but the browser never hears back, as on a phone that lost its signal.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstOrderId = "";
      let firstKey: string | undefined;
      await page.route(
        "**/api/orders",
        async (route) => {
          await held;
          firstKey = route.request().headers()["idempotency-key"];
          const response = await route.fetch();
          firstOrderId = ((await response.json()) as { order: { id: string } }).order.id;
          await route.abort("connectionreset");
        },
        { times: 1 },
      );
      await page.getByRole("button", { name: "Place Order" }).click();
      const processing = page.getByRole("button", { name: "Processing..." });
      await processing.waitFor();
      await expect.poll(() => processing.isDisabled()).toBe(true);
      release();
      await page.getByText("Failed to place order", { exact: true }).waitFor();
      expect(firstOrderId).toMatch(/^[0-9a-f-]{36}$/);
      expect(page.url()).toMatch(/\/checkout$/);
      await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("Rahim Uddin");

      // The shopper tries again: same Idempotency-Key, so the server answers with the first order.
      const retried = page.waitForRequest("**/api/orders");
      await page.getByRole("button", { name: "Place Order" }).click();
      expect((await retried).headers()["idempotency-key"]).toBe(firstKey);
      await page.waitForURL(`**/order-confirmation/${firstOrderId}`);
      await page.getByText("Order placed successfully!").waitFor();
      await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
      const details = page.getByRole("definition");
      // textContent() waits for the element, and an order number never changes once shown.
      // eslint-disable-next-line no-restricted-syntax
      orderNumber = (await page.getByText(/^HT-[2-9A-Z]{8}$/).textContent()) ?? "";
      expect(orderNumber).toMatch(/^HT-/);
      for (const text of ["Rahim Uddin", "01712345678", "৳4,270.00", "Outside Dhaka", "5-7 business days"]) {
        await expect.poll(() => details.getByText(text, { exact: true }).isVisible()).toBe(true);
      }
      await expect.poll(() => page.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/shop");
      await expect.poll(() => page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
      await expect.poll(() => page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
      await screenshot(page, "confirmation-desktop");

      // Tracking shows the order, its timeline and totals, never the customer's details.
      await page.getByRole("link", { name: "Track your order" }).click();
      await page.waitForURL(`**/track?order=${orderNumber}`);
      const tracked = page.getByRole("article");
      await tracked.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor();
      await expect.poll(() => tracked.getByText("Pending", { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole("list", { name: "Order progress" }).getByRole("listitem").allTextContents()).toEqual(["Order Placed (done)", "2Processing (not yet)", "3Shipped (not yet)", "4Delivered (not yet)"]);
      for (const text of ["Jamdani Saree", "Brass Lamp", "৳4,150.00", "৳120.00", "৳4,270.00"]) {
        await expect.poll(() => tracked.getByText(text, { exact: true }).isVisible()).toBe(true);
      }
      const trackHtml = await page.content();
      for (const secret of ["Rahim", "01712345678", "Agrabad"]) expect(trackHtml).not.toContain(secret);
      await screenshot(page, "track-desktop");

      // The cart was emptied by the order.
      await page.goto("/cart");
      await page.getByText("Your cart is empty").waitFor();
      // The aborted first response is the one failure the browser reports.
      expect(errors.filter((e) => !e.includes("ERR_CONNECTION_RESET"))).toEqual([]);
    } finally {
      await context.close();
      await own.stop();
    }

    // One order with its two lines was stored, and stock was taken once.
    const handle = await openPglite(path.join(dataDir, "db"));
    try {
      const { db } = handle;
      const stored = await db.select({ id: orders.id, orderNumber: orders.orderNumber, total: orders.totalAmount }).from(orders);
      expect(stored).toEqual([{ id: expect.any(String), orderNumber, total: "4270.00" }]);
      expect((await db.select({ n: count() }).from(orderItems))[0]?.n).toBe(2);
      const stockOf = async (id: number) => (await db.select({ stock: productsTable.stockQuantity }).from(productsTable).where(eq(productsTable.id, id)))[0]?.stock;
      expect([await stockOf(products.saree.id), await stockOf(products.lamp.id)]).toEqual([8, 4]);
    } finally {
      await handle.close();
    }
  });

  it("tells the shopper about a changed price and a product no longer sold", async () => {
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await seedCart(page, [
      { product: products.teaSet, quantity: 1, price: "700.00" },
      { product: products.oldMug, quantity: 1 },
    ]);
    await page.goto("/cart");
    await page.getByText("The price of Tea Set changed from ৳700.00 to ৳750.00.").waitFor();
    await page.getByText("Old Mug is no longer sold and was removed from your cart.").waitFor();
    const lines = page.getByRole("list", { name: "Cart items" });
    await expect.poll(() => lines.getByRole("listitem").count()).toBe(1);
    await expect.poll(() => lines.getByText("৳750.00").count()).toBe(2);
    await screenshot(page, "cart-notice-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal and keeps the form when stock ran out", async () => {
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await seedCart(page, [{ product: products.teaSet, quantity: 5 }]);
    await page.goto("/checkout");
    const notice = page.getByRole("listitem").filter({ hasText: "Only 3 left of Tea Set. Lower the quantity to place your order." });
    await notice.waitFor();
    // The checkout has no quantity controls: the notice links to the cart, which has.
    await expect.poll(() => notice.getByRole("link", { name: "Edit your cart" }).getAttribute("href")).toBe("/cart");
    await page.getByLabel("Full Name").fill("Karim Ahmed");
    await page.getByLabel("Phone Number").fill("01812345678");
    await page.getByLabel("City").selectOption("Dhaka");
    await page.getByLabel("Full Address").fill("House 9, Road 3, Mirpur 10");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByText("Only 3 left of Tea Set", { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/checkout$/);
    await expect.poll(() => page.getByLabel("Full Name").inputValue()).toBe("Karim Ahmed");
    await expect.poll(() => page.getByRole("button", { name: "Place Order" }).isEnabled()).toBe(true);
    expect(await stock(products.teaSet.id)).toEqual({ [products.teaSet.id]: 3 });
    // The browser logs the refused request (409) itself; nothing else may fail.
    expect(errors.filter((e) => !e.includes("409"))).toEqual([]);
    await context.close();
  });

  it("toasts an unknown order number and stays usable; sends an empty checkout back to the shop", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await page.goto("/track");
    await page.getByLabel("Order Number").fill("HT-ZZZZZZZZ");
    await page.getByRole("button", { name: "Track Order" }).click();
    await page.getByText("Order not found").waitFor();
    expect(page.url()).toMatch(/\/track\?order=HT-ZZZZZZZZ$/);
    await expect.poll(() => page.getByLabel("Order Number").isEditable()).toBe(true);

    const notFound = await fetch(`${server.url}/order-confirmation/not-a-uuid`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain("Order not found");
    expect(errors).toEqual([]);

    await page.goto("/checkout");
    await page.waitForURL("**/shop");
    await context.close();
  });

  it("lays out cart, checkout, confirmation and tracking on a phone", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await seedCart(page, [
      { product: products.saree, quantity: 1 },
      { product: products.lamp, quantity: 1 },
    ]);
    await page.goto("/cart");
    await page.getByRole("button", { name: "Remove Brass Lamp" }).waitFor();
    await screenshot(page, "cart-phone");
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole("link", { name: "Proceed to Checkout" }).click();
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByText("City is required").waitFor();
    await screenshot(page, "checkout-phone");
    expect(await fitsWidth(page)).toBe(true);
    await page.getByLabel("Full Name").fill("Nusrat Jahan");
    await page.getByLabel("Phone Number").fill("01612345678");
    await page.getByLabel("City").selectOption("Dhaka");
    await page.getByLabel("Full Address").fill("House 4, Road 7, Banani");
    const before = await stock(products.saree.id, products.lamp.id);
    // A double tap places one order.
    await page.getByRole("button", { name: "Place Order" }).dblclick();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    expect(await stock(products.saree.id, products.lamp.id)).toEqual({
      [products.saree.id]: before[products.saree.id]! - 1,
      [products.lamp.id]: before[products.lamp.id]! - 1,
    });
    await expect.poll(() => page.getByText("Inside Dhaka", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("৳2,360.00", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "confirmation-phone");
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole("link", { name: "Track your order" }).click();
    await page.getByRole("list", { name: "Order progress" }).waitFor();
    await screenshot(page, "track-phone");
    expect(await fitsWidth(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
