import { describe, expect, it } from "vitest";
import type { CartLine } from "~/lib/cart";
import { compareCart, type FreshCartProduct } from "./cart-changes";

const line = (id: number, price: string, quantity = 1, name = `Item ${id}`): CartLine => ({
  product: { id, name, slug: `item-${id}`, price, image: null },
  quantity,
});
const fresh = (id: number, patch: Partial<FreshCartProduct> = {}): FreshCartProduct => ({
  id,
  name: `Item ${id}`,
  slug: `item-${id}`,
  price: "100.00",
  image: null,
  stock: 10,
  active: true,
  ...patch,
});

describe("compareCart", () => {
  it("says nothing when nothing changed and keeps current facts", () => {
    expect(compareCart([line(1, "100")], [fresh(1, { image: "/a.webp" })])).toEqual({
      products: [{ id: 1, name: "Item 1", slug: "item-1", price: "100.00", image: "/a.webp", stock: 10 }],
      removedIds: [],
      notices: [],
    });
  });

  it.each([
    ["price change", [line(1, "100.00")], [fresh(1, { price: "120.50" })], ["The price of Item 1 changed from ৳100.00 to ৳120.50."]],
    ["out of stock", [line(1, "100.00")], [fresh(1, { stock: 0 })], ["Item 1 is now out of stock. Remove it to place your order."]],
    ["short stock", [line(1, "100.00", 5)], [fresh(1, { stock: 3 })], ["Only 3 left of Item 1. Lower the quantity to place your order."]],
    ["exactly enough stock", [line(1, "100.00", 3)], [fresh(1, { stock: 3 })], []],
    ["inactive", [line(1, "100.00", 1, "Old Mug")], [fresh(1, { active: false })], ["Old Mug is no longer sold and was removed from your cart."]],
    ["deleted", [line(2, "100.00", 1, "Gone Mug")], [], ["Gone Mug is no longer sold and was removed from your cart."]],
  ])("%s", (_, lines, products, notices) => {
    expect(compareCart(lines, products).notices).toEqual(notices);
  });

  it("lists removed lines apart from the products that stay", () => {
    const changes = compareCart([line(1, "100.00"), line(2, "100.00")], [fresh(2)]);
    expect(changes.removedIds).toEqual([1]);
    expect(changes.products.map((p) => p.id)).toEqual([2]);
  });
});
