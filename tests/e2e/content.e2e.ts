import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { DESKTOP, PHONE, adminSession, hydrate, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";

// A shopper writes in Bangla and the owner reads it; a delivered order's shopper reviews what they
// bought and, once the owner approves it, the product page shows it; the owner's return period
// reaches the home page and /returns at once.

const ADMIN_EMAIL = "owner@haat.test";
const ADMIN_PASSWORD = "content-e2e-password";
const ORDER_NUMBER = "HT-REVIEW01";
const PHONE_NUMBER = "01812345678";

describe("contact inbox, reviews and pages: a shopper and the owner", () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerState: Awaited<ReturnType<typeof adminSession>>;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      const category = await createCategory(db, { name: "Saree & Salwar", slug: "saree-salwar" });
      const saree = await createProduct(db, { name: "Dhakai Jamdani Saree", slug: "dhakai-jamdani-saree", price: "4500.00", stockQuantity: 8, categoryId: category.id });
      await createProduct(db, { name: "Clay Water Jug", slug: "clay-water-jug", price: "1200.00", stockQuantity: 20, categoryId: category.id });
      // A delivered order, as the desk leaves it once the courier has handed it over.
      const [order] = await db
        .insert(orders)
        .values({
          orderNumber: ORDER_NUMBER,
          status: "delivered",
          customerName: "Nusrat Jahan",
          customerPhone: PHONE_NUMBER,
          shippingAddress: "House 4, Road 7, Mirpur 10",
          city: "Dhaka",
          deliveryLocation: "inside_dhaka",
          deliveryZoneName: "Inside Dhaka",
          deliveryEstimate: "3-5 business days",
          subtotal: "4500.00",
          deliveryCharge: "60.00",
          totalAmount: "4560.00",
        })
        .returning({ id: orders.id });
      await db.insert(orderItems).values({ orderId: order!.id, productId: saree.id, productName: saree.name, quantity: 1, price: saree.price });
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();
    ownerState = await adminSession(browser, server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function ownerPage(): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, storageState: ownerState });
    return context.newPage();
  }

  it("a shopper sends a message from the Bangla contact page; the owner sees it unread in Messages and reads it", async () => {
    const shopper = await newPage(browser, server.url, PHONE);
    await shopper.page.goto("/bn/contact");
    await hydrate(shopper.page);
    await shopper.page.getByLabel("নাম", { exact: true }).fill("রহিমা খাতুন");
    await shopper.page.getByLabel("ই-মেইল", { exact: true }).fill("rahima@example.com");
    await shopper.page.getByLabel("বিষয়", { exact: true }).fill("জামদানি শাড়ির রং");
    await shopper.page.getByLabel("বার্তা", { exact: true }).fill("লাল রঙের শাড়িটি কি আবার আসবে?");
    await shopper.page.getByRole("button", { name: "বার্তা পাঠান" }).click();
    await shopper.page.locator("[data-sonner-toast]").getByText("বার্তা পাঠানো হয়েছে! শিগগিরই আমরা উত্তর দেব।").waitFor();
    // The form is empty again for another message.
    await expect.poll(() => shopper.page.getByLabel("বার্তা", { exact: true }).inputValue()).toBe("");
    expect(shopper.errors).toEqual([]);

    const owner = await ownerPage();
    await owner.goto("/admin");
    const messagesLink = owner.getByRole("navigation", { name: "Haat Admin" }).getByRole("link", { name: /Messages/ });
    await expect.poll(() => messagesLink.textContent()).toContain("1 unread");
    await messagesLink.click();
    const message = owner.getByRole("listitem", { name: "Message from রহিমা খাতুন" });
    await message.getByText("লাল রঙের শাড়িটি কি আবার আসবে?").waitFor();
    await message.getByText("New", { exact: true }).waitFor();
    await expect.poll(() => message.getByRole("link", { name: "rahima@example.com" }).getAttribute("href")).toMatch(/^mailto:rahima@example\.com\?subject=Re%3A/);
    await message.getByRole("button", { name: "Mark read" }).click();
    await message.getByRole("button", { name: "Mark unread" }).waitFor();
    await expect.poll(() => messagesLink.textContent()).not.toContain("unread");
    await screenshot(owner, "content-admin-messages-1280");
    await owner.context().close();
  });

  it("a delivered order's shopper reviews the saree; once the owner approves it, the product page shows it as a verified purchase with the average", async () => {
    const shopper = await newPage(browser, server.url, PHONE);
    await shopper.page.goto(`/track?order=${ORDER_NUMBER}`);
    await hydrate(shopper.page);
    const form = shopper.page.getByRole("region", { name: "Review your items" });
    await form.getByText("Dhakai Jamdani Saree").waitFor();
    await form.locator("label").filter({ hasText: "4 out of 5 stars" }).click();
    await form.getByLabel("Your review").fill("Beautiful weave, exactly as pictured. Delivered in two days.");
    // A phone that is not the order's is refused.
    await form.getByLabel("Phone number used for the order").fill("01712345678");
    await form.getByRole("button", { name: "Submit review" }).click();
    await form.getByRole("alert").getByText("That phone number does not match this order.").waitFor();
    await form.getByLabel("Phone number used for the order").fill(PHONE_NUMBER);
    await form.getByRole("button", { name: "Submit review" }).click();
    await form.getByRole("status").getByText("Thank you! Your review will appear once the shop has approved it.").waitFor();
    await screenshot(shopper.page, "content-track-review-390");
    // The refused phone's answer was a 404 (the browser logs it); nothing else went wrong.
    expect(shopper.errors.filter((error) => !error.includes("status of 404"))).toEqual([]);

    // Not shown before the owner approves it.
    await shopper.page.goto("/product/dhakai-jamdani-saree");
    await shopper.page.getByRole("heading", { name: "Dhakai Jamdani Saree", level: 1 }).waitFor();
    await expect.poll(() => shopper.page.getByText("Verified purchase").count()).toBe(0);

    const owner = await ownerPage();
    await owner.goto("/admin/reviews");
    const review = owner.getByRole("listitem", { name: "Review of Dhakai Jamdani Saree by Nusrat J." });
    await review.getByText("Beautiful weave, exactly as pictured. Delivered in two days.").waitFor();
    await screenshot(owner, "content-admin-reviews-1280");
    await review.getByRole("button", { name: "Approve" }).click();
    // It leaves the waiting list for the approved one.
    await owner.getByRole("link", { name: "Approved (1)" }).waitFor();
    await expect.poll(() => review.count()).toBe(0);
    await owner.context().close();

    await shopper.page.goto("/product/dhakai-jamdani-saree");
    await shopper.page.getByText("Verified purchase").waitFor();
    await shopper.page.getByText("4.0 out of 5 (1 reviews)").waitFor();
    await shopper.page.getByText("Nusrat J.").waitFor();
    const jsonLd = shopper.page.locator('script[type="application/ld+json"]');
    await expect.poll(() => jsonLd.textContent()).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":"4.0","reviewCount":1');
    await screenshot(shopper.page, "content-product-reviews-390");
  });

  it("the owner sets a 14-day return period; the home page's strip and /returns both say 14", async () => {
    const owner = await ownerPage();
    await owner.goto("/admin/settings");
    await owner.getByLabel("Return period (days)").fill("14");
    await owner.getByRole("button", { name: "Save Settings" }).click();
    await owner.locator("[data-sonner-toast]").getByText("Updated!").waitFor();
    await owner.context().close();

    const shopper = await newPage(browser, server.url, DESKTOP);
    await shopper.page.goto("/");
    await shopper.page.getByRole("region", { name: "Why shop with us" }).getByText("14-day return policy", { exact: true }).waitFor();
    await shopper.page.goto("/returns");
    await shopper.page.getByRole("heading", { name: "Returns & Refunds", level: 1 }).waitFor();
    await shopper.page.getByText("14 days from delivery").waitFor();
    await expect.poll(() => shopper.page.getByText("7 days").count()).toBe(0);
    await shopper.page.goto("/bn/returns");
    await shopper.page.getByText("ডেলিভারির ১৪ দিনের মধ্যে").waitFor();
  });

  it("pages look right on a phone and a desktop (screenshots for people to look at)", async () => {
    const pages = ["/", "/contact", "/bn/contact", "/reviews", "/returns", "/shipping", "/about", "/terms", "/bn/privacy", "/product/dhakai-jamdani-saree", `/track?order=${ORDER_NUMBER}`];
    for (const [label, viewport] of [
      ["390", PHONE],
      ["1280", DESKTOP],
    ] as const) {
      const shopper = await newPage(browser, server.url, viewport);
      for (const path of pages) {
        await shopper.page.goto(path);
        await hydrate(shopper.page);
        await screenshot(shopper.page, `content-${path.replace(/[/?=]+/g, "-").replace(/^-|-$/g, "") || "home"}-${label}`);
      }
      expect(shopper.errors).toEqual([]);
      await shopper.context.close();
      const context = await browser.newContext({ baseURL: server.url, viewport, storageState: ownerState });
      const owner = await context.newPage();
      for (const path of ["/admin/messages", "/admin/reviews?status=approved", "/admin/pages?page=shipping", "/admin/settings"]) {
        await owner.goto(path);
        await owner.getByRole("heading", { level: 1 }).first().waitFor();
        await screenshot(owner, `content-${path.replace(/[/?=]+/g, "-").replace(/^-|-$/g, "")}-${label}`);
      }
      await context.close();
    }
  });
});
