import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, orderStatusEvents, shopSettings } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { adminSession, DESKTOP, launchBrowser, PHONE, prepareDataDir, type RunningServer, screenshot, startServer } from "./harness";

const ADMIN_EMAIL = "paper@haat.test";
const ADMIN_PASSWORD = "paperwork-e2e-password";
const BIG = "HT-PAPERBIG";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

// Three confirmed orders to hand to a courier, and one still pending.
const CONFIRMED = [
  { orderNumber: "HT-PAPER001", name: "Nasima Begum", phone: "01712000111", city: "Dhaka", area: "Mirpur", total: "960.00" },
  { orderNumber: "HT-PAPER002", name: "Karim Ahmed", phone: "01812000222", city: "Sylhet", area: null, total: "1020.00" },
  { orderNumber: "HT-PAPER003", name: "Rupa Das", phone: "01912000333", city: "Khulna", area: "Sonadanga", total: "510.00" },
];

/**
 * The text of each page of a PDF (pdftotext from poppler-utils separates pages with a form feed),
 * with each run of spaces made one: -layout pads words with as many spaces as it guesses the line's
 * layout needs, and that guess differs between poppler versions and fonts (one machine read
 * "Collect ৳510.00", another "Collect           ৳510.00").
 */
function pdfPages(pdf: Buffer): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), "haat-pdf-"));
  try {
    const file = path.join(dir, "print.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    return text
      .split("\f")
      .filter((page) => page.trim() !== "")
      .map((page) => page.replace(/ {2,}/g, " "));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page size of a PDF in points, from pdfinfo. */
function pdfPageSize(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "haat-pdf-"));
  try {
    const file = path.join(dir, "print.pdf");
    writeFileSync(file, pdf);
    return /Page size:\s+(.+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]?.trim() ?? "";
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("courier paperwork", () => {
  let server: RunningServer;
  let browser: Browser;
  let adminState: StorageState;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      await db
        .update(shopSettings)
        .set({ storeName: "Haat Bazar", supportPhone: "+8801911000111", address: "House 18, Road 11, Banani, Dhaka 1213" })
        .where(eq(shopSettings.id, 1));
      const category = await createCategory(db, { name: "Kitchen", slug: "kitchen" });
      const pot = await createProduct(db, { name: "Clay Cooking Pot", slug: "clay-cooking-pot", price: "450.00", stockQuantity: 20, categoryId: category.id });
      let placed = 0;
      const place = async (
        orderNumber: string,
        status: "pending" | "confirmed",
        name: string,
        phone: string,
        city: string,
        area: string | null,
        quantity: number,
      ) => {
        const subtotal = 450 * quantity;
        // The first placed is the newest: the list (newest first) shows them in CONFIRMED's order.
        const createdAt = new Date(Date.now() - ++placed * 3_600_000);
        const [order] = await db
          .insert(orders)
          .values({
            orderNumber,
            status,
            customerName: name,
            customerPhone: phone,
            shippingAddress: `House ${quantity}, Road 3`,
            city,
            area,
            deliveryLocation: "inside_dhaka",
            deliveryZoneName: "Inside Dhaka",
            deliveryEstimate: "3-5 business days",
            subtotal: `${subtotal}.00`,
            deliveryCharge: "60.00",
            totalAmount: `${subtotal + 60}.00`,
            message: status === "confirmed" ? "Call before delivery" : null,
            createdAt,
          })
          .returning();
        await db.insert(orderItems).values({ orderId: order!.id, productId: pot.id, productName: pot.name, quantity, price: "450.00" });
        await db.insert(orderStatusEvents).values({ orderId: order!.id, fromStatus: null, toStatus: status, changedBy: "customer" });
      };
      // Totals: 2, 1 (+ a second line below) and 1 pots with the 60 taka charge.
      await place(CONFIRMED[0]!.orderNumber, "confirmed", CONFIRMED[0]!.name, CONFIRMED[0]!.phone, CONFIRMED[0]!.city, CONFIRMED[0]!.area, 2);
      await place(CONFIRMED[1]!.orderNumber, "confirmed", CONFIRMED[1]!.name, CONFIRMED[1]!.phone, CONFIRMED[1]!.city, CONFIRMED[1]!.area, 2);
      await place(CONFIRMED[2]!.orderNumber, "confirmed", CONFIRMED[2]!.name, CONFIRMED[2]!.phone, CONFIRMED[2]!.city, CONFIRMED[2]!.area, 1);
      await place("HT-PAPER004", "pending", "Jamal Hossain", "01612000444", "Dhaka", null, 1);
      // The largest order a cart can place (50 lines), with a long name and address: still one page.
      const [big] = await db
        .insert(orders)
        .values({
          orderNumber: BIG,
          status: "processing",
          customerName: "Mohammad Abdur Rahman Chowdhury Talukder",
          customerPhone: "01512000555",
          shippingAddress:
            "Flat 7B, Green View Apartment, House 23/A, Road 14, Block C, Agrabad Commercial Area, near Badamtoli Mor, opposite the Chittagong Chamber building, Chattogram 4100",
          city: "Chattogram",
          area: "Agrabad",
          deliveryLocation: "inside_dhaka",
          deliveryZoneName: "Inside Dhaka",
          deliveryEstimate: "3-5 business days",
          subtotal: "22500.00",
          deliveryCharge: "0.00",
          totalAmount: "22500.00",
          message: "Please deliver in the evening and call the guard at the gate first, he keeps the parcel.",
        })
        .returning();
      await db
        .insert(orderItems)
        .values(
          Array.from({ length: 50 }, (_, i) => ({
            orderId: big!.id,
            productId: pot.id,
            productName: `Pot ${i + 1}: handmade clay cooking pot with a lid, glazed inside, and a long name`,
            quantity: 1,
            price: "450.00",
          })),
        );
      // The second order's amounts as placed: 2 pots + 60 = 960; make it 1020 with the charge of a farther zone.
      await db
        .update(orders)
        .set({ deliveryCharge: "120.00", totalAmount: "1020.00", deliveryZoneName: "Outside Dhaka" })
        .where(eq(orders.orderNumber, CONFIRMED[1]!.orderNumber));
    });
    server = await startServer({ dataDir, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });
    browser = await launchBrowser();
    adminState = await adminSession(browser, server.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function confirmedOrders(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport,
      storageState: adminState,
      acceptDownloads: true,
      isMobile: viewport.width < 768,
      hasTouch: viewport.width < 768,
    });
    // The print page opens the print dialog on load; headless Chromium cannot show one (and would
    // refuse page.pdf() while it is open), so each page counts the calls instead.
    await context.addInitScript(() => {
      (window as unknown as { printCalls: number }).printCalls = 0;
      window.print = () => void (window as unknown as { printCalls: number }).printCalls++;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    // From the desk, where confirmed orders leave the queue, to the orders list filtered to them.
    await page.goto("/admin/desk");
    // Once the desk runs in the browser (it polls then), its link navigates client-side: the orders
    // list arrives hydrated, and its checkboxes take a click at once.
    await page.locator('[data-live="on"]').waitFor({ state: "attached" });
    await page.getByRole("link", { name: "Confirmed orders to ship" }).click();
    await page.waitForURL(/\/admin\/orders\?status=confirmed$/);
    await page.getByRole("heading", { name: "Orders Management" }).waitFor();
    await page.getByText("3 orders", { exact: true }).waitFor();
    return { context, page, errors };
  }

  async function selectThree(page: Page) {
    for (const { orderNumber } of CONFIRMED) {
      await page.getByRole("checkbox", { name: `Select order ${orderNumber}` }).check();
    }
    await page.getByText("3 orders selected").waitFor();
  }

  it("selects three confirmed orders and prints their labels: a 4×6 in PDF of exactly three pages, one per order", async () => {
    const { context, page, errors } = await confirmedOrders();
    await selectThree(page);
    await screenshot(page, "paperwork-bulk-desktop");
    const [labels] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Print labels" }).click()]);
    await labels.getByRole("heading", { name: "3 labels (4×6 in)" }).waitFor();
    expect(new URL(labels.url()).searchParams.get("layout")).toBe("label");
    // Opened from the button, the page asked for the print dialog once it had loaded.
    await expect.poll(() => labels.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

    const pdf = await labels.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPageSize(pdf)).toBe("288 x 432 pts");
    const pages = pdfPages(pdf);
    expect(pages).toHaveLength(3);
    CONFIRMED.forEach((order, index) => {
      const text = pages[index]!;
      expect(text).toContain(order.orderNumber);
      expect(text).toContain(order.name);
      expect(text).toContain(order.phone);
      expect(text).toContain(`District: ${order.city}`);
      expect(text).toContain("Haat Bazar");
      expect(text).toContain("Collect");
      expect(text).toContain("(Cash on Delivery)");
      // Each page is only its own order.
      for (const other of CONFIRMED.filter((o) => o !== order)) expect(text).not.toContain(other.orderNumber);
    });
    await labels.close();

    // The same orders as A4 invoices: three pages.
    const [invoices] = await Promise.all([context.waitForEvent("page"), page.getByRole("link", { name: "Print invoices" }).click()]);
    await invoices.getByRole("heading", { name: "3 invoices (A4)" }).waitFor();
    const a4 = await invoices.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPageSize(a4)).toMatch(/^595(\.\d+)? x 842(\.\d+)? pts \(A4\)$|^594\.96 x 841\.92 pts \(A4\)$/);
    const invoicePages = pdfPages(a4);
    expect(invoicePages.map((text) => CONFIRMED.find((o) => text.includes(o.orderNumber))?.orderNumber)).toEqual(CONFIRMED.map((o) => o.orderNumber));
    expect(invoicePages[1]).toMatch(/Subtotal\s+৳900\.00/);
    expect(invoicePages[1]).toMatch(/Delivery charge\s+৳120\.00/);
    expect(invoicePages[1]).toMatch(/Total\s+৳1,020\.00/);
    await invoices.close();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("exports the selected orders as a Steadfast CSV: one row per order, total to collect, 01XXXXXXXXX, order number as invoice", async () => {
    const { context, page, errors } = await confirmedOrders(PHONE);
    await selectThree(page);
    await screenshot(page, "paperwork-bulk-phone");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Steadfast CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^steadfast-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(readFileSync((await download.path())!, "utf8"), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual(
      CONFIRMED.map((order, index) => ({
        invoice: order.orderNumber,
        recipient_name: order.name,
        recipient_phone: order.phone,
        recipient_address: [`House ${index === 2 ? 1 : 2}, Road 3`, order.area, order.city].filter(Boolean).join(", "),
        cod_amount: order.total.replace(/\.00$/, ""),
        note: "Call before delivery",
      })),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prints the largest order (50 lines, a long address) on one page in each layout: the invoice lists every line, the label 10 and '+40 more items'", async () => {
    const { context, page, errors } = await confirmedOrders();
    await page.goto(`/admin/orders?q=${BIG}`);
    await page.getByRole("button", { name: `View order ${BIG}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order ${BIG}` });
    for (const [name, heading] of [
      ["Print invoice", "1 invoice (A4)"],
      ["Print label", "1 label (4×6 in)"],
    ] as const) {
      const [sheet] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("link", { name }).click()]);
      await sheet.getByRole("heading", { name: heading }).waitFor();
      const pages = pdfPages(await sheet.pdf({ preferCSSPageSize: true, printBackground: true }));
      expect(pages, name).toHaveLength(1);
      expect(pages[0]).toContain(BIG);
      if (name === "Print invoice") {
        expect(pages[0]).toContain("Pot 1: handmade");
        expect(pages[0]).toContain("Pot 50: handmade");
        expect(pages[0]).toMatch(/Total\s+৳22,500\.00/);
      } else {
        expect(pages[0]).toContain("Pot 10: handmade");
        expect(pages[0]).not.toContain("Pot 11:");
        expect(pages[0]).toContain("+40 more items");
      }
      await sheet.close();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prints one order's invoice from its dialog: one A4 page with its items and totals", async () => {
    const { context, page, errors } = await confirmedOrders();
    await page.getByRole("button", { name: `View order ${CONFIRMED[2]!.orderNumber}` }).click();
    const dialog = page.getByRole("dialog", { name: `Order ${CONFIRMED[2]!.orderNumber}` });
    await dialog.getByRole("link", { name: "Print label" }).waitFor();
    const [invoice] = await Promise.all([context.waitForEvent("page"), dialog.getByRole("link", { name: "Print invoice" }).click()]);
    await invoice.getByRole("heading", { name: "1 invoice (A4)" }).waitFor();
    const pages = pdfPages(await invoice.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(CONFIRMED[2]!.orderNumber);
    expect(pages[0]).toMatch(/Clay Cooking Pot\s+1\s+৳450\.00\s+৳450\.00/);
    // The taka sign of this bold line is drawn from a fallback font whose glyph pdftotext cannot map
    // back to text (it shows in the rendered page): the amount and the words are what is read here.
    expect(pages[0]).toMatch(/Collect ৳?510\.00 \(Cash on Delivery\)/);
    // On screen: the sheet is there to look at before printing.
    await screenshot(invoice, "paperwork-invoice-screen");
    await invoice.close();
    expect(errors).toEqual([]);
    await context.close();
  });
});
