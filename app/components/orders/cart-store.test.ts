import { beforeEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY, type CartProduct } from "~/lib/cart";

// The cart store as a browser has it: a localStorage (here a Map behind the same four methods) and a
// fresh module per test, as every page load starts one.
const stored = new Map<string, string>();
const localStorageStub = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
  clear: () => stored.clear(),
};

const pot: CartProduct = { id: 7, name: "Clay cooking pot", slug: "clay-cooking-pot", price: "450.00", image: null, stock: 12 };
const lamp: CartProduct = { id: 9, name: "Brass lamp", slug: "brass-lamp", price: "1200.50", image: null, stock: 3 };

async function freshStore() {
  vi.resetModules();
  return import("./cart-store");
}

const savedCart = () => JSON.parse(stored.get(CART_STORAGE_KEY) ?? "null") as unknown;

beforeEach(() => {
  stored.clear();
  vi.stubGlobal("localStorage", localStorageStub);
  return () => vi.unstubAllGlobals();
});

describe("cart store and localStorage", () => {
  it("reads a cart saved as zustand's persist middleware saved it, and recomputes the total", async () => {
    stored.set(CART_STORAGE_KEY, JSON.stringify({ state: { items: [{ product: pot, quantity: 2 }], total: 1 }, version: 0 }));
    const { useCart, rehydrateCart } = await freshStore();
    expect(useCart.getState()).toMatchObject({ hydrated: false, items: [], total: 0 });
    rehydrateCart();
    expect(useCart.getState()).toMatchObject({ hydrated: true, items: [{ product: pot, quantity: 2 }], total: 90_000 });
  });

  it.each([
    ["text that is not JSON", "{not json"],
    ["JSON of another shape", JSON.stringify({ state: { items: "all of them" } })],
    ["a bare number", "5"],
    ["lines that are not products", JSON.stringify({ state: { items: [{ product: { id: -1 }, quantity: 2 }, { quantity: 1 }] }, version: 0 })],
  ])("starts an empty cart from %s", async (_, value) => {
    stored.set(CART_STORAGE_KEY, value);
    const { useCart, rehydrateCart } = await freshStore();
    rehydrateCart();
    expect(useCart.getState()).toMatchObject({ hydrated: true, items: [], total: 0 });
  });

  it("starts an empty cart when storage refuses to be read", async () => {
    vi.stubGlobal("localStorage", { ...localStorageStub, getItem: () => { throw new Error("SecurityError"); } });
    const { useCart, rehydrateCart } = await freshStore();
    rehydrateCart();
    expect(useCart.getState()).toMatchObject({ hydrated: true, items: [] });
  });

  it("writes every change after hydration in the same format, and none before it", async () => {
    stored.set(CART_STORAGE_KEY, JSON.stringify({ state: { items: [{ product: pot, quantity: 1 }], total: 45_000 }, version: 0 }));
    const { useCart, rehydrateCart } = await freshStore();
    useCart.getState().add(lamp);
    // Not yet written: the stored cart is still the whole one.
    expect(savedCart()).toEqual({ state: { items: [{ product: pot, quantity: 1 }], total: 45_000 }, version: 0 });

    rehydrateCart();
    // The line added before hydration joins the stored one.
    expect(savedCart()).toEqual({ state: { items: [{ product: pot, quantity: 1 }, { product: lamp, quantity: 1 }], total: 165_050 }, version: 0 });

    useCart.getState().updateQuantity(pot.id, 3);
    useCart.getState().remove(lamp.id);
    expect(savedCart()).toEqual({ state: { items: [{ product: pot, quantity: 3 }], total: 135_000 }, version: 0 });
    useCart.getState().clear();
    expect(savedCart()).toEqual({ state: { items: [], total: 0 }, version: 0 });
  });

  it("writes the products' refreshed facts", async () => {
    const { useCart, rehydrateCart } = await freshStore();
    rehydrateCart();
    useCart.getState().add(pot, 2);
    useCart.getState().replaceProducts([{ ...pot, price: "500.00", stock: 1 }]);
    expect(savedCart()).toMatchObject({ state: { items: [{ product: { id: pot.id, price: "500.00", stock: 1 }, quantity: 2 }], total: 100_000 } });
  });

  it("imports and works without localStorage, as in the server render", async () => {
    vi.stubGlobal("localStorage", undefined);
    const { useCart } = await freshStore();
    useCart.getState().add(pot);
    expect(useCart.getState()).toMatchObject({ hydrated: false, items: [{ product: pot, quantity: 1 }] });
  });

  it("reads the stored cart only once, so a second call cannot double it", async () => {
    stored.set(CART_STORAGE_KEY, JSON.stringify({ state: { items: [{ product: pot, quantity: 2 }] }, version: 0 }));
    const { useCart, rehydrateCart } = await freshStore();
    rehydrateCart();
    rehydrateCart();
    expect(useCart.getState().items).toEqual([{ product: pot, quantity: 2 }]);
  });

  it("keeps working for the visit when storage refuses to be written", async () => {
    vi.stubGlobal("localStorage", { ...localStorageStub, setItem: () => { throw new Error("QuotaExceededError"); } });
    const { useCart, rehydrateCart } = await freshStore();
    rehydrateCart();
    useCart.getState().add(pot, 2);
    expect(useCart.getState()).toMatchObject({ items: [{ product: pot, quantity: 2 }], total: 90_000 });
  });
});
