import { stringify } from "csv-stringify/sync";
import { type Courier, courierAmount, oneLineAddress } from "~/lib/paperwork";
import { toPoisha } from "~/lib/money";
import { normalizeBdPhone } from "~/lib/phone";
import type { PaperworkOrder } from "~/lib/paperwork";
import { lineName } from "~/lib/variants";

// Each courier's bulk upload takes the same fields its create-order API documents, one order a row;
// the headers below are those field names. Sources:
// - Steadfast: its create_order fields (invoice, recipient_name, recipient_phone (11 digits),
//   recipient_address (at most 250 characters), cod_amount, note), as documented in "Order
//   Management API", steadfast-python documentation,
//   https://steadfast-python.readthedocs.io/en/latest/order_management.html
// - Pathao: its merchant order fields (merchant_order_id, recipient_name, recipient_phone,
//   recipient_address, recipient_city / recipient_zone / recipient_area (ids from Pathao's own city,
//   zone and area lists), delivery_type 48 = normal delivery, item_type 2 = parcel,
//   special_instruction, item_quantity, item_weight in kg (0.5 to 10), item_description,
//   amount_to_collect), as in Pathao Courier's "API merchants can now create orders more easily"
//   (https://pathao.com/bn/blog/api-merchant-auto-address-feature) and its merchant API reference.
// Pathao's city, zone and area are ids from its own lists, which Haat does not keep: they stay blank,
// and the portal asks for them (or finds them from the full address) on upload.

type CourierFormat = {
  columns: readonly string[];
  row: (order: PaperworkOrder) => string[];
};

/** A phone as the couriers take it: 11 digits 01XXXXXXXXX (stored numbers already are; anything else goes as typed). */
function courierPhone(phone: string): string {
  return normalizeBdPhone(phone) ?? phone;
}

/** "2 × Clay Pot, 1 × Jute Mat": what is in the parcel, for the rider and the courier's records. */
function contents(order: PaperworkOrder): string {
  return order.items.map((item) => `${item.quantity} × ${lineName(item.productName, item.variantLabel)}`).join(", ");
}

/** Pathao's lowest weight band (kg): Haat keeps no product weights, so a heavier parcel is changed on the portal. */
export const PATHAO_DEFAULT_WEIGHT_KG = "0.5";
const PATHAO_NORMAL_DELIVERY = "48";
const PATHAO_PARCEL = "2";

export const COURIER_FORMATS: Record<Courier, CourierFormat> = {
  steadfast: {
    columns: ["invoice", "recipient_name", "recipient_phone", "recipient_address", "cod_amount", "note"],
    row: (order) => [
      order.orderNumber,
      order.customerName,
      courierPhone(order.customerPhone),
      oneLineAddress(order.shippingAddress, order.area, order.city),
      courierAmount(toPoisha(order.totalAmount)),
      order.message ?? "",
    ],
  },
  pathao: {
    columns: [
      "merchant_order_id",
      "recipient_name",
      "recipient_phone",
      "recipient_address",
      "recipient_city",
      "recipient_zone",
      "recipient_area",
      "delivery_type",
      "item_type",
      "special_instruction",
      "item_quantity",
      "item_weight",
      "item_description",
      "amount_to_collect",
    ],
    row: (order) => [
      order.orderNumber,
      order.customerName,
      courierPhone(order.customerPhone),
      oneLineAddress(order.shippingAddress, order.area, order.city),
      "",
      "",
      "",
      PATHAO_NORMAL_DELIVERY,
      PATHAO_PARCEL,
      order.message ?? "",
      String(order.items.reduce((sum, item) => sum + item.quantity, 0)),
      PATHAO_DEFAULT_WEIGHT_KG,
      contents(order),
      courierAmount(toPoisha(order.totalAmount)),
    ],
  },
};

/** The courier's upload file for these orders: a header row, then one row per order, in their order. */
export function courierCsv(courier: Courier, list: readonly PaperworkOrder[]): string {
  const format = COURIER_FORMATS[courier];
  // Names, addresses and notes are typed by shoppers: a cell starting with =, +, -, @, tab or CR
  // would run as a formula when the file is opened in a spreadsheet first, so it gets a leading '.
  return stringify(
    list.map((order) => format.row(order)),
    { header: true, columns: [...format.columns], escape_formulas: true },
  );
}
