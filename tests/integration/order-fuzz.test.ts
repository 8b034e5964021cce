import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/api/orders";
import { createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { actionArgs } from "../helpers/route-args";

// Whatever a client sends, the order API answers with a 2xx or a clean 4xx, and the
// database invariants hold afterwards.
const RUNS = 10_000;

describe(`order API fuzzing (${testDbKind})`, () => {
  const handle = setupTestDb();

  it(`never answers 5xx to ${RUNS} generated payloads and keeps the invariants`, async () => {
    const { db } = handle();
    const ids: number[] = [];
    for (const [price, stock] of [["10.00", 50], ["999.99", 5], ["2000.00", 0], ["0.01", 1000]] as const) {
      ids.push((await createProduct(db, { price, stockQuantity: stock })).id);
    }
    ids.push((await createProduct(db, { isActive: false })).id);

    const anything = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme", maxLength: 300 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
    );
    const quantity = fc.oneof(fc.integer({ min: -5, max: 1200 }), fc.double({ min: -2, max: 5 }), fc.constantFrom("2", "1e3", "", null), anything);
    const productId = fc.oneof(fc.constantFrom(...ids), fc.integer({ min: -3, max: 1_000_000 }), fc.constantFrom("1", 1.5, null), anything);
    const item = fc.record(
      { product_id: productId, quantity, price: anything, product_name: anything },
      { requiredKeys: [] },
    );
    const validItem = fc.record({ product_id: fc.constantFrom(...ids), quantity: fc.integer({ min: 1, max: 6 }), price: anything, product_name: anything });
    const validOrder = fc.record({
      customer_name: fc.constantFrom("Rahim Uddin", "নুসরাত জাহান", "O'Brien <script>alert(1)</script>"),
      customer_phone: fc.constantFrom("01712345678", "+8801812345678", "880 1912-345678"),
      customer_email: anything,
      city: fc.constantFrom("Dhaka", "Sylhet", "Cox's Bazar"),
      delivery_location: fc.constantFrom("inside_dhaka", "outside_dhaka"),
      shipping_address: fc.constantFrom("House 12, Road 5, Dhanmondi", "Flat 3B, 22 Agrabad Road, %_\\ literal"),
      message: fc.constantFrom("", "Call before delivery", null),
      total_amount: anything,
      delivery_charge: anything,
      items: fc.array(fc.oneof({ weight: 6, arbitrary: validItem }, { weight: 1, arbitrary: item }), { minLength: 1, maxLength: 4 }),
    });
    // Mostly valid orders with zero to two fields replaced by garbage, plus pure garbage.
    const fieldNames = ["customer_name", "customer_phone", "city", "delivery_location", "shipping_address", "message", "items"] as const;
    const mutated = fc
      .tuple(validOrder, fc.uniqueArray(fc.constantFrom(...fieldNames), { maxLength: 2 }), fc.array(anything, { minLength: 2, maxLength: 2 }))
      .map(([order, fields, values]) => {
        const copy: Record<string, unknown> = { ...order };
        fields.forEach((field, index) => (copy[field] = values[index]));
        return copy;
      });
    const payload = fc.oneof(
      { weight: 6, arbitrary: mutated },
      { weight: 2, arbitrary: fc.record(
        {
          customer_name: fc.oneof(fc.string({ maxLength: 400 }), anything),
          customer_phone: anything,
          city: fc.string({ maxLength: 2000 }),
          delivery_location: anything,
          shipping_address: fc.string({ maxLength: 6000 }),
          message: fc.string({ maxLength: 3000 }),
          items: fc.oneof(fc.array(item, { maxLength: 60 }), anything),
        },
        { requiredKeys: [] },
      ) },
      { weight: 1, arbitrary: anything },
    );

    let counter = 0;
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        counter += 1;
        const request = new Request("http://haat.test/api/orders", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body) ?? "",
        });
        const response = (await action(actionArgs(request, { context: { clientIp: `fuzz-${counter}` } }))) as Response;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status).toBeLessThan(500);
        const json = (await response.json()) as { error?: string; order?: unknown };
        expect(response.status < 300 ? json.order : json.error).toBeTruthy();
      }),
      { numRuns: RUNS },
    );
    console.log(`fuzz (${testDbKind}): ${counter} payloads, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);

    const broken = await db.execute(sql`
      select 'negative stock' as problem from products where stock_quantity < 0
      union all
      select 'order without items' from orders o where not exists (select 1 from order_items i where i.order_id = o.id)
      union all
      select 'total is not items + delivery' from orders o
        where o.total_amount <> o.delivery_charge + (select coalesce(sum(i.price * i.quantity), 0) from order_items i where i.order_id = o.id)`);
    expect(broken.rows).toEqual([]);
  }, 600_000);
});
