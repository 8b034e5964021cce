import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHONE_ERROR } from "~/lib/phone";
import { createCategory, createProduct } from "../factories";
import { DESKTOP, PHONE, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";

type Seeded = { id: number; name: string; slug: string; price: string };
type Fresh = { id: number; stock: number; price: string };

const products: Record<"saree" | "lamp" | "teaSet" | "oldMug", Seeded> = {} as never;

/**
 * Puts lines into the browser cart exactly as the cart store persists them ("cart-storage").
 * The storefront's Add to Cart button is another area's work; writing storage keeps this journey
 * independent of it.
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

describe("cart, checkout, confirmation and tracking", () => {
  let server: RunningServer;
  let browser: Browser;

  const stock = async (...ids: number[]) => {
    const response = await fetch(`${server.url}/api/cart?ids=${ids.join(",")}`);
    const body = (await response.json()) as { products: Fresh[] };
    return Object.fromEntries(body.products.map((p) => [p.id, p.stock]));
  };

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Home & Living", slug: "home-living" });
      const make = async (name: string, slug: string, price: string, stockQuantity: number, isActive = true) => {
        const row = await createProduct(db, { name, slug, price, stockQuantity, isActive, categoryId: category.id });
        return { id: row.id, name: row.name, slug: row.slug, price: row.price };
      };
      products.saree = await make("Jamdani Saree", "jamdani-saree", "1850.00", 10);
      products.lamp = await make("Brass Lamp", "brass-lamp", "450.00", 5);
      products.teaSet = await make("Tea Set", "tea-set", "750.00", 3);
      products.oldMug = await make("Old Mug", "old-mug", "120.00", 4, false);
    });
    server = await startServer({ dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("takes a shopper from the cart to a tracked order, placing one order for a double click", async () => {
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await seedCart(page, [
      { product: products.saree, quantity: 1 },
      { product: products.lamp, quantity: 2 },
    ]);

    // Cart: change quantities with plus and minus.
    await page.goto("/cart");
    await page.getByRole("heading", { name: "Shopping Cart" }).waitFor();
    const cartLines = page.getByRole("list", { name: "Cart items" });
    await page.getByRole("button", { name: "Increase quantity of Jamdani Saree" }).click();
    await page.getByRole("button", { name: "Decrease quantity of Brass Lamp" }).click();
    await expect.poll(() => page.getByRole("status", { name: "Quantity of Jamdani Saree" }).textContent()).toBe("2");
    expect(await page.getByRole("status", { name: "Quantity of Brass Lamp" }).textContent()).toBe("1");
    expect(await cartLines.getByText("৳3,700.00").isVisible()).toBe(true);
    const summary = page.getByRole("complementary", { name: "Order Summary" });
    expect(await summary.getByText("Calculated at checkout").isVisible()).toBe(true);
    expect(await summary.getByText("৳4,150.00").count()).toBe(2);
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
    expect(await page.getByText(PHONE_ERROR).isVisible()).toBe(true);
    await page.getByLabel("Phone Number").fill("+880 1712-345678");
    await page.getByLabel("City").fill("Chattogram");
    await page.getByLabel("Full Address").fill("Flat 3B, 22 Agrabad Road");
    await page.getByLabel("Special Instructions (optional)").fill("Please call before coming");
    expect(await page.getByText("Please provide a complete address").count()).toBe(0);

    // Delivery charge and estimate follow the location.
    const checkoutSummary = page.getByRole("complementary", { name: "Order Summary" });
    expect(await checkoutSummary.getByText("৳60.00").isVisible()).toBe(true);
    expect(await checkoutSummary.getByText("3-5 business days").isVisible()).toBe(true);
    await page.getByRole("radio", { name: /Outside Dhaka/ }).check();
    await checkoutSummary.getByText("৳120.00").waitFor();
    expect(await checkoutSummary.getByText("৳4,270.00").isVisible()).toBe(true);
    expect(await checkoutSummary.getByText("5-7 business days").isVisible()).toBe(true);
    await screenshot(page, "checkout-desktop");

    await page.getByRole("button", { name: "Place Order" }).dblclick();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await page.getByText("Order placed successfully!").waitFor();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    const details = page.getByRole("definition");
    const orderNumber = (await page.getByText(/^HT-[2-9A-Z]{8}$/).textContent()) ?? "";
    expect(orderNumber).toMatch(/^HT-/);
    for (const text of ["Rahim Uddin", "01712345678", "৳4,270.00", "Outside Dhaka", "5-7 business days"]) {
      expect(await details.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/shop");
    expect(await page.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await screenshot(page, "confirmation-desktop");

    // The double click placed one order: stock dropped by the ordered quantities once.
    expect(await stock(products.saree.id, products.lamp.id)).toEqual({ [products.saree.id]: 8, [products.lamp.id]: 4 });

    // Tracking shows the order, its timeline and totals, never the customer's details.
    await page.getByRole("link", { name: "Track your order" }).click();
    await page.waitForURL(`**/track?order=${orderNumber}`);
    const tracked = page.getByRole("article");
    await tracked.getByRole("heading", { name: `Order ${orderNumber}` }).waitFor();
    expect(await tracked.getByText("Pending", { exact: true }).isVisible()).toBe(true);
    const steps = await page.getByRole("list", { name: "Order progress" }).getByRole("listitem").allTextContents();
    expect(steps).toEqual(["Order Placed (done)", "2Processing (not yet)", "3Shipped (not yet)", "4Delivered (not yet)"]);
    for (const text of ["Jamdani Saree", "Brass Lamp", "৳4,150.00", "৳120.00", "৳4,270.00"]) {
      expect(await tracked.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const trackHtml = await page.content();
    for (const secret of ["Rahim", "01712345678", "Agrabad"]) expect(trackHtml).not.toContain(secret);
    await screenshot(page, "track-desktop");

    // The cart was emptied by the order.
    await page.goto("/cart");
    await page.getByText("Your cart is empty").waitFor();
    expect(errors).toEqual([]);
    await context.close();
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
    expect(await lines.getByRole("listitem").count()).toBe(1);
    expect(await lines.getByText("৳750.00").count()).toBe(2);
    await screenshot(page, "cart-notice-desktop");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's refusal and keeps the form when stock ran out", async () => {
    const { context, page, errors } = await newPage(browser, server.url, DESKTOP);
    await seedCart(page, [{ product: products.teaSet, quantity: 5 }]);
    await page.goto("/checkout");
    await page.getByText("Only 3 left of Tea Set. Lower the quantity to place your order.").waitFor();
    await page.getByLabel("Full Name").fill("Karim Ahmed");
    await page.getByLabel("Phone Number").fill("01812345678");
    await page.getByLabel("City").fill("Dhaka");
    await page.getByLabel("Full Address").fill("House 9, Road 3, Mirpur 10");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByText("Only 3 left of Tea Set", { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/checkout$/);
    expect(await page.getByLabel("Full Name").inputValue()).toBe("Karim Ahmed");
    expect(await page.getByRole("button", { name: "Place Order" }).isEnabled()).toBe(true);
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
    expect(await page.getByLabel("Order Number").isEditable()).toBe(true);

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
    await page.getByLabel("City").fill("Dhaka");
    await page.getByLabel("Full Address").fill("House 4, Road 7, Banani");
    await page.getByRole("button", { name: "Place Order" }).click();
    await page.getByRole("heading", { name: "Thank you for your order!" }).waitFor();
    expect(await page.getByText("Inside Dhaka", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText("৳2,360.00", { exact: true }).isVisible()).toBe(true);
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
