import { describe, expect, it } from "vitest";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { loader } from "./cart";
import { type CartProductFacts, MAX_CART_IDS } from "~/lib/cart";
import { loaderArgs } from "#tests/helpers/route-args";

async function get(query: string) {
  const response = (await loader(loaderArgs(new Request(`http://haat.test/api/cart${query}`)))) as Response;
  return { status: response.status, headers: response.headers, json: (await response.json()) as { products: CartProductFacts[] } };
}

describe(`GET /api/cart (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("returns current price, stock and first image of the requested products, and only unavailable for inactive ones", async () => {
    const { db } = handle();
    const a = await createProduct(db, { price: "120.50", stockQuantity: 3, imageUrl: null, images: ["/uploads/products/a.webp"] });
    const b = await createProduct(db, { isActive: false, stockQuantity: 0, imageUrl: "/uploads/products/b.webp" });
    const response = await get(`?ids=${a.id},${b.id},${a.id},999999`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const byId = new Map(response.json.products.map((p) => [p.id, p]));
    expect(byId.size).toBe(2);
    expect(byId.get(a.id)).toEqual({ id: a.id, available: true, name: a.name, slug: a.slug, price: "120.50", image: "/uploads/products/a.webp", stock: 3 });
    // A product no longer sold gives away nothing but that.
    expect(byId.get(b.id)).toEqual({ id: b.id, available: false });
  });

  it("answers an empty list for no ids and 400 for malformed ones", async () => {
    expect((await get("")).json).toEqual({ products: [] });
    expect((await get("?ids=1,abc")).status).toBe(400);
    expect((await get("?ids=0")).status).toBe(400);
    expect((await get("?ids=99999999999")).status).toBe(400);
    expect((await get(`?ids=${Array.from({ length: MAX_CART_IDS + 1 }, (_, i) => i + 1).join(",")}`)).status).toBe(400);
  });
});
