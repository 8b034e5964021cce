import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { and, asc, desc, inArray, lt, or, eq, type SQL } from "drizzle-orm";
import { poishaToDecimal, toPoisha } from "~/lib/money";
import { ORDER_STATUS_LABELS } from "~/lib/order-status";
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
  "Quantity",
  "Unit price",
  "Line total",
  "Delivery charge",
  "Order total",
] as const;

/** Orders read per query: memory holds one batch of orders and their lines, whatever the export's size. */
export const EXPORT_BATCH = 500;

/**
 * The rows of the orders matching the list's filters, newest first, read in batches walked by
 * (created_at, id) keyset, so an export of any size holds one batch at a time. Amounts are decimal
 * taka; the date is ISO 8601 (UTC).
 */
export async function* orderCsvRows(query: Omit<OrderListQuery, "page">, batchSize = EXPORT_BATCH): AsyncGenerator<string[]> {
  const db = await getDb();
  const filter = await orderListCondition(query);
  const readBatch = (after: { createdAt: Date; id: string } | null) => {
    const keyset: SQL | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    return db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        customerName: orders.customerName,
        customerPhone: orders.customerPhone,
        city: orders.city,
        area: orders.area,
        zone: orders.deliveryZoneName,
        deliveryCharge: orders.deliveryCharge,
        totalAmount: orders.totalAmount,
      })
      .from(orders)
      .where(and(filter, keyset))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
  };
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const batch = await readBatch(after);
    if (batch.length === 0) return;
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        productName: orderItems.productName,
        quantity: orderItems.quantity,
        price: orderItems.price,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          batch.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) {
      const list = linesOf.get(line.orderId);
      if (list) list.push(line);
      else linesOf.set(line.orderId, [line]);
    }
    for (const order of batch) {
      for (const line of linesOf.get(order.id) ?? []) {
        yield [
          order.orderNumber,
          order.createdAt.toISOString(),
          ORDER_STATUS_LABELS[order.status],
          order.customerName,
          order.customerPhone,
          order.city,
          order.area ?? "",
          order.zone,
          line.productName,
          String(line.quantity),
          line.price,
          poishaToDecimal(toPoisha(line.price) * line.quantity),
          order.deliveryCharge,
          order.totalAmount,
        ];
      }
    }
    const last = batch[batch.length - 1]!;
    after = { createdAt: last.createdAt, id: last.id };
    if (batch.length < batchSize) return;
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
