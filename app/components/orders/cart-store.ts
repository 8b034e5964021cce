import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
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
export const useCart = create<CartStore>()(
  persist(
    (set) => ({
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
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      skipHydration: true,
      partialize: (state) => pick(state),
      // localStorage is user-controlled: never trust its shape or its total.
      merge: (persisted, current) => ({ ...current, ...sanitizeStoredCart((persisted as { items?: unknown } | undefined) ?? {}) }),
      onRehydrateStorage: () => () => useCart.setState({ hydrated: true }),
    },
  ),
);
