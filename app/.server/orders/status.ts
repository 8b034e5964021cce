import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { isOrderStatus, type OrderStatus } from "~/lib/order-status";
import { isUuid } from "~/lib/uuid";
import { getDb, type Tx } from "../db";
import { orderItems, orders, orderStatusEvents, products } from "../db/schema";
import { OrderError, shortStockMessage } from "./errors";

/** Units per product of an order (deleted products skipped), in ascending product id (the lock order). */
async function orderProductQuantities(tx: Tx, orderId: string) {
  return tx
    .select({ productId: sql<number>`${orderItems.productId}`, quantity: sql<number>`cast(sum(${orderItems.quantity}) as integer)` })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    .orderBy(asc(orderItems.productId));
}

/**
 * Sets an order's status (any to any) and records who did it. Cancelling returns the items to stock
 * and takes them out of sold_count; leaving `cancelled` takes them again. Same status: no-op.
 * Throws OrderError: 404 unknown order, 409 not enough stock to reopen, 400 unknown status.
 */
export async function setOrderStatus(orderId: string, status: OrderStatus, actor: string): Promise<void> {
  if (!isOrderStatus(status)) throw new OrderError("Unknown order status", 400);
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();

  if (status === "cancelled") {
    // One statement (drizzle/0013_order_window_and_cancel.sql): the order's row lock, the stock
    // given back in product id order, the status and its event. A second cancellation waits on the
    // row lock and then finds the order cancelled: stock comes back once.
    const result = await db.execute<{ previous: OrderStatus | null }>(sql`select cancel_order(${orderId}, ${actor}) as previous`);
    if (!result.rows[0]?.previous) throw new OrderError("Order not found", 404);
    return;
  }

  await db.transaction(async (tx) => {
    // The row lock serialises status changes (cancel_order takes it too), so a reopening and a
    // cancellation never both move the stock.
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new OrderError("Order not found", 404);
    if (order.status === status) return;

    if (order.status === "cancelled") {
      for (const line of await orderProductQuantities(tx, orderId)) {
        const [taken] = await tx
          .update(products)
          .set({
            stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`,
            soldCount: sql`${products.soldCount} + ${line.quantity}`,
          })
          .where(and(eq(products.id, line.productId), gte(products.stockQuantity, line.quantity)))
          .returning({ id: products.id });
        if (!taken) {
          const [product] = await tx
            .select({ name: products.name, stock: products.stockQuantity })
            .from(products)
            .where(eq(products.id, line.productId));
          throw new OrderError(shortStockMessage(product?.name ?? "A product", product?.stock ?? 0, ": cannot reopen this order"), 409);
        }
      }
    }

    await tx.update(orders).set({ status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
    await tx.insert(orderStatusEvents).values({ orderId, fromStatus: order.status, toStatus: status, changedBy: actor });
  });
}
