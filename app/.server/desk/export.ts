import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, sql } from "drizzle-orm";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/lib/order-status";
import { orderListCondition, type OrderListQuery } from "../admin/orders";
import { getDb } from "../db";
import { orderItems, orders } from "../db/schema";

/** The export's columns, one row per order line. */
export const ORDER_CSV_COLUMNS = [
  "Order number",
  "Date",
  "Status",
  "Customer",
  "Phone",
  "District",
  "Area",
  "Zone",
  "Product",
  "Variant",
  "SKU",
  "Quantity",
  "Unit price",
  "Line total",
  "Delivery charge",
  "Order total",
] as const;

/** Orders read per query: memory holds one batch of orders and their lines, whatever the export's size. */
export const EXPORT_BATCH = 500;

type BatchRow = {
  id: string;
  order_number: string;
  /** ISO 8601 (UTC) to the millisecond, as the export shows it. */
  date: string;
  /** The same instant to the microsecond, as stored: where the next batch starts. */
  keyset_at: string;
  status: OrderStatus;
  customer_name: string;
  customer_phone: string;
  city: string;
  area: string;
  zone: string;
  product_name: string | null;
  variant_label: string | null;
  sku: string | null;
  quantity: string | null;
  price: string | null;
  line_total: string | null;
  delivery_charge: string;
  total_amount: string;
};

/**
 * The rows of the orders matching the list's filters, newest first, read in batches walked by
 * (created_at, id) keyset, so an export of any size holds one batch at a time. Amounts are decimal
 * taka, as stored; the date is ISO 8601 (UTC).
 *
 * - Each batch is one statement: the batch's orders, walked down the list's index, joined to their
 *   lines. (A second query for the lines, with the batch's ids as 500 parameters, cost a round trip
 *   and a statement to parse and plan per batch.)
 * - The keyset is a row comparison, which PostgreSQL uses as the index scan's start. Written as
 *   `created_at < x or (created_at = x and id < y)` it was only a filter: every batch walked the
 *   index from the newest order, so the batch 900,000 orders deep read 900,000 entries (1.4 s), and
 *   a whole export grew with the square of the order count.
 * - The keyset carries created_at to the microsecond, as stored. A JavaScript Date keeps
 *   milliseconds: two orders in the same millisecond on either side of a batch's end lost the
 *   second one.
 * - Rows come as text, mapped here: the ORM's per-cell mapping was most of the CPU of a batch.
 */
export async function* orderCsvRows(query: Omit<OrderListQuery, "page">, batchSize = EXPORT_BATCH): AsyncGenerator<string[]> {
  const db = await getDb();
  const filter = await orderListCondition(query);
  const readBatch = async (after: { at: string; id: string } | null) => {
    const keyset = after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined;
    const where = and(filter, keyset);
    const result = await db.execute<BatchRow>(sql`
      with batch as (
        select ${orders.id}, ${orders.orderNumber}, ${orders.createdAt}, ${orders.status}, ${orders.customerName},
          ${orders.customerPhone}, ${orders.city}, ${orders.area}, ${orders.deliveryZoneName}, ${orders.deliveryCharge}, ${orders.totalAmount}
        from ${orders}
        ${where ? sql`where ${where}` : sql``}
        order by ${orders.createdAt} desc, ${orders.id} desc
        limit ${batchSize}
      )
      select b.id, b.order_number,
        to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as date,
        to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as keyset_at,
        b.status, b.customer_name, b.customer_phone, b.city, coalesce(b.area, '') as area, b.delivery_zone_name as zone,
        i.product_name, i.variant_label, i.sku, i.quantity::text as quantity, i.price::text as price, (i.price * i.quantity)::text as line_total,
        b.delivery_charge::text as delivery_charge, b.total_amount::text as total_amount
      from batch b
      -- A left join: an order without lines (none is placed so) still counts towards a full batch.
      left join ${orderItems} i on i.order_id = b.id
      order by b.created_at desc, b.id desc, i.id`);
    return result.rows;
  };
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const rows = await readBatch(after);
    let orderCount = 0;
    let last: BatchRow | undefined;
    for (const row of rows) {
      if (row.id !== last?.id) orderCount += 1;
      last = row;
      if (row.product_name === null) continue;
      yield [
        row.order_number,
        row.date,
        ORDER_STATUS_LABELS[row.status],
        row.customer_name,
        row.customer_phone,
        row.city,
        row.area,
        row.zone,
        row.product_name,
        row.variant_label ?? "",
        row.sku ?? "",
        row.quantity!,
        row.price!,
        row.line_total!,
        row.delivery_charge,
        row.total_amount,
      ];
    }
    if (!last || orderCount < batchSize) return;
    after = { at: last.keyset_at, id: last.id };
  }
}

/** The export as a byte stream: a header row, then the rows as they are read (backpressure included). */
export function orderCsvStream(query: Omit<OrderListQuery, "page">): ReadableStream<Uint8Array> {
  const rows = Readable.from(orderCsvRows(query));
  // Names, addresses and notes are typed by shoppers: a cell starting with =, +, -, @, tab or CR
  // would run as a formula when the owner opens the file in a spreadsheet, so it gets a leading '.
  const csv = rows.pipe(stringify({ header: true, columns: [...ORDER_CSV_COLUMNS], escape_formulas: true }));
  // pipe() does not pass a failure on: a database error mid-export ends the download as failed.
  rows.on("error", (error) => csv.destroy(error));
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
