import { eq, sql } from "drizzle-orm";
import { isOrderStatus, type OrderStatus } from "~/lib/order-status";
import { isUuid } from "~/lib/uuid";
import { getDb } from "../db";
import { pgError } from "../db/errors";
import { products } from "../db/schema";
import { OrderError, shortStockMessage } from "./errors";

/**
 * Sets an order's status (any to any) and records who did it. Cancelling returns the items to stock
 * and takes them out of sold_count; leaving `cancelled` takes them again. Same status: no-op.
 * Throws OrderError: 404 unknown order, 409 not enough stock to reopen, 400 unknown status.
 */
export async function setOrderStatus(orderId: string, status: OrderStatus, actor: string): Promise<void> {
  if (!isOrderStatus(status)) throw new OrderError("Unknown order status", 400);
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  let previous: OrderStatus | null | undefined;
  try {
    // One statement (drizzle/0014_order_status_function.sql): the order's row lock, the stock given
    // back or taken again in product id order, the status and its event. A second identical change
    // waits on the row lock and then finds nothing to do: stock moves once.
    const result = await db.execute<{ previous: OrderStatus | null }>(
      sql`select set_order_status(${orderId}, ${status}, ${actor}) as previous`,
    );
    previous = result.rows[0]?.previous;
  } catch (error) {
    const refusal = pgError(error);
    if (refusal?.code !== STOCK_SHORT) throw error;
    const [product] = await db
      .select({ name: products.name, stock: products.stockQuantity })
      .from(products)
      .where(eq(products.id, Number(refusal.message.split(":")[1])));
    throw new OrderError(shortStockMessage(product?.name ?? "A product", product?.stock ?? 0, ": cannot reopen this order"), 409);
  }
  if (!previous) throw new OrderError("Order not found", 404);
}

// The SQLSTATE set_order_status raises when a product is short of stock to reopen an order.
const STOCK_SHORT = "HT409";
