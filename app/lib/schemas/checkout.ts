import { z } from "zod";
import { ZONE_KEY_PATTERN } from "../delivery";
import { MAX_LINE_QUANTITY } from "../cart";
import { parseWholeNumber } from "../i18n";
import { normalizeBdPhone, PHONE_ERROR } from "../phone";

// One set of field rules, used by the checkout form in the browser and by the order API on the server.

export const EMPTY_CART_MESSAGE = "Your cart is empty";

const MAX_ORDER_LINES = 50;

const name = z
  .string({ error: "Name must be at least 2 characters" })
  .trim()
  .min(2, "Name must be at least 2 characters")
  .max(100, "Name must be at most 100 characters");

const phone = z.string({ error: PHONE_ERROR }).transform((value, ctx) => {
  const normalized = normalizeBdPhone(value);
  if (normalized === null) {
    ctx.issues.push({ code: "custom", message: PHONE_ERROR, input: value });
    return z.NEVER;
  }
  return normalized;
});

const city = z
  .string({ error: "City is required" })
  .trim()
  .min(2, "City is required")
  .max(100, "City must be at most 100 characters");

export const CHOOSE_DELIVERY_LOCATION = "Please choose a delivery location";

// A zone's key. Which zones exist and are active is the database's to say: the order API refuses
// any other with a 400 (app/.server/orders/place.ts).
const deliveryLocation = z.string({ error: CHOOSE_DELIVERY_LOCATION }).regex(ZONE_KEY_PATTERN, CHOOSE_DELIVERY_LOCATION);

// Area or thana, optional; an empty one is stored as null.
const area = z
  .string()
  .trim()
  .max(100, "Area must be at most 100 characters")
  .nullish()
  .transform((v) => v || null);

const address = z
  .string({ error: "Please provide a complete address" })
  .trim()
  .min(10, "Please provide a complete address")
  .max(500, "Address must be at most 500 characters");

// An empty message is stored as null.
const message = z
  .string()
  .trim()
  .max(1000, "Message must be at most 1000 characters")
  .nullish()
  .transform((v) => v || null);

export const CheckoutSchema = z.object({ name, phone, city, area, deliveryLocation, address, message });

export type CheckoutInput = z.input<typeof CheckoutSchema>;
export type CheckoutData = z.output<typeof CheckoutSchema>;

// Only to name a product the shop no longer has when refusing the order (the database's name is
// used for everything else, and this one is never stored). Informational: a bad one is dropped
// rather than refusing the order.
const MAX_PRODUCT_NAME = 200;
const clientProductName = z
  .string()
  .trim()
  .max(MAX_PRODUCT_NAME)
  .optional()
  .catch(undefined)
  .transform((v) => v || undefined);

const id = z.number({ error: "Invalid product" }).int("Invalid product").positive("Invalid product");

// A line names the variant bought (variant_id); a product id alone names a product without options
// (its one variant). A product with options without a variant is refused by the server with a 400.
const OrderItemSchema = z.object({
  product_id: id.optional(),
  variant_id: id.optional(),
  product_name: clientProductName,
  // A quantity written as text (Bangla digits "২" included) is read as the number it names.
  quantity: z.preprocess(
    (value) => (typeof value === "string" ? (parseWholeNumber(value) ?? value) : value),
    z
      .number({ error: "Quantity must be a whole number" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  ),
});

// Body of the order API (POST /api/orders). customer_email, total_amount, delivery_charge and each item's
// price are accepted but stripped (zod drops unknown keys): the server re-reads prices and computes
// every amount itself, so nothing the client claims about money is kept. product_name is kept only
// for the refusal message of a deleted product (see above).
export const OrderRequestSchema = z.object({
  customer_name: name,
  customer_phone: phone,
  city,
  area,
  // Omitted: the first active zone, as checkout preselects it.
  delivery_location: deliveryLocation.nullish().transform((v) => v ?? null),
  shipping_address: address,
  message,
  items: z
    .array(OrderItemSchema, { error: EMPTY_CART_MESSAGE })
    .min(1, EMPTY_CART_MESSAGE)
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} different products`)
    .refine((items) => items.every((item) => item.product_id !== undefined || item.variant_id !== undefined), "Invalid product"),
});

export type OrderRequest = z.output<typeof OrderRequestSchema>;
