import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { type DeliveryLocation, isDeliveryLocation } from "~/lib/delivery";
import { isOrderStatus, type OrderStatus } from "~/lib/order-status";
import { normalizeBdPhone } from "~/lib/phone";
import { cleanQuery, containsPattern, parsePage } from "../catalog";
import { getDb } from "../db";
import { orderItems, orders, orderStatusEvents } from "../db/schema";
import { isUuid } from "../orders";
import { ADMIN_PAGE_SIZE } from "./products";

export type OrderListQuery = { q: string; status: OrderStatus | null; location: DeliveryLocation | null; page: number };

/** Reads ?q=&status=&location=&page= leniently: unknown values mean "no filter". */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const status = params.get("status");
  const location = params.get("location");
  return {
    q: cleanQuery(params.get("q")),
    status: isOrderStatus(status) ? status : null,
    location: isDeliveryLocation(location) ? location : null,
    page: parsePage(params),
  };
}

/**
 * Search by order number (exact, with or without "HT-"), customer name or phone (partial,
 * case-insensitive). Each branch has its own index (unique order number, trigram name and phone).
 */
function searchCondition(q: string): SQL | undefined {
  const upper = q.toUpperCase();
  const numbers = upper.startsWith("HT-") ? [upper] : [upper, `HT-${upper}`];
  const digits = q.replace(/[\s\-()]/g, "");
  const phone = /^\+?\d+$/.test(digits) ? (normalizeBdPhone(digits) ?? digits.replace(/^\+?880/, "0")) : null;
  return or(
    ...numbers.map((n) => eq(orders.orderNumber, n)),
    ilike(orders.customerName, containsPattern(q)),
    phone ? ilike(orders.customerPhone, containsPattern(phone)) : undefined,
  );
}

/** One page of orders, newest first, with the count of all matches. total_amount is decimal taka. */
export async function listAdminOrders(query: OrderListQuery) {
  const db = await getDb();
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.location ? eq(orders.deliveryLocation, query.location) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        city: orders.city,
        deliveryLocation: orders.deliveryLocation,
        totalAmount: orders.totalAmount,
        status: orders.status,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type AdminOrderRow = Awaited<ReturnType<typeof listAdminOrders>>["rows"][number];

/** Everything the order detail dialog shows, or null for an unknown id. Amounts are decimal taka. */
export async function getAdminOrder(id: string) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      customerEmail: orders.customerEmail,
      shippingAddress: orders.shippingAddress,
      city: orders.city,
      deliveryLocation: orders.deliveryLocation,
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      totalAmount: orders.totalAmount,
      message: orders.message,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) return null;
  const [items, history] = await Promise.all([
    db
      .select({ id: orderItems.id, productName: orderItems.productName, quantity: orderItems.quantity, price: orderItems.price })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        id: orderStatusEvents.id,
        fromStatus: orderStatusEvents.fromStatus,
        toStatus: orderStatusEvents.toStatus,
        changedBy: orderStatusEvents.changedBy,
        createdAt: orderStatusEvents.createdAt,
      })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, id))
      .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
  ]);
  return { ...order, items, history };
}

export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;
