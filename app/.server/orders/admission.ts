import { sql } from "drizzle-orm";
import { getDb } from "../db";
import { idempotencyKeys } from "../db/schema";
import { maybeSweepRateLimits, rateLimitCounter, rateLimitResult } from "../rate-limit";
import { KEY_REUSED, OrderError } from "./errors";
import { type IdempotencyClaim, idempotencyWindow } from "./idempotency";
import { type PlacedOrder, readPlacedOrder } from "./read";

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
export async function admitOrderRequest(limits: { requests: OrderLimit; orders: OrderLimit }, idempotency?: IdempotencyClaim): Promise<OrderAdmission> {
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
        and ${idempotencyKeys.createdAt} >= now() - ${idempotencyWindow}
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
