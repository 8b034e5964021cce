import * as m from "~/paraglide/messages";
import { formatCount, type Locale } from "./i18n";

// The messages a shopper can meet from the shared checkout rules (app/lib/schemas/checkout.ts) and
// from the order and cart APIs are written once, in English, where the rule lives (the API's
// contract and its tests speak English). A Bangla page shows each through the message catalogue:
// the fixed ones by their exact text, the ones that carry a name or a number by their shape, each
// mapped to a whole catalogue sentence (never a fragment glued around the number).

type Lang = { locale: Locale };

const EXACT: Record<string, (lang: Lang) => string> = {
  "Name must be at least 2 characters": (lang) => m.v_name_min({}, lang),
  "Name must be at most 100 characters": (lang) => m.v_name_max({}, lang),
  "Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)": (lang) => m.v_phone({}, lang),
  "City is required": (lang) => m.v_city_required({}, lang),
  "City must be at most 100 characters": (lang) => m.v_city_max({}, lang),
  "Please choose a delivery location": (lang) => m.v_delivery_location({}, lang),
  "Area must be at most 100 characters": (lang) => m.v_area_max({}, lang),
  "Please provide a complete address": (lang) => m.v_address_min({}, lang),
  "Address must be at most 500 characters": (lang) => m.v_address_max({}, lang),
  "Message must be at most 1000 characters": (lang) => m.v_message_max({}, lang),
  "Invalid product": (lang) => m.v_invalid_product({}, lang),
  "Quantity must be a whole number": (lang) => m.v_quantity_whole({}, lang),
  "Quantity must be at least 1": (lang) => m.v_quantity_min({}, lang),
  "Your cart is empty": (lang) => m.cart_empty({}, lang),
  "The order must be sent as JSON": (lang) => m.order_could_not_read({}, lang),
  "The order could not be read": (lang) => m.order_could_not_read({}, lang),
  "Invalid Idempotency-Key header": (lang) => m.order_could_not_read({}, lang),
  "The order is too large": (lang) => m.order_too_large({}, lang),
  "This order is too large to place online. Please lower the quantities.": (lang) => m.order_too_large({}, lang),
  "This checkout was already used for a different order. Please reload the page and try again.": (lang) => m.order_key_reused({}, lang),
  "Your order could not be confirmed. Please try again.": (lang) => m.order_not_confirmed({}, lang),
  "Failed to place order": (lang) => m.order_failed({}, lang),
  "A product in your cart is no longer available": (lang) => m.order_product_gone_unnamed({}, lang),
  "We are not taking deliveries at the moment. Please try again later.": (lang) => m.order_no_deliveries({}, lang),
  "Invalid product ids": (lang) => m.cart_invalid_ids({}, lang),
  "Method not allowed": (lang) => m.order_could_not_read({}, lang),
  "Name is required": (lang) => m.v_contact_name_required({}, lang),
  "Please enter a valid email": (lang) => m.v_contact_email({}, lang),
  "Subject is required": (lang) => m.v_contact_subject_required({}, lang),
  "Subject must be at most 200 characters": (lang) => m.v_contact_subject_max({}, lang),
  "Message is required": (lang) => m.v_contact_message_required({}, lang),
  "Message must be at most 5000 characters": (lang) => m.v_contact_message_max({}, lang),
  "Order number is required": (lang) => m.track_number_required({}, lang),
  "Order number is too long": (lang) => m.track_number_too_long({}, lang),
};

type Shape = { pattern: RegExp; say: (match: RegExpExecArray, lang: Lang) => string };

const number = (text: string | undefined, lang: Lang) => formatCount(Number(text), lang.locale);

const SHAPES: Shape[] = [
  { pattern: /^Quantity must be at most (\d+)$/, say: ([, n], lang) => m.v_quantity_max({ max: number(n, lang) }, lang) },
  { pattern: /^An order can hold at most (\d+) different products$/, say: ([, n], lang) => m.v_order_lines_max({ max: number(n, lang) }, lang) },
  { pattern: /^We could not place this order\. Please call us at (.+)\.$/, say: ([, phone = ""], lang) => m.order_blocked({ phone }, lang) },
  {
    pattern: /^Too many orders from your connection\. Please try again in (\d+) minutes?\.$/,
    say: ([, n], lang) => m.order_too_many({ count: Number(n), countText: number(n, lang) }, lang),
  },
  {
    pattern: /^Too many lookups\. Please try again in (\d+) seconds?\.$/,
    say: ([, n], lang) => m.track_too_many({ count: Number(n), countText: number(n, lang) }, lang),
  },
  { pattern: /^Only (\d+) left of (.+)$/s, say: ([, n, name = ""], lang) => m.order_only_left({ count: number(n, lang), name }, lang) },
  { pattern: /^(.+) is out of stock$/s, say: ([, name = ""], lang) => m.order_out_of_stock({ name }, lang) },
  { pattern: /^(.+) is no longer available$/s, say: ([, name = ""], lang) => m.order_product_gone({ name }, lang) },
  { pattern: /^We do not deliver to "(.+)"\. Please choose another delivery location\.$/s, say: ([, zone = ""], lang) => m.order_zone_unavailable({ zone }, lang) },
];

/** A shopper-facing message from the checkout rules or the order and cart APIs, in `locale`; unknown ones stay as they are. */
export function localizeShopperMessage(message: string, locale: Locale): string {
  if (locale === "en") return message;
  const lang = { locale };
  const exact = EXACT[message];
  if (exact) return exact(lang);
  for (const { pattern, say } of SHAPES) {
    const match = pattern.exec(message);
    if (match) return say(match, lang);
  }
  return message;
}
