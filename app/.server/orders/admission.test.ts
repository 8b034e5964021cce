import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { expireIdempotencyKey, orderRefusal, orderRequest } from "#tests/helpers/orders";
import { blockPhone } from "../desk/blocklist";
import { products, requestLimits } from "../db/schema";
import { admitOrderRequest } from "./admission";
import { createOrder, hashOrderRequest } from "./place";

describe(`admitOrderRequest (${testDbKind})`, () => {
  const handle = setupTestDb();
  const key = () => crypto.randomUUID();

  it("admits a request in one statement: the replay of a key without counting it, 422 for another request, the limits otherwise", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
    const options = { idempotencyKey: key(), requestHash: hashOrderRequest(body) };
    const phone = body.customer_phone;
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const limits = { requests: { key: `order-requests:${ip}`, limit: 5, windowMs: 60_000 }, orders: { key: `orders:${ip}`, limit: 2, windowMs: 60_000 } };
    const counts = async () =>
      Object.fromEntries(
        (await db.select({ key: requestLimits.key, count: requestLimits.count }).from(requestLimits).where(inArray(requestLimits.key, [limits.requests.key, limits.orders.key]))).map(
          (row) => [row.key.split(":")[0], row.count],
        ),
      );

    expect(await admitOrderRequest(limits, phone, options)).toEqual({ admitted: true });
    const first = await createOrder(body, options);
    // The retry gets its order and counts against the request ceiling only.
    expect(await admitOrderRequest(limits, phone, options)).toEqual({ admitted: false, replay: first.order });
    expect(await counts()).toEqual({ "order-requests": 2, orders: 1 });
    const other = hashOrderRequest(orderRequest([{ product_id: product.id, quantity: 2 }]));
    expect(await orderRefusal(admitOrderRequest(limits, phone, { ...options, requestHash: other }))).toMatchObject({ status: 422 });
    // Another order: the order limit (2) is reached with it, the next one is refused.
    expect(await admitOrderRequest(limits, phone)).toEqual({ admitted: true });
    expect(await admitOrderRequest(limits, phone)).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    expect(await counts()).toEqual({ "order-requests": 5, orders: 3 });
    // Over the ceiling even a retry is refused.
    expect(await admitOrderRequest(limits, phone, options)).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(9);

    // An expired key is no replay: the request is counted and admitted (the ceiling of another client).
    await expireIdempotencyKey(db, options.idempotencyKey);
    const fresh = { requests: { ...limits.requests, key: `${limits.requests.key}-b` }, orders: { ...limits.orders, key: `${limits.orders.key}-b` } };
    expect(await admitOrderRequest(fresh, phone, options)).toEqual({ admitted: true });
  });

  it("refuses a blocked phone before counting anything, and takes each call's own limits", async () => {
    const { db } = handle();
    const blocked = "01799000111";
    await blockPhone(blocked, "Fake orders", "admin@example.com");
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const limits = (orders: number) => ({
      requests: { key: `order-requests:${ip}`, limit: 100, windowMs: 60_000 },
      orders: { key: `orders:${ip}`, limit: orders, windowMs: 60_000 },
    });
    const counted = async () => (await db.select({ key: requestLimits.key }).from(requestLimits).where(inArray(requestLimits.key, [`order-requests:${ip}`, `orders:${ip}`]))).length;

    expect(await admitOrderRequest(limits(5), blocked, { idempotencyKey: key(), requestHash: "x" })).toEqual({ admitted: false, blocked: true });
    expect(await counted()).toBe(0);
    // Another phone from the same client: counted, and refused at each call's own order limit.
    expect(await admitOrderRequest(limits(1), "01799000222")).toEqual({ admitted: true });
    expect(await admitOrderRequest(limits(1), "01799000222")).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    expect(await admitOrderRequest(limits(5), "01799000222")).toEqual({ admitted: true });
    expect(await counted()).toBe(2);
    // More than a day's window is refused before the statement runs.
    await expect(admitOrderRequest({ ...limits(5), orders: { key: `orders:${ip}`, limit: 5, windowMs: 25 * 3600_000 } }, "01799000222")).rejects.toThrow(RangeError);
  });
});
