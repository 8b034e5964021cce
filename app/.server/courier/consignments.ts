import { parse } from "csv-parse/sync";
import { and, asc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { checkConsignment, courierStatusWords, type ManualConsignment, STEADFAST, steadfastMoveTo } from "~/lib/courier";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/lib/order-status";
import { normalizeBdPhone } from "~/lib/phone";
import { isUuid } from "~/lib/uuid";
import { lineName } from "~/lib/variants";
import { getDb, type Tx } from "../db";
import { orderItems, orders } from "../db/schema";
import { MAX_BULK_ORDERS } from "../desk/bulk";
import { env } from "../env";
import { OrderError } from "../orders/errors";
import { getSteadfastCredentials } from "./credentials";
import { bookWithSteadfast, type SteadfastClient, type SteadfastOrder, steadfastDeliveryStatus } from "./steadfast";

/** One order's outcome of a courier action, in words for the admin. */
export type CourierRowResult = { orderNumber: string; ok: boolean; message: string };

/** Statuses an order leaves for Shipped once its parcel is with a courier. */
const READY_TO_SHIP: readonly OrderStatus[] = ["confirmed", "processing"];

/**
 * Stores the courier and tracking of an order's parcel in `tx` and, when the order was confirmed or
 * processing, moves it to Shipped (its own status event), under the order's row lock. Returns the
 * status it had, or null for an unknown order.
 */
async function storeConsignment(
  tx: Tx,
  orderId: string,
  parcel: { courier: string; consignmentId: string | null; trackingCode: string; trackingUrl: string | null },
  actor: string,
  shipFrom: readonly OrderStatus[],
): Promise<OrderStatus | null> {
  const [row] = await tx
    .update(orders)
    .set({
      courier: parcel.courier,
      courierConsignmentId: parcel.consignmentId,
      courierTrackingCode: parcel.trackingCode,
      courierTrackingUrl: parcel.trackingUrl,
      courierStatus: null,
      courierCheckedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId))
    .returning({ status: orders.status });
  if (!row) return null;
  if (shipFrom.includes(row.status)) await tx.execute(sql`select set_order_status(${orderId}, 'shipped', ${actor})`);
  return row.status;
}

/**
 * Records a consignment entered by hand (any courier): its courier, tracking id and optional tracking
 * URL, replacing any earlier one. A confirmed or processing order moves to Shipped in the same
 * transaction. Throws OrderError 404 for an unknown order.
 */
export async function setManualConsignment(orderId: string, consignment: ManualConsignment, actor: string): Promise<{ shipped: boolean }> {
  if (!isUuid(orderId)) throw new OrderError("Order not found", 404);
  const db = await getDb();
  const previous = await db.transaction((tx) =>
    storeConsignment(
      tx,
      orderId,
      { courier: consignment.courier, consignmentId: null, trackingCode: consignment.trackingId, trackingUrl: consignment.trackingUrl },
      actor,
      READY_TO_SHIP,
    ),
  );
  if (previous === null) throw new OrderError("Order not found", 404);
  return { shipped: READY_TO_SHIP.includes(previous) };
}

/** The largest consignment file read (bytes) and the most rows in it. */
export const MAX_IMPORT_BYTES = 1_000_000;
export const MAX_IMPORT_ROWS = 2_000;

/**
 * Imports consignments from CSV: order number, courier, tracking id and, optionally, tracking URL per
 * row (a first row naming the columns is skipped). Each row is saved by itself, as
 * setManualConsignment saves one: a bad row (an unknown order number, a missing tracking id, a URL
 * that is not http(s)) changes nothing and says why, and the other rows still apply. Returns one
 * result per data row, with its line number. Throws OrderError 400 for a file that is not CSV or too big.
 */
export async function importConsignments(text: string, actor: string): Promise<(CourierRowResult & { line: number })[]> {
  if (text.length > MAX_IMPORT_BYTES) throw new OrderError("The file is too big: at most 1 MB", 400);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    throw new OrderError(typeof line === "number" ? `The file is not valid CSV (line ${line})` : "The file is not valid CSV", 400);
  }
  const first = records[0]?.record[0]?.toLowerCase() ?? "";
  if (first.includes("order") || first.includes("invoice")) records = records.slice(1);
  if (records.length === 0) throw new OrderError("The file has no rows: order number, courier, tracking id[, tracking url]", 400);
  if (records.length > MAX_IMPORT_ROWS) throw new OrderError(`At most ${MAX_IMPORT_ROWS} rows at a time`, 400);

  const db = await getDb();
  const numbers = [...new Set(records.map(({ record }) => (record[0] ?? "").toUpperCase()).filter(Boolean))];
  const ids = new Map<string, string>();
  for (let start = 0; start < numbers.length; start += 500) {
    const found = await db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.orderNumber, numbers.slice(start, start + 500)));
    for (const row of found) ids.set(row.orderNumber, row.id);
  }

  const results: (CourierRowResult & { line: number })[] = [];
  for (const { record, info } of records) {
    const orderNumber = (record[0] ?? "").toUpperCase();
    const line = info.lines;
    if (!orderNumber) {
      results.push({ line, orderNumber, ok: false, message: "Order number is missing" });
      continue;
    }
    const id = ids.get(orderNumber);
    if (!id) {
      results.push({ line, orderNumber, ok: false, message: "Unknown order number" });
      continue;
    }
    const checked = checkConsignment({ courier: record[1], trackingId: record[2], trackingUrl: record[3] });
    if (!checked.ok) {
      results.push({ line, orderNumber, ok: false, message: checked.message });
      continue;
    }
    const { shipped } = await setManualConsignment(id, checked.consignment, actor);
    const saved = `${checked.consignment.courier} ${checked.consignment.trackingId}`;
    results.push({ line, orderNumber, ok: true, message: shipped ? `Saved ${saved}; now shipped` : `Saved ${saved}` });
  }
  return results;
}

/** Steadfast's limits on a recipient (its documentation: name within 100 characters, address within 250). */
const MAX_RECIPIENT_NAME = 100;
const MAX_RECIPIENT_ADDRESS = 250;

/** Where Steadfast is (STEADFAST_BASE_URL unless given) and how long a request may take. */
type ClientOptions = { baseUrl?: string; timeoutMs?: number };

async function steadfastClient(options: ClientOptions): Promise<SteadfastClient> {
  const credentials = await getSteadfastCredentials();
  if (!credentials) throw new OrderError("Save Steadfast's API key and secret in Settings first", 400);
  return { baseUrl: options.baseUrl ?? env().STEADFAST_BASE_URL, credentials, timeoutMs: options.timeoutMs };
}

/**
 * Books the chosen confirmed orders with Steadfast (its create-order API, in bulk for several) and,
 * for each order it accepted, stores the consignment id and tracking code with courier Steadfast and
 * moves the order to Shipped, in one transaction per order. An order it refused, one that is not
 * confirmed or already has a consignment, and every order of a request that failed or timed out,
 * changes nothing and says why. Throws OrderError 400 without saved credentials or a selection.
 */
export async function sendToSteadfast(ids: string[], actor: string, options: ClientOptions = {}): Promise<CourierRowResult[]> {
  const unique = [...new Set(ids)].filter(isUuid);
  if (unique.length === 0) throw new OrderError("Please select at least one order", 400);
  if (unique.length > MAX_BULK_ORDERS) throw new OrderError(`At most ${MAX_BULK_ORDERS} orders at a time`, 400);
  const client = await steadfastClient(options);
  const db = await getDb();
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      area: orders.area,
      city: orders.city,
      totalAmount: orders.totalAmount,
      message: orders.message,
      courier: orders.courier,
      trackingCode: orders.courierTrackingCode,
    })
    .from(orders)
    .where(inArray(orders.id, unique))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const items = await db
    .select({ orderId: orderItems.orderId, productName: orderItems.productName, variantLabel: orderItems.variantLabel, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, unique))
    .orderBy(asc(orderItems.id));

  const results = new Map<string, CourierRowResult>();
  const toBook: { id: string; order: SteadfastOrder }[] = [];
  for (const row of rows) {
    const refuse = (message: string) => results.set(row.id, { orderNumber: row.orderNumber, ok: false, message });
    if (row.trackingCode) {
      refuse(`Already with ${row.courier ?? "a courier"} (${row.trackingCode})`);
      continue;
    }
    if (row.status !== "confirmed") {
      refuse(`Only confirmed orders can be sent; this one is ${ORDER_STATUS_LABELS[row.status].toLowerCase()}`);
      continue;
    }
    const phone = normalizeBdPhone(row.customerPhone);
    const address = [row.shippingAddress.replace(/\s+/g, " ").trim(), row.area, row.city].filter(Boolean).join(", ");
    if (!phone) refuse("The phone number is not an 11-digit Bangladesh mobile number");
    else if (address.length > MAX_RECIPIENT_ADDRESS) refuse(`The address is over Steadfast's ${MAX_RECIPIENT_ADDRESS} characters: shorten it first`);
    else if (row.customerName.length > MAX_RECIPIENT_NAME) refuse(`The name is over Steadfast's ${MAX_RECIPIENT_NAME} characters: shorten it first`);
    else {
      const description = items
        .filter((item) => item.orderId === row.id)
        .map((item) => `${item.quantity} x ${lineName(item.productName, item.variantLabel)}`)
        .join(", ");
      toBook.push({
        id: row.id,
        order: {
          invoice: row.orderNumber,
          recipient_name: row.customerName,
          recipient_phone: phone,
          recipient_address: address,
          // Cash on delivery: the whole order total, in taka.
          cod_amount: Number(row.totalAmount),
          ...(row.message ? { note: row.message.slice(0, 250) } : {}),
          ...(description ? { item_description: description.slice(0, 250) } : {}),
        },
      });
    }
  }

  const bookings = toBook.length
    ? await bookWithSteadfast(
        client,
        toBook.map((b) => b.order),
      )
    : [];
  const idOf = new Map(toBook.map((b) => [b.order.invoice, b.id]));
  for (const booking of bookings) {
    const id = idOf.get(booking.invoice);
    if (!id) continue;
    if (!booking.ok) {
      results.set(id, { orderNumber: booking.invoice, ok: false, message: booking.message });
      continue;
    }
    const previous = await db.transaction((tx) =>
      storeConsignment(tx, id, { courier: STEADFAST, consignmentId: booking.consignmentId, trackingCode: booking.trackingCode, trackingUrl: null }, actor, [
        "confirmed",
      ]),
    );
    results.set(id, {
      orderNumber: booking.invoice,
      ok: true,
      message:
        previous === "confirmed"
          ? `Shipped with Steadfast (${booking.trackingCode})`
          : `Booked with Steadfast (${booking.trackingCode}), but the order was changed meanwhile and stays ${ORDER_STATUS_LABELS[previous ?? "pending"].toLowerCase()}`,
    });
  }
  return rows.map((row) => results.get(row.id) ?? { orderNumber: row.orderNumber, ok: false, message: "Steadfast did not answer for this order" });
}

/** The most parcels one "Refresh courier status" asks about, least recently checked first. */
export const REFRESH_BATCH = 100;

/**
 * Asks Steadfast for the delivery status of shipped orders booked with it (least recently checked
 * first, REFRESH_BATCH at most), stores the courier's status and when it was read, and moves an order
 * the courier finished: delivered → Delivered, cancelled → Returned (restocked), only if it is still
 * Shipped. A status that could not be read changes nothing for that order and says why.
 */
export async function refreshCourierStatuses(actor: string, options: ClientOptions = {}): Promise<CourierRowResult[]> {
  const client = await steadfastClient(options);
  const db = await getDb();
  const shipped = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, consignmentId: orders.courierConsignmentId })
    .from(orders)
    .where(and(eq(orders.status, "shipped"), isNotNull(orders.courierConsignmentId), eq(orders.courier, STEADFAST)))
    .orderBy(sql`${orders.courierCheckedAt} asc nulls first`)
    .limit(REFRESH_BATCH);
  const results: CourierRowResult[] = [];
  for (const order of shipped) {
    const answer = await steadfastDeliveryStatus(client, order.consignmentId ?? "");
    if (!answer.ok) {
      results.push({ orderNumber: order.orderNumber, ok: false, message: answer.message });
      continue;
    }
    const moveTo = steadfastMoveTo(answer.status);
    const moved = await db.transaction(async (tx) => {
      await tx.update(orders).set({ courierStatus: answer.status, courierCheckedAt: new Date() }).where(eq(orders.id, order.id));
      if (!moveTo) return false;
      const { rows } = await tx.execute<{ previous: OrderStatus | null }>(
        sql`select set_order_status_from(${order.id}, 'shipped', ${moveTo}, ${`${actor} (Steadfast)`}) as previous`,
      );
      return rows[0]?.previous === "shipped";
    });
    results.push({
      orderNumber: order.orderNumber,
      ok: true,
      message: moved && moveTo ? `Now ${ORDER_STATUS_LABELS[moveTo].toLowerCase()}` : `Steadfast says: ${courierStatusWords(answer.status)}`,
    });
  }
  return results;
}
