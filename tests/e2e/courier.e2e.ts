import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, orderStatusEvents } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { STAND_IN_KEYS, type SteadfastStandIn, startSteadfastStandIn } from "../helpers/steadfast-stand-in";
import { adminSession, DESKTOP, launchBrowser, newPage, PHONE, prepareDataDir, type RunningServer, screenshot, startServer } from "./harness";

const ADMIN_EMAIL = "courier@haat.test";
const ADMIN_PASSWORD = "courier-e2e-password";
const CONFIRMED = ["HT-CRR00001", "HT-CRR00002", "HT-CRR00003"];
const BY_HAND = "HT-CRR00004";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).last().waitFor();
}

async function adminPage(browser: Browser, baseURL: string, storageState: StorageState, path: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, storageState });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(path);
  // Hydrated: React has attached its props to the page's buttons (the admin pages' forms submit through fetchers).
  await page.waitForFunction(() => {
    const button = document.querySelector("main button");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  return { context, page, errors };
}

describe("courier handoff", () => {
  let standIn: SteadfastStandIn;
  let server: RunningServer;
  let browser: Browser;
  let adminState: StorageState;

  beforeAll(async () => {
    standIn = await startSteadfastStandIn();
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Home", slug: "home" });
      const lamp = await createProduct(db, { name: "Brass Hurricane Lamp", slug: "brass-hurricane-lamp", price: "850.00", stockQuantity: 30, categoryId: category.id });
      for (const [index, orderNumber] of [...CONFIRMED, BY_HAND].entries()) {
        const [order] = await db
          .insert(orders)
          .values({
            orderNumber,
            status: "confirmed",
            customerName: ["Nasima Begum", "Karim Ahmed", "Rupa Das", "Jamal Uddin"][index]!,
            customerPhone: `0171200011${index}`,
            shippingAddress: `House ${index + 3}, Road 7, Mirpur 10`,
            city: "Dhaka",
            deliveryLocation: "inside_dhaka",
            deliveryZoneName: "Inside Dhaka",
            deliveryEstimate: "3-5 business days",
            subtotal: "850.00",
            deliveryCharge: "60.00",
            totalAmount: "910.00",
            createdAt: new Date(Date.now() - (5 - index) * 3_600_000),
          })
          .returning();
        await db.insert(orderItems).values({ orderId: order!.id, productId: lamp.id, productName: lamp.name, quantity: 1, price: "850.00" });
        await db.insert(orderStatusEvents).values([
          { orderId: order!.id, fromStatus: null, toStatus: "pending", changedBy: "customer" },
          { orderId: order!.id, fromStatus: "pending", toStatus: "confirmed", changedBy: "desk" },
        ]);
      }
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD, STEADFAST_BASE_URL: standIn.baseUrl } });
    browser = await launchBrowser();
    adminState = await adminSession(browser, server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await standIn?.close();
  });

  it("saves Steadfast's keys in Settings, sends three confirmed orders from the orders page, and /track shows their tracking ids", async () => {
    const settings = await adminPage(browser, server.url, adminState, "/admin/settings");
    const keys = settings.page.getByRole("form", { name: "Steadfast keys" });
    await keys.getByLabel("API Key").fill(STAND_IN_KEYS.apiKey);
    await keys.getByLabel("Secret Key").fill(STAND_IN_KEYS.secretKey);
    await keys.getByRole("button", { name: "Save Steadfast keys" }).click();
    await toast(settings.page, "Steadfast keys saved!");
    await settings.page.getByText("Saved. Enter both again to replace them.").waitFor();
    // The page never carries the keys back.
    await settings.page.reload();
    await settings.page.getByText("Saved. Enter both again to replace them.").waitFor();
    await expect.poll(() => settings.page.content()).not.toContain(STAND_IN_KEYS.secretKey);
    await expect.poll(() => settings.page.content()).not.toContain(STAND_IN_KEYS.apiKey);
    await settings.page.getByRole("heading", { name: "Steadfast Courier" }).scrollIntoViewIfNeeded();
    await settings.page.screenshot({ path: "test-results/screenshots/courier-settings-desktop.png" });
    expect(settings.errors).toEqual([]);
    await settings.context.close();

    const { context, page, errors } = await adminPage(browser, server.url, adminState, "/admin/orders?status=confirmed");
    for (const orderNumber of CONFIRMED) await page.getByRole("checkbox", { name: `Select order ${orderNumber}` }).check();
    await page.getByRole("button", { name: "Send to Steadfast" }).click();
    await toast(page, "Sent to Steadfast: 3 of 3");
    const results = page.getByRole("list", { name: "Courier results" });
    for (const orderNumber of CONFIRMED) {
      const booked = standIn.consignments.get(orderNumber);
      expect(booked).toBeDefined();
      await results.getByText(`${orderNumber} — Shipped with Steadfast (${booked!.trackingCode})`).waitFor();
    }
    // One documented bulk request with the keys in its headers.
    const bulk = standIn.requests.filter((r) => r.path === "/create_order/bulk-order");
    expect(bulk).toHaveLength(1);
    expect(bulk[0]!.headers).toMatchObject({ "api-key": STAND_IN_KEYS.apiKey, "secret-key": STAND_IN_KEYS.secretKey });
    await screenshot(page, "courier-orders-desktop");
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await newPage(browser, server.url, PHONE);
    for (const orderNumber of CONFIRMED) {
      await shopper.page.goto(`/track?order=${orderNumber}`);
      const courier = shopper.page.getByRole("region", { name: "Courier" });
      await courier.getByText("Steadfast", { exact: true }).waitFor();
      await courier.getByText(standIn.consignments.get(orderNumber)!.trackingCode, { exact: true }).waitFor();
      await shopper.page.getByText("Shipped (done)").waitFor();
    }
    await screenshot(shopper.page, "courier-track-phone");
    await shopper.context.close();
  });

  it("refreshes courier status: a parcel Steadfast cancelled is Returned, and /track says so instead of a timeline", async () => {
    const returned = standIn.consignments.get(CONFIRMED[1]!)!;
    standIn.statuses.set(String(returned.consignmentId), "cancelled");
    standIn.statuses.set(String(standIn.consignments.get(CONFIRMED[0]!)!.consignmentId), "hold");
    const { context, page, errors } = await adminPage(browser, server.url, adminState, "/admin/orders");
    await page.getByRole("button", { name: "Refresh courier status" }).click();
    await toast(page, "Checked with Steadfast: 3 of 3");
    const results = page.getByRole("list", { name: "Courier results" });
    await results.getByText(`${CONFIRMED[1]} — Now returned`).waitFor();
    await results.getByText(`${CONFIRMED[0]} — Steadfast says: On hold`).waitFor();
    await page.getByText("Steadfast: On hold").waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await newPage(browser, server.url, DESKTOP);
    await shopper.page.goto(`/track?order=${CONFIRMED[1]}`);
    await shopper.page.getByText("Returned: the courier brought this parcel back to us, so it was not delivered.").waitFor();
    await expect.poll(() => shopper.page.getByRole("list", { name: "Order progress" }).count()).toBe(0);
    await screenshot(shopper.page, "courier-track-returned-desktop");
    await shopper.context.close();
  });

  it("imports consignments from a CSV with a result per row; /track links the tracking page safely", async () => {
    const { context, page, errors } = await adminPage(browser, server.url, adminState, "/admin/orders");
    const csv = ["order number,courier,tracking id,tracking url", `${BY_HAND},Pathao,DA2511PX9,https://example.com/track/DA2511PX9`, "HT-NOSUCH01,Pathao,DA1"].join("\n");
    await page.getByLabel("Consignments CSV").setInputFiles({ name: "consignments.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Import", exact: true }).click();
    const results = page.getByRole("list", { name: "Courier results" });
    await results.getByText(`Line 2: ${BY_HAND} — Saved Pathao DA2511PX9; now shipped`).waitFor();
    await results.getByText("Line 3: HT-NOSUCH01 — Unknown order number").waitFor();
    // The order dialog shows the consignment, linked, with the form to correct it.
    await page.getByRole("button", { name: `View order ${BY_HAND}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("region", { name: "Courier" }).getByRole("link", { name: /DA2511PX9/ }).waitFor();
    await expect.poll(() => dialog.getByLabel("Tracking URL (optional)").inputValue()).toBe("https://example.com/track/DA2511PX9");
    await screenshot(page, "courier-dialog-desktop");
    expect(errors).toEqual([]);
    await context.close();

    const shopper = await newPage(browser, server.url, PHONE);
    await shopper.page.goto(`/track?order=${BY_HAND}`);
    const link = shopper.page.getByRole("link", { name: /DA2511PX9/ });
    await expect.poll(() => link.getAttribute("href")).toBe("https://example.com/track/DA2511PX9");
    await expect.poll(() => link.getAttribute("rel")).toBe("noopener noreferrer");
    await shopper.page.getByRole("region", { name: "Courier" }).getByText("Pathao", { exact: true }).waitFor();
    await shopper.context.close();
  });
});
