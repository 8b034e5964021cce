import { formatCount, type Locale } from "./i18n";
import { MAX_ORDER_AMOUNT_POISHA } from "./delivery";
import { parseId } from "./ids";
import { isValidMoney, toPoisha } from "./money";
import { isSafeLink } from "./url";

// Cart rules as pure functions: every change returns a new state with the total
// recomputed, so the zustand store only wires them up.

export type CartProduct = {
  id: number;
  name: string;
  slug: string;
  /** Unit price, decimal taka ("1234.50"). */
  price: string;
  image: string | null;
  stock?: number;
};

/**
 * Current facts about a product in a shopper's cart, as GET /api/cart answers them; price is decimal
 * taka. A product no longer sold is only reported as unavailable: its name, price and stock are
 * nobody's business any more (the cart still has the name it showed, for its notice).
 */
export type CartProductFacts =
  | { id: number; available: true; name: string; slug: string; price: string; image: string | null; stock: number }
  | { id: number; available: false };

export type CartLine = { product: CartProduct; quantity: number };

export type CartState = {
  items: CartLine[];
  /** Subtotal in poisha. */
  total: number;
};

/** The cart lives in localStorage under this key (changing it would empty every cart shoppers have saved). */
export const CART_STORAGE_KEY = "cart-storage";

/** Upper bound on one line's quantity; the order API refuses more. */
export const MAX_LINE_QUANTITY = 999;

/** Most product ids GET /api/cart answers for at once; the browser asks about no more lines than this. */
export const MAX_CART_IDS = 100;

/**
 * The product ids of GET /api/cart's `ids` query ("1,2,3"), duplicates dropped; [] for none, and
 * null when any part is not an id or there are more than MAX_CART_IDS parts.
 */
export function parseCartIds(raw: string | null): number[] | null {
  if (!raw) return [];
  const parts = raw.split(",");
  if (parts.length > MAX_CART_IDS) return null;
  const ids = parts.map(parseId);
  return ids.every((id) => id !== null) ? [...new Set(ids)] : null;
}

const isWholePositive = (n: number) => Number.isInteger(n) && n > 0;

const withTotal = (items: CartLine[]): CartState => ({ items, total: cartSubtotalPoisha(items) });

/** A cart with no lines and a total of 0 poisha. */
export function emptyCart(): CartState {
  return { items: [], total: 0 };
}

/** Adds quantity (whole, > 0) of a product: an existing line grows, capped at 999; otherwise a line is appended. Invalid quantity leaves the state unchanged. */
export function addToCart(state: CartState, product: CartProduct, quantity = 1): CartState {
  if (!isWholePositive(quantity)) return state;
  const existing = state.items.find((line) => line.product.id === product.id);
  if (!existing) {
    return withTotal([...state.items, { product, quantity: Math.min(quantity, MAX_LINE_QUANTITY) }]);
  }
  // Take the fresher product snapshot so a changed price or image shows up.
  return withTotal(
    state.items.map((line) =>
      line === existing
        ? { product, quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY) }
        : line,
    ),
  );
}

/** Removes the line for productId (no-op when absent). */
export function removeFromCart(state: CartState, productId: number): CartState {
  if (!state.items.some((line) => line.product.id === productId)) return state;
  return withTotal(state.items.filter((line) => line.product.id !== productId));
}

/** Sets a line's quantity (capped at 999); 0 or less removes it; a non-integer leaves the state unchanged. */
export function updateCartQuantity(state: CartState, productId: number, quantity: number): CartState {
  if (!Number.isInteger(quantity)) return state;
  if (quantity <= 0) return removeFromCart(state, productId);
  if (!state.items.some((line) => line.product.id === productId)) return state;
  const capped = Math.min(quantity, MAX_LINE_QUANTITY);
  return withTotal(
    state.items.map((line) => (line.product.id === productId ? { ...line, quantity: capped } : line)),
  );
}

/** An empty cart with total 0 poisha. */
export function clearCart(): CartState {
  return emptyCart();
}

/** Line total in poisha: unit price × quantity. */
export function lineTotalPoisha(line: CartLine): number {
  return toPoisha(line.product.price) * line.quantity;
}

/** Cart subtotal in poisha (sum of line totals). */
export function cartSubtotalPoisha(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + lineTotalPoisha(line), 0);
}

/** Number of units in the cart (sum of quantities), for the header badge. */
export function cartItemCount(items: readonly CartLine[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** What the header's cart link shows for a number of units: the badge's figure ("99+" past 99) and the link's label. */
export function cartBadge(units: number, locale: Locale = "en"): { figure: string; label: string } {
  const figure = units > 99 ? formatCount(99, locale) + "+" : formatCount(units, locale);
  return { figure, label: units === 1 ? "Cart, 1 item" : `Cart, ${units} items` };
}

// Hand-written rather than zod: this runs on every storefront page, and zod would add ~24 kB
// (gzipped) to each of them; only checkout needs zod in the browser.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const isWholeNumber = (value: unknown, min: number): value is number => typeof value === "number" && Number.isInteger(value) && value >= min;

/** One stored line if it is well-formed (image kept only when it is a safe link), else null. */
function parseStoredLine(raw: unknown): CartLine | null {
  if (!isRecord(raw) || !isRecord(raw.product) || !isWholeNumber(raw.quantity, 1)) return null;
  const { id, name, slug, price, image, stock } = raw.product;
  if (!isWholeNumber(id, 1) || typeof name !== "string" || name.length === 0 || typeof slug !== "string") return null;
  if (typeof price !== "string" || !isValidMoney(price)) return null;
  if (image !== undefined && image !== null && typeof image !== "string") return null;
  if (stock !== undefined && !isWholeNumber(stock, 0)) return null;
  // A line no order could hold (a tampered price) would also overflow the totals the pages show.
  if (toPoisha(price) * Math.min(raw.quantity, MAX_LINE_QUANTITY) > MAX_ORDER_AMOUNT_POISHA) return null;
  const product: CartProduct = { id, name, slug, price, image: image && isSafeLink(image) ? image : null };
  return { product: stock === undefined ? product : { ...product, stock }, quantity: raw.quantity };
}

/** Rebuilds a cart from untrusted localStorage data: malformed lines are dropped, duplicates merged, the total (poisha) recomputed. */
export function sanitizeStoredCart(value: unknown): CartState {
  // localStorage is user-controlled, so nothing stored (least of all the total) is trusted.
  const items: unknown = typeof value === "object" && value !== null && "items" in value ? value.items : [];
  if (!Array.isArray(items)) return emptyCart();
  return items.reduce<CartState>((cart, raw: unknown) => {
    const line = parseStoredLine(raw);
    return line ? addToCart(cart, line.product, line.quantity) : cart;
  }, emptyCart());
}
