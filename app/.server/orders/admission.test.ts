import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { expireIdempotencyKey, orderRefusal, orderRequest } from "#tests/helpers/orders";
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
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const limits = { requests: { key: `order-requests:${ip}`, limit: 5, windowMs: 60_000 }, orders: { key: `orders:${ip}`, limit: 2, windowMs: 60_000 } };
    const counts = async () =>
      Object.fromEntries(
        (await db.select({ key: requestLimits.key, count: requestLimits.count }).from(requestLimits).where(inArray(requestLimits.key, [limits.requests.key, limits.orders.key]))).map(
          (row) => [row.key.split(":")[0], row.count],
        ),
      );

    expect(await admitOrderRequest(limits, options)).toEqual({ admitted: true });
    const first = await createOrder(body, options);
    // The retry gets its order and counts against the request ceiling only.
    expect(await admitOrderRequest(limits, options)).toEqual({ admitted: false, replay: first.order });
    expect(await counts()).toEqual({ "order-requests": 2, orders: 1 });
    const other = hashOrderRequest(orderRequest([{ product_id: product.id, quantity: 2 }]));
    expect(await orderRefusal(admitOrderRequest(limits, { ...options, requestHash: other }))).toMatchObject({ status: 422 });
    // Another order: the order limit (2) is reached with it, the next one is refused.
    expect(await admitOrderRequest(limits)).toEqual({ admitted: true });
    expect(await admitOrderRequest(limits)).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    expect(await counts()).toEqual({ "order-requests": 5, orders: 3 });
    // Over the ceiling even a retry is refused.
    expect(await admitOrderRequest(limits, options)).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(9);

    // An expired key is no replay: the request is counted and admitted (the ceiling of another client).
    await expireIdempotencyKey(db, options.idempotencyKey);
    const fresh = { requests: { ...limits.requests, key: `${limits.requests.key}-b` }, orders: { ...limits.orders, key: `${limits.orders.key}-b` } };
    expect(await admitOrderRequest(fresh, options)).toEqual({ admitted: true });
  });
});
