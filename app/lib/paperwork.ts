import { formatTaka, poishaToDecimal } from "./money";
import type { OrderStatus } from "./order-status";
import { isUuid } from "./uuid";

/** One order as its invoice, label and courier row show it (amounts are decimal taka). */
export type PaperworkOrder = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  city: string;
  area: string | null;
  deliveryZoneName: string;
  subtotal: string;
  deliveryCharge: string;
  totalAmount: string;
  message: string | null;
  /** variantLabel and sku as the line was placed ("Size: M · Colour: Red"; null: no options). */
  items: { productName: string; variantLabel: string | null; sku: string | null; quantity: number; price: string }[];
};

// Invoices, shipping labels and courier upload files for orders handed to a courier: the rules the
// print page, the CSV route and the admin buttons share.

export const PRINT_LAYOUTS = ["invoice", "label"] as const;
export type PrintLayout = (typeof PRINT_LAYOUTS)[number];

export const COURIERS = ["steadfast", "pathao"] as const;
export type Courier = (typeof COURIERS)[number];

export const COURIER_NAMES: Record<Courier, string> = {
  steadfast: "Steadfast",
  pathao: "Pathao",
};

/** The most orders one print page or courier file takes (a day's hand-over fits; a URL of ids stays short). */
export const MAX_PAPERWORK_ORDERS = 100;

/** Item lines a 4×6 in label lists; the rest are counted as "+N more items". */
export const LABEL_ITEM_LINES = 10;

export function isPrintLayout(value: unknown): value is PrintLayout {
  return typeof value === "string" && (PRINT_LAYOUTS as readonly string[]).includes(value);
}

export function isCourier(value: unknown): value is Courier {
  return typeof value === "string" && (COURIERS as readonly string[]).includes(value);
}

/**
 * The order ids of a paperwork URL (`ids=a,b` or `ids=a&ids=b`), in the order given, without
 * repeats; null when one is not a UUID, when there are none, or more than MAX_PAPERWORK_ORDERS.
 */
export function parsePaperworkIds(params: URLSearchParams): string[] | null {
  const ids = [
    ...new Set(
      params
        .getAll("ids")
        .flatMap((value) => value.split(","))
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0 || ids.length > MAX_PAPERWORK_ORDERS || !ids.every(isUuid)) return null;
  return ids;
}

/** The print page's URL for these orders. */
export function printHref(ids: readonly string[], layout: PrintLayout): string {
  return `/admin/orders/print?ids=${ids.join(",")}&layout=${layout}`;
}

/** The courier file's URL for these orders. */
export function courierCsvHref(ids: readonly string[], courier: Courier): string {
  return `/admin/orders/courier.csv?ids=${ids.join(",")}&courier=${courier}`;
}

/** The line in large type on every invoice and label: "Collect ৳1,234.00 (Cash on Delivery)". */
export function collectLine(totalPoisha: number): string {
  return `Collect ${formatTaka(totalPoisha)} (Cash on Delivery)`;
}

/** The items a label lists (the first `max`) and how many more it only counts. */
export function labelItems<T>(items: readonly T[], max = LABEL_ITEM_LINES): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** "+3 more items" / "+1 more item". */
export function moreItemsLine(more: number): string {
  return more === 1 ? "+1 more item" : `+${more} more items`;
}

// An A4 invoice keeps its fixed blocks (shop, customer, totals, collect line, footer) in about 125 mm;
// the item table gets up to 140 mm. Short orders take the roomy row. A long order sets its totals beside
// the collect line, and from 21 lines the rows share the table's space, down to a row still readable in
// print (6 pt text), so an order of the largest size (50 lines) stays on one page.
const INVOICE_ITEMS_MM = 140;
const INVOICE_ROW_MM = 7;
const INVOICE_MIN_ROW_MM = 2.8;
const INVOICE_ROOMY_LINES = 18;

/** How an invoice of `lines` item lines fits one A4 page: each row's height in mm, and whether the totals sit beside the collect line. */
export function invoiceFit(lines: number): { rowMm: number; compact: boolean } {
  const fit = INVOICE_ITEMS_MM / Math.max(lines, 1);
  // Rounded down: the rows never add up to more than the space.
  const rowMm = Math.floor(Math.max(INVOICE_MIN_ROW_MM, Math.min(INVOICE_ROW_MM, fit)) * 100) / 100;
  return { rowMm, compact: lines > INVOICE_ROOMY_LINES };
}

/** An amount for a courier's upload file: whole taka without decimals ("1510"), else two decimals ("1510.50"). */
export function courierAmount(poisha: number): string {
  const decimal = poishaToDecimal(poisha);
  return decimal.endsWith(".00") ? decimal.slice(0, -3) : decimal;
}

/** The delivery address as one line for a courier: street address, then area and district unless already in it. */
export function oneLineAddress(address: string, area: string | null, district: string): string {
  const street = address.replace(/\s*\n\s*/g, ", ").trim();
  const lower = street.toLowerCase();
  const extra = [area, district].filter((part): part is string => !!part && !lower.includes(part.toLowerCase()));
  return [street, ...extra].join(", ");
}
