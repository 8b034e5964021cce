import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { flagsOf, type OrderFlag, type PhoneHistory } from "~/lib/desk";
import { isUuid } from "~/lib/uuid";
import { countFiltered } from "../admin/orders";
import { type Db, getDb } from "../db";
import { prepared } from "../db/prepared";
import { orderCallAttempts, orderItems, orderNotes, orders } from "../db/schema";
import { OrderError } from "../orders/errors";
import { AlreadyDecidedError } from "../orders/status";
import { factColumns, flaggedCondition, toFacts } from "./flags";
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

// The outer row, qualified: Drizzle writes a column of a one-table select unqualified, which the
// subqueries' own tables would capture.
const thisOrder = sql.raw(`"orders"."id"`);

/** One column of an order's latest note (null without one). */
function latestNote<T>(column: SQL) {
  return sql<T>`(select ${column} from ${orderNotes} n where n."order_id" = ${thisOrder} order by n."created_at" desc, n."id" desc limit 1)`;
}

/** The desk's rows matching `where`, oldest first (limit to add), with `more` columns. */
function deskRows<More extends Record<string, SQL>>(db: Db, where: SQL | undefined, more: More) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      city: orders.city,
      totalAmount: orders.totalAmount,
      itemCount: sql<string>`(select coalesce(sum(i."quantity"), 0) from ${orderItems} i where i."order_id" = ${thisOrder})`,
      attempts: sql<string>`(select count(*) from ${orderCallAttempts} c where c."order_id" = ${thisOrder})`,
      lastAttemptAt: sql<Date | null>`(select max(c."created_at") from ${orderCallAttempts} c where c."order_id" = ${thisOrder})`.mapWith(
        orderCallAttempts.createdAt,
      ),
      // The latest note's three fields, down the same index (order_notes_order_idx), newest first.
      noteBody: latestNote<string | null>(sql`n."body"`),
      noteAuthor: latestNote<string | null>(sql`n."author_email"`),
      noteAt: latestNote<Date | null>(sql`n."created_at"`).mapWith(orderNotes.createdAt),
      ...factColumns(),
      ...more,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.createdAt), asc(orders.id));
}

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
  // Every pending order is counted from order_counts (kept by triggers): counting the rows took
  // 51 ms with 166,000 of them, and the desk asks again every few seconds.
  // Each row's items, calls, latest note and flag facts are subqueries of the same statement, run for
  // the page's rows only: one round trip instead of five, whose 100 ids each were sent four times
  // (docs/performance.md, fifteenth pass).
  const [{ base, matching }, allPending] = await Promise.all([
    options.flagged
      ? // The flagged rows and their count in one pass over the oldest pending orders (the filter is
        // the costly part: it was run twice, once for each). No row on the page: no match at all.
        deskRows(db, and(inArray(orders.id, oldestPending()), flaggedCondition(settings)), { matching: sql<string>`count(*) over ()` })
          .limit(DESK_LIMIT)
          .then((rows) => ({ base: rows, matching: Number(rows[0]?.matching ?? 0) }))
      : // The queue without the filter is the same statement every time: prepared, planned once.
        prepared(db, "desk_queue", (name) => deskRows(db, pendingOrders, {}).limit(DESK_LIMIT).prepare(name))
          .execute()
          .then((rows) => ({ base: rows, matching: undefined })),
    countFiltered({ status: "pending", location: null }),
  ]);
  const pending = matching ?? allPending;
  const rows = base.map((row): DeskRow => {
    const facts = toFacts(row);
    const attempts = Number(row.attempts);
    const { noteBody, noteAuthor, noteAt } = row;
    return {
      id: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt,
      customerName: row.customerName,
      customerPhone: row.customerPhone,
      city: row.city,
      totalAmount: row.totalAmount,
      itemCount: Number(row.itemCount),
      attempts,
      lastAttemptAt: row.lastAttemptAt,
      latestNote: noteBody === null || noteAuthor === null || noteAt === null ? null : { body: noteBody, authorEmail: noteAuthor, createdAt: noteAt },
      history: facts.history,
      flags: flagsOf(facts, settings),
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
