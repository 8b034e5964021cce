import { asc, inArray } from "drizzle-orm";
import type { PaperworkOrder } from "~/lib/paperwork";
import { getDb } from "../db";
import { orderItems, orders } from "../db/schema";

/** The orders with these ids and their lines, in the order the ids are given; unknown ids are left out. */
export async function readPaperworkOrders(ids: readonly string[]): Promise<PaperworkOrder[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const [rows, lines] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        shippingAddress: orders.shippingAddress,
        city: orders.city,
        area: orders.area,
        deliveryZoneName: orders.deliveryZoneName,
        subtotal: orders.subtotal,
        deliveryCharge: orders.deliveryCharge,
        totalAmount: orders.totalAmount,
        message: orders.message,
      })
      .from(orders)
      .where(inArray(orders.id, [...ids])),
    db
      .select({
        orderId: orderItems.orderId,
        productName: orderItems.productName,
        variantLabel: orderItems.variantLabel,
        sku: orderItems.sku,
        quantity: orderItems.quantity,
        price: orderItems.price,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...ids]))
      .orderBy(asc(orderItems.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, { ...row, items: [] as PaperworkOrder["items"] }]));
  for (const { orderId, ...line } of lines) byId.get(orderId)?.items.push(line);
  return ids.flatMap((id) => byId.get(id) ?? []);
}
