import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { type DeliveryLocation, isDeliveryLocation } from "~/lib/delivery";
import { isOrderStatus, type OrderStatus } from "~/lib/order-status";
import { normalizeBdPhone } from "~/lib/phone";
import { cleanQuery, containsPattern } from "../catalog";
import { getDb } from "../db";
import { orderCounts, orderItems, orders, orderStatusEvents } from "../db/schema";
import { isUuid } from "../orders";
import { ADMIN_PAGE_SIZE, type AdminTotal, cappedTotal, clampedPage, parseAdminPage } from "./pagination";

export type OrderListQuery = { q: string; status: OrderStatus | null; location: DeliveryLocation | null; page: number };

/** Reads ?q=&status=&location=&page= leniently: unknown values mean "no filter". */
export function parseOrderListQuery(params: URLSearchParams): OrderListQuery {
  const status = params.get("status");
  const location = params.get("location");
  return {
    q: cleanQuery(params.get("q")),
    status: isOrderStatus(status) ? status : null,
    location: isDeliveryLocation(location) ? location : null,
    page: parseAdminPage(params),
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

/**
 * How many orders match. Without a search the answer comes from order_counts (exact: kept by
 * triggers in every order's own transaction), so status and location filters never count 1M rows; a
 * search counts its matches only up to `countAheadPages` past this page (see cappedTotal).
 */
async function countOrders(query: OrderListQuery, where: SQL | undefined, countAheadPages?: number): Promise<AdminTotal> {
  const db = await getDb();
  if (query.q) {
    const countUpTo = async (limit: number) => {
      const matches = db.select({ id: orders.id }).from(orders).where(where).limit(limit).as("matches");
      return (await db.select({ n: count() }).from(matches))[0]?.n ?? 0;
    };
    return cappedTotal(query.page, countUpTo, countAheadPages);
  }
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${orderCounts.orders}), 0)` })
    .from(orderCounts)
    .where(
      and(
        query.status ? eq(orderCounts.status, query.status) : undefined,
        query.location ? eq(orderCounts.deliveryLocation, query.location) : undefined,
      ),
    );
  return { total: Number(row?.n ?? 0), capped: false };
}

/**
 * One page of orders, newest first, with the count of all matches (capped for a search); a page past
 * the end reads as the last page. total_amount is decimal taka.
 */
export async function listAdminOrders(query: OrderListQuery, options: { countAheadPages?: number } = {}) {
  const db = await getDb();
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.location ? eq(orders.deliveryLocation, query.location) : undefined,
  );
  const order = [desc(orders.createdAt), desc(orders.id)];
  const rowsAt = async (offset: number) => {
    // Deep pages: the skipped rows are walked in a (filter, created_at, id) index, and only the 20
    // shown rows are read from the table.
    const page = db.select({ id: orders.id }).from(orders).where(where).orderBy(...order).limit(ADMIN_PAGE_SIZE).offset(offset).as("page");
    return db
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
      .from(page)
      .innerJoin(orders, eq(orders.id, page.id))
      .orderBy(...order);
  };
  return clampedPage(query.page, rowsAt, () => countOrders(query, where, options.countAheadPages));
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
