import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import { createProduct, orderCustomer } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { expireIdempotencyKey, orderRefusal, orderRequest } from "#tests/helpers/orders";
import { deliveryZones, idempotencyKeys, orderClients, orderItems, orders, orderStatusEvents, products, shopSettings } from "../db/schema";
import { generateOrderNumber } from "../order-number";
import { ORDER_TOO_LARGE, OrderError } from "./errors";
import { IDEMPOTENCY_WINDOW_HOURS } from "./idempotency";
import { createOrder, hashOrderRequest } from "./place";

vi.mock("../order-number", async (importOriginal) => {
  const actual = await importOriginal<{ generateOrderNumber: () => string }>();
  return { generateOrderNumber: vi.fn(actual.generateOrderNumber) };
});

describe(`createOrder (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });

  const stockOf = async (id: number) => {
    const [row] = await handle().db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(eq(products.id, id));
    return row;
  };
  const orderCount = async () => (await handle().db.select({ n: count() }).from(orders))[0]?.n;
  const eventCount = async () => (await handle().db.select({ n: count() }).from(orderStatusEvents))[0]?.n;
  const itemCount = async () => (await handle().db.select({ n: count() }).from(orderItems))[0]?.n;
  /** The dashboard's counters (order_counts, order_daily_counts) say what the orders table says. */
  const expectCountersToAgree = async () => {
    const rows = async (query: ReturnType<typeof sql>) => (await handle().db.execute<Record<string, unknown>>(query)).rows;
    expect(
      await rows(sql`select status::text, delivery_location, sum(orders)::int as n, sum(revenue)::text as revenue from order_counts
        group by 1, 2 having sum(orders) <> 0 or sum(revenue) <> 0 order by 1, 2`),
    ).toEqual(
      await rows(sql`select status::text, delivery_location, count(*)::int as n, sum(total_amount)::text as revenue from orders group by 1, 2 order by 1, 2`),
    );
    expect(await rows(sql`select day::text, sum(orders)::int as n from order_daily_counts group by 1 having sum(orders) <> 0 order by 1`)).toEqual(
      await rows(sql`select ((created_at at time zone 'UTC')::date)::text as day, count(*)::int as n from orders group by 1 order by 1`),
    );
  };

  it("prices the order from the database and ignores every amount the client sent", async () => {
    const { db } = handle();
    const saree = await createProduct(db, { name: "Jamdani Saree", price: "1850.50", stockQuantity: 5 });
    const lamp = await createProduct(db, { name: "Brass Lamp", price: "0.10", stockQuantity: 5 });
    const { order, replayed } = await createOrder(
      orderRequest([{ product_id: saree.id, quantity: 2 }, { product_id: lamp.id, quantity: 3 }], { delivery_location: "outside_dhaka" }),
    );
    expect(replayed).toBe(false);
    // Over the migration's ৳2000 free-shipping threshold: delivery is free (the rule has its own tests below).
    expect(order).toMatchObject({
      status: "pending",
      delivery_location: "outside_dhaka",
      delivery_zone_name: "Outside Dhaka",
      delivery_estimate: "5-7 business days",
      subtotal: "3701.30",
      delivery_charge: "0.00",
      total_amount: "3701.30",
    });
    expect(order.order_number).toMatch(/^HT-[2-9A-HJKMNP-Z]{8}$/);

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      customerPhone: "01712345678",
      customerEmail: null,
      message: null,
      subtotal: "3701.30",
      deliveryCharge: "0.00",
      totalAmount: "3701.30",
      deliveryLocation: "outside_dhaka",
      deliveryZoneName: "Outside Dhaka",
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
    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { message: "  Call first " }));
    expect(order.total_amount).toBe("160.00");
    const [row] = await db.select({ message: orders.message }).from(orders).where(eq(orders.id, order.id));
    expect(row?.message).toBe("Call first");
  });

  it("merges duplicate product lines into one", async () => {
    const { db } = handle();
    const product = await createProduct(db, { price: "200.00", stockQuantity: 10 });
    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 2 }, { product_id: product.id, quantity: 3 }]));
    expect(order.items).toEqual([
      { product_id: product.id, variant_id: expect.any(Number), product_name: product.name, variant_label: null, sku: null, quantity: 5, price: "200.00" },
    ]);
    expect(order.subtotal).toBe("1000.00");
    expect((await stockOf(product.id))?.stock).toBe(5);
  });

  it("refuses merged lines above the per-line maximum", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 5000 });
    expect(await orderRefusal(createOrder(orderRequest([{ product_id: product.id, quantity: 600 }, { product_id: product.id, quantity: 400 }])))).toEqual({
      status: 400,
      message: "Quantity must be at most 999",
    });
  });

  it("refuses inactive and missing products by name, creating nothing", async () => {
    const { db } = handle();
    const hidden = await createProduct(db, { name: "Old Kurta", isActive: false });
    const before = await orderCount();
    expect(await orderRefusal(createOrder(orderRequest([{ product_id: hidden.id, quantity: 1 }])))).toEqual({
      status: 409,
      message: "Old Kurta is no longer available",
    });
    // A deleted product: only the shopper's cart still knows its name.
    expect(await orderRefusal(createOrder(orderRequest([{ product_id: 999_999, quantity: 1 }])))).toEqual({
      status: 409,
      message: "Tampered is no longer available",
    });
    const nameless = OrderRequestSchema.parse({ ...orderCustomer, items: [{ product_id: 999_999, quantity: 1, product_name: "   " }] });
    expect(await orderRefusal(createOrder(nameless))).toEqual({ status: 409, message: "A product in your cart is no longer available" });
    expect(await orderCount()).toBe(before);
    expect((await stockOf(hidden.id))?.stock).toBe(10);
  });

  it("refuses a total too large to store with a 400, before anything is inserted", async () => {
    const { db } = handle();
    // With a charge on every order (no free shipping), so the charge can tip a total over the limit.
    await db.update(shopSettings).set({ freeShippingThreshold: null });
    // numeric(12,2) holds at most ৳9,999,999,999.99: two of the dearest possible product overflow it.
    const dear = await createProduct(db, { name: "Gold Throne", price: "9999999999.99", stockQuantity: 1000 });
    const others = await Promise.all(Array.from({ length: 49 }, () => createProduct(db, { price: "9999999999.99", stockQuantity: 1000 })));
    const before = await orderCount();
    expect(await orderRefusal(createOrder(orderRequest([{ product_id: dear.id, quantity: 2 }])))).toEqual({ status: 400, message: ORDER_TOO_LARGE });
    // The worst case the schema allows: 50 lines × 999 units at the top price.
    const worst = orderRequest([dear, ...others].map((p) => ({ product_id: p.id, quantity: 999 })));
    expect(await orderRefusal(createOrder(worst))).toEqual({ status: 400, message: ORDER_TOO_LARGE });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(dear.id)).toEqual({ stock: 1000, sold: 0 });
    // Even one at the top price does not fit once the delivery charge is added…
    expect(await orderRefusal(createOrder(orderRequest([{ product_id: dear.id, quantity: 1 }])))).toEqual({ status: 400, message: ORDER_TOO_LARGE });
    // …but a total of exactly the maximum does.
    const largest = await createProduct(db, { price: "9999999939.99", stockQuantity: 1 });
    const { order } = await createOrder(orderRequest([{ product_id: largest.id, quantity: 1 }], { delivery_location: "inside_dhaka" }));
    expect(order.total_amount).toBe("9999999999.99");
    await db.update(shopSettings).set({ freeShippingThreshold: "2000.00" });
  });

  it("names the stock left, or says out of stock", async () => {
    const { db } = handle();
    const few = await createProduct(db, { name: "Nakshi Kantha", stockQuantity: 2 });
    const none = await createProduct(db, { name: "Clay Pot", stockQuantity: 0 });
    expect((await orderRefusal(createOrder(orderRequest([{ product_id: few.id, quantity: 3 }])))).message).toBe("Only 2 left of Nakshi Kantha");
    expect((await orderRefusal(createOrder(orderRequest([{ product_id: none.id, quantity: 1 }])))).message).toBe("Clay Pot is out of stock");
  });

  it("leaves no order, no items and no stock change when a later line fails", async () => {
    const { db } = handle();
    const first = await createProduct(db, { stockQuantity: 10 });
    const second = await createProduct(db, { name: "Rare Tea", stockQuantity: 1 });
    const [orders0, items0] = [await orderCount(), await itemCount()];
    const result = await orderRefusal(createOrder(orderRequest([{ product_id: first.id, quantity: 4 }, { product_id: second.id, quantity: 2 }])));
    expect(result).toEqual({ status: 409, message: "Only 1 left of Rare Tea" });
    expect([await orderCount(), await itemCount()]).toEqual([orders0, items0]);
    expect(await stockOf(first.id)).toEqual({ stock: 10, sold: 0 });
    expect(await stockOf(second.id)).toEqual({ stock: 1, sold: 0 });
  });

  it("notes the client address with the order, none without one, and none for a refused order", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Clay Lamp", stockQuantity: 1 });
    const addressOf = async (orderId: string) => (await db.select().from(orderClients).where(eq(orderClients.orderId, orderId)))[0]?.clientAddress;
    const clients = async () => (await db.select({ n: count() }).from(orderClients))[0]?.n;

    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]), undefined, "198.51.100.7");
    expect(await addressOf(order.id)).toBe("198.51.100.7");
    const before = await clients();
    expect(await orderRefusal(createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]), undefined, "198.51.100.8"))).toMatchObject({ status: 409 });
    expect(await clients()).toBe(before);
    await db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, product.id));
    const anonymous = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]));
    expect(await addressOf(anonymous.order.id)).toBeUndefined();
  });

  it("sells exactly the stock to 50 concurrent shoppers and refuses the rest cleanly", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Last Units", stockQuantity: 10 });
    const [ordersBefore, eventsBefore] = [await orderCount(), await eventCount()];
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]))));
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
    // On PostgreSQL most refusals come under the stock lock, after the order's rows were written: each is undone whole.
    expect(await orderCount()).toBe((ordersBefore ?? 0) + 10);
    expect(await eventCount()).toBe((eventsBefore ?? 0) + 10);
    // Placed orders counted once, refused ones (undone under the stock lock) not at all.
    await expectCountersToAgree();
  });

  it("draws a new order number when the first one is taken", async () => {
    const { db } = handle();
    const product = await createProduct(db);
    const { order: first } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]));
    vi.mocked(generateOrderNumber).mockReturnValueOnce(first.order_number);
    const { order: second } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]));
    expect(second.order_number).not.toBe(first.order_number);
    expect(vi.mocked(generateOrderNumber)).toHaveBeenCalled();
    await expectCountersToAgree();
  });

  describe("delivery zones and free shipping, from the database", () => {
    const setThreshold = (value: string | null) => handle().db.update(shopSettings).set({ freeShippingThreshold: value });

    it("charges the zone's charge up to the threshold and nothing one poisha over it", async () => {
      const { db } = handle();
      await setThreshold("1000.00");
      const exact = await createProduct(db, { price: "1000.00", stockQuantity: 5 });
      const over = await createProduct(db, { price: "1000.01", stockQuantity: 5 });
      const atThreshold = await createOrder(orderRequest([{ product_id: exact.id, quantity: 1 }], { delivery_location: "outside_dhaka" }));
      expect(atThreshold.order).toMatchObject({ subtotal: "1000.00", delivery_charge: "120.00", total_amount: "1120.00" });
      const justOver = await createOrder(orderRequest([{ product_id: over.id, quantity: 1 }], { delivery_location: "outside_dhaka" }));
      expect(justOver.order).toMatchObject({ subtotal: "1000.01", delivery_charge: "0.00", total_amount: "1000.01" });
      // No threshold: every order pays its zone's charge.
      await setThreshold(null);
      const noThreshold = await createOrder(orderRequest([{ product_id: over.id, quantity: 3 }], { delivery_location: "inside_dhaka" }));
      expect(noThreshold.order).toMatchObject({ subtotal: "3000.03", delivery_charge: "60.00", total_amount: "3060.03" });
      await setThreshold("2000.00");
    });

    it("stores the zone's name, charge and estimate as they were: a later edit changes no order", async () => {
      const { db } = handle();
      const product = await createProduct(db, { price: "500.00", stockQuantity: 5 });
      await db.insert(deliveryZones).values({ key: "dhaka_suburbs", name: "Dhaka suburbs", charge: "100.00", estimate: "2-4 business days", displayOrder: 5 });
      const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "dhaka_suburbs", area: "Savar" }));
      expect(order).toMatchObject({ delivery_location: "dhaka_suburbs", delivery_zone_name: "Dhaka suburbs", delivery_charge: "100.00", total_amount: "600.00" });

      await db.update(deliveryZones).set({ name: "Greater Dhaka", charge: "80.50", estimate: "1-2 business days" }).where(eq(deliveryZones.key, "dhaka_suburbs"));
      const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored).toMatchObject({ area: "Savar", deliveryZoneName: "Dhaka suburbs", deliveryEstimate: "2-4 business days", deliveryCharge: "100.00", totalAmount: "600.00" });
      const { order: next } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "dhaka_suburbs" }));
      expect(next).toMatchObject({ delivery_zone_name: "Greater Dhaka", delivery_estimate: "1-2 business days", delivery_charge: "80.50", total_amount: "580.50" });
    });

    it("stores the zone's Bangla name and estimate as they were too, and none when the zone has none", async () => {
      const { db } = handle();
      const product = await createProduct(db, { price: "500.00", stockQuantity: 5 });
      await db.insert(deliveryZones).values({ key: "chattogram", name: "Chattogram city", nameBn: "চট্টগ্রাম শহর", charge: "90.00", estimate: "2-3 business days", estimateBn: "২-৩ কর্মদিবস", displayOrder: 6 });
      const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "chattogram" }));
      // The order API answers in English, as before.
      expect(order).toMatchObject({ delivery_zone_name: "Chattogram city", delivery_estimate: "2-3 business days" });

      await db.update(deliveryZones).set({ nameBn: "বন্দরনগরী", estimateBn: "১-২ কর্মদিবস" }).where(eq(deliveryZones.key, "chattogram"));
      const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored).toMatchObject({ deliveryZoneName: "Chattogram city", deliveryZoneNameBn: "চট্টগ্রাম শহর", deliveryEstimate: "2-3 business days", deliveryEstimateBn: "২-৩ কর্মদিবস" });

      const { order: plain } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "outside_dhaka" }));
      const [storedPlain] = await db.select().from(orders).where(eq(orders.id, plain.id));
      expect(storedPlain).toMatchObject({ deliveryZoneName: "Outside Dhaka", deliveryZoneNameBn: null, deliveryEstimateBn: null });
    });

    it("refuses an inactive or unknown zone with a 400 before taking any stock", async () => {
      const { db } = handle();
      const product = await createProduct(db, { price: "500.00", stockQuantity: 5 });
      await db.insert(deliveryZones).values({ key: "hill_tracts", name: "Hill Tracts", charge: "200.00", estimate: "7-10 business days", isActive: false });
      const orderCount = async () => (await db.select({ n: count() }).from(orders))[0]?.n;
      const before = await orderCount();
      expect(await orderRefusal(createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "hill_tracts" })))).toEqual({
        status: 400,
        message: 'We do not deliver to "hill_tracts". Please choose another delivery location.',
      });
      expect((await orderRefusal(createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "mars" })))).status).toBe(400);
      expect(await orderCount()).toBe(before);
      expect(await stockOf(product.id)).toEqual({ stock: 5, sold: 0 });
    });

    it("uses the first active zone by display order when none is named", async () => {
      const { db } = handle();
      const product = await createProduct(db, { price: "100.00", stockQuantity: 5 });
      const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: undefined }));
      expect(order).toMatchObject({ delivery_location: "inside_dhaka", delivery_charge: "60.00" });
      await db.update(deliveryZones).set({ isActive: false }).where(eq(deliveryZones.key, "inside_dhaka"));
      const { order: second } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: null }));
      expect(second).toMatchObject({ delivery_location: "outside_dhaka", delivery_charge: "120.00" });
      await db.update(deliveryZones).set({ isActive: true }).where(eq(deliveryZones.key, "inside_dhaka"));
    });
  });
});

describe(`createOrder idempotency (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });
  const key = () => crypto.randomUUID();

  it("returns the first order for a repeat of the same request, and refuses the key for another request", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = orderRequest([{ product_id: product.id, quantity: 2 }]);
    const idempotencyKey = key();
    const first = await createOrder(body, { idempotencyKey, requestHash: hashOrderRequest(body) });
    // The same order with the lines split differently is the same request.
    const same = orderRequest([{ product_id: product.id, quantity: 1 }, { product_id: product.id, quantity: 1 }]);
    const again = await createOrder(same, { idempotencyKey, requestHash: hashOrderRequest(same) });
    expect(again).toEqual({ order: first.order, replayed: true });

    const other = orderRequest([{ product_id: product.id, quantity: 3 }]);
    expect((await orderRefusal(createOrder(other, { idempotencyKey, requestHash: hashOrderRequest(other) }))).status).toBe(422);
    const [stock] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock?.stock).toBe(8);
  });

  it("creates one order for 20 concurrent requests with one key", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
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
    const tooMany = orderRequest([{ product_id: product.id, quantity: 2 }]);
    await orderRefusal(createOrder(tooMany, { idempotencyKey, requestHash: hashOrderRequest(tooMany) }));
    const fits = orderRequest([{ product_id: product.id, quantity: 1 }]);
    expect((await createOrder(fits, { idempotencyKey, requestHash: hashOrderRequest(fits) })).replayed).toBe(false);
  });

  it(`forgets keys after ${IDEMPOTENCY_WINDOW_HOURS} hours`, async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 10 });
    const body = orderRequest([{ product_id: product.id, quantity: 1 }]);
    const options = { idempotencyKey: key(), requestHash: hashOrderRequest(body) };
    const first = await createOrder(body, options);
    await expireIdempotencyKey(db, options.idempotencyKey);
    const second = await createOrder(body, options);
    expect(second.replayed).toBe(false);
    expect(second.order.id).not.toBe(first.order.id);
    const rows = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, options.idempotencyKey));
    expect(rows).toMatchObject([{ orderId: second.order.id }]);
  });
});
