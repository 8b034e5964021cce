import { describe, expect, it } from "vitest";
import type { CartLine, CartProductFacts } from "~/lib/cart";
import { compareCart } from "./cart-changes";

const line = (id: number, price: string, quantity = 1, name = `Item ${id}`): CartLine => ({
  product: { id, name, slug: `item-${id}`, price, image: null },
  quantity,
});
const fresh = (id: number, patch: Partial<Extract<CartProductFacts, { available: true }>> = {}): CartProductFacts => ({
  id,
  available: true,
  name: `Item ${id}`,
  slug: `item-${id}`,
  price: "100.00",
  image: null,
  stock: 10,
  ...patch,
});
const gone = (id: number): CartProductFacts => ({ id, available: false });

describe("compareCart", () => {
  it("says nothing when nothing changed and keeps current facts", () => {
    expect(compareCart([line(1, "100")], [fresh(1, { image: "/a.webp" })])).toEqual({
      products: [{ id: 1, name: "Item 1", slug: "item-1", price: "100.00", image: "/a.webp", stock: 10 }],
      removedIds: [],
      notices: [],
    });
  });

  it.each([
    ["price change", [line(1, "100.00")], [fresh(1, { price: "120.50" })], [["price-1", "The price of Item 1 changed from ৳100.00 to ৳120.50.", false]]],
    ["out of stock", [line(1, "100.00")], [fresh(1, { stock: 0 })], [["out-of-stock-1", "Item 1 is now out of stock. Remove it to place your order.", true]]],
    ["short stock", [line(1, "100.00", 5)], [fresh(1, { stock: 3 })], [["short-1", "Only 3 left of Item 1. Lower the quantity to place your order.", true]]],
    ["exactly enough stock", [line(1, "100.00", 3)], [fresh(1, { stock: 3 })], []],
    ["inactive", [line(1, "100.00", 1, "Old Mug")], [gone(1)], [["removed-1", "Old Mug is no longer sold and was removed from your cart.", false]]],
    ["deleted", [line(2, "100.00", 1, "Gone Mug")], [], [["removed-2", "Gone Mug is no longer sold and was removed from your cart.", false]]],
    [
      "price and stock both changed",
      [line(1, "90.00", 2)],
      [fresh(1, { stock: 1 })],
      [
        ["price-1", "The price of Item 1 changed from ৳90.00 to ৳100.00.", false],
        ["short-1", "Only 1 left of Item 1. Lower the quantity to place your order.", true],
      ],
    ],
  ] as const)("%s", (_, lines, products, expected) => {
    expect(compareCart(lines, products).notices.map((n) => [n.key, n.text, n.needsCartChange])).toEqual(expected);
  });

  it("gives two products with the same name and the same change different notice keys", () => {
    const { notices } = compareCart([line(1, "100.00", 1, "Mug"), line(2, "100.00", 1, "Mug")], [fresh(1, { name: "Mug", stock: 0 }), fresh(2, { name: "Mug", stock: 0 })]);
    expect(notices.map((n) => n.text)).toEqual(["Mug is now out of stock. Remove it to place your order.", "Mug is now out of stock. Remove it to place your order."]);
    expect(new Set(notices.map((n) => n.key)).size).toBe(2);
  });

  it("lists removed lines apart from the products that stay", () => {
    const changes = compareCart([line(1, "100.00"), line(2, "100.00")], [gone(1), fresh(2)]);
    expect(changes.removedIds).toEqual([1]);
    expect(changes.products.map((p) => p.id)).toEqual([2]);
  });
});
