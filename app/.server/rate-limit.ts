import { type SQL, sql } from "drizzle-orm";
import { getDb } from "./db";
import { requestLimits } from "./db/schema";

// Windows are at most this long; counters older than it are dead and swept now and then.
const MAX_WINDOW_MS = 24 * 60 * 60_000;
const SWEEP_PROBABILITY = 0.01;

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window of `windowMs` milliseconds and says whether it
 * is within `limit`. One atomic upsert on request_limits, timed by the database clock, so every
 * instance shares the same counters. retryAfterSeconds is 0 when allowed.
 */
export async function consumeRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const db = await getDb();
  await maybeSweepRateLimits();
  const result = await db.execute<RateLimitRow>(rateLimitCounter(key, limit, windowMs));
  const row = result.rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return rateLimitResult(row, limit);
}

/** What a counter statement returns: the count in the window and the seconds left in it. */
export type RateLimitRow = { count: number | string; retry_after: string | number };

/** Now and then deletes dead counters: one row per client and purpose, kept small without a scheduler. */
export async function maybeSweepRateLimits(): Promise<void> {
  if (Math.random() < SWEEP_PROBABILITY) await sweepRateLimits();
}

/** Refuses a window longer than the sweep keeps counters for. */
function checkRateLimitWindow(windowMs: number) {
  if (windowMs > MAX_WINDOW_MS) throw new RangeError(`rate limit windows may be at most ${MAX_WINDOW_MS} ms`);
}

/**
 * The upsert that counts one request against `key` (returning a RateLimitRow), as SQL to run on its
 * own or inside a larger statement; with `onlyIf`, it counts only when that condition holds.
 */
export function rateLimitCounter(key: string, limit: number, windowMs: number, onlyIf: SQL = sql`true`): SQL {
  checkRateLimitWindow(windowMs);
  const window = sql`(cast(${windowMs} as integer) * interval '1 millisecond')`;
  const expired = sql`${requestLimits.windowStart} <= now() - ${window}`;
  return sql`
    insert into ${requestLimits} (key, window_start, count) select ${key}, now(), 1 where ${onlyIf}
    on conflict (key) do update set
      window_start = case when ${expired} then now() else ${requestLimits.windowStart} end,
      -- Capped so a flood cannot overflow the integer; anything above the limit is refused anyway.
      count = case when ${expired} then 1 else least(${requestLimits.count} + 1, cast(${limit} as integer) + 1) end
    returning count, ceil(extract(epoch from (window_start + ${window} - now()))) as retry_after`;
}

/** Reads a counter statement's row against its limit. */
export function rateLimitResult(row: RateLimitRow, limit: number): RateLimitResult {
  const allowed = Number(row.count) <= limit;
  return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Number(row.retry_after)) };
}

/** Deletes counters whose window ended more than a day ago (they can only restart at 1). */
export async function sweepRateLimits(): Promise<void> {
  const db = await getDb();
  await db
    .delete(requestLimits)
    .where(sql`${requestLimits.windowStart} < now() - (cast(${MAX_WINDOW_MS} as integer) * interval '1 millisecond')`);
}

/**
 * Gives back one request counted by an allowed consumeRateLimit() call that turned out not to count
 * (e.g. a sign-in attempt reserved before it ran that then succeeded). Never below zero.
 */
export async function refundRateLimit(key: string, windowMs: number): Promise<void> {
  const db = await getDb();
  // Only within the window that counted it: after a rollover the request belongs to no window, and
  // taking one off the new window's count would hand out an extra attempt.
  await db
    .update(requestLimits)
    .set({ count: sql`greatest(${requestLimits.count} - 1, 0)` })
    .where(sql`${requestLimits.key} = ${key} and ${requestLimits.windowStart} > now() - (cast(${windowMs} as integer) * interval '1 millisecond')`);
}

/** Forgets the counter of `key` (e.g. failed sign-ins after a successful one). */
export async function resetRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(requestLimits).where(sql`${requestLimits.key} = ${key}`);
}
