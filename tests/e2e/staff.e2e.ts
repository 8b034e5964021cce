import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, orderStatusEvents } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { totp } from "../helpers/totp";
import { adminSession, DESKTOP, launchBrowser, newPage, PHONE, prepareDataDir, type RunningServer, screenshot, startServer } from "./harness";

const OWNER_EMAIL = "owner@haat.test";
const OWNER_PASSWORD = "owner-e2e-password";
const CALLER_EMAIL = "caller@haat.test";
const CALLER_PASSWORD = "caller-e2e-password";
const ORDER = "HT-STAFF001";

async function toast(page: Page, text: string) {
  await page.locator("[data-sonner-toast]").getByText(text, { exact: true }).last().waitFor();
}

describe("staff: invite, two-factor set-up, rights and the activity log", () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerState: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, {
        name: "Kitchen",
        slug: "kitchen",
      });
      const pot = await createProduct(db, {
        name: "Clay Cooking Pot",
        slug: "clay-cooking-pot",
        price: "450.00",
        stockQuantity: 20,
        categoryId: category.id,
      });
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber: ORDER,
          status: "pending",
          customerName: "Nasima Begum",
          customerPhone: "01712000111",
          shippingAddress: "House 7, Road 3, Mirpur",
          city: "Dhaka",
          deliveryLocation: "inside_dhaka",
          deliveryZoneName: "Inside Dhaka",
          deliveryEstimate: "3-5 business days",
          subtotal: "450.00",
          deliveryCharge: "60.00",
          totalAmount: "510.00",
        })
        .returning();
      await db.insert(orderItems).values({
        orderId: order!.id,
        productId: pot.id,
        productName: pot.name,
        quantity: 1,
        price: "450.00",
      });
      await db.insert(orderStatusEvents).values({
        orderId: order!.id,
        fromStatus: null,
        toStatus: "pending",
        changedBy: "customer",
      });
    });
    server = await startServer({
      dataDir,
      env: { ADMIN_EMAIL: OWNER_EMAIL, ADMIN_PASSWORD: OWNER_PASSWORD },
    });
    browser = await launchBrowser();
    ownerState = await adminSession(browser, server.url, OWNER_EMAIL, OWNER_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an owner invites a desk caller, who joins, sets up two-factor sign-in, confirms an order and is refused the settings; the owner sees both", async () => {
    const owner = await browser.newContext({
      baseURL: server.url,
      viewport: DESKTOP,
      storageState: ownerState,
    });
    const ownerPage = await owner.newPage();
    await ownerPage.goto("/admin/staff");
    await ownerPage.getByRole("heading", { name: "Staff" }).waitFor();
    await ownerPage.getByLabel("Email").fill(CALLER_EMAIL);
    await ownerPage.getByLabel("Role", { exact: true }).selectOption({ label: "Order desk" });
    await ownerPage.getByRole("button", { name: "Invite" }).click();
    await toast(ownerPage, "Invite created");
    let link = "";
    await expect
      .poll(() =>
        ownerPage
          .getByLabel(/One-time link to send/)
          .inputValue()
          .then((value) => (link = value)),
      )
      .toMatch(/\/admin\/join\//);

    const caller = await newPage(browser, server.url, DESKTOP);
    const page = caller.page;
    await page.goto(new URL(link).pathname);
    await page.getByRole("heading", { name: "Join the staff" }).waitFor();
    await page.getByLabel("Your name").fill("Rahim Caller");
    await page.getByLabel("Password").fill(CALLER_PASSWORD);
    await page.getByRole("button", { name: "Save and go to sign-in" }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByLabel("Email", { exact: true }).fill(CALLER_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(CALLER_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();

    await page.goto("/admin/account");
    await page.getByRole("heading", { name: "My account" }).waitFor();
    await page.getByText("Off: signing in asks only for your password.").waitFor();
    await page.getByLabel("Password", { exact: true }).fill(CALLER_PASSWORD);
    await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await page.getByRole("img", { name: "QR code for the authenticator app" }).waitFor();
    let key = "";
    await expect
      .poll(() =>
        page
          .getByLabel("Key")
          .textContent()
          .then((value) => (key = value ?? "")),
      )
      .toMatch(/^[A-Z2-7]+=*$/);
    await page.getByLabel("Code from the app").fill(totp(key));
    await page.getByRole("button", { name: "Confirm" }).click();
    await toast(page, "Two-factor sign-in is on");
    await expect.poll(() => page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").count()).toBe(10);
    await page.getByText("On: signing in asks for a code from your authenticator app.").waitFor();
    await page.getByRole("row", { name: /\(this device\)/ }).waitFor();
    await screenshot(page, "account-desktop");

    await page.goto("/admin/desk");
    await page
      .getByRole("listitem", { name: `Order ${ORDER}` })
      .getByRole("button", { name: `Confirmed ${ORDER}` })
      .click();
    await toast(page, "Confirmed!");
    const refused = await page.goto("/admin/settings");
    expect(refused?.status()).toBe(403);
    await page.getByRole("heading", { name: "You don't have access to this page" }).waitFor();
    expect(caller.errors.filter((e) => !e.includes("403"))).toEqual([]);

    await ownerPage.goto("/admin/activity");
    await ownerPage.getByRole("heading", { name: "Activity" }).waitFor();
    const entries = ownerPage.getByRole("table");
    await entries.getByText(`${CALLER_EMAIL} turned on two-factor sign-in`).waitFor();
    await entries.getByText(`Order ${ORDER}: status changed`).waitFor();
    await entries.getByText(`Invited ${CALLER_EMAIL} as Order desk`).waitFor();
    await screenshot(ownerPage, "activity-desktop");
    await ownerPage.goto("/admin/staff");
    await ownerPage.getByText("Active · two-factor on").waitFor();
    await screenshot(ownerPage, "staff-desktop");

    // The same pages on a phone.
    for (const [url, name] of [
      ["/admin/account", "account-phone"],
      ["/admin/staff", "staff-phone"],
      ["/admin/activity", "activity-phone"],
    ] as const) {
      const phone = await browser.newContext({
        baseURL: server.url,
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        storageState: ownerState,
      });
      const phonePage = await phone.newPage();
      await phonePage.goto(url);
      await phonePage.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor();
      await screenshot(phonePage, name);
      await phone.close();
    }
    await caller.context.close();
    await owner.close();
  });
});
