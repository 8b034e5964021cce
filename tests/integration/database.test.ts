import { count, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, deliveryZones, heroBanners, orderItems, orders, orderStatusEvents, products } from "~/.server/db/schema";
import { isCatalogueEmpty, seedDemoShop } from "~/.server/seed";
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_ORDERS, DEMO_PRODUCTS } from "~/.server/demo-data";
import { toBanglaDigits } from "~/lib/i18n";
import { ORDER_STATUSES } from "~/lib/order-status";
import { createCategory, createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";

/** Postgres error code of a failed query (drizzle wraps driver errors in `cause`). */
async function pgErrorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe(`database (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("applies migrations a second time without changing anything", async () => {
    const { db } = handle();
    const shape = () =>
      db.execute(sql`select table_name, column_name, data_type from information_schema.columns where table_schema = 'public' order by 1, 2`);
    const indexes = () => db.execute(sql`select indexname from pg_indexes where schemaname = 'public' order by 1`);
    const before = [await shape(), await indexes()].map((r) => JSON.stringify(r.rows));
    await handle().migrate();
    const after = [await shape(), await indexes()].map((r) => JSON.stringify(r.rows));
    expect(after).toEqual(before);
    expect(before[1]).toContain("products_name_trgm_idx");
  });

  it("refuses negative stock, duplicate slugs and deleting a category that has products", async () => {
    const { db } = handle();
    const category = await createCategory(db);
    const product = await createProduct(db, { categoryId: category.id });
    expect(await pgErrorCode(db.update(products).set({ stockQuantity: -1 }).where(eq(products.id, product.id)))).toBe("23514");
    expect(await pgErrorCode(createProduct(db, { slug: product.slug }))).toBe("23505");
    expect(await pgErrorCode(createCategory(db, { slug: category.slug }))).toBe("23505");
    // PostgreSQL 15 reports foreign_key_violation, 18 restrict_violation: both refuse.
    expect(["23001", "23503"]).toContain(await pgErrorCode(db.delete(categories).where(eq(categories.id, category.id))));
  });

  it("keeps order history when a product is deleted and removes items with their order", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Clay Pot", price: "350.00" });
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: "HT-TEST0001",
        customerName: "Rahim",
        customerPhone: "01712345678",
        shippingAddress: "House 1, Road 2, Dhanmondi",
        city: "Dhaka",
        deliveryLocation: "inside_dhaka",
        deliveryZoneName: "Inside Dhaka",
        deliveryEstimate: "3-5 business days",
        subtotal: "350.00",
        deliveryCharge: "60.00",
        totalAmount: "410.00",
      })
      .returning();
    await db.insert(orderItems).values({ orderId: order!.id, productId: product.id, productName: "Clay Pot", quantity: 1, price: "350.00" });
    await db.delete(products).where(eq(products.id, product.id));
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(item).toMatchObject({ productId: null, productName: "Clay Pot", price: "350.00" });
    // The database itself refuses an order whose total is not subtotal + delivery charge.
    expect(await pgErrorCode(db.update(orders).set({ totalAmount: "1.00" }).where(eq(orders.id, order!.id)))).toBe("23514");
    await db.delete(orders).where(eq(orders.id, order!.id));
    expect((await db.select({ n: count() }).from(orderItems))[0]?.n).toBe(0);
  });
});

describe(`demo seed (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("fills an empty database once and never duplicates", async () => {
    const { db } = handle();
    expect(await isCatalogueEmpty(db)).toBe(true);
    expect(await seedDemoShop(db, { images: false })).toBe(true);
    expect(await seedDemoShop(db, { images: false })).toBe(false);

    const n = async (table: typeof products | typeof categories | typeof heroBanners | typeof orders) =>
      (await db.select({ n: count() }).from(table))[0]?.n;
    expect(await n(categories)).toBe(DEMO_CATEGORIES.length);
    expect(await n(products)).toBe(DEMO_PRODUCTS.length);
    expect(await n(heroBanners)).toBe(DEMO_BANNERS.length);
    expect(await n(orders)).toBe(DEMO_ORDERS.length);

    const statuses = await db.selectDistinct({ status: orders.status }).from(orders);
    expect(statuses.map((s) => s.status).sort()).toEqual([...ORDER_STATUSES].sort());
    const history = await db.select({ n: count() }).from(orderStatusEvents);
    expect(history[0]?.n).toBeGreaterThanOrEqual(DEMO_ORDERS.length);

    // sold_count equals the units in orders neither cancelled nor returned, the figure best sellers rank by.
    const mismatches = await db.execute(sql`
      select p.id from products p
      left join (
        select oi.product_id, sum(oi.quantity) as sold from order_items oi
        join orders o on o.id = oi.order_id and o.status not in ('cancelled', 'returned') group by oi.product_id
      ) s on s.product_id = p.id
      where p.sold_count <> coalesce(s.sold, 0)`);
    expect(mismatches.rows).toEqual([]);

    // Bangla pages show Bangla catalogue text out of the box: every demo category, product and banner has it.
    const missingBangla = await db.execute(sql`
      select 'category ' || slug as what from categories where name_bn is null or (description is not null and description_bn is null)
      union all select 'product ' || slug from products where name_bn is null or (description is not null and description_bn is null)
      union all select 'banner ' || title from hero_banners where title_bn is null or (subtitle is not null and subtitle_bn is null)
        or (button_text is not null and button_text_bn is null)`);
    expect(missingBangla.rows).toEqual([]);
    const [jamdani] = await db.select({ nameBn: products.nameBn }).from(products).where(eq(products.slug, "dhakai-jamdani-cotton-saree"));
    expect(jamdani?.nameBn).toBe("ঢাকাই জামদানি সুতি শাড়ি");
    // Every zone too (the migration's two and the demo's third), its estimate the English one's days in Bangla digits.
    const zones = await db.select().from(deliveryZones).orderBy(deliveryZones.displayOrder, deliveryZones.key);
    expect(zones.map((z) => [z.key, z.nameBn])).toEqual([
      ["inside_dhaka", "ঢাকার ভেতরে"],
      ["dhaka_suburbs", "ঢাকার আশেপাশে"],
      ["outside_dhaka", "ঢাকার বাইরে"],
    ]);
    for (const zone of zones) expect(zone.estimateBn, zone.key).toBe(toBanglaDigits(zone.estimate.replace("business days", "কর্মদিবস")));
    // And the demo orders keep them, as place_order would.
    const unnamed = await db.select({ n: count() }).from(orders).where(isNull(orders.deliveryZoneNameBn));
    expect(unnamed[0]?.n).toBe(0);
  });
});
