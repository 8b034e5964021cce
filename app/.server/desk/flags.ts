import { inArray, type SQL, sql } from "drizzle-orm";
import {
  BAD_STATUSES,
  BURST_LIMIT,
  type DeskSettings,
  FINISHED_STATUSES,
  type FlagFacts,
  flagsOf,
  OPEN_STATUSES,
  type OrderFlag,
  type PhoneHistory,
} from "~/lib/desk";
import { type Db, getDb } from "../db";
import { orders } from "../db/schema";
import { getDeskSettings } from "./settings";

// The four flags are measured in SQL, per order, from the orders of the same phone (served by
// orders_customer_phone_created_idx) and the same client address (order_clients). The same
// expressions make the "Flagged" filter, so a row and the filter never disagree.

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(", "));

/** The expressions of one order's facts; `o` is the SQL name of the outer orders row. */
function factExpressions(o: string) {
  const id = sql.raw(`${o}."id"`);
  const phone = sql.raw(`${o}."customer_phone"`);
  const at = sql.raw(`${o}."created_at"`);
  return {
    blockedReason: sql`(select b."reason" from "blocked_phones" b where b."phone" = ${phone})`,
    placed: sql`(select count(*) from "orders" x where x."customer_phone" = ${phone})`,
    delivered: sql`(select count(*) from "orders" x where x."customer_phone" = ${phone} and x."status" = 'delivered')`,
    cancelled: sql`(select count(*) from "orders" x where x."customer_phone" = ${phone} and x."status" = 'cancelled')`,
    returned: sql`(select count(*) from "orders" x where x."customer_phone" = ${phone} and x."status" = 'returned')`,
    bad: sql`(select count(*) from "orders" x where x."customer_phone" = ${phone} and x."status" in (${list(BAD_STATUSES)}))`,
    finished: sql`(select count(*) from "orders" x where x."customer_phone" = ${phone} and x."status" in (${list(FINISHED_STATUSES)}))`,
    // Another open order of the phone placed within 24 hours either side, sharing a product.
    duplicateOf: sql`(select d."order_number" from "orders" d
      where d."customer_phone" = ${phone} and d."id" <> ${id} and d."status" in (${list(OPEN_STATUSES)})
        and d."created_at" between ${at} - interval '24 hours' and ${at} + interval '24 hours'
        and exists (select 1 from "order_items" mine join "order_items" theirs on theirs."product_id" = mine."product_id"
          where mine."order_id" = ${id} and theirs."order_id" = d."id")
      order by d."created_at" limit 1)`,
    // The busier of the hour before and the hour after this order, this one included.
    burstPhone: sql`greatest(
      (select count(*) from "orders" x where x."customer_phone" = ${phone} and x."created_at" between ${at} - interval '1 hour' and ${at}),
      (select count(*) from "orders" x where x."customer_phone" = ${phone} and x."created_at" between ${at} and ${at} + interval '1 hour'))`,
    burstClient: sql`coalesce((select greatest(
      (select count(*) from "order_clients" c where c."client_address" = mine."client_address" and c."created_at" between mine."created_at" - interval '1 hour' and mine."created_at"),
      (select count(*) from "order_clients" c where c."client_address" = mine."client_address" and c."created_at" between mine."created_at" and mine."created_at" + interval '1 hour'))
      from "order_clients" mine where mine."order_id" = ${id}), 0)`,
  };
}

/**
 * True for an order with at least one flag under `settings`: the orders list's and the desk's
 * "Flagged" filter, on the `orders` table of the enclosing query.
 */
export function flaggedCondition(settings: DeskSettings): SQL {
  const f = factExpressions(`"orders"`);
  return sql`(exists (select 1 from "blocked_phones" b where b."phone" = "orders"."customer_phone")
    or (${f.bad} >= ${settings.poorRecordMinBad} and ${f.bad} >= ${settings.poorRecordMinShare}::numeric * ${f.finished} and ${f.finished} > 0)
    or ${f.duplicateOf} is not null
    or ${f.burstPhone} > ${BURST_LIMIT}
    or ${f.burstClient} > ${BURST_LIMIT})`;
}

/** The facts behind an order's flags and history line as columns of a select on `orders` (read with toFacts). */
export function factColumns() {
  const f = factExpressions(`"orders"`);
  return {
    blockedReason: sql<string | null>`${f.blockedReason}`,
    placed: sql<string>`${f.placed}`,
    delivered: sql<string>`${f.delivered}`,
    cancelled: sql<string>`${f.cancelled}`,
    returned: sql<string>`${f.returned}`,
    finished: sql<string>`${f.finished}`,
    duplicateOf: sql<string | null>`${f.duplicateOf}`,
    burstPhone: sql<string>`${f.burstPhone}`,
    burstClient: sql<string>`${f.burstClient}`,
  };
}

type FactRow = { [K in keyof ReturnType<typeof factColumns>]: ReturnType<typeof factColumns>[K]["_"]["type"] };

/** factColumns' values as FlagFacts (counts come as text). */
export function toFacts(row: FactRow): FlagFacts {
  return {
    blockedReason: row.blockedReason,
    history: {
      placed: Number(row.placed),
      delivered: Number(row.delivered),
      cancelled: Number(row.cancelled),
      returned: Number(row.returned),
    },
    finished: Number(row.finished),
    duplicateOf: row.duplicateOf,
    burstPhone: Number(row.burstPhone),
    burstClient: Number(row.burstClient),
  };
}

/** The facts behind each order's flags and history line, by order id. */
export async function orderFacts(db: Db, ids: string[]): Promise<Map<string, FlagFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, ...factColumns() })
    .from(orders)
    .where(inArray(orders.id, ids));
  return new Map(rows.map(({ id, ...facts }) => [id, toFacts(facts)]));
}

/** Each order's flags (with reasons) and its phone's history, by order id. */
export async function flagsForOrders(ids: string[]): Promise<Map<string, { flags: OrderFlag[]; history: PhoneHistory }>> {
  const db = await getDb();
  const settings = await getDeskSettings();
  const facts = await orderFacts(db, ids);
  return new Map([...facts].map(([id, fact]) => [id, { flags: flagsOf(fact, settings), history: fact.history }]));
}
