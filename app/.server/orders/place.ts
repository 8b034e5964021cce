import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "~/lib/cart";
import { deliveryChargePoisha, orderTotalPoisha } from "~/lib/delivery";
import { poishaToDecimal, toPoisha } from "~/lib/money";
import type { OrderRequest } from "~/lib/schemas/checkout";
import { type Db, getDb } from "../db";
import { NUMERIC_VALUE_OUT_OF_RANGE, pgError } from "../db/errors";
import { products } from "../db/schema";
import { describeLine } from "../variants";
import { generateOrderNumber } from "../order-number";
import { KEY_REUSED, ORDER_TOO_LARGE, OrderError, shortStockMessage } from "./errors";
import { type IdempotencyClaim, idempotencyWindow } from "./idempotency";
import { type PlacedOrder, readPlacedOrder } from "./read";
import { maybeSweepIdempotencyKeys } from "./sweep";

type Line = { productId: number | null; variantId: number | null; quantity: number };

const ORDER_NUMBER_ATTEMPTS = 5;

const lineKey = (item: { product_id?: number; variant_id?: number }) => `${item.product_id ?? ""}:${item.variant_id ?? ""}`;

/**
 * One line per product and variant (quantities summed), sorted, so equal baskets hash equally
 * (place_order locks rows in its own order: ascending product, then variant).
 */
function mergeLines(items: OrderRequest["items"]): Line[] {
  const lines = new Map<string, Line>();
  for (const item of items) {
    const key = lineKey(item);
    const line = lines.get(key) ?? { productId: item.product_id ?? null, variantId: item.variant_id ?? null, quantity: 0 };
    line.quantity += item.quantity;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0) || (a.variantId ?? 0) - (b.variantId ?? 0));
}

/**
 * The name the shopper's cart showed for each product (first non-empty one). Only for naming a
 * product the database no longer has in a refusal sent back to the same shopper; never stored.
 */
function clientNames(items: OrderRequest["items"]): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of items) {
    for (const key of [`p${item.product_id}`, `v${item.variant_id}`]) if (item.product_name && !names.has(key)) names.set(key, item.product_name);
  }
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
  const wanted = JSON.stringify(lines.map((line) => ({ product_id: line.productId, variant_id: line.variantId, quantity: line.quantity })));
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
      if (refusal?.code === ZONE_UNAVAILABLE && refusal.message.startsWith("options:")) {
        throw new OrderError(await optionsMissingMessage(db, Number(refusal.message.split(":")[1])), 400);
      }
      if (refusal?.code === ZONE_UNAVAILABLE) throw new OrderError(zoneUnavailableMessage(input.delivery_location), 400);
      if (refusal?.code === LINE_UNAVAILABLE) {
        const [, product, variant] = refusal.message.split(":");
        const fromCart = namesFromCart.get(`p${product}`) ?? namesFromCart.get(`v${variant}`);
        throw await unavailableError(db, Number(product) || null, Number(variant) || null, fromCart);
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
        // The API's line shape: the Bangla label place_order also returned stays with the stored line.
        items: outcome.lines.map(({ product_id, variant_id, product_name, variant_label, sku, quantity, price }) => ({
          product_id,
          variant_id,
          product_name,
          variant_label,
          sku,
          quantity,
          price,
        })),
      },
    };
  }
  throw new Error(`no free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
}

// The SQLSTATEs place_order raises (drizzle/functions/place_order.sql); HT400 is also "options:<product id>".
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
      lines: (PlacedOrder["items"][number] & { variant_label_bn: string | null })[];
    };

/** Why a line's stock could not be taken, as a shopper-readable 409 naming the product and its variant's label. */
async function unavailableError(db: Db, productId: number | null, variantId: number | null, nameFromCart: string | undefined): Promise<OrderError> {
  const line = await describeLine(db, productId, variantId);
  if (!line) {
    return new OrderError(nameFromCart ? `${nameFromCart} is no longer available` : "A product in your cart is no longer available", 409);
  }
  if (!line.isActive) return new OrderError(`${line.name} is no longer available`, 409);
  return new OrderError(shortStockMessage(line.name, line.stock), 409);
}

/** The 400 for a line naming a product with options but no variant. */
async function optionsMissingMessage(db: Db, productId: number): Promise<string> {
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return `${product?.name ?? "This product"} comes in several options: choose one (variant_id) to order it`;
}
