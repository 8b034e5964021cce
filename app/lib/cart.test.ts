import { describe, expect, it } from "vitest";
import {
  addToCart,
  cartBadge,
  cartItemCount,
  cartSubtotalPoisha,
  clearCart,
  emptyCart,
  lineTotalPoisha,
  MAX_CART_IDS,
  MAX_LINE_QUANTITY,
  parseCartIds,
  removeFromCart,
  sanitizeStoredCart,
  updateCartQuantity,
  type CartProduct,
  type CartState,
} from "./cart";

const product = (id: number, price: string, extra: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Product ${id}`,
  slug: `product-${id}`,
  price,
  image: null,
  ...extra,
});

const saree = product(1, "1250.50");
const dime = product(2, "0.10");
const tee = product(3, "0.20");

const cart = (...lines: [CartProduct, number][]): CartState =>
  lines.reduce((state, [p, q]) => addToCart(state, p, q), emptyCart());

const summary = (state: CartState) => ({
  lines: state.items.map((l) => [l.product.id, l.quantity]),
  total: state.total,
});

describe("addToCart", () => {
  it.each([
    ["appends a new line", cart(), saree, 2, [[1, 2]], 250100],
    ["defaults to quantity 1", cart(), dime, undefined, [[2, 1]], 10],
    ["grows an existing line", cart([saree, 1]), saree, 2, [[1, 3]], 375150],
    ["appends after others", cart([saree, 1]), dime, 1, [[1, 1], [2, 1]], 125060],
    ["caps a new line at 999", cart(), dime, 5000, [[2, MAX_LINE_QUANTITY]], 9990],
    ["caps a grown line at 999", cart([dime, 998]), dime, 5, [[2, 999]], 9990],
    ["ignores 0", cart([dime, 1]), dime, 0, [[2, 1]], 10],
    ["ignores negatives", cart([dime, 1]), dime, -1, [[2, 1]], 10],
    ["ignores fractions", cart([dime, 1]), dime, 1.5, [[2, 1]], 10],
    ["ignores NaN", cart([dime, 1]), dime, Number.NaN, [[2, 1]], 10],
  ] as const)("%s", (_, state, p, quantity, lines, total) => {
    expect(summary(addToCart(state, p, quantity))).toEqual({ lines, total });
  });

  it("returns the same state when nothing changes and never mutates the input", () => {
    const before = cart([saree, 1]);
    const snapshot = structuredClone(before);
    expect(addToCart(before, saree, 0)).toBe(before);
    addToCart(before, saree, 2);
    expect(before).toEqual(snapshot);
  });

  it("keeps the latest product snapshot for an existing line", () => {
    const repriced = { ...saree, price: "1000.00" };
    expect(addToCart(cart([saree, 1]), repriced, 1)).toEqual({
      items: [{ product: repriced, quantity: 2 }],
      total: 200000,
    });
  });
});

describe("removeFromCart / updateCartQuantity / clearCart", () => {
  const start = cart([saree, 2], [dime, 3]);

  it.each([
    ["remove a line", removeFromCart(start, 1), [[2, 3]], 30],
    ["remove an absent id", removeFromCart(start, 99), [[1, 2], [2, 3]], 250130],
    ["update quantity", updateCartQuantity(start, 2, 5), [[1, 2], [2, 5]], 250150],
    ["update to 0 removes", updateCartQuantity(start, 1, 0), [[2, 3]], 30],
    ["update below 0 removes", updateCartQuantity(start, 1, -4), [[2, 3]], 30],
    ["update caps at 999", updateCartQuantity(start, 2, 1000), [[1, 2], [2, 999]], 260090],
    ["update ignores fractions", updateCartQuantity(start, 2, 2.5), [[1, 2], [2, 3]], 250130],
    ["update ignores absent ids", updateCartQuantity(start, 99, 4), [[1, 2], [2, 3]], 250130],
    ["clear", clearCart(), [], 0],
  ] as const)("%s", (_, state, lines, total) => {
    expect(summary(state)).toEqual({ lines, total });
  });

  it("leaves the original state untouched", () => {
    expect(summary(start)).toEqual({ lines: [[1, 2], [2, 3]], total: 250130 });
  });
});

describe("totals", () => {
  it.each([
    [[], 0, 0],
    [[[dime, 1], [tee, 1]], 30, 2],
    [[[dime, 3]], 30, 3],
    [[[saree, 2], [dime, 1], [tee, 4]], 250190, 7],
  ] as [[CartProduct, number][], number, number][])("%#: subtotal %i poisha, %i units", (lines, subtotal, count) => {
    const state = cart(...lines);
    expect(cartSubtotalPoisha(state.items)).toBe(subtotal);
    expect(state.total).toBe(subtotal);
    expect(cartItemCount(state.items)).toBe(count);
  });

  it("lineTotalPoisha multiplies unit poisha by quantity", () => {
    expect(lineTotalPoisha({ product: product(9, "19.99"), quantity: 3 })).toBe(5997);
  });

  it.each([
    [1, "1", "Cart, 1 item"],
    [2, "2", "Cart, 2 items"],
    [99, "99", "Cart, 99 items"],
    [100, "99+", "Cart, 100 items"],
    [2997, "99+", "Cart, 2997 items"],
  ])("cartBadge: %i units show %s and say %s", (units, figure, label) => {
    expect(cartBadge(units)).toEqual({ figure, label });
  });
});

describe("sanitizeStoredCart", () => {
  const good = { product: { id: 1, name: "Saree", slug: "saree", price: "100.00", image: "/img/a.jpg" }, quantity: 2 };

  it.each([
    ["null", null, [], 0],
    ["a string", "garbage", [], 0],
    ["no items", {}, [], 0],
    ["items not an array", { items: "x" }, [], 0],
    ["an untrusted total", { items: [good], total: 1 }, [[1, 2]], 20000],
    ["a line without product", { items: [{ quantity: 1 }] }, [], 0],
    ["a float price", { items: [{ ...good, product: { ...good.product, price: 100 } }] }, [], 0],
    ["a malformed price", { items: [{ ...good, product: { ...good.product, price: "1.234" } }] }, [], 0],
    ["a zero quantity", { items: [{ ...good, quantity: 0 }] }, [], 0],
    ["a fractional quantity", { items: [{ ...good, quantity: 1.5 }] }, [], 0],
    ["a string id", { items: [{ ...good, product: { ...good.product, id: "1" } }] }, [], 0],
    ["an empty name", { items: [{ ...good, product: { ...good.product, name: "" } }] }, [], 0],
    ["a negative stock", { items: [{ ...good, product: { ...good.product, stock: -1 } }] }, [], 0],
    ["a fractional stock", { items: [{ ...good, product: { ...good.product, stock: 1.5 } }] }, [], 0],
    ["a numeric image", { items: [{ ...good, product: { ...good.product, image: 5 } }] }, [], 0],
    ["a missing slug", { items: [{ ...good, product: { ...good.product, slug: undefined } }] }, [], 0],
    ["an infinite quantity", { items: [{ ...good, quantity: Infinity }] }, [], 0],
    ["a line no order could hold", { items: [good, { ...good, product: { ...good.product, id: 2, price: "9999999999.99" }, quantity: 999 }] }, [[1, 2]], 20000],
    ["mixed good and bad lines", { items: [good, 42, { ...good, quantity: "2" }] }, [[1, 2]], 20000],
    ["duplicate ids (merged)", { items: [good, good] }, [[1, 4]], 40000],
    ["a huge quantity (capped)", { items: [{ ...good, quantity: 10_000 }] }, [[1, 999]], 9_990_000],
  ] as const)("handles %s", (_, stored, lines, total) => {
    expect(summary(sanitizeStoredCart(stored))).toEqual({ lines, total });
  });

  it.each([
    ["/img/a.jpg", "/img/a.jpg"],
    ["https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    ["javascript:alert(1)", null],
    [undefined, null],
    [null, null],
  ])("keeps image %j as %j", (image, expected) => {
    const restored = sanitizeStoredCart({ items: [{ ...good, product: { ...good.product, image } }] });
    expect(restored.items[0]?.product.image).toBe(expected);
  });

  it("keeps a valid stock and drops unknown fields", () => {
    const restored = sanitizeStoredCart({
      items: [{ ...good, product: { ...good.product, stock: 5, evil: "<script>" } }],
    });
    expect(restored.items[0]?.product).toEqual({ ...good.product, stock: 5 });
  });
});

describe("parseCartIds", () => {
  const idList = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

  it.each([
    [null, []],
    ["", []],
    ["7", [7]],
    ["3,1,3", [3, 1]],
    [idList(MAX_CART_IDS).join(","), idList(MAX_CART_IDS)],
  ])("reads %j as %j", (raw, ids) => {
    expect(parseCartIds(raw)).toEqual(ids);
  });

  it.each([["1,abc"], ["0"], ["1,,2"], ["1, 2"], ["99999999999"], [idList(MAX_CART_IDS + 1).join(",")]])("refuses %j", (raw) => {
    expect(parseCartIds(raw)).toBeNull();
  });
});
