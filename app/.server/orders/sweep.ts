import { sql } from "drizzle-orm";
import { getDb } from "../db";
import { idempotencyKeys } from "../db/schema";
import { describeError, logger } from "../logger";
import { idempotencyWindow } from "./idempotency";

const SWEEP_PROBABILITY = 0.05;

/** Deletes idempotency keys older than the window (expired keys are also taken over when reused). */
export async function sweepIdempotencyKeys(): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${idempotencyWindow}`);
}

/** Sweeps now and then (one call in twenty); a failed sweep is logged, never thrown: it must not make an order fail. */
export async function maybeSweepIdempotencyKeys(): Promise<void> {
  if (Math.random() >= SWEEP_PROBABILITY) return;
  await sweepIdempotencyKeys().catch((error: unknown) => logger.warn({ err: describeError(error) }, "idempotency key sweep failed"));
}
