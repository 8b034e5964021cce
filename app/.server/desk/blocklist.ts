import { desc, eq } from "drizzle-orm";
import { MAX_BLOCK_REASON } from "~/lib/desk";
import { normalizeBdPhone, PHONE_ERROR } from "~/lib/phone";
import { isUuid } from "~/lib/uuid";
import { type AuditActor, recordAudit } from "../audit";
import { getDb } from "../db";
import { blockedPhones, orders } from "../db/schema";
import { OrderError } from "../orders/errors";

/** Blocks a phone (any Bangladesh spelling, stored 01XXXXXXXXX) with a reason; blocking it again updates the reason. */
export async function blockPhone(input: string, reason: string, blockedBy: string, audit?: AuditActor): Promise<string> {
  const phone = normalizeBdPhone(input);
  if (!phone) throw new OrderError(PHONE_ERROR, 400);
  const why = reason.trim();
  if (!why) throw new OrderError("Please give a reason", 400);
  if (why.length > MAX_BLOCK_REASON) throw new OrderError(`The reason can be at most ${MAX_BLOCK_REASON} characters`, 400);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(blockedPhones)
      .values({ phone, reason: why, blockedBy })
      .onConflictDoUpdate({
        target: blockedPhones.phone,
        set: { reason: why, blockedBy, createdAt: new Date() },
      });
    if (audit)
      await recordAudit(tx, audit, {
        kind: "blocklist",
        summary: `Blocked ${phone}: ${why}`,
      });
  });
  return phone;
}

/** Blocks the phone an order was placed from (read from the order, never from the browser). */
export async function blockPhoneOfOrder(orderId: string, reason: string, blockedBy: string, audit?: AuditActor): Promise<string> {
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  const [order] = await db.select({ phone: orders.customerPhone }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw new OrderError("Order not found", 404);
  return blockPhone(order.phone, reason.slice(0, MAX_BLOCK_REASON), blockedBy, audit);
}

/** Unblocks a phone; false when it was not blocked. */
export async function unblockPhone(input: string, audit?: AuditActor): Promise<boolean> {
  const phone = normalizeBdPhone(input);
  if (!phone) return false;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const removed = await tx.delete(blockedPhones).where(eq(blockedPhones.phone, phone)).returning({ phone: blockedPhones.phone });
    if (audit && removed.length)
      await recordAudit(tx, audit, {
        kind: "blocklist",
        summary: `Unblocked ${phone}`,
      });
    return removed.length > 0;
  });
}

/** Every blocked phone, most recently blocked first. */
export async function listBlockedPhones() {
  const db = await getDb();
  return db.select().from(blockedPhones).orderBy(desc(blockedPhones.createdAt), blockedPhones.phone);
}
