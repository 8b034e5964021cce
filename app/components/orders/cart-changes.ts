import type { CartLine, CartProduct } from "~/lib/cart";
import { formatPrice, toPoisha } from "~/lib/money";

/** A product as GET /api/cart returns it; price is decimal taka. */
export type FreshCartProduct = {
  id: number;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  stock: number;
  active: boolean;
};

export type CartChanges = {
  /** Current facts for the lines that stay. */
  products: CartProduct[];
  /** Lines whose product is no longer sold. */
  removedIds: number[];
  /** One sentence per change the shopper should know about. */
  notices: string[];
};

/** Compares the cart with the server's current facts and says what changed, in the cart's order. */
export function compareCart(lines: readonly CartLine[], fresh: readonly FreshCartProduct[]): CartChanges {
  const byId = new Map(fresh.map((product) => [product.id, product]));
  const changes: CartChanges = { products: [], removedIds: [], notices: [] };
  for (const { product: stored, quantity } of lines) {
    const current = byId.get(stored.id);
    if (!current || !current.active) {
      changes.removedIds.push(stored.id);
      changes.notices.push(`${stored.name} is no longer sold and was removed from your cart.`);
      continue;
    }
    const { active: _active, ...product } = current;
    changes.products.push(product);
    if (toPoisha(current.price) !== toPoisha(stored.price)) {
      changes.notices.push(`The price of ${current.name} changed from ${formatPrice(stored.price)} to ${formatPrice(current.price)}.`);
    }
    if (current.stock === 0) {
      changes.notices.push(`${current.name} is now out of stock. Remove it to place your order.`);
    } else if (quantity > current.stock) {
      changes.notices.push(`Only ${current.stock} left of ${current.name}. Lower the quantity to place your order.`);
    }
  }
  return changes;
}
