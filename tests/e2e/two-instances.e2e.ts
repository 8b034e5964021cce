import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "~/.server/db/client";
import { idempotencyKeys, orders, products } from "~/.server/db/schema";
import { createCategory, createProduct } from "../factories";
import { withDatabase } from "../helpers/global-setup";
import { startServer, type RunningServer } from "./harness";

// Two server processes on one PostgreSQL behave as one shop. Nothing that decides an
// answer (catalogue, sessions, rate limits, idempotency keys) may live only in one process.
const baseUrl = process.env.TEST_DATABASE_URL ?? "";
if (!baseUrl) console.log("two instances: skipped, TEST_DATABASE_URL is not set (PostgreSQL only; CI sets it)");

const ADMIN_EMAIL = "owner@haat.test";
const ADMIN_PASSWORD = "two-instances-password";
const SHOPPER = {
  customer_name: "Farhana Yasmin",
  customer_phone: "01811223344",
  city: "Dhaka",
  delivery_location: "inside_dhaka",
  shipping_address: "House 12, Road 5, Dhanmondi",
  message: null,
};

describe.runIf(baseUrl)("two instances on one PostgreSQL", () => {
  const database = `haat_e2e_two_${randomBytes(5).toString("hex")}`;
  // Vitest still runs a skipped describe's body to collect its tests: without a URL there is nothing to point at.
  const databaseUrl = baseUrl ? withDatabase(baseUrl, database) : "";
  let a: RunningServer;
  let b: RunningServer;
  let categoryId = 0;
  let product = { id: 0, slug: "" };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const handle = openPostgres(databaseUrl, { max: 1 });
    try {
      await handle.migrate();
      categoryId = (await createCategory(handle.db, { name: "Handloom" })).id;
      product = await createProduct(handle.db, { categoryId, name: "Jamdani Saree", slug: "jamdani-saree", price: "4500.00", stockQuantity: 100 });
    } finally {
      await handle.close();
    }
    // The same secret on both, as the README requires of several instances; the client address
    // comes from X-Forwarded-For so the test can act as one shopper through both.
    const env = {
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: "true",
      BETTER_AUTH_SECRET: "two-instances-secret-0123456789abcdef0123456789",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    };
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  const sameOrigin = (server: RunningServer) => ({ origin: server.url, "sec-fetch-site": "same-origin" });

  async function signIn(server: RunningServer): Promise<string> {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { ...sameOrigin(server), "content-type": "application/json", "x-forwarded-for": "198.51.100.1" },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(response.status).toBe(200);
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  async function saveProduct(server: RunningServer, cookie: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    // The .data URL is how the admin page submits: React Router answers with the action's result.
    const response = await fetch(`${server.url}/admin/products.data`, { method: "POST", headers: { ...sameOrigin(server), cookie }, body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Updated!");
  }

  const productPage = (server: RunningServer) => fetch(`${server.url}/product/${product.slug}`);

  function order(server: RunningServer, clientIp: string, idempotencyKey?: string) {
    return fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: {
        ...sameOrigin(server),
        "content-type": "application/json",
        "x-forwarded-for": clientIp,
        ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      },
      body: JSON.stringify({ ...SHOPPER, items: [{ product_id: product.id, quantity: 1 }] }),
    });
  }

  it("shows an admin's change made through one instance through the other at once", async () => {
    const before = await productPage(b);
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("৳4,500.00");
    // B now serves the page from memory: only the catalogue version can tell it the page changed.
    const again = await productPage(b);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toContain("৳4,500.00");

    // A session created through A is valid on B: sessions live in the database.
    const cookie = await signIn(a);
    const common = { intent: "update", id: String(product.id), name: "Jamdani Saree", slug: product.slug, category_id: String(categoryId), stock_quantity: "100" };
    await saveProduct(a, cookie, { ...common, price: "3999.50", is_active: "on" });
    const repriced = await productPage(b);
    expect(repriced.status).toBe(200);
    expect(repriced.headers.get("x-page-cache")).toBe("miss");
    const html = await repriced.text();
    expect(html).toContain("৳3,999.50");
    expect(html).not.toContain("৳4,500.00");

    await saveProduct(b, cookie, { ...common, price: "3999.50" });
    expect((await productPage(a)).status).toBe(404);
    await saveProduct(a, cookie, { ...common, price: "3999.50", is_active: "on" });
    expect((await productPage(b)).status).toBe(200);
    console.log("two instances: price change and deactivation through one seen through the other on the next request");
  });

  async function saveSettings(server: RunningServer, cookie: string, fields: Record<string, string>) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const response = await fetch(`${server.url}/admin/settings.data`, { method: "POST", headers: { ...sameOrigin(server), cookie }, body: form });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Updated!");
  }

  it("shows a settings or zone change saved through one instance through the other at once, cached pages and orders included", async () => {
    const before = await productPage(b);
    expect(await before.text()).not.toContain("TRAD/CTG/777/2026");
    expect((await productPage(b)).headers.get("x-page-cache")).toBe("hit");

    const cookie = await signIn(a);
    await saveSettings(a, cookie, { intent: "settings", storeName: "Haat", supportPhone: "+8801700000000", tradeLicenceNumber: "TRAD/CTG/777/2026", freeShippingThreshold: "" });
    const after = await productPage(b);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain("Trade Licence No. TRAD/CTG/777/2026");
    // No threshold: the home page claims no free shipping.
    expect(await (await fetch(`${b.url}/`)).text()).not.toContain("orders over");

    await saveSettings(a, cookie, { intent: "update-zone", key: "inside_dhaka", name: "Inside Dhaka", charge: "80", estimate: "3-5 business days", isActive: "on", displayOrder: "0" });
    const placed = await order(b, "203.0.113.31");
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { order: { delivery_charge: string } }).order.delivery_charge).toBe("80.00");
    console.log("two instances: settings and zone charge saved through one seen through the other on the next request");
  });

  it("shares the order rate limit: the 11th order from one address is refused, whichever instance takes it", async () => {
    const clientIp = "203.0.113.11";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await order(i % 2 === 0 ? a : b, clientIp)).status);
    console.log(`two instances: orders from one address alternating A/B → ${statuses.join(" ")}`);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // Either instance refuses the address now, and another address is unaffected.
    expect((await order(b, clientIp)).status).toBe(429);
    expect((await order(a, clientIp)).status).toBe(429);
    expect((await order(b, "203.0.113.12")).status).toBe(201);
  });

  it("places one order for an Idempotency-Key sent to one instance and retried on the other", async () => {
    const key = randomUUID();
    const first = await order(a, "203.0.113.21", key);
    const retry = await order(b, "203.0.113.21", key);
    const firstBody = (await first.json()) as { order: { id: string } };
    const retryBody = (await retry.json()) as { order: { id: string } };
    console.log(`two instances: same Idempotency-Key on A then B → ${first.status}, ${retry.status}`);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retryBody.order.id).toBe(firstBody.order.id);

    const handle = openPostgres(databaseUrl, { max: 1 });
    try {
      expect(await handle.db.select({ orderId: idempotencyKeys.orderId }).from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([
        { orderId: firstBody.order.id },
      ]);
      expect(await handle.db.select({ id: orders.id }).from(orders).where(eq(orders.id, firstBody.order.id))).toHaveLength(1);
      const [row] = await handle.db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
      console.log(`two instances: stock after all orders ${row?.stock} of 100`);
    } finally {
      await handle.close();
    }
  });
});
