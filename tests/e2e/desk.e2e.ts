import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, orderStatusEvents } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { adminSession, DESKTOP, hydrate, launchBrowser, newPage, PHONE, prepareDataDir, type RunningServer, screenshot, startServer } from "./harness";

const ADMIN_EMAIL = "desk@haat.test";
const ADMIN_PASSWORD = "desk-e2e-password";
const SHOPPER_PHONE = "01712000111";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).last().waitFor();
}

async function deskPage(browser: Browser, baseURL: string, storageState: StorageState, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, viewport, storageState, isMobile: viewport.width < 768, hasTouch: viewport.width < 768 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto("/admin/desk");
  await page.getByRole("heading", { name: "To confirm" }).waitFor();
  await page.locator('[data-live="on"]').waitFor({ state: "attached" });
  return { context, page, errors };
}

const row = (page: Page, orderNumber: string) => page.getByRole("listitem", { name: `Order ${orderNumber}` });

describe("order desk", () => {
  let server: RunningServer;
  let browser: Browser;
  let adminState: StorageState;
  // Two pending orders placed earlier by other shoppers, for the two-browser test.
  const earlier = ["HT-DESK0001", "HT-DESK0002"];

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Kitchen", slug: "kitchen" });
      const pot = await createProduct(db, { name: "Clay Cooking Pot", slug: "clay-cooking-pot", price: "450.00", stockQuantity: 20, categoryId: category.id });
      // The shopper's phone delivered an order last month: the desk shows that history.
      const place = async (orderNumber: string, phone: string, status: "pending" | "delivered", name: string) => {
        const [order] = await db
          .insert(orders)
          .values({
            orderNumber,
            status,
            customerName: name,
            customerPhone: phone,
            shippingAddress: "House 7, Road 3, Mirpur",
            city: "Dhaka",
            deliveryLocation: "inside_dhaka",
            deliveryZoneName: "Inside Dhaka",
            deliveryEstimate: "3-5 business days",
            subtotal: "450.00",
            deliveryCharge: "60.00",
            totalAmount: "510.00",
            createdAt: new Date(Date.now() - (status === "delivered" ? 30 * 86_400_000 : 3_600_000)),
          })
          .returning();
        await db.insert(orderItems).values({ orderId: order!.id, productId: pot.id, productName: pot.name, quantity: 1, price: "450.00" });
        await db.insert(orderStatusEvents).values({ orderId: order!.id, fromStatus: null, toStatus: status, changedBy: "customer" });
      };
      await place("HT-DESKOLD1", SHOPPER_PHONE, "delivered", "Nasima Begum");
      await place(earlier[0]!, "01812000222", "pending", "Karim Ahmed");
      await place(earlier[1]!, "01912000333", "pending", "Rupa Das");
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();
    adminState = await adminSession(browser, server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("a shopper orders; the desk shows it with its history, 'No answer' twice, then 'Confirmed'; /track shows Processing", async () => {
    const shopper = await newPage(browser, server.url, PHONE);
    await shopper.page.goto("/product/clay-cooking-pot");
    await hydrate(shopper.page);
    await shopper.page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await shopper.page.getByText("Added 1 Clay Cooking Pot to cart").first().waitFor();
    await shopper.page.goto("/checkout");
    await shopper.page.getByLabel("Full Name").fill("Nasima Begum");
    await shopper.page.getByLabel("Phone Number").fill("+880 1712-000111");
    await shopper.page.getByLabel("City").selectOption("Dhaka");
    await shopper.page.getByLabel("Full Address").fill("House 9, Road 2, Mirpur 10");
    const placed = shopper.page.waitForResponse((response) => response.url().endsWith("/api/orders") && response.request().method() === "POST");
    await shopper.page.getByRole("button", { name: "Place Order" }).click();
    const orderNumber = ((await (await placed).json()) as { order: { order_number: string } }).order.order_number;
    await shopper.page.waitForURL(/\/order-confirmation\//);

    const { context, page, errors } = await deskPage(browser, server.url, adminState);
    const mine = row(page, orderNumber);
    await mine.waitFor();
    await mine.getByRole("link", { name: "2 orders · 1 delivered · 0 cancelled" }).waitFor();
    await expect.poll(() => mine.getByRole("link", { name: SHOPPER_PHONE }).getAttribute("href")).toBe(`tel:${SHOPPER_PHONE}`);
    await mine.getByText("Dhaka", { exact: true }).waitFor();
    await mine.getByText("৳510.00").waitFor();

    await mine.getByRole("button", { name: `No answer ${orderNumber}` }).click();
    await toast(page, "No answer recorded (1 attempt)");
    await mine.getByText(/^1 attempt, last at /).waitFor();
    await mine.getByRole("button", { name: `No answer ${orderNumber}` }).click();
    await toast(page, "No answer recorded (2 attempts)");
    await mine.getByText(/^2 attempts, last at /).waitFor();
    await screenshot(page, "desk-desktop");
    await mine.getByRole("button", { name: `Confirmed ${orderNumber}` }).click();
    await toast(page, "Confirmed!");
    await mine.waitFor({ state: "detached" });

    await shopper.page.goto(`/track?order=${orderNumber}`);
    const progress = shopper.page.getByRole("list", { name: "Order progress" });
    await progress.waitFor();
    await expect.poll(() => progress.textContent()).toContain("Processing (done)");
    await expect.poll(() => progress.textContent()).toContain("Shipped (not yet)");
    expect(errors).toEqual([]);
    await context.close();
    await shopper.context.close();
  });

  it("two staff confirm the same order: one succeeds, the other is told; the other desk follows without a reload", async () => {
    const a = await deskPage(browser, server.url, adminState);
    const b = await deskPage(browser, server.url, adminState, PHONE);
    await row(a.page, earlier[0]!).waitFor();
    await row(b.page, earlier[0]!).waitFor();
    await screenshot(b.page, "desk-phone");

    await row(a.page, earlier[0]!)
      .getByRole("button", { name: `Confirmed ${earlier[0]}` })
      .click();
    await toast(a.page, "Confirmed!");
    await row(b.page, earlier[0]!)
      .getByRole("button", { name: `Confirmed ${earlier[0]}` })
      .click();
    await toast(b.page, "Already done: this order is confirmed now");
    await row(b.page, earlier[0]!).waitFor({ state: "detached" });

    // A call recorded on one desk shows on the other by polling, without a reload.
    await row(a.page, earlier[1]!)
      .getByRole("button", { name: `No answer ${earlier[1]}` })
      .click();
    await toast(a.page, "No answer recorded (1 attempt)");
    await row(b.page, earlier[1]!)
      .getByText(/^1 attempt, last at /)
      .waitFor({ timeout: 20_000 });

    // Cancel with a reason from the dialog: the row leaves both desks.
    await row(a.page, earlier[1]!).getByRole("button", { name: `Cancel ${earlier[1]}` }).click();
    const dialog = a.page.getByRole("dialog", { name: `Cancel ${earlier[1]}?` });
    // Nothing is preselected, and Cancel order asks for a reason instead of cancelling.
    await expect.poll(() => dialog.getByLabel("Reason").inputValue()).toBe("");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await dialog.getByText("Please choose a reason").waitFor();
    await dialog.getByLabel("Reason").selectOption("could_not_reach");
    await screenshot(a.page, "desk-cancel-desktop");
    await dialog.getByRole("button", { name: "Cancel order" }).click();
    await toast(a.page, "Cancelled!");
    await row(a.page, earlier[1]!).waitFor({ state: "detached" });
    await row(b.page, earlier[1]!).waitFor({ state: "detached", timeout: 20_000 });
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
