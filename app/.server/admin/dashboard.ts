import { count, desc, eq, sql } from "drizzle-orm";
import { getDb } from "../db";
import { orders, orderStatusEvents, products } from "../db/schema";

const RECENT_ACTIVITY = 8;

/**
 * Signed growth of `current` over `previous` with one decimal: "+12.5%", "-3.0%", "+0.0%";
 * "—" when the earlier period had nothing to compare with.
 */
export function growthPercent(current: number, previous: number): string {
  if (previous === 0) return "—";
  // Tenths of a percent in integers, rounded half away from zero, so 1/8 → "+12.5%" exactly.
  const tenths = Math.round((Math.abs(current - previous) * 1000) / previous);
  const sign = current >= previous ? "+" : "-";
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

/**
 * Dashboard figures: product and order counts, revenue (decimal taka; cancelled orders excluded),
 * orders placed in the last 30 days and the 30 before (for the growth figure).
 */
export async function getDashboardStats() {
  const db = await getDb();
  const [[productRow], [orderRow]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db
      .select({
        total: count(),
        revenue: sql<string>`cast(coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> 'cancelled'), 0.00) as text)`,
        last30: sql<number>`cast(count(*) filter (where ${orders.createdAt} >= now() - interval '30 days') as integer)`,
        previous30: sql<number>`cast(count(*) filter (where ${orders.createdAt} >= now() - interval '60 days' and ${orders.createdAt} < now() - interval '30 days') as integer)`,
      })
      .from(orders),
  ]);
  const last30 = Number(orderRow?.last30 ?? 0);
  const previous30 = Number(orderRow?.previous30 ?? 0);
  return {
    totalProducts: productRow?.n ?? 0,
    totalOrders: orderRow?.total ?? 0,
    revenue: orderRow?.revenue ?? "0.00",
    last30,
    previous30,
    growth: growthPercent(last30, previous30),
  };
}

/** The latest order events (new orders and status changes), newest first, with their order numbers. */
export async function listRecentActivity(limit = RECENT_ACTIVITY) {
  const db = await getDb();
  return db
    .select({
      id: orderStatusEvents.id,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      fromStatus: orderStatusEvents.fromStatus,
      toStatus: orderStatusEvents.toStatus,
      createdAt: orderStatusEvents.createdAt,
    })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .orderBy(desc(orderStatusEvents.createdAt), desc(orderStatusEvents.id))
    .limit(limit);
}
