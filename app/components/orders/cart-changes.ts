import type { CartLine, CartProduct, CartProductFacts } from "~/lib/cart";
import { formatPrice, toPoisha } from "~/lib/money";

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
export function compareCart(lines: readonly CartLine[], fresh: readonly CartProductFacts[]): CartChanges {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const changes: CartChanges = { products: [], removedIds: [], notices: [] };
  const notice = (kind: string, id: number, text: string, needsCartChange = false) =>
    changes.notices.push({ key: `${kind}-${id}`, text, needsCartChange });
  for (const { product: stored, quantity } of lines) {
    const current = byId.get(stored.id);
    if (!current?.available) {
      changes.removedIds.push(stored.id);
      // The server no longer says the name of a product it does not sell: the cart's own is used.
      notice("removed", stored.id, `${stored.name} is no longer sold and was removed from your cart.`);
      continue;
    }
    const { available: _available, ...product } = current;
    changes.products.push(product);
    if (toPoisha(current.price) !== toPoisha(stored.price)) {
      notice("price", stored.id, `The price of ${current.name} changed from ${formatPrice(stored.price)} to ${formatPrice(current.price)}.`);
    }
    if (current.stock === 0) {
      notice("out-of-stock", stored.id, `${current.name} is now out of stock. Remove it to place your order.`, true);
    } else if (quantity > current.stock) {
      notice("short", stored.id, `Only ${current.stock} left of ${current.name}. Lower the quantity to place your order.`, true);
    }
  }
  return changes;
}
