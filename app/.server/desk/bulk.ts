import { inArray } from "drizzle-orm";
import type { OrderStatus } from "~/lib/order-status";
import { isUuid } from "~/lib/uuid";
import type { AuditActor } from "../audit";
import { getDb } from "../db";
import { orders } from "../db/schema";
import { OrderError } from "../orders/errors";
import { setOrderStatus } from "../orders/status";

/** The most orders one bulk action changes (a page of the list is 20; a generous bound for a hand-made request). */
export const MAX_BULK_ORDERS = 200;

export type BulkResult = {
  updated: number;
  unchanged: number;
  failed: { orderNumber: string; message: string }[];
};

/**
 * Sets the status of each order in turn through setOrderStatus, so each gets what a single change
 * gets (stock on cancel and reopen, its own history event); one order refused (not enough stock to
 * reopen) does not stop the others.
 */
export async function bulkSetOrderStatus(ids: string[], status: OrderStatus, actor: string, audit?: AuditActor): Promise<BulkResult> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) throw new OrderError("Please select at least one order", 400);
  if (unique.length > MAX_BULK_ORDERS) throw new OrderError(`At most ${MAX_BULK_ORDERS} orders at a time`, 400);
  const db = await getDb();
  const numbers = new Map(
    (await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(inArray(orders.id, unique))).map((row) => [
      row.id,
      row.orderNumber,
    ]),
  );
  const result: BulkResult = { updated: 0, unchanged: 0, failed: [] };
  for (const id of unique) {
    const orderNumber = numbers.get(id);
    if (!orderNumber) continue;
    try {
      const previous = await setOrderStatus(id, status, actor, undefined, audit);
      if (previous === status) result.unchanged++;
      else result.updated++;
    } catch (error) {
      if (!(error instanceof OrderError)) throw error;
      result.failed.push({ orderNumber, message: error.message });
    }
  }
  return result;
}
