import { and, asc, count, desc, eq, gte, inArray, like, lt, or, type SQL, sql } from "drizzle-orm";
import { dhakaDayStart, parseDay } from "~/lib/dates";
import { isOrderStatus, type OrderStatus } from "~/lib/order-status";
import { normalizeBdPhone } from "~/lib/phone";
import { isUuid } from "~/lib/uuid";
import { cleanQuery, containsPattern } from "../catalog";
import { getDb } from "../db";
import { orderCallAttempts, orderCancellations, orderCounts, orders, orderStatusEvents } from "../db/schema";
import { listOrderNotes } from "../desk/notes";
import { orderLines } from "../orders/read";
import { flaggedCondition, flagsForOrders } from "../desk/flags";
import { getDeskSettings } from "../desk/settings";
import { ADMIN_PAGE_SIZE, cappedPage, clampedPage, parseAdminPage } from "./pagination";

export type OrderListQuery = {
  q: string;
  status: OrderStatus | null;
  /** A delivery zone's key. */
  location: string | null;
  /** Only orders with at least one desk flag. */
  flagged: boolean;
  /** Placed on or after this Bangladesh day (YYYY-MM-DD). */
  from: string | null;
  /** Placed on or before this Bangladesh day (YYYY-MM-DD). */
  to: string | null;
  page: number;
};

/**
 * Reads ?q=&status=&location=&flagged=1&from=&to=&page= leniently: unknown values (a location not
 * among `zoneKeys`) mean "no filter".
 */
export function parseOrderListQuery(params: URLSearchParams, zoneKeys: readonly string[]): OrderListQuery {
  const status = params.get("status");
  const location = params.get("location");
  return {
    q: cleanQuery(params.get("q")),
    status: isOrderStatus(status) ? status : null,
    location: location !== null && zoneKeys.includes(location) ? location : null,
    flagged: params.get("flagged") === "1",
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    page: parseAdminPage(params),
  };
}

/** The filter's conditions, shared by the list and the CSV export. */
export async function orderListCondition(query: Omit<OrderListQuery, "page">): Promise<SQL | undefined> {
  return and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.location ? eq(orders.deliveryLocation, query.location) : undefined,
    query.from ? gte(orders.createdAt, dhakaDayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dhakaDayStart(query.to, 1)) : undefined,
    query.flagged ? flaggedCondition(await getDeskSettings()) : undefined,
  );
}

/**
 * Search by order number (exact, with or without "HT-"), customer name or phone (partial,
 * case-insensitive). Plain LIKE on the lowercased name and on the digits of the phone: cheap enough per
 * row for the ordered index walk, and served by the trigram indexes when the match is rare.
 */
function searchCondition(q: string): SQL | undefined {
  const upper = q.toUpperCase();
  const numbers = upper.startsWith("HT-") ? [upper] : [upper, `HT-${upper}`];
  const digits = q.replace(/[\s\-()]/g, "");
  const phone = /^\+?\d+$/.test(digits) ? (normalizeBdPhone(digits) ?? digits.replace(/^\+?880/, "0")) : null;
  return or(
    ...numbers.map((n) => eq(orders.orderNumber, n)),
    like(orders.customerNameFolded, sql`lower(${containsPattern(q)})`),
    phone ? like(orders.customerPhone, containsPattern(phone)) : undefined,
  );
}

/**
 * How many orders match the status and location filters, from order_counts (exact: kept by triggers
 * in every order's own transaction), so the filters never count 1M rows.
 */
export async function countFiltered(query: Pick<OrderListQuery, "status" | "location">): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${orderCounts.orders}), 0)` })
    .from(orderCounts)
    .where(
      and(
        query.status ? eq(orderCounts.status, query.status) : undefined,
        query.location ? eq(orderCounts.deliveryLocation, query.location) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

const LIST_COLUMNS = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  customerName: orders.customerName,
  customerPhone: orders.customerPhone,
  city: orders.city,
  deliveryZoneName: orders.deliveryZoneName,
  totalAmount: orders.totalAmount,
  status: orders.status,
  createdAt: orders.createdAt,
  courier: orders.courier,
  courierTrackingCode: orders.courierTrackingCode,
  courierStatus: orders.courierStatus,
};

/**
 * One page of orders, newest first. Without a search the total is exact (trigger-kept counters); a
 * search counts its matches only up to `countAheadPages` past this page (see cappedPage). A page past
 * the end reads as the last page. total_amount is decimal taka.
 */
export async function listAdminOrders(query: OrderListQuery, options: { countAheadPages?: number } = {}) {
  const db = await getDb();
  const where = await orderListCondition(query);
  const order = [desc(orders.createdAt), desc(orders.id)];
  // Deep pages: the skipped rows are walked in a (filter, created_at, id) index, and only the 20
  // shown rows are read from the table.
  const matchingIds = (offset: number, limit: number) => db.select({ id: orders.id }).from(orders).where(where).orderBy(...order).limit(limit).offset(offset);

  // The counters know status and location only: other filters count their matches like a search.
  if (query.q || query.flagged || query.from || query.to) {
    const idsAt = async (offset: number, limit: number) => (await matchingIds(offset, limit)).map((row) => row.id);
    const rowsOf = async (ids: string[]) => (ids.length === 0 ? [] : db.select(LIST_COLUMNS).from(orders).where(inArray(orders.id, ids)).orderBy(...order));
    const countUpTo = async (limit: number) => (await db.select({ n: count() }).from(matchingIds(0, limit).as("matches")))[0]?.n ?? 0;
    return cappedPage(query.page, idsAt, rowsOf, countUpTo, options.countAheadPages);
  }
  const rowsAt = async (offset: number) => {
    const page = matchingIds(offset, ADMIN_PAGE_SIZE).as("page");
    return db.select(LIST_COLUMNS).from(page).innerJoin(orders, eq(orders.id, page.id)).orderBy(...order);
  };
  return clampedPage(query.page, rowsAt, () => countFiltered(query));
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
      area: orders.area,
      deliveryZoneName: orders.deliveryZoneName,
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      totalAmount: orders.totalAmount,
      message: orders.message,
      paymentMethod: orders.paymentMethod,
      courier: orders.courier,
      courierConsignmentId: orders.courierConsignmentId,
      courierTrackingCode: orders.courierTrackingCode,
      courierTrackingUrl: orders.courierTrackingUrl,
      courierStatus: orders.courierStatus,
      courierCheckedAt: orders.courierCheckedAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) return null;
  const [items, history, notes, facts, calls, [cancellation]] = await Promise.all([
    orderLines(db, id),
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
    listOrderNotes(id),
    flagsForOrders([id]),
    db
      .select({ calledBy: orderCallAttempts.calledBy, createdAt: orderCallAttempts.createdAt })
      .from(orderCallAttempts)
      .where(eq(orderCallAttempts.orderId, id))
      .orderBy(asc(orderCallAttempts.createdAt), asc(orderCallAttempts.id)),
    db
      .select({ reason: orderCancellations.reason, detail: orderCancellations.detail, cancelledBy: orderCancellations.cancelledBy })
      .from(orderCancellations)
      .where(eq(orderCancellations.orderId, id)),
  ]);
  const desk = facts.get(id);
  return {
    ...order,
    items,
    history,
    notes,
    calls,
    cancellation: cancellation ?? null,
    phoneHistory: desk?.history ?? { placed: 1, delivered: 0, cancelled: 0, returned: 0 },
    flags: desk?.flags ?? [],
  };
}

export type AdminOrderDetail = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>;
