import { sql } from "drizzle-orm";

/**
 * How long an Idempotency-Key answers with its first order: a retry within it gets that order, a
 * key older than it counts as unused. The one place the window is set: the admission's replay
 * lookup, place_order's key claim (drizzle/functions/place_order.sql) and the key sweep all take it from here.
 */
export const IDEMPOTENCY_WINDOW_HOURS = 24;

/** The window as an SQL interval. */
export const idempotencyWindow = sql`make_interval(hours => ${IDEMPOTENCY_WINDOW_HOURS})`;

/** An order request's Idempotency-Key and the hash of its normalised body. */
export type IdempotencyClaim = { idempotencyKey: string; requestHash: string };
