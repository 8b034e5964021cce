import { desc, eq, type SQL, sql } from "drizzle-orm";
import { getDb } from "../db";
import { orderCounts, orderDailyCounts, orders, orderStatusEvents } from "../db/schema";
import { countAllProducts } from "./products";

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
 * Dashboard figures: product and order counts, revenue (decimal taka; cancelled and returned orders excluded),
 * orders placed in the last 30 days and the 30 before (for the growth figure). Product and order
 * figures come from the trigger-kept counters (exact, a few hundred rows): whole UTC days from
 * order_daily_counts, and the orders of the two part days at each window's edge counted through
 * orders_admin_created_idx.
 */
export async function getDashboardStats() {
  const db = await getDb();
  const windows = sql`(select now() - interval '30 days' as b1, now() - interval '60 days' as b2,
                              ((now() - interval '30 days') at time zone 'UTC')::date as d1,
                              ((now() - interval '60 days') at time zone 'UTC')::date as d2)`;
  const ordersBetween = (from: SQL, to: SQL) =>
    sql`(select count(*) from ${orders} where ${orders.createdAt} >= ${from} and ${orders.createdAt} < ${to})`;
  const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC')`;
  const daysSum = (condition: SQL) => sql`(select coalesce(sum(${orderDailyCounts.orders}), 0) from ${orderDailyCounts} where ${condition})`;
  const [totalProducts, { rows: [orderRow] }] = await Promise.all([
    countAllProducts(),
    db.execute<{ total: string; revenue: string; last30: string; previous30: string }>(sql`
      select
        (select coalesce(sum(${orderCounts.orders}), 0) from ${orderCounts})::text as total,
        (select coalesce(sum(${orderCounts.revenue}) filter (where ${orderCounts.status} not in ('cancelled', 'returned')), 0)::numeric(20, 2) from ${orderCounts})::text as revenue,
        (${daysSum(sql`${orderDailyCounts.day} > w.d1`)} + ${ordersBetween(sql`w.b1`, dayStart(sql`w.d1 + 1`))})::text as last30,
        (${daysSum(sql`${orderDailyCounts.day} > w.d2 and ${orderDailyCounts.day} < w.d1`)}
          + ${ordersBetween(sql`w.b2`, dayStart(sql`w.d2 + 1`))}
          + ${ordersBetween(dayStart(sql`w.d1`), sql`w.b1`)})::text as previous30
      from ${windows} w`),
  ]);
  const last30 = Number(orderRow?.last30 ?? 0);
  const previous30 = Number(orderRow?.previous30 ?? 0);
  return {
    totalProducts,
    totalOrders: Number(orderRow?.total ?? 0),
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
