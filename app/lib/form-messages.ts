import * as m from "~/paraglide/messages";
import { formatCount, type Locale } from "./i18n";

// The messages of the shared rules (app/lib/schemas) are written once, in English, where the rule
// lives (the API's contract and its tests speak English). A Bangla page shows each through the
// message catalogue: the fixed ones by their exact text, the ones that carry a name or a number by
// their shape, each mapped to a whole catalogue sentence (never a fragment glued around the number).
//
// This module holds the rules the browser checks itself (the checkout and contact forms): the only
// ones a page's scripts carry. What only the server answers (the order, cart and track refusals) is
// mapped in ./shopper-messages.ts, which the browser never loads.

export type Lang = { locale: Locale };
export type ExactMessages = Record<string, (lang: Lang) => string>;
export type Shape = { pattern: RegExp; say: (match: RegExpExecArray, lang: Lang) => string };

/** A count in the page's digits, from the text of a rule's message. */
export const number = (text: string | undefined, lang: Lang) => formatCount(Number(text), lang.locale);

export const FORM_EXACT: ExactMessages = {
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
  "Name is required": (lang) => m.v_contact_name_required({}, lang),
  "Please enter a valid email": (lang) => m.v_contact_email({}, lang),
  "Subject is required": (lang) => m.v_contact_subject_required({}, lang),
  "Subject must be at most 200 characters": (lang) => m.v_contact_subject_max({}, lang),
  "Message is required": (lang) => m.v_contact_message_required({}, lang),
  "Message must be at most 5000 characters": (lang) => m.v_contact_message_max({}, lang),
};

export const FORM_SHAPES: Shape[] = [
  { pattern: /^Quantity must be at most (\d+)$/, say: ([, n], lang) => m.v_quantity_max({ max: number(n, lang) }, lang) },
  { pattern: /^An order can hold at most (\d+) different products$/, say: ([, n], lang) => m.v_order_lines_max({ max: number(n, lang) }, lang) },
];

/** `message` in `locale` by the first table that knows it; unknown ones stay as they are. */
export function localizeBy(message: string, locale: Locale, exact: ExactMessages[], shapes: Shape[][]): string {
  if (locale === "en") return message;
  const lang = { locale };
  for (const table of exact) {
    const say = table[message];
    if (say) return say(lang);
  }
  for (const { pattern, say } of shapes.flat()) {
    const match = pattern.exec(message);
    if (match) return say(match, lang);
  }
  return message;
}

/** A message of the checkout or contact form's rules, in `locale`, as the browser shows it; unknown ones stay as they are. */
export function localizeFormMessage(message: string, locale: Locale): string {
  return localizeBy(message, locale, [FORM_EXACT], [FORM_SHAPES]);
}
