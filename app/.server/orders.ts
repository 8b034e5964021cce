import { createHash } from "node:crypto";
import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { type DeliveryLocation, deliveryChargePoisha, orderTotalPoisha } from "~/lib/delivery";
import { poishaToDecimal, toPoisha } from "~/lib/money";
import { isOrderStatus, type OrderStatus } from "~/lib/order-status";
import type { OrderRequest } from "~/lib/schemas/checkout";
import { type Db, getDb, type Tx } from "./db";
import { NUMERIC_VALUE_OUT_OF_RANGE, pgError } from "./db/errors";
import { idempotencyKeys, orderItems, orders, orderStatusEvents, products } from "./db/schema";
import { describeError, logger } from "./logger";
import { generateOrderNumber } from "./order-number";
import { maybeSweepRateLimits, rateLimitCounter, rateLimitResult } from "./rate-limit";

/** A refusal with a message a shopper or admin can read, and the HTTP status that fits it. */
export class OrderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "OrderError";
  }
}

/** An order as the order API returns it (amounts are decimal taka strings). */
export type PlacedOrder = {
  id: string;
  order_number: string;
  status: OrderStatus;
  delivery_location: DeliveryLocation;
  subtotal: string;
  delivery_charge: string;
  total_amount: string;
  created_at: string;
  items: { product_id: number | null; product_name: string; quantity: number; price: string }[];
};

type Line = { productId: number; quantity: number };

const IDEMPOTENCY_TTL = sql`interval '24 hours'`;
const KEY_REUSED = "This checkout was already used for a different order. Please reload the page and try again.";
const SWEEP_PROBABILITY = 0.05;
const ORDER_NUMBER_ATTEMPTS = 5;
export const ORDER_TOO_LARGE = "This order is too large to place online. Please lower the quantities.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a UUID string: ids from URLs are checked before they reach a uuid column (which would throw). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** One line per product (quantities summed), in ascending product id: the order every transaction locks rows in. */
function mergeLines(items: OrderRequest["items"]): Line[] {
  const quantities = new Map<number, number>();
  for (const item of items) quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
  return [...quantities]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .sort((a, b) => a.productId - b.productId);
}

/**
 * The name the shopper's cart showed for each product (first non-empty one). Only for naming a
 * product the database no longer has in a refusal sent back to the same shopper; never stored.
 */
function clientNames(items: OrderRequest["items"]): Map<number, string> {
  const names = new Map<number, string>();
  for (const item of items) if (item.product_name && !names.has(item.product_id)) names.set(item.product_id, item.product_name);
  return names;
}

/** SHA-256 of a validated order request with its lines merged and sorted, so equal orders hash equally. */
export function hashOrderRequest(input: OrderRequest): string {
  const normalised = { ...input, items: mergeLines(input.items) };
  return createHash("sha256").update(JSON.stringify(normalised)).digest("hex");
}

function shortStockMessage(name: string, stock: number, suffix = "") {
  return stock > 0 ? `Only ${stock} left of ${name}${suffix}` : `${name} is out of stock${suffix}`;
}

/**
 * Places an order in one statement (the database function place_order): takes stock for every line
 * (ascending product id, conditional updates, so stock never goes negative), prices it from the
 * database (the client's amounts are never read), inserts order, items and the first status event.
 * With an idempotency key, a repeat of the same request returns the first order (replayed: true).
 * Throws OrderError: 400 bad quantity or a total too large to store, 409 unavailable product or short
 * stock, 422 key reused for another request.
 */
export async function createOrder(
  input: OrderRequest,
  idempotency?: { idempotencyKey: string; requestHash: string },
): Promise<{ order: PlacedOrder; replayed: boolean }> {
  const lines = mergeLines(input.items);
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw new OrderError(`Quantity must be at most ${MAX_LINE_QUANTITY}`, 400);
  }
  const namesFromCart = clientNames(input.items);
  const db = await getDb();
  // Now and then, before the order: a sweep must never make an order wait or fail.
  if (idempotency && Math.random() < SWEEP_PROBABILITY) {
    await sweepIdempotencyKeys().catch((error: unknown) => logger.warn({ err: describeError(error) }, "idempotency key sweep failed"));
  }

  const charge = deliveryChargePoisha(input.delivery_location);
  const order = JSON.stringify({
    customer_name: input.customer_name,
    customer_phone: input.customer_phone,
    shipping_address: input.shipping_address,
    city: input.city,
    delivery_location: input.delivery_location,
    delivery_charge: poishaToDecimal(charge),
    message: input.message || null,
  });
  const wanted = JSON.stringify(lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })));
  // Order numbers are random; a collision with an existing one is rare but possible: draw again.
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    let outcome: PlaceOrderOutcome;
    try {
      // One statement (drizzle/0011_place_order_function.sql): the key's claim, the stock of every
      // line, the order, its lines and first status event, committed together or not at all.
      const result = await db.execute<{ outcome: PlaceOrderOutcome }>(
        sql`select place_order(${idempotency?.idempotencyKey ?? null}, ${idempotency?.requestHash ?? null}, ${generateOrderNumber()}, cast(${order} as jsonb), cast(${wanted} as jsonb)) as outcome`,
      );
      outcome = result.rows[0]!.outcome;
    } catch (error) {
      const refusal = pgError(error);
      if (refusal?.code === ORDER_NUMBER_TAKEN) continue;
      if (refusal?.code === LINE_UNAVAILABLE) {
        const productId = Number(refusal.message.split(":")[1]);
        throw await unavailableError(db, productId, namesFromCart.get(productId));
      }
      // numeric(12,2) holds every order amount: a sum beyond it is an order no shop takes online.
      if (refusal?.code === NUMERIC_VALUE_OUT_OF_RANGE) throw new OrderError(ORDER_TOO_LARGE, 400);
      throw error;
    }

    if (outcome.outcome === "replay") {
      if (outcome.request_hash !== idempotency?.requestHash) throw new OrderError(KEY_REUSED, 422);
      const replay = outcome.order_id ? await readPlacedOrder(db, outcome.order_id) : undefined;
      // Only possible if the key's order was deleted since.
      if (!replay) throw new OrderError("Your order could not be confirmed. Please try again.", 409);
      return { order: replay, replayed: true };
    }

    const subtotal = outcome.lines.reduce((sum, line) => sum + toPoisha(line.price) * line.quantity, 0);
    // The database summed the same prices in numeric; the two must agree to the poisha.
    if (poishaToDecimal(subtotal) !== outcome.subtotal) throw new Error("order subtotal differs between server and database");
    return {
      replayed: false,
      order: {
        id: outcome.id,
        order_number: outcome.order_number,
        status: "pending",
        delivery_location: input.delivery_location,
        subtotal: poishaToDecimal(subtotal),
        delivery_charge: poishaToDecimal(charge),
        total_amount: poishaToDecimal(orderTotalPoisha(subtotal, input.delivery_location)),
        created_at: new Date(outcome.created_at).toISOString(),
        items: outcome.lines,
      },
    };
  }
  throw new Error(`no free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
}

// The SQLSTATEs place_order raises (drizzle/0011_place_order_function.sql).
const ORDER_NUMBER_TAKEN = "HT001";
const LINE_UNAVAILABLE = "HT409";

type PlaceOrderOutcome =
  | { outcome: "replay"; request_hash: string; order_id: string | null }
  | {
      outcome: "placed";
      id: string;
      order_number: string;
      created_at: string;
      subtotal: string;
      lines: { product_id: number; product_name: string; quantity: number; price: string }[];
    };

/** A per-client counter: at most `limit` requests per `windowMs`. */
export type OrderLimit = { key: string; limit: number; windowMs: number };

export type OrderAdmission = { admitted: true } | { admitted: false; replay: PlacedOrder } | { admitted: false; retryAfterSeconds: number };

/**
 * Everything an order request goes through before its transaction, in one statement (one round trip
 * instead of three, which is what bounds orders per second): counts it against the client's request
 * ceiling; finds the order an earlier request with the same idempotency key placed (a retry whose
 * answer got lost: it gets that order and counts against nothing else); otherwise counts it against
 * the client's order limit. Throws OrderError 422 when the key was used for a different request.
 */
export async function admitOrderRequest(
  limits: { requests: OrderLimit; orders: OrderLimit },
  idempotency?: { idempotencyKey: string; requestHash: string },
): Promise<OrderAdmission> {
  const db = await getDb();
  await maybeSweepRateLimits();
  const { requests, orders: orderLimit } = limits;
  const result = await db.execute<{
    requests_count: number | string;
    requests_retry_after: number | string;
    request_hash: string | null;
    order_id: string | null;
    orders_count: number | string | null;
    orders_retry_after: number | string | null;
  }>(sql`
    with requests as (${rateLimitCounter(requests.key, requests.limit, requests.windowMs)}),
    earlier as (
      select ${idempotencyKeys.requestHash} as request_hash, ${idempotencyKeys.orderId} as order_id from ${idempotencyKeys}
      where ${idempotencyKeys.key} = ${idempotency?.idempotencyKey ?? null} and ${idempotencyKeys.orderId} is not null
        and ${idempotencyKeys.createdAt} >= now() - ${IDEMPOTENCY_TTL}
    ),
    order_limit as (${rateLimitCounter(
      orderLimit.key,
      orderLimit.limit,
      orderLimit.windowMs,
      sql`(select r.count from requests r) <= ${requests.limit} and not exists (select 1 from earlier)`,
    )})
    select r.count as requests_count, r.retry_after as requests_retry_after, e.request_hash, e.order_id,
      o.count as orders_count, o.retry_after as orders_retry_after
    from requests r left join earlier e on true left join order_limit o on true`);
  const row = result.rows[0];
  if (!row) throw new Error("order admission returned no row");
  const ceiling = rateLimitResult({ count: row.requests_count, retry_after: row.requests_retry_after }, requests.limit);
  if (!ceiling.allowed) return { admitted: false, retryAfterSeconds: ceiling.retryAfterSeconds };
  if (row.order_id) {
    if (row.request_hash !== idempotency?.requestHash) throw new OrderError(KEY_REUSED, 422);
    const replay = await readPlacedOrder(db, row.order_id);
    // Only if the order was deleted since: the key's claim in createOrder then says so.
    return replay ? { admitted: false, replay } : { admitted: true };
  }
  const limit = rateLimitResult({ count: row.orders_count ?? 0, retry_after: row.orders_retry_after ?? 0 }, orderLimit.limit);
  return limit.allowed ? { admitted: true } : { admitted: false, retryAfterSeconds: limit.retryAfterSeconds };
}

/** Deletes idempotency keys older than 24 hours (expired keys are also taken over when reused). */
export async function sweepIdempotencyKeys(): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${IDEMPOTENCY_TTL}`);
}

/** Why a line's stock could not be taken, as a shopper-readable 409. */
async function unavailableError(db: Db, productId: number, nameFromCart: string | undefined): Promise<OrderError> {
  const [product] = await db
    .select({ name: products.name, stock: products.stockQuantity, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) {
    return new OrderError(nameFromCart ? `${nameFromCart} is no longer available` : "A product in your cart is no longer available", 409);
  }
  if (!product.isActive) return new OrderError(`${product.name} is no longer available`, 409);
  return new OrderError(shortStockMessage(product.name, product.stock), 409);
}

async function readPlacedOrder(tx: Db | Tx, orderId: string): Promise<PlacedOrder | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select({ product_id: orderItems.productId, product_name: orderItems.productName, quantity: orderItems.quantity, price: orderItems.price })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    delivery_location: order.deliveryLocation,
    subtotal: order.subtotal,
    delivery_charge: order.deliveryCharge,
    total_amount: order.totalAmount,
    created_at: order.createdAt.toISOString(),
    items,
  };
}

/** Units per product of an order (deleted products skipped), in ascending product id (the lock order). */
async function orderProductQuantities(tx: Tx, orderId: string) {
  return tx
    .select({ productId: sql<number>`${orderItems.productId}`, quantity: sql<number>`cast(sum(${orderItems.quantity}) as integer)` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
}

/**
 * Sets an order's status (any to any) and records who did it. Cancelling returns the items to stock
 * and takes them out of sold_count; leaving `cancelled` takes them again. Same status: no-op.
 * Throws OrderError: 404 unknown order, 409 not enough stock to reopen, 400 unknown status.
 */
export async function setOrderStatus(orderId: string, status: OrderStatus, actor: string): Promise<void> {
  if (!isOrderStatus(status)) throw new OrderError("Unknown order status", 400);
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  await db.transaction(async (tx) => {
    // The row lock serialises status changes, so two cancellations restock only once.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new OrderError("Order not found", 404);
    if (order.status === status) return;

    if (status === "cancelled") {
      for (const line of await orderProductQuantities(tx, orderId)) {
        await tx
          .update(products)
          .set({
            stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`,
            // Floored: sold_count may have been corrected by hand since the order was placed.
            soldCount: sql`greatest(${products.soldCount} - ${line.quantity}, 0)`,
          })
          .where(eq(products.id, line.productId));
      }
    } else if (order.status === "cancelled") {
      for (const line of await orderProductQuantities(tx, orderId)) {
        const [taken] = await tx
          .update(products)
          .set({
            stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`,
            soldCount: sql`${products.soldCount} + ${line.quantity}`,
          })
          .where(and(eq(products.id, line.productId), gte(products.stockQuantity, line.quantity)))
          .returning({ id: products.id });
        if (!taken) {
          const [product] = await tx
            .select({ name: products.name, stock: products.stockQuantity })
            .from(products)
            .where(eq(products.id, line.productId));
          throw new OrderError(shortStockMessage(product?.name ?? "A product", product?.stock ?? 0, ": cannot reopen this order"), 409);
        }
      }
    }

    await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({ orderId, fromStatus: order.status, toStatus: status, changedBy: actor });
  });
}

/** What the confirmation page shows; null for an unknown or malformed id. total_amount is decimal taka. */
export async function getOrderForConfirmation(id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      totalAmount: orders.totalAmount,
      deliveryLocation: orders.deliveryLocation,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return order ?? null;
}

/**
 * What the public track page shows for an order number; null when unknown. Deliberately without the
 * customer's name, phone and address: anyone who has the number can see this. Amounts are decimal taka.
 */
export async function getOrderForTracking(orderNumber: string) {
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      deliveryLocation: orders.deliveryLocation,
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      totalAmount: orders.totalAmount,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const items = await db
    .select({ id: orderItems.id, productName: orderItems.productName, quantity: orderItems.quantity, price: orderItems.price })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const { id: _id, ...visible } = order;
  return { ...visible, items };
}
