import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import { createBanner, createCategory, createProduct, orderCustomer } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { readCatalogueVersion } from "./catalogue-version";
import { categories, heroBanners, products, requestLimits } from "./db/schema";
import { createOrder } from "./orders/place";

describe(`catalogue version (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 4 });

  /** How much the version moved while `change` ran. */
  async function bumpsOf(change: () => Promise<unknown>) {
    const before = await readCatalogueVersion();
    await change();
    return (await readCatalogueVersion()) - before;
  }

  it.each([
    ["a product is added", async () => createProduct(handle().db)],
    ["a category is renamed", async () => {
      const category = await createCategory(handle().db);
      await handle().db.update(categories).set({ name: "Renamed" }).where(eq(categories.id, category.id));
    }],
    ["a banner is hidden", async () => {
      const banner = await createBanner(handle().db);
      await handle().db.update(heroBanners).set({ isActive: false }).where(eq(heroBanners.id, banner.id));
    }],
  ])("moves with every committed change: %s", async (_, change) => {
    // Each statement outside a transaction commits on its own: one bump per statement.
    expect(await bumpsOf(change)).toBeGreaterThanOrEqual(1);
  });

  it("moves when only a Bangla text is saved or cleared", async () => {
    const [product, category, banner] = [await createProduct(handle().db), await createCategory(handle().db), await createBanner(handle().db)];
    expect(await bumpsOf(() => handle().db.update(products).set({ nameBn: "জামদানি শাড়ি" }).where(eq(products.id, product.id)))).toBeGreaterThanOrEqual(1);
    expect(await bumpsOf(() => handle().db.update(products).set({ descriptionBn: null }).where(eq(products.id, product.id)))).toBeGreaterThanOrEqual(1);
    expect(await bumpsOf(() => handle().db.update(categories).set({ nameBn: "শাড়ি" }).where(eq(categories.id, category.id)))).toBeGreaterThanOrEqual(1);
    expect(await bumpsOf(() => handle().db.update(heroBanners).set({ buttonTextBn: "এখনই কিনুন" }).where(eq(heroBanners.id, banner.id)))).toBeGreaterThanOrEqual(1);
  });

  it("moves once for a transaction that changes many rows of several tables", async () => {
    const [a, b, c] = [await createProduct(handle().db), await createProduct(handle().db), await createProduct(handle().db)];
    const bumps = await bumpsOf(() =>
      handle().db.transaction(async (tx) => {
        for (const product of [a, b, c]) await tx.update(products).set({ price: "600.00" }).where(eq(products.id, product.id));
        await tx.insert(categories).values({ name: "Pottery", slug: `pottery-${a.id}` });
      }),
    );
    expect(bumps).toBe(1);
  });

  it("moves when an order takes stock, so a page never shows the stock from before it", async () => {
    const product = await createProduct(handle().db, { stockQuantity: 5 });
    const order = OrderRequestSchema.parse({ ...orderCustomer, items: [{ product_id: product.id, quantity: 2, product_name: "Pot", price: 1 }] });
    expect(await bumpsOf(() => createOrder(order))).toBe(1);
  });

  it("does not move for a rolled-back change or for tables pages do not show", async () => {
    const product = await createProduct(handle().db);
    const bumps = await bumpsOf(async () => {
      await handle()
        .db.transaction(async (tx) => {
          await tx.update(products).set({ price: "1.00" }).where(eq(products.id, product.id));
          throw new Error("changed my mind");
        })
        .catch(() => undefined);
      await handle().db.insert(requestLimits).values({ key: `test:${product.id}`, count: 1, windowStart: new Date() });
    });
    expect(bumps).toBe(0);
  });

  it("moves when products are truncated (TRUNCATE fires no row triggers)", async () => {
    await createProduct(handle().db);
    // The cascade also empties tables the pages show that point at products (reviews, variants), each of
    // which moves the version by its own statement trigger: moved at least once is what pages need.
    expect(await bumpsOf(() => handle().db.execute(sql`truncate ${products} cascade`))).toBeGreaterThanOrEqual(1);
  });

  it.runIf(testDbKind === "postgres")("becomes visible to other connections in the same instant as the change", async () => {
    const product = await createProduct(handle().db);
    const before = await readCatalogueVersion();
    await handle().db.transaction(async (tx) => {
      await tx.update(products).set({ price: "700.00" }).where(eq(products.id, product.id));
      // Another pool connection, before the commit: neither the price nor the version has moved.
      expect(await readCatalogueVersion()).toBe(before);
    });
    expect(await readCatalogueVersion()).toBe(before + 1);
  });
});
