import { type AnyColumn, asc, eq, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n";
import type { OrderStatus } from "~/lib/order-status";
import { isUuid } from "~/lib/uuid";
import { type Db, getDb, type Tx } from "../db";
import { orderItems, orders, products } from "../db/schema";

/** An order as the order API returns it (amounts are decimal taka strings). */
export type PlacedOrder = {
  id: string;
  order_number: string;
  status: OrderStatus;
  /** The zone's key, and its name and estimate as they were when the order was placed. */
  delivery_location: string;
  delivery_zone_name: string;
  delivery_estimate: string;
  subtotal: string;
  delivery_charge: string;
  total_amount: string;
  created_at: string;
  /** variant_label: "Size: M · Colour: Red" as placed (null: a product without options); sku as placed. */
  items: {
    product_id: number | null;
    variant_id: number | null;
    product_name: string;
    variant_label: string | null;
    sku: string | null;
    quantity: number;
    price: string;
  }[];
};

/** An order as the order API returns it, read back (a replayed request's answer); undefined when gone. */
export async function readPlacedOrder(tx: Db | Tx, orderId: string): Promise<PlacedOrder | undefined> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await tx
    .select({
      product_id: orderItems.productId,
      variant_id: orderItems.variantId,
      product_name: orderItems.productName,
      variant_label: orderItems.variantLabel,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status,
    delivery_location: order.deliveryLocation,
    delivery_zone_name: order.deliveryZoneName,
    delivery_estimate: order.deliveryEstimate,
    subtotal: order.subtotal,
    delivery_charge: order.deliveryCharge,
    total_amount: order.totalAmount,
    created_at: order.createdAt.toISOString(),
    items,
  };
}

/** An order's lines as its pages show them (tracking, the admin's detail), in the order they were placed, each with its variant's label and SKU as placed. */
export function orderLines(db: Db, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * An order's lines for a page in Bangla: a line keeps the name it was ordered under (the order's
 * record) unless its product still has that very English name and a Bangla one, which is then the
 * same name in Bangla. A product renamed or deleted since shows the recorded name.
 */
function orderLinesInBangla(db: Db, orderId: string) {
  return db
    .select({
      id: orderItems.id,
      productName: sql<string>`case when ${products.name} = ${orderItems.productName} then coalesce(nullif(${products.nameBn}, ''), ${orderItems.productName}) else ${orderItems.productName} end`,
      // The Bangla label recorded with the line (a value without a Bangla twin stays English in it).
      variantLabel: sql<string | null>`coalesce(${orderItems.variantLabelBn}, ${orderItems.variantLabel})`,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      price: orderItems.price,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * The order's zone name (or estimate) for a page in `locale`: on "bn" the Bangla twin the order
 * stored when placed, where the zone had one, else the stored English. What the order recorded, never
 * the zone as it is now: an edit of the zone changes no order.
 */
function storedInLocale(english: AnyColumn, bangla: AnyColumn, locale: Locale): SQL<string> {
  return locale === "bn" ? sql<string>`coalesce(nullif(${bangla}, ''), ${english})` : sql<string>`${english}`;
}

/**
 * What the confirmation page shows: the order's lines and sums, and whom and where it goes to (the
 * page's address is the order's private id); null for an unknown or malformed id. Amounts are
 * decimal taka. For "bn", line names and the zone's name and estimate in Bangla where known.
 */
export async function getOrderForConfirmation(id: string, { locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      shippingAddress: orders.shippingAddress,
      city: orders.city,
      area: orders.area,
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      totalAmount: orders.totalAmount,
      deliveryZoneName: storedInLocale(orders.deliveryZoneName, orders.deliveryZoneNameBn, locale),
      deliveryEstimate: storedInLocale(orders.deliveryEstimate, orders.deliveryEstimateBn, locale),
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  if (!order) return null;
  return { ...order, items: await (locale === "bn" ? orderLinesInBangla(db, order.id) : orderLines(db, order.id)) };
}

/**
 * What the public track page shows for an order number; null when unknown. Deliberately without the
 * customer's name, phone and address: anyone who has the number can see this. Amounts are decimal taka.
 * For "bn", line names are in Bangla where the product's Bangla name still translates the ordered one,
 * and the zone's name where the order stored its Bangla twin.
 */
export async function getOrderForTracking(orderNumber: string, { locale = DEFAULT_LOCALE }: { locale?: Locale } = {}) {
  const db = await getDb();
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      createdAt: orders.createdAt,
      deliveryZoneName: storedInLocale(orders.deliveryZoneName, orders.deliveryZoneNameBn, locale),
      subtotal: orders.subtotal,
      deliveryCharge: orders.deliveryCharge,
      totalAmount: orders.totalAmount,
      // Once handed over: the courier and its tracking id (and link), so the shopper can follow the parcel.
      courier: orders.courier,
      trackingId: orders.courierTrackingCode,
      trackingUrl: orders.courierTrackingUrl,
    })
    .from(orders)
    .where(eq(orders.orderNumber, orderNumber));
  if (!order) return null;
  const items = await (locale === "bn" ? orderLinesInBangla(db, order.id) : orderLines(db, order.id));
  const { id: _id, ...visible } = order;
  return { ...visible, items };
}
