import * as m from "~/paraglide/messages";
import { type ExactMessages, FORM_EXACT, FORM_SHAPES, localizeBy, number, type Shape } from "./form-messages";
import { type Locale, toBanglaDigits } from "./i18n";

// What only the server says to a shopper (the order and cart APIs' refusals, rate limits, the track
// form), mapped to the catalogue as ./form-messages.ts maps the forms' rules; the server answers in
// the page's language, so none of this travels to the browser.

const SERVER_EXACT: ExactMessages = {
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
  "Order number is required": (lang) => m.track_number_required({}, lang),
  "Order number is too long": (lang) => m.track_number_too_long({}, lang),
};

const SERVER_SHAPES: Shape[] = [
  // The shop's number in the sentence's digits (০১৭১২-৩৪৫৬৭৮ in Bangla); phones read either.
  {
    pattern: /^We could not place this order\. Please call us at (.+)\.$/,
    say: ([, phone = ""], lang) => m.order_blocked({ phone: lang.locale === "bn" ? toBanglaDigits(phone) : phone }, lang),
  },
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

/** A shopper-facing message of the shared rules or of the server's answers, in `locale`; unknown ones stay as they are. */
export function localizeShopperMessage(message: string, locale: Locale): string {
  return localizeBy(message, locale, [FORM_EXACT, SERVER_EXACT], [FORM_SHAPES, SERVER_SHAPES]);
}
