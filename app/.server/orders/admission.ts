import { sql } from "drizzle-orm";
import { getDb } from "../db";
import { blockedPhones, idempotencyKeys } from "../db/schema";
import { maybeSweepRateLimits, rateLimitCounter, rateLimitResult } from "../rate-limit";
import { KEY_REUSED, OrderError } from "./errors";
import { type IdempotencyClaim, idempotencyWindow } from "./idempotency";
import { type PlacedOrder, readPlacedOrder } from "./read";

/** A per-client counter: at most `limit` requests per `windowMs`. */
export type OrderLimit = { key: string; limit: number; windowMs: number };

export type OrderAdmission =
  | { admitted: true }
  | { admitted: false; blocked: true }
  | { admitted: false; replay: PlacedOrder }
  | { admitted: false; retryAfterSeconds: number };

type AdmissionRow = {
  blocked: boolean;
  requests_count: number | string | null;
  requests_retry_after: number | string | null;
  request_hash: string | null;
  order_id: string | null;
  orders_count: number | string | null;
  orders_retry_after: number | string | null;
};

/**
 * The admission as one statement. A blocked phone counts against nothing: both counters insert only
 * when it is not.
 */
function admissionQuery(limits: { requests: OrderLimit; orders: OrderLimit }, phone: string, idempotencyKey: string | null) {
  const { requests, orders: orderLimit } = limits;
  const notBlocked = sql`not (select b.blocked from blocked b)`;
  return sql`
    with blocked as (select exists (select 1 from ${blockedPhones} where ${blockedPhones.phone} = ${phone}) as blocked),
    requests as (${rateLimitCounter(requests.key, requests.limit, requests.windowMs, notBlocked)}),
    earlier as (
      select ${idempotencyKeys.requestHash} as request_hash, ${idempotencyKeys.orderId} as order_id from ${idempotencyKeys}
      where ${idempotencyKeys.key} = ${idempotencyKey} and ${idempotencyKeys.orderId} is not null
        and ${idempotencyKeys.createdAt} >= now() - ${idempotencyWindow}
    ),
    order_limit as (${rateLimitCounter(
      orderLimit.key,
      orderLimit.limit,
      orderLimit.windowMs,
      sql`${notBlocked} and (select r.count from requests r) <= ${requests.limit} and not exists (select 1 from earlier)`,
    )})
    select b.blocked, r.count as requests_count, r.retry_after as requests_retry_after, e.request_hash, e.order_id,
      o.count as orders_count, o.retry_after as orders_retry_after
    from blocked b left join requests r on true left join earlier e on true left join order_limit o on true`;
}

/**
 * Everything an order request goes through before its transaction, in one statement (one round trip
 * instead of four, which is what bounds orders per second): refuses a blocked phone (already
 * normalised) before anything is counted; counts the request against the client's request ceiling;
 * finds the order an earlier request with the same idempotency key placed (a retry whose answer got
 * lost: it gets that order and counts against nothing else); otherwise counts it against the
 * client's order limit. Throws OrderError 422 when the key was used for a different request.
 */
export async function admitOrderRequest(
  limits: { requests: OrderLimit; orders: OrderLimit },
  phone: string,
  idempotency?: IdempotencyClaim,
): Promise<OrderAdmission> {
  const db = await getDb();
  // Built before anything runs: a window longer than the sweep keeps counters for throws here.
  const query = admissionQuery(limits, phone, idempotency?.idempotencyKey ?? null);
  await maybeSweepRateLimits();
  const { requests, orders: orderLimit } = limits;
  const result = await db.execute<AdmissionRow>(query);
  const row = result.rows[0];
  if (!row) throw new Error("order admission returned no row");
  if (row.blocked) return { admitted: false, blocked: true };
  const ceiling = rateLimitResult({ count: row.requests_count ?? 0, retry_after: row.requests_retry_after ?? 0 }, requests.limit);
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
