import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { deliveryChargePoisha, orderTotalPoisha } from "~/lib/delivery";
import { poishaToDecimal, toPoisha } from "~/lib/money";
import type { OrderRequest } from "~/lib/schemas/checkout";
import { type Db, getDb } from "../db";
import { NUMERIC_VALUE_OUT_OF_RANGE, pgError } from "../db/errors";
import { products } from "../db/schema";
import { generateOrderNumber } from "../order-number";
import { KEY_REUSED, ORDER_TOO_LARGE, OrderError, shortStockMessage } from "./errors";
import { type IdempotencyClaim, idempotencyWindow } from "./idempotency";
import { type PlacedOrder, readPlacedOrder } from "./read";
import { maybeSweepIdempotencyKeys } from "./sweep";

type Line = { productId: number; quantity: number };

const ORDER_NUMBER_ATTEMPTS = 5;

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

/**
 * Places an order in one statement (the database function place_order): takes stock for every line
 * (ascending product id, conditional updates, so stock never goes negative), prices it from the
 * database (the client's amounts are never read), takes the delivery zone's charge and the
 * free-shipping threshold from the database, inserts order, items and the first status event.
 * With an idempotency key, a repeat of the same request returns the first order (replayed: true).
 * With a client address, notes it beside the order in the same transaction (order_clients).
 * Throws OrderError: 400 bad quantity, unknown or inactive delivery zone or a total too large to
 * store, 409 unavailable product or short stock, 422 key reused for another request.
 */
export async function createOrder(
  input: OrderRequest,
  idempotency?: IdempotencyClaim,
  clientAddress?: string,
): Promise<{ order: PlacedOrder; replayed: boolean }> {
  const lines = mergeLines(input.items);
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw new OrderError(`Quantity must be at most ${MAX_LINE_QUANTITY}`, 400);
  }
  const namesFromCart = clientNames(input.items);
  const db = await getDb();
  // Now and then, before the order: a sweep must never make an order wait or fail.
  if (idempotency) await maybeSweepIdempotencyKeys();

  const order = JSON.stringify({
    customer_name: input.customer_name,
    customer_phone: input.customer_phone,
    shipping_address: input.shipping_address,
    city: input.city,
    area: input.area,
    delivery_location: input.delivery_location,
    message: input.message || null,
    // Noted with the order (drizzle/0026) for the desk's burst flag; never shown to the shopper.
    client_address: clientAddress ?? null,
  });
  const wanted = JSON.stringify(lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })));
  // Order numbers are random; a collision with an existing one is rare but possible: draw again.
  for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS; attempt++) {
    let outcome: PlaceOrderOutcome;
    try {
      // One statement (drizzle/functions/place_order.sql): the key's claim, the stock of every line,
      // the order, its lines and first status event, committed together or not at all.
      const [key, hash] = [idempotency?.idempotencyKey ?? null, idempotency?.requestHash ?? null];
      const result = await db.execute<{ outcome: PlaceOrderOutcome }>(
        sql`select place_order(${key}, ${hash}, ${idempotencyWindow}, ${generateOrderNumber()}, cast(${order} as jsonb), cast(${wanted} as jsonb)) as outcome`,
      );
      outcome = result.rows[0]!.outcome;
    } catch (error) {
      const refusal = pgError(error);
      if (refusal?.code === ORDER_NUMBER_TAKEN) continue;
      if (refusal?.code === ZONE_UNAVAILABLE) throw new OrderError(zoneUnavailableMessage(input.delivery_location), 400);
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
    // And it applied the free-shipping rule to the zone's charge: app/lib's rule must give the same.
    const threshold = outcome.threshold === null ? null : toPoisha(outcome.threshold);
    const charge = deliveryChargePoisha(toPoisha(outcome.zone_charge), subtotal, threshold);
    if (poishaToDecimal(charge) !== outcome.delivery_charge) throw new Error("delivery charge differs between server and database");
    return {
      replayed: false,
      order: {
        id: outcome.id,
        order_number: outcome.order_number,
        status: "pending",
        delivery_location: outcome.delivery_location,
        delivery_zone_name: outcome.zone_name,
        delivery_estimate: outcome.estimate,
        subtotal: poishaToDecimal(subtotal),
        delivery_charge: poishaToDecimal(charge),
        total_amount: poishaToDecimal(orderTotalPoisha(subtotal, charge)),
        created_at: new Date(outcome.created_at).toISOString(),
        items: outcome.lines,
      },
    };
  }
  throw new Error(`no free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
}

// The SQLSTATEs place_order raises (drizzle/functions/place_order.sql).
const ORDER_NUMBER_TAKEN = "HT001";
const LINE_UNAVAILABLE = "HT409";
const ZONE_UNAVAILABLE = "HT400";

/** The 400 for a delivery_location that is not an active zone (null: no zone is active at all). */
export function zoneUnavailableMessage(key: string | null): string {
  return key === null
    ? "We are not taking deliveries at the moment. Please try again later."
    : `We do not deliver to "${key}". Please choose another delivery location.`;
}

type PlaceOrderOutcome =
  | { outcome: "replay"; request_hash: string; order_id: string | null }
  | {
      outcome: "placed";
      id: string;
      order_number: string;
      created_at: string;
      subtotal: string;
      delivery_location: string;
      zone_name: string;
      zone_charge: string;
      estimate: string;
      threshold: string | null;
      delivery_charge: string;
      lines: { product_id: number; product_name: string; quantity: number; price: string }[];
    };

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
