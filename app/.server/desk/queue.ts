import { and, asc, count, desc, eq, inArray, max, sql } from "drizzle-orm";
import { flagsOf, type OrderFlag, type PhoneHistory } from "~/lib/desk";
import { isUuid } from "~/lib/uuid";
import { countFiltered } from "../admin/orders";
import { getDb } from "../db";
import { orderCallAttempts, orderItems, orderNotes, orders } from "../db/schema";
import { OrderError } from "../orders/errors";
import { AlreadyDecidedError } from "../orders/status";
import { flaggedCondition, orderFacts } from "./flags";
import { getDeskSettings } from "./settings";

/** The most rows the desk shows at once: the oldest pending orders (a shop calls them in that order). */
export const DESK_LIMIT = 100;

/**
 * The "Flagged" filter looks at this many of the oldest pending orders. A flag is measured per order
 * from the phone's and the address's other orders (flags.ts), so filtering every pending order costs
 * a few index reads each: 2.3 s for 166,000 pending orders in `npm run bench:seed`. The desk works
 * from the oldest, so the flags that matter next are among them; the page says when there are more.
 */
export const FLAGGED_SCAN_LIMIT = 500;

export type DeskRow = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  customerName: string;
  customerPhone: string;
  city: string;
  totalAmount: string;
  itemCount: number;
  attempts: number;
  lastAttemptAt: Date | null;
  latestNote: { body: string; authorEmail: string; createdAt: Date } | null;
  history: PhoneHistory;
  flags: OrderFlag[];
  suggestCancel: boolean;
};

/** Pending orders, oldest first (only flagged ones with `flagged`), each with its calls, latest note, history and flags. */
export async function listDeskQueue(options: { flagged?: boolean; flaggedScanLimit?: number } = {}): Promise<{
  rows: DeskRow[];
  /** Rows that match: every pending order, or the flagged ones among the oldest FLAGGED_SCAN_LIMIT. */
  pending: number;
  /** Every pending order (the filter looked at only the oldest FLAGGED_SCAN_LIMIT of them when more). */
  allPending: number;
  settings: Awaited<ReturnType<typeof getDeskSettings>>;
}> {
  const db = await getDb();
  const settings = await getDeskSettings();
  const pendingOrders = eq(orders.status, "pending");
  const oldestPending = () =>
    db
      .select({ id: orders.id })
      .from(orders)
      .where(pendingOrders)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(options.flaggedScanLimit ?? FLAGGED_SCAN_LIMIT);
  const where = options.flagged ? and(inArray(orders.id, oldestPending()), flaggedCondition(settings)) : pendingOrders;
  // Every pending order is counted from order_counts (kept by triggers): counting the rows took
  // 51 ms with 166,000 of them, and the desk asks again every few seconds.
  const [base, total, allPending] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        city: orders.city,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(where)
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(DESK_LIMIT),
    options.flagged ? db.select({ n: count() }).from(orders).where(where).then(([row]) => row?.n ?? 0) : undefined,
    countFiltered({ status: "pending", location: null }),
  ]);
  const pending = total ?? allPending;
  const ids = base.map((row) => row.id);
  if (ids.length === 0) return { rows: [], pending, allPending, settings };
  const [items, calls, notes, facts] = await Promise.all([
    db
      .select({
        orderId: orderItems.orderId,
        n: sql<string>`sum(${orderItems.quantity})`,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .groupBy(orderItems.orderId),
    db
      .select({
        orderId: orderCallAttempts.orderId,
        n: count(),
        last: max(orderCallAttempts.createdAt),
      })
      .from(orderCallAttempts)
      .where(inArray(orderCallAttempts.orderId, ids))
      .groupBy(orderCallAttempts.orderId),
    db
      .selectDistinctOn([orderNotes.orderId], {
        orderId: orderNotes.orderId,
        body: orderNotes.body,
        authorEmail: orderNotes.authorEmail,
        createdAt: orderNotes.createdAt,
      })
      .from(orderNotes)
      .where(inArray(orderNotes.orderId, ids))
      .orderBy(orderNotes.orderId, desc(orderNotes.createdAt), desc(orderNotes.id)),
    orderFacts(db, ids),
  ]);
  const itemsOf = new Map(items.map((row) => [row.orderId, Number(row.n)]));
  const callsOf = new Map(calls.map((row) => [row.orderId, row]));
  const noteOf = new Map(notes.map(({ orderId, ...note }) => [orderId, note]));
  const rows = base.map((row): DeskRow => {
    const fact = facts.get(row.id);
    const call = callsOf.get(row.id);
    const attempts = call?.n ?? 0;
    return {
      ...row,
      itemCount: itemsOf.get(row.id) ?? 0,
      attempts,
      lastAttemptAt: call?.last ?? null,
      latestNote: noteOf.get(row.id) ?? null,
      history: fact?.history ?? { placed: 1, delivered: 0, cancelled: 0, returned: 0 },
      flags: fact ? flagsOf(fact, settings) : [],
      suggestCancel: attempts >= settings.callAttemptsBeforeCancel,
    };
  });
  return { rows, pending, allPending, settings };
}

/**
 * Records a call that got no answer. Only a pending order takes one: a row another staff member has
 * just confirmed or cancelled is refused with the AlreadyDecided wording.
 */
export async function recordNoAnswer(orderId: string, actor: string): Promise<{ attempts: number }> {
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  const inserted = await db.execute<{ id: number }>(sql`
    insert into ${orderCallAttempts} (${sql.identifier(orderCallAttempts.orderId.name)}, ${sql.identifier(orderCallAttempts.calledBy.name)})
    select ${orders.id}, ${actor} from ${orders} where ${orders.id} = ${orderId} and ${orders.status} = 'pending'
    returning ${sql.identifier(orderCallAttempts.id.name)}`);
  if (inserted.rows.length === 0) {
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new OrderError("Order not found", 404);
    throw new AlreadyDecidedError(order.status);
  }
  const [row] = await db.select({ n: count() }).from(orderCallAttempts).where(eq(orderCallAttempts.orderId, orderId));
  return { attempts: row?.n ?? 0 };
}
