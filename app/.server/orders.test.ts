import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { OrderRequestSchema, type OrderRequest } from "~/lib/schemas/checkout";
import { createProduct, orderCustomer } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { idempotencyKeys, orderItems, orders, orderStatusEvents, products, requestLimits } from "./db/schema";
import { generateOrderNumber } from "./order-number";
import {
  admitOrderRequest,
  createOrder,
  getOrderForConfirmation,
  getOrderForTracking,
  hashOrderRequest,
  ORDER_TOO_LARGE,
  OrderError,
  setOrderStatus,
  sweepIdempotencyKeys,
} from "./orders";

vi.mock("./order-number", async (importOriginal) => {
  const actual = await importOriginal<{ generateOrderNumber: () => string }>();
  return { generateOrderNumber: vi.fn(actual.generateOrderNumber) };
});

/** A validated order request, as the API route hands it over (client money fields included, then stripped). */
function request(items: { product_id: number; quantity: number }[], overrides: Record<string, unknown> = {}): OrderRequest {
  return OrderRequestSchema.parse({
    ...orderCustomer,
    ...overrides,
    items: items.map((item) => ({ ...item, product_name: "Tampered", price: 0.01 })),
  });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OrderError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected an OrderError");
}

describe(`createOrder (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });

  const stockOf = async (id: number) => {
    const [row] = await handle().db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(eq(products.id, id));
    return row;
  };
  const orderCount = async () => (await handle().db.select({ n: count() }).from(orders))[0]?.n;
  const itemCount = async () => (await handle().db.select({ n: count() }).from(orderItems))[0]?.n;

  it("prices the order from the database and ignores every amount the client sent", async () => {
    const { db } = handle();
    const saree = await createProduct(db, { name: "Jamdani Saree", price: "1850.50", stockQuantity: 5 });
    const lamp = await createProduct(db, { name: "Brass Lamp", price: "0.10", stockQuantity: 5 });
    const { order, replayed } = await createOrder(
      request([{ product_id: saree.id, quantity: 2 }, { product_id: lamp.id, quantity: 3 }], { delivery_location: "outside_dhaka" }),
    );
    expect(replayed).toBe(false);
    expect(order).toMatchObject({
      status: "pending",
      delivery_location: "outside_dhaka",
      subtotal: "3701.30",
      delivery_charge: "120.00",
      total_amount: "3821.30",
    });
    expect(order.order_number).toMatch(/^HT-[2-9A-HJKMNP-Z]{8}$/);

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      customerPhone: "01712345678",
      customerEmail: null,
      message: null,
      subtotal: "3701.30",
      deliveryCharge: "120.00",
      totalAmount: "3821.30",
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.productId));
    expect(items.map((i) => [i.productName, i.quantity, i.price])).toEqual([
      ["Jamdani Saree", 2, "1850.50"],
      ["Brass Lamp", 3, "0.10"],
    ]);
    expect(await stockOf(saree.id)).toEqual({ stock: 3, sold: 2 });
    expect(await stockOf(lamp.id)).toEqual({ stock: 2, sold: 3 });
    const events = await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: "pending", changedBy: "customer" }]);
  });

  it("keeps a message and charges ৳60 inside Dhaka", async () => {
    const { db } = handle();
    const product = await createProduct(db, { price: "100.00" });
    const { order } = await createOrder(request([{ product_id: product.id, quantity: 1 }], { message: "  Call first " }));
    expect(order.total_amount).toBe("160.00");
    const [row] = await db.select({ message: orders.message }).from(orders).where(eq(orders.id, order.id));
    expect(row?.message).toBe("Call first");
  });

  it("merges duplicate product lines into one", async () => {
    const { db } = handle();
    const product = await createProduct(db, { price: "200.00", stockQuantity: 10 });
    const { order } = await createOrder(request([{ product_id: product.id, quantity: 2 }, { product_id: product.id, quantity: 3 }]));
    expect(order.items).toEqual([{ product_id: product.id, product_name: product.name, quantity: 5, price: "200.00" }]);
    expect(order.subtotal).toBe("1000.00");
    expect((await stockOf(product.id))?.stock).toBe(5);
  });

  it("refuses merged lines above the per-line maximum", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 5000 });
    expect(await refusal(createOrder(request([{ product_id: product.id, quantity: 600 }, { product_id: product.id, quantity: 400 }])))).toEqual({
      status: 400,
      message: "Quantity must be at most 999",
    });
  });

  it("refuses inactive and missing products by name, creating nothing", async () => {
    const { db } = handle();
    const hidden = await createProduct(db, { name: "Old Kurta", isActive: false });
    const before = await orderCount();
    expect(await refusal(createOrder(request([{ product_id: hidden.id, quantity: 1 }])))).toEqual({
      status: 409,
      message: "Old Kurta is no longer available",
    });
    // A deleted product: only the shopper's cart still knows its name.
    expect(await refusal(createOrder(request([{ product_id: 999_999, quantity: 1 }])))).toEqual({
      status: 409,
      message: "Tampered is no longer available",
    });
    const nameless = OrderRequestSchema.parse({ ...orderCustomer, items: [{ product_id: 999_999, quantity: 1, product_name: "   " }] });
    expect(await refusal(createOrder(nameless))).toEqual({ status: 409, message: "A product in your cart is no longer available" });
    expect(await orderCount()).toBe(before);
    expect((await stockOf(hidden.id))?.stock).toBe(10);
  });

  it("refuses a total too large to store with a 400, before anything is inserted", async () => {
    const { db } = handle();
    // numeric(12,2) holds at most ৳9,999,999,999.99: two of the dearest possible product overflow it.
    const dear = await createProduct(db, { name: "Gold Throne", price: "9999999999.99", stockQuantity: 1000 });
    const others = await Promise.all(Array.from({ length: 49 }, () => createProduct(db, { price: "9999999999.99", stockQuantity: 1000 })));
    const before = await orderCount();
    expect(await refusal(createOrder(request([{ product_id: dear.id, quantity: 2 }])))).toEqual({ status: 400, message: ORDER_TOO_LARGE });
    // The worst case the schema allows: 50 lines × 999 units at the top price.
    const worst = request([dear, ...others].map((p) => ({ product_id: p.id, quantity: 999 })));
    expect(await refusal(createOrder(worst))).toEqual({ status: 400, message: ORDER_TOO_LARGE });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(dear.id)).toEqual({ stock: 1000, sold: 0 });
    // Even one at the top price does not fit once the delivery charge is added…
    expect(await refusal(createOrder(request([{ product_id: dear.id, quantity: 1 }])))).toEqual({ status: 400, message: ORDER_TOO_LARGE });
    // …but a total of exactly the maximum does.
    const largest = await createProduct(db, { price: "9999999939.99", stockQuantity: 1 });
    const { order } = await createOrder(request([{ product_id: largest.id, quantity: 1 }], { delivery_location: "inside_dhaka" }));
    expect(order.total_amount).toBe("9999999999.99");
  });

  it("names the stock left, or says out of stock", async () => {
    const { db } = handle();
    const few = await createProduct(db, { name: "Nakshi Kantha", stockQuantity: 2 });
    const none = await createProduct(db, { name: "Clay Pot", stockQuantity: 0 });
    expect((await refusal(createOrder(request([{ product_id: few.id, quantity: 3 }])))).message).toBe("Only 2 left of Nakshi Kantha");
    expect((await refusal(createOrder(request([{ product_id: none.id, quantity: 1 }])))).message).toBe("Clay Pot is out of stock");
  });

  it("leaves no order, no items and no stock change when a later line fails", async () => {
    const { db } = handle();
    const first = await createProduct(db, { stockQuantity: 10 });
    const second = await createProduct(db, { name: "Rare Tea", stockQuantity: 1 });
    const [orders0, items0] = [await orderCount(), await itemCount()];
    const result = await refusal(createOrder(request([{ product_id: first.id, quantity: 4 }, { product_id: second.id, quantity: 2 }])));
    expect(result).toEqual({ status: 409, message: "Only 1 left of Rare Tea" });
    expect([await orderCount(), await itemCount()]).toEqual([orders0, items0]);
    expect(await stockOf(first.id)).toEqual({ stock: 10, sold: 0 });
    expect(await stockOf(second.id)).toEqual({ stock: 1, sold: 0 });
  });

  it("sells exactly the stock to 50 concurrent shoppers and refuses the rest cleanly", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Last Units", stockQuantity: 10 });
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => createOrder(request([{ product_id: product.id, quantity: 1 }]))));
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason as unknown);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(OrderError);
      expect((reason as OrderError).status).toBe(409);
      expect((reason as OrderError).message).toBe("Last Units is out of stock");
    }
    expect(await stockOf(product.id)).toEqual({ stock: 0, sold: 10 });
    const [sold] = await db.select({ n: sql<number>`cast(sum(${orderItems.quantity}) as integer)` }).from(orderItems).where(eq(orderItems.productId, product.id));
    expect(sold?.n).toBe(10);
  });

  it("draws a new order number when the first one is taken", async () => {
    const { db } = handle();
    const product = await createProduct(db);
    const { order: first } = await createOrder(request([{ product_id: product.id, quantity: 1 }]));
    vi.mocked(generateOrderNumber).mockReturnValueOnce(first.order_number);
    const { order: second } = await createOrder(request([{ product_id: product.id, quantity: 1 }]));
    expect(second.order_number).not.toBe(first.order_number);
    expect(vi.mocked(generateOrderNumber)).toHaveBeenCalled();
  });
});

describe(`createOrder idempotency (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });
  const key = () => crypto.randomUUID();

  it("returns the first order for a repeat of the same request, and refuses the key for another request", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = request([{ product_id: product.id, quantity: 2 }]);
    const idempotencyKey = key();
    const first = await createOrder(body, { idempotencyKey, requestHash: hashOrderRequest(body) });
    // The same order with the lines split differently is the same request.
    const same = request([{ product_id: product.id, quantity: 1 }, { product_id: product.id, quantity: 1 }]);
    const again = await createOrder(same, { idempotencyKey, requestHash: hashOrderRequest(same) });
    expect(again).toEqual({ order: first.order, replayed: true });

    const other = request([{ product_id: product.id, quantity: 3 }]);
    expect((await refusal(createOrder(other, { idempotencyKey, requestHash: hashOrderRequest(other) }))).status).toBe(422);
    const [stock] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock?.stock).toBe(8);
  });

  it("creates one order for 20 concurrent requests with one key", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = request([{ product_id: product.id, quantity: 1 }]);
    const options = { idempotencyKey: key(), requestHash: hashOrderRequest(body) };
    const results = await Promise.all(Array.from({ length: 20 }, () => createOrder(body, options)));
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const placed = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, product.id));
    expect(placed[0]?.n).toBe(1);
  });

  it("lets a key be used again when its first request failed", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 1 });
    const idempotencyKey = key();
    const tooMany = request([{ product_id: product.id, quantity: 2 }]);
    await refusal(createOrder(tooMany, { idempotencyKey, requestHash: hashOrderRequest(tooMany) }));
    const fits = request([{ product_id: product.id, quantity: 1 }]);
    expect((await createOrder(fits, { idempotencyKey, requestHash: hashOrderRequest(fits) })).replayed).toBe(false);
  });

  it("forgets keys after 24 hours", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = request([{ product_id: product.id, quantity: 1 }]);
    const options = { idempotencyKey: key(), requestHash: hashOrderRequest(body) };
    const first = await createOrder(body, options);
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, options.idempotencyKey));
    const second = await createOrder(body, options);
    expect(second.replayed).toBe(false);
    expect(second.order.id).not.toBe(first.order.id);
    const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, options.idempotencyKey));
    expect(rows).toMatchObject([{ orderId: second.order.id }]);
  });

  it("admits a request in one statement: the replay of a key without counting it, 422 for another request, the limits otherwise", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = request([{ product_id: product.id, quantity: 1 }]);
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
    const other = hashOrderRequest(request([{ product_id: product.id, quantity: 2 }]));
    expect(await refusal(admitOrderRequest(limits, { ...options, requestHash: other }))).toMatchObject({ status: 422 });
    // Another order: the order limit (2) is reached with it, the next one is refused.
    expect(await admitOrderRequest(limits)).toEqual({ admitted: true });
    expect(await admitOrderRequest(limits)).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    expect(await counts()).toEqual({ "order-requests": 5, orders: 3 });
    // Over the ceiling even a retry is refused.
    expect(await admitOrderRequest(limits, options)).toMatchObject({ admitted: false, retryAfterSeconds: expect.any(Number) });
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(9);

    // An expired key is no replay: the request is counted and admitted (the ceiling of another client).
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, options.idempotencyKey));
    const fresh = { requests: { ...limits.requests, key: `${limits.requests.key}-b` }, orders: { ...limits.orders, key: `${limits.orders.key}-b` } };
    expect(await admitOrderRequest(fresh, options)).toEqual({ admitted: true });
  });

  it("sweeps expired keys and keeps fresh ones", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = request([{ product_id: product.id, quantity: 1 }]);
    const [old, fresh] = [key(), key()];
    await createOrder(body, { idempotencyKey: old, requestHash: hashOrderRequest(body) });
    await createOrder(body, { idempotencyKey: fresh, requestHash: hashOrderRequest(body) });
    await db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '25 hours'` }).where(eq(idempotencyKeys.key, old));
    await sweepIdempotencyKeys();
    const keys = (await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(old);
  });
});

describe(`setOrderStatus (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });

  async function placed(stock = 10, quantity = 3) {
    const { db } = handle();
    const product = await createProduct(db, { name: "Silk Scarf", stockQuantity: stock });
    const { order } = await createOrder(request([{ product_id: product.id, quantity }]));
    return { product, order };
  }
  const productState = async (id: number) =>
    (await handle().db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(eq(products.id, id)))[0];
  const history = async (orderId: string) =>
    (await handle().db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId)).orderBy(asc(orderStatusEvents.id))).map(
      (e) => [e.fromStatus, e.toStatus, e.changedBy],
    );

  it("moves between any statuses and records every change", async () => {
    const { order } = await placed();
    await setOrderStatus(order.id, "shipped", "admin@haat.test");
    await setOrderStatus(order.id, "confirmed", "admin@haat.test");
    await setOrderStatus(order.id, "confirmed", "admin@haat.test");
    expect(await history(order.id)).toEqual([
      [null, "pending", "customer"],
      ["pending", "shipped", "admin@haat.test"],
      ["shipped", "confirmed", "admin@haat.test"],
    ]);
    const [row] = await handle().db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("confirmed");
  });

  it("returns stock once when cancelled, even twice or concurrently, and takes it again when reopened", async () => {
    const { product, order } = await placed(10, 3);
    expect(await productState(product.id)).toEqual({ stock: 7, sold: 3 });
    await Promise.all([setOrderStatus(order.id, "cancelled", "a"), setOrderStatus(order.id, "cancelled", "b")]);
    await setOrderStatus(order.id, "cancelled", "a");
    expect(await productState(product.id)).toEqual({ stock: 10, sold: 0 });
    await setOrderStatus(order.id, "processing", "a");
    expect(await productState(product.id)).toEqual({ stock: 7, sold: 3 });
    expect((await history(order.id)).map((e) => e[1])).toEqual(["pending", "cancelled", "processing"]);
  });

  it("refuses to reopen a cancelled order when the stock was sold meanwhile", async () => {
    const { db } = handle();
    const { product, order } = await placed(3, 3);
    await setOrderStatus(order.id, "cancelled", "admin");
    await createOrder(request([{ product_id: product.id, quantity: 2 }]));
    expect(await refusal(setOrderStatus(order.id, "pending", "admin"))).toEqual({
      status: 409,
      message: "Only 1 left of Silk Scarf: cannot reopen this order",
    });
    await createOrder(request([{ product_id: product.id, quantity: 1 }]));
    expect((await refusal(setOrderStatus(order.id, "pending", "admin"))).message).toBe("Silk Scarf is out of stock: cannot reopen this order");
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
    expect(await productState(product.id)).toEqual({ stock: 0, sold: 3 });
  });

  it("says 404 for an unknown or malformed order id", async () => {
    expect(await refusal(setOrderStatus(crypto.randomUUID(), "shipped", "admin"))).toEqual({ status: 404, message: "Order not found" });
    expect((await refusal(setOrderStatus("not-a-uuid", "shipped", "admin"))).status).toBe(404);
  });
});

describe(`order reads (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("shows the confirmation by id and tracking by number without personal data", async () => {
    const product = await createProduct(handle().db, { name: "Tea Set", price: "750.00" });
    const { order } = await createOrder(request([{ product_id: product.id, quantity: 2 }]));
    expect(await getOrderForConfirmation(order.id)).toMatchObject({
      orderNumber: order.order_number,
      customerName: "Rahim Uddin",
      customerPhone: "01712345678",
      totalAmount: "1560.00",
      deliveryLocation: "inside_dhaka",
    });
    expect(await getOrderForConfirmation(crypto.randomUUID())).toBeNull();
    expect(await getOrderForConfirmation("1 or 1=1")).toBeNull();

    const tracked = await getOrderForTracking(order.order_number);
    expect(tracked).toMatchObject({
      orderNumber: order.order_number,
      status: "pending",
      subtotal: "1500.00",
      deliveryCharge: "60.00",
      totalAmount: "1560.00",
      items: [{ productName: "Tea Set", quantity: 2, price: "750.00" }],
    });
    const text = JSON.stringify(tracked);
    for (const secret of ["Rahim", "01712345678", "Dhanmondi", order.id]) expect(text).not.toContain(secret);
    expect(await getOrderForTracking("HT-NOPE2345")).toBeNull();
  });
});
