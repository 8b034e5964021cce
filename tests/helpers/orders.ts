import { eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db";
import { idempotencyKeys } from "~/.server/db/schema";
import { OrderError } from "~/.server/orders/errors";
import { idempotencyWindow } from "~/.server/orders/idempotency";
import { type OrderRequest, OrderRequestSchema } from "~/lib/schemas/checkout";
import { orderCustomer } from "../factories";

/** A validated order request, as the API route hands it over (client money fields included, then stripped). */
export function orderRequest(items: { product_id?: number; variant_id?: number; quantity: number }[], overrides: Record<string, unknown> = {}): OrderRequest {
  return OrderRequestSchema.parse({
    ...orderCustomer,
    ...overrides,
    items: items.map((item) => ({ ...item, product_name: "Tampered", price: 0.01 })),
  });
}

/** The OrderError a promise rejects with, as status and message; throws if it resolves or fails otherwise. */
export async function orderRefusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OrderError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected an OrderError");
}

/** Ages an idempotency key to an hour past the window. */
export async function expireIdempotencyKey(db: Db, key: string) {
  await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now() - ${idempotencyWindow} - interval '1 hour'` })
    .where(eq(idempotencyKeys.key, key));
}
