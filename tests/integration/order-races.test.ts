import { count, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems, orders, products } from "~/.server/db/schema";
import { action } from "~/routes/api/orders";
import { createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { actionArgs } from "../helpers/route-args";

// Stock races, concurrent idempotent retries and atomicity, through the order API.
let ip = 0;
async function placeOrder(items: { product_id: number; quantity: number }[], key?: string) {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (key) headers["Idempotency-Key"] = key;
  const request = new Request("http://haat.test/api/orders", {
    method: "POST",
    headers,
    body: JSON.stringify({
      customer_name: "Sadia Islam",
      customer_phone: "01912345678",
      city: "Dhaka",
      delivery_location: "inside_dhaka",
      shipping_address: "House 7, Road 11, Banani",
      message: null,
      items,
    }),
  });
  const response = (await action(actionArgs(request, { context: { clientIp: `race-${ip++}` } }))) as Response;
  return { status: response.status, body: (await response.json()) as { error?: string; order?: { id: string } } };
}

describe(`order races (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 30 });

  it("sells exactly the stock to 200 concurrent buyers, the rest get a clean 409", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Last Hilsa", stockQuantity: 10, price: "1200.00" });
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 200 }, () => placeOrder([{ product_id: product.id, quantity: 1 }])));
    const ms = Math.round(performance.now() - started);
    const created = results.filter((r) => r.status === 201).length;
    const refused = results.filter((r) => r.status === 409);
    console.log(`race (${testDbKind}): 200 requests in ${ms} ms → ${created} created, ${refused.length} refused`);
    expect(created).toBe(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.body.error).toBe("Last Hilsa is out of stock");
    const [row] = await db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(eq(products.id, product.id));
    expect(row).toEqual({ stock: 0, sold: 10 });
  });

  it("handles orders for several products in mixed order without deadlock or oversell", async () => {
    const { db } = handle();
    const a = await createProduct(db, { stockQuantity: 15 });
    const b = await createProduct(db, { stockQuantity: 15 });
    const c = await createProduct(db, { stockQuantity: 15 });
    const baskets = [
      [a, b, c],
      [c, b, a],
      [b, a],
      [c, a],
      [b, c],
    ];
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => placeOrder(baskets[i % baskets.length]!.map((p) => ({ product_id: p.id, quantity: 1 })))),
    );
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const stock = await db
      .select({ id: products.id, stock: products.stockQuantity, sold: products.soldCount })
      .from(products)
      .where(inArray(products.id, [a.id, b.id, c.id]));
    const sold = await db
      .select({ id: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number) })
      .from(orderItems)
      .where(inArray(orderItems.productId, [a.id, b.id, c.id]))
      .groupBy(orderItems.productId);
    for (const row of stock) {
      expect(row.stock).toBeGreaterThanOrEqual(0);
      const units = sold.find((s) => s.id === row.id)?.units ?? 0;
      expect(row.stock + units).toBe(15);
      expect(row.sold).toBe(units);
    }
    console.log(`mixed baskets (${testDbKind}): ${results.filter((r) => r.status === 201).length} of 60 created`);
  });

  it("creates one order for 100 concurrent requests with the same Idempotency-Key", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 500 });
    const key = "7f1c2c8e-3d4b-4f7a-9c1e-5b6a7d8e9f00";
    const results = await Promise.all(Array.from({ length: 100 }, () => placeOrder([{ product_id: product.id, quantity: 2 }], key)));
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.order?.id)).size).toBe(1);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row?.stock).toBe(498);
  });

  it("leaves no order, no items and unchanged stock when a failure strikes after the order insert", async () => {
    const { db } = handle();
    const good = await createProduct(db, { stockQuantity: 5 });
    const cursed = await createProduct(db, { name: "Cursed Item", stockQuantity: 5 });
    // A trigger that fails the item insert for one product: the failure comes after the order row exists.
    await db.execute(sql.raw(`
      create or replace function fail_cursed_item() returns trigger language plpgsql as $$
      begin
        if new.product_name = 'Cursed Item' then raise exception 'injected failure'; end if;
        return new;
      end $$`));
    await db.execute(sql.raw("create trigger fail_cursed_item before insert on order_items for each row execute function fail_cursed_item()"));
    try {
      const before = (await db.select({ n: count() }).from(orders))[0]?.n;
      const result = await placeOrder([
        { product_id: good.id, quantity: 2 },
        { product_id: cursed.id, quantity: 1 },
      ]);
      expect(result.status).toBe(500);
      expect(result.body.error).toBe("Failed to place order");
      expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
      expect((await db.select({ n: count() }).from(orderItems).where(inArray(orderItems.productId, [good.id, cursed.id])))[0]?.n).toBe(0);
      const stock = await db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(inArray(products.id, [good.id, cursed.id]));
      expect(stock).toEqual([
        { stock: 5, sold: 0 },
        { stock: 5, sold: 0 },
      ]);
    } finally {
      await db.execute(sql.raw("drop trigger fail_cursed_item on order_items"));
    }
  });
});
