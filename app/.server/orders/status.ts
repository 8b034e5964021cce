import { eq, sql } from "drizzle-orm";
import type { CancelReason } from "~/lib/desk";
import { isOrderStatus, NOT_RETURNABLE_MESSAGE, ORDER_STATUS_LABELS, type OrderStatus } from "~/lib/order-status";
import { isUuid } from "~/lib/uuid";
import { getDb } from "../db";
import { pgError } from "../db/errors";
import { type AuditActor, recordAudit } from "../audit";
import { orders } from "../db/schema";
import { describeLine } from "../variants";
import { OrderError, shortStockMessage } from "./errors";

/** A change made only if the order still has `expected` (the desk's Confirmed and Cancel), with a cancel reason. */
export type StatusCondition = { expected: OrderStatus; reason?: CancelReason; detail?: string | null };

/**
 * Sets an order's status and records who did it: any to any, except Returned, which only a shipped or
 * delivered order can become. Cancelling or marking returned gives the items back to stock and takes
 * them out of sold_count; leaving `cancelled` or `returned` takes them again. Same status: no-op.
 * With `condition`, nothing changes unless the order's status is still `condition.expected`, checked
 * under the order's row lock: a second staff member's click throws AlreadyDecidedError instead of
 * deciding twice. Returns the status the order had. Throws OrderError: 404 unknown order, 409 not enough
 * stock to reopen or not returnable yet, 400 unknown status.
 */
export async function setOrderStatus(
  orderId: string,
  status: OrderStatus,
  actor: string,
  condition?: StatusCondition,
  audit?: AuditActor,
): Promise<OrderStatus> {
  if (!isOrderStatus(status)) throw new OrderError("Unknown order status", 400);
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  let previous: OrderStatus | null | undefined;
  try {
    // One statement (drizzle/functions/set_order_status.sql): the order's row lock, the stock given
    // back or taken again in product id order, the status and its event. A second identical change
    // waits on the row lock and then finds nothing to do: stock moves once.
    // With a condition, set_order_status_from (drizzle/functions/) checks the expected status
    // under the same row lock and then calls set_order_status.
    // With `audit`, the change's entry in the audit log is written in the same transaction.
    previous = await db.transaction(async (tx) => {
      const result = await tx.execute<{ previous: OrderStatus | null; number: string | null }>(
        condition
          ? sql`select set_order_status_from(${orderId}, ${condition.expected}, ${status}, ${actor}, ${condition.reason ?? null}, ${condition.detail ?? null}) as previous`
          : sql`select set_order_status(${orderId}, ${status}, ${actor}) as previous`,
      );
      const before = result.rows[0]?.previous;
      if (audit && before && before !== status && (!condition || before === condition.expected)) {
        const [order] = await tx.select({ number: orders.orderNumber }).from(orders).where(eq(orders.id, orderId));
        await recordAudit(tx, audit, {
          kind: "order",
          summary: `Order ${order?.number ?? orderId}: status changed`,
          changes: [["Status", ORDER_STATUS_LABELS[before], ORDER_STATUS_LABELS[status]]],
        });
      }
      return before;
    });
  } catch (error) {
    const refusal = pgError(error);
    if (refusal?.code === NOT_RETURNABLE) throw new OrderError(NOT_RETURNABLE_MESSAGE, 409);
    if (refusal?.code !== STOCK_SHORT) throw error;
    const [, product, variant] = refusal.message.split(":");
    const line = await describeLine(db, Number(product), Number(variant) || null);
    throw new OrderError(shortStockMessage(line?.name ?? "A product", line?.stock ?? 0, ": cannot reopen this order"), 409);
  }
  if (!previous) throw new OrderError("Order not found", 404);
  if (condition && previous !== condition.expected) throw new AlreadyDecidedError(previous);
  return previous;
}

/** The order no longer has the status the staff member acted on: someone else decided it first. */
export class AlreadyDecidedError extends OrderError {
  constructor(readonly current: OrderStatus) {
    super(`Already done: this order is ${ORDER_STATUS_LABELS[current].toLowerCase()} now`, 409);
    this.name = "AlreadyDecidedError";
  }
}

// The SQLSTATE set_order_status raises when a product is short of stock to reopen an order.
const STOCK_SHORT = "HT409";
// The SQLSTATE set_order_status raises for Returned before the parcel left (drizzle/functions/set_order_status.sql).
const NOT_RETURNABLE = "HT422";
