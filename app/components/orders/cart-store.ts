import { create } from "zustand";
import {
  addToCart,
  CART_STORAGE_KEY,
  type CartProduct,
  type CartState,
  clearCart,
  emptyCart,
  removeFromCart,
  sanitizeStoredCart,
  updateCartQuantity,
} from "~/lib/cart";

type CartStore = CartState & {
  /** False until the stored cart was read (always false during the server render). */
  hydrated: boolean;
  add(product: CartProduct, quantity?: number): void;
  remove(productId: number): void;
  updateQuantity(productId: number, quantity: number): void;
  clear(): void;
  /** Replaces product facts (price, name, stock) after the server refreshed them. */
  replaceProducts(products: CartProduct[]): void;
};

const pick = (state: CartState): CartState => ({ items: state.items, total: state.total });

/**
 * The browser cart (zustand). Rules live in app/lib/cart; this only wires them to state and
 * localStorage. Hydration is manual (see CartHydrator) so the server HTML and the first client
 * render agree.
 */
export const useCart = create<CartStore>()((set) => ({
  ...emptyCart(),
  hydrated: false,
  add: (product, quantity = 1) => set((state) => addToCart(pick(state), product, quantity)),
  remove: (productId) => set((state) => removeFromCart(pick(state), productId)),
  updateQuantity: (productId, quantity) => set((state) => updateCartQuantity(pick(state), productId, quantity)),
  clear: () => set(clearCart()),
  replaceProducts: (products) =>
    set((state) => {
      const byId = new Map(products.map((p) => [p.id, p]));
      const items = state.items.map((line) => ({ ...line, product: byId.get(line.product.id) ?? line.product }));
      return sanitizeStoredCart({ items });
    }),
}));

// Stored as zustand's persist middleware stored it ({ state, version: 0 }), so the carts shoppers
// already have keep loading. The middleware itself was 0.8 kB of every page's JavaScript for these
// few lines (docs/performance.md). The version is not read: every stored cart is sanitised line by
// line anyway; a change of format would check it here (or change CART_STORAGE_KEY).
interface Stored {
  state?: unknown;
}

/**
 * Reads the stored cart into the store, once, after hydration. localStorage is user-controlled:
 * never trust its shape or its total.
 */
export function rehydrateCart() {
  const current = useCart.getState();
  if (current.hydrated) return;
  let stored: Stored | null = null;
  try {
    stored = JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null") as Stored | null;
  } catch {
    // Unreadable (storage refused, text that is not JSON): an empty cart.
  }
  // A line added before this ran joins the stored ones rather than replacing them.
  const items = [...sanitizeStoredCart(stored?.state).items, ...current.items];
  useCart.setState({ ...sanitizeStoredCart({ items }), hydrated: true });
}

// Every change after hydration is written back; a change before it would overwrite the stored cart
// with a partial one.
useCart.subscribe((state, previous) => {
  if (!state.hydrated || state.items === previous.items) return;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: pick(state), version: 0 }));
  } catch {
    // Storage full or refused: the cart still works for this visit.
  }
});
