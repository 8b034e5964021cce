import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blockPhone } from "~/.server/desk/blocklist";
import { idempotencyKeys, orderClients, orderItems, orders, products, requestLimits } from "~/.server/db/schema";
import { env } from "~/.server/env";
import type { PlacedOrder } from "~/.server/orders/read";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { action, loader } from "./orders";
import { actionArgs } from "#tests/helpers/route-args";

let ipCounter = 0;
/** Each call gets its own client IP unless one is given, so only the rate-limit test meets the limit. */
async function post(body: unknown, options: { key?: string; ip?: string; contentType?: string; raw?: string } = {}) {
  const headers: Record<string, string> = { "Content-Type": options.contentType ?? "application/json" };
  if (options.key) headers["Idempotency-Key"] = options.key;
  const request = new Request("http://haat.test/api/orders", { method: "POST", headers, body: options.raw ?? JSON.stringify(body) });
  const response = (await action(actionArgs(request, { context: { clientIp: options.ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}` } }))) as Response;
  return { status: response.status, headers: response.headers, json: (await response.json()) as { order: PlacedOrder; error?: string } };
}

const body = (items: { product_id: number; quantity: number; price?: number; product_name?: string }[], overrides: Record<string, unknown> = {}) => ({
  customer_name: "Karim Ahmed",
  customer_phone: "01812345678",
  customer_email: null,
  city: "Chattogram",
  delivery_location: "outside_dhaka",
  shipping_address: "Flat 3B, 22 Agrabad Road",
  message: "",
  total_amount: 1,
  delivery_charge: 0,
  ...overrides,
  items: items.map((item) => ({ product_name: "Whatever", price: 0.01, ...item })),
});

describe(`POST /api/orders (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });

  it("creates the order with server prices and answers 201", async () => {
    const product = await createProduct(handle().db, { price: "999.99", stockQuantity: 4 });
    const response = await post(body([{ product_id: product.id, quantity: 2, price: 1 }], { total_amount: 3, delivery_charge: 0 }));
    expect(response.status).toBe(201);
    expect(response.json.order).toMatchObject({
      status: "pending",
      subtotal: "1999.98",
      delivery_charge: "120.00",
      total_amount: "2119.98",
      items: [{ product_id: product.id, product_name: product.name, quantity: 2, price: "999.99" }],
    });
    expect(response.json.order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.json.order.order_number).toMatch(/^HT-/);
    expect(response.json.order.created_at).toEqual(expect.any(String));
  });

  it.each([
    ["no items", { items: [] }, "Your cart is empty"],
    ["bad phone", { customer_phone: "12345" }, "Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)"],
    ["short name", { customer_name: "A" }, "Name must be at least 2 characters"],
    ["short address", { shipping_address: "Dhaka" }, "Please provide a complete address"],
    ["location not a zone key", { delivery_location: "Mars Base" }, "Please choose a delivery location"],
  ])("answers 400 with the first field message: %s", async (_, overrides, message) => {
    const response = await post({ ...body([{ product_id: 1, quantity: 1 }]), ...overrides });
    expect(response).toMatchObject({ status: 400, json: { error: message } });
  });

  it("answers 400 for a zone key the shop does not deliver to (the database's zones decide)", async () => {
    const response = await post({ ...body([{ product_id: 1, quantity: 1 }]), delivery_location: "mars" });
    expect(response).toMatchObject({ status: 400, json: { error: 'We do not deliver to "mars". Please choose another delivery location.' } });
  });

  it.each([
    ["fractional quantity", 1.5, "Quantity must be a whole number"],
    ["zero quantity", 0, "Quantity must be at least 1"],
    ["huge quantity", 1000, "Quantity must be at most 999"],
  ])("refuses a %s", async (_, quantity, message) => {
    expect(await post(body([{ product_id: 1, quantity }]))).toMatchObject({ status: 400, json: { error: message } });
  });

  it("refuses more than 50 lines", async () => {
    const items = Array.from({ length: 51 }, (_, i) => ({ product_id: i + 1, quantity: 1 }));
    expect((await post(body(items))).status).toBe(400);
  });

  it("answers 405, 415, 413 and 400 for requests that are not a JSON order", async () => {
    expect((loader() as Response).status).toBe(405);
    const put = (await action(actionArgs(new Request("http://haat.test/api/orders", { method: "PUT" })))) as Response;
    expect(put.status).toBe(405);
    expect((await post(null, { contentType: "application/x-www-form-urlencoded", raw: "a=1" })).status).toBe(415);
    const huge = await post(null, { raw: JSON.stringify({ ...body([{ product_id: 1, quantity: 1 }]), message: "x".repeat(70_000) }) });
    expect(huge).toMatchObject({ status: 413, json: { error: "The order is too large" } });
    expect(await post(null, { raw: "{not json" })).toMatchObject({ status: 400, json: { error: "The order could not be read" } });
    expect((await post(body([{ product_id: 1, quantity: 1 }]), { key: "bad key!" })).status).toBe(400);
  });

  it("refuses an inactive or missing product with 409 and its name", async () => {
    const hidden = await createProduct(handle().db, { name: "Retired Lungi", isActive: false });
    expect(await post(body([{ product_id: hidden.id, quantity: 1 }]))).toMatchObject({ status: 409, json: { error: "Retired Lungi is no longer available" } });
    // A deleted product: the shop no longer knows its name, so the shopper's cart names it.
    expect(await post(body([{ product_id: 2_000_000, quantity: 1, product_name: "Blue Gamcha" }]))).toMatchObject({
      status: 409,
      json: { error: "Blue Gamcha is no longer available" },
    });
    expect(await post(body([{ product_id: 2_000_000, quantity: 1, product_name: "" }]))).toMatchObject({
      status: 409,
      json: { error: "A product in your cart is no longer available" },
    });
  });

  it("sells exactly 10 units to 50 concurrent requests; every other answer is a clean 409", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Hilsa Special", stockQuantity: 10 });
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(body([{ product_id: product.id, quantity: 1 }]))));
    expect(responses.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r).toMatchObject({ status: 409, json: { error: "Hilsa Special is out of stock" } });
    const [row] = await db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(eq(products.id, product.id));
    expect(row).toEqual({ stock: 0, sold: 10 });
  });

  it("replays an order for the same Idempotency-Key and body, 422 for another body, one order for 20 concurrent repeats", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 50 });
    const key = crypto.randomUUID();
    const first = await post(body([{ product_id: product.id, quantity: 1 }]), { key });
    expect(first.status).toBe(201);
    // Tampered client amounts are not part of what makes a request "the same".
    const again = await post(body([{ product_id: product.id, quantity: 1, price: 5 }], { total_amount: 99 }), { key });
    expect(again).toMatchObject({ status: 200, json: { order: { id: first.json.order.id } } });
    expect((await post(body([{ product_id: product.id, quantity: 2 }]), { key })).status).toBe(422);

    const before = (await db.select({ n: count() }).from(orders))[0]?.n ?? 0;
    const concurrentKey = crypto.randomUUID();
    const burst = await Promise.all(Array.from({ length: 20 }, () => post(body([{ product_id: product.id, quantity: 1 }]), { key: concurrentKey })));
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.status === 200)).toHaveLength(19);
    expect(new Set(burst.map((r) => r.json.order.id)).size).toBe(1);
    expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(before + 1);
  });

  it("limits orders per IP with a 429 and Retry-After, but still answers retries of placed orders", async () => {
    const product = await createProduct(handle().db, { stockQuantity: 100 });
    const statuses = [];
    const keys = Array.from({ length: 11 }, () => crypto.randomUUID());
    for (const key of keys) statuses.push(await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.9", key }));
    expect(statuses.slice(0, 10).every((r) => r.status === 201)).toBe(true);
    const limited = statuses[10]!;
    expect(limited.status).toBe(429);
    expect(limited.json.error).toMatch(/^Too many orders from your connection\. Please try again in (1 minute|([2-9]|10) minutes)\.$/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // A shopper whose response got lost retries with the same key: they get their order, not a 429.
    const retry = await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.9", key: keys[9] });
    expect(retry).toMatchObject({ status: 200, json: { order: { id: statuses[9]!.json.order.id } } });
    // The refused request's key placed nothing, so repeating it is still limited.
    expect((await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.9", key: keys[10] })).status).toBe(429);
    const [row] = await handle().db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(90);
    // Another shopper is not affected.
    expect((await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.10" })).status).toBe(201);
  });

  it("caps every order request per IP, malformed ones and replays included, at 100 per window", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await post(null, { ip: "203.0.113.77", raw: "{not json" })).status);
    expect(statuses.slice(0, 100).every((status) => status === 400)).toBe(true);
    expect(statuses[100]).toBe(429);
    const product = await createProduct(handle().db, { stockQuantity: 5 });
    expect((await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.77" })).status).toBe(429);
    expect((await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.78" })).status).toBe(201);
  });

  it("refuses a blocked phone with the neutral message and writes nothing; notes the client address of a placed order", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 5 });
    await blockPhone("01912345670", "Pranks", "admin@haat.test");
    const tables = [orders, orderItems, idempotencyKeys, requestLimits, orderClients] as const;
    const counts = async () => Promise.all(tables.map(async (t) => (await db.select({ n: count() }).from(t))[0]?.n));
    const before = await counts();
    const refused = await post(body([{ product_id: product.id, quantity: 1 }], { customer_phone: "+880 1912-345670" }), { key: crypto.randomUUID(), ip: "203.0.113.200" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe(`We could not place this order. Please call us at ${env().STORE_PHONE}.`);
    expect(await counts()).toEqual(before);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(5);

    const placed = await post(body([{ product_id: product.id, quantity: 1 }]), { ip: "203.0.113.201" });
    expect(placed.status).toBe(201);
    const [client] = await db.select().from(orderClients).where(eq(orderClients.orderId, placed.json.order.id));
    expect(client?.clientAddress).toBe("203.0.113.201");
  });
});
