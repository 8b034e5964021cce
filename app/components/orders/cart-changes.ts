import type { CartLine, CartProduct, CartProductFacts } from "~/lib/cart";
import { formatPrice, toPoisha } from "~/lib/money";
import { formatCount, type Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/** One thing the shopper should know about their cart. */
export type CartNotice = {
  /** Unique per product and kind of change (two products may share a name). */
  key: string;
  text: string;
  /** The shopper has to change the cart before ordering: the checkout links back to it. */
  needsCartChange: boolean;
};

export type CartChanges = {
  /** Current facts for the lines that stay. */
  products: CartProduct[];
  /** Lines whose product is no longer sold. */
  removedIds: number[];
  notices: CartNotice[];
};

/** Compares the cart with the server's current facts and says what changed, in the cart's order. */
export function compareCart(lines: readonly CartLine[], fresh: readonly CartProductFacts[], locale: Locale = "en"): CartChanges {
  const lang = { locale };
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const changes: CartChanges = { products: [], removedIds: [], notices: [] };
  const notice = (kind: string, id: number, text: string, needsCartChange = false) =>
    changes.notices.push({ key: `${kind}-${id}`, text, needsCartChange });
  for (const { product: stored, quantity } of lines) {
    const current = byId.get(stored.id);
    if (!current?.available) {
      changes.removedIds.push(stored.id);
      // The server no longer says the name of a product it does not sell: the cart's own is used.
      notice("removed", stored.id, m.notice_removed({ name: stored.name }, lang));
      continue;
    }
    const { available: _available, ...product } = current;
    changes.products.push(product);
    if (toPoisha(current.price) !== toPoisha(stored.price)) {
      const change = { name: current.name, from: formatPrice(stored.price, locale), to: formatPrice(current.price, locale) };
      notice("price", stored.id, m.notice_price(change, lang));
    }
    if (current.stock === 0) {
      notice("out-of-stock", stored.id, m.notice_out_of_stock({ name: current.name }, lang), true);
    } else if (quantity > current.stock) {
      notice("short", stored.id, m.notice_short({ count: formatCount(current.stock, locale), name: current.name }, lang), true);
    }
  }
  return changes;
}
