import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pgErrorCode } from "~/.server/db/errors";
import { products, productVariants } from "~/.server/db/schema";
import { addOption, createMissingVariants, readProductVariants, updateVariant } from "~/.server/variants";
import { createProduct, createProductWithVariants } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";

const suffix = Math.random().toString(36).slice(2, 8);

// The variant model's database rules (drizzle/0032, drizzle/functions/product_*): every product has a
// variant, and products.stock_quantity is always the sum of its active variants' stock.

describe(`product variants (${testDbKind})`, () => {
  const handle = setupTestDb();
  const stockOf = async (id: number) => (await handle().db.select().from(products).where(eq(products.id, id)))[0]!.stockQuantity;

  it("gives a new product one variant without values, holding its stock at its price", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 7, price: "250.00" });
    const { options, variants } = await readProductVariants(db, product.id);
    expect(options).toEqual([]);
    expect(variants).toEqual([expect.objectContaining({ values: {}, stock: 7, price: 250_00, active: true, sku: null })]);
    expect(await stockOf(product.id)).toBe(7);
  });

  it("moves a stock write on a product without options to its variant", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 7 });
    await db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, product.id));
    expect((await readProductVariants(db, product.id)).variants.map((v) => v.stock)).toEqual([3]);
    expect(await stockOf(product.id)).toBe(3);
  });

  it("adding an option gives the existing variant its first value; Create variants adds the rest", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 4 });
    const before = (await readProductVariants(db, product.id)).variants[0]!;
    await db.transaction(async (tx) => {
      const size = await addOption(tx, product.id, { name: "Size", nameBn: "সাইজ", values: [{ value: "S" }, { value: "M" }] });
      await addOption(tx, product.id, { name: "Colour", values: [{ value: "Red", valueBn: "লাল" }, { value: "Blue" }] });
      expect(size.values.map((v) => v.value)).toEqual(["S", "M"]);
      expect(await createMissingVariants(tx, product.id)).toHaveLength(3);
      expect(await createMissingVariants(tx, product.id)).toHaveLength(0);
    });
    const { options, variants } = await readProductVariants(db, product.id);
    expect(variants).toHaveLength(4);
    expect(variants[0]).toMatchObject({ id: before.id, stock: 4, values: { [options[0]!.id]: options[0]!.values[0]!.id, [options[1]!.id]: options[1]!.values[0]!.id } });
    expect(await stockOf(product.id)).toBe(4);
  });

  it("keeps the product's stock the sum of its active variants' through updates, deactivation and deletion", async () => {
    const { db } = handle();
    const made = await createProductWithVariants(db, { Size: ["S", "M", "L"] }, { S: { stock: 0 }, M: { stock: 5 }, L: { stock: 2 } });
    expect(await stockOf(made.product.id)).toBe(7);
    await db.transaction((tx) => updateVariant(tx, made.product.id, made.variant("M").id, { isActive: false }));
    expect(await stockOf(made.product.id)).toBe(2);
    await db.transaction((tx) => updateVariant(tx, made.product.id, made.variant("M").id, { isActive: true, stockQuantity: 9 }));
    expect(await stockOf(made.product.id)).toBe(11);
    await db.delete(productVariants).where(eq(productVariants.id, made.variant("L").id));
    expect(await stockOf(made.product.id)).toBe(9);
  });

  it("refuses a stock write on a product with options, a negative variant stock and a SKU used twice", async () => {
    const { db } = handle();
    const made = await createProductWithVariants(db, { Size: ["S", "M"] }, { S: { stock: 1, sku: `PJ-S-${suffix}` } });
    const refused = async (work: Promise<unknown>) => pgErrorCode(await work.then(() => undefined, (error: unknown) => error));
    expect(await refused(db.update(products).set({ stockQuantity: 3 }).where(eq(products.id, made.product.id)))).toBe("HT422");
    expect(await refused(db.update(productVariants).set({ stockQuantity: -1 }).where(eq(productVariants.id, made.variant("M").id)))).toBe("23514");
    expect(await refused(db.update(productVariants).set({ sku: `PJ-S-${suffix}` }).where(eq(productVariants.id, made.variant("M").id)))).toBe("23505");
    expect(await stockOf(made.product.id)).toBe(1);
  });

  it("deleting a product deletes its options and variants", async () => {
    const { db } = handle();
    const made = await createProductWithVariants(db, { Size: ["S", "M"] }, { S: { stock: 1 } });
    await db.delete(products).where(eq(products.id, made.product.id));
    const left = await db.execute<{ n: number }>(sql`select count(*)::int as n from product_variants where product_id = ${made.product.id}`);
    expect(left.rows[0]!.n).toBe(0);
  });
});
