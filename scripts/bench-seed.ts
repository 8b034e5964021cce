// `npm run bench:seed -- --products 100000 --orders 1000000`: fills the configured database
// (DATABASE_URL, else PGlite under DATA_DIR) with a large synthetic shop using set-based SQL, then
// measures the storefront and admin queries (p95 server time) and prints the EXPLAIN plan of any
// query slower than 30 ms. Run it against a database you can throw away.
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "../app/.server/db";
import { measureQueries } from "./bench-queries";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    orders: { type: "string", default: "1000000" },
    categories: { type: "string", default: "40" },
    "skip-generate": { type: "boolean", default: false },
  },
});
const productCount = Number(values.products);
const orderCount = Number(values.orders);
const categoryCount = Number(values.categories);
const BATCH = 100_000;

// Generating a million rows takes longer than the app's per-statement timeout meant for shoppers.
process.env.DATABASE_STATEMENT_TIMEOUT_MS ??= "0";
const db = await getDb();
const time = async (label: string, work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  console.log(`${label.padEnd(44)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

if (!values["skip-generate"]) {
  await time(`categories (${categoryCount})`, () =>
    db.execute(sql`
      insert into categories (name, name_bn, slug, description)
      select 'Bench Category ' || g, 'বেঞ্চ ক্যাটাগরি ' || g, 'bench-category-' || g, 'Synthetic category ' || g
      from generate_series(1, ${categoryCount}) g
      on conflict (slug) do nothing`),
  );
  for (let from = 1; from <= productCount; from += BATCH) {
    const to = Math.min(productCount, from + BATCH - 1);
    await time(`products ${from}-${to}`, () =>
      db.execute(sql`
        with c as (select array_agg(id order by id) as ids from categories where slug like 'bench-category-%')
        insert into products (name, name_bn, slug, description, description_bn, price, category_id, stock_quantity, is_active, is_featured, images, created_at)
        select
          (array['Cotton Saree','Silk Panjabi','Miniket Rice','Sylhet Tea','Clay Lamp','Smart Phone','Leather Sandal','Jute Bag'])[1 + g % 8] || ' ' || g,
          -- Two products in three have Bangla texts, as a shop part-way through translating.
          case when g % 3 <> 0 then
            (array['সুতি শাড়ি','সিল্ক পাঞ্জাবি','মিনিকেট চাল','সিলেটের চা','মাটির প্রদীপ','স্মার্ট ফোন','চামড়ার স্যান্ডেল','পাটের ব্যাগ'])[1 + g % 8] || ' ' || g
          end,
          'bench-product-' || g,
          'A synthetic product number ' || g || ' with a ' || (array['blue','red','green','golden','white'])[1 + g % 5] || ' finish.',
          case when g % 3 <> 0 then
            'নমুনা পণ্য নম্বর ' || g || ', ' || (array['নীল','লাল','সবুজ','সোনালি','সাদা'])[1 + g % 5] || ' রঙের।'
          end,
          ((g * 7919) % 15000 + 99)::numeric(12, 2),
          c.ids[1 + g % array_length(c.ids, 1)],
          (g * 31) % 120,
          g % 20 <> 0,
          g % 50 = 0,
          '{}'::text[],
          now() - (g % 100000) * interval '1 minute'
        from generate_series(${from}::int, ${to}::int) g, c
        on conflict (slug) do nothing`),
    );
  }
  for (let from = 1; from <= orderCount; from += BATCH) {
    const to = Math.min(orderCount, from + BATCH - 1);
    await time(`orders + items + events ${from}-${to}`, async () => {
      await db.execute(sql`
        insert into orders (order_number, created_at, status, customer_name, customer_phone, shipping_address, city,
                            delivery_location, delivery_zone_name, delivery_estimate, subtotal, delivery_charge, total_amount)
        select 'BN-' || lpad(g::text, 8, '0'),
               now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute',
               (enum_range(null::order_status))[1 + g % 6],
               -- Names vary independently of status and location (g / 7, g / 11), as a real shop's would.
               (array['Rahim','Karim','Fatema','Ayesha','Sabbir','Nusrat'])[1 + (g / 7) % 6] || ' ' || (array['Ahmed','Hossain','Khatun','Islam','Rahman'])[1 + (g / 11) % 5],
               '01' || (3 + g % 7)::text || lpad((g % 100000000)::text, 8, '0'),
               'House ' || (g % 200) || ', Road ' || (g % 30) || ', Ward ' || (g % 50),
               (array['Dhaka','Chattogram','Sylhet','Rajshahi','Khulna'])[1 + g % 5],
               case when g % 5 = 0 then 'inside_dhaka' else 'outside_dhaka' end,
               case when g % 5 = 0 then 'Inside Dhaka' else 'Outside Dhaka' end,
               case when g % 5 = 0 then '3-5 business days' else '5-7 business days' end,
               1000.00, case when g % 5 = 0 then 60.00 else 120.00 end, case when g % 5 = 0 then 1060.00 else 1120.00 end
        from generate_series(${from}::int, ${to}::int) g
        on conflict (order_number) do nothing`);
      await db.execute(sql`
        with p as (select array_agg(id order by id) as ids from products where slug like 'bench-product-%')
        insert into order_items (order_id, product_id, product_name, quantity, price)
        select o.id, p.ids[1 + (abs(hashtext(o.order_number)) % array_length(p.ids, 1))], 'Bench item', 1 + abs(hashtext(o.order_number)) % 2, 500.00
        from orders o, p
        where o.order_number between ${`BN-${String(from).padStart(8, "0")}`} and ${`BN-${String(to).padStart(8, "0")}`}`);
      // Status history as the app writes it: the customer's "pending" event, then one change to the
      // current status an hour later for orders that moved on.
      await db.execute(sql`
        insert into order_status_events (order_id, from_status, to_status, changed_by, created_at)
        select o.id, null::order_status, 'pending'::order_status, 'customer', o.created_at
        from orders o
        where o.order_number between ${`BN-${String(from).padStart(8, "0")}`} and ${`BN-${String(to).padStart(8, "0")}`}
        union all
        select o.id, 'pending'::order_status, o.status, 'bench@example.com', o.created_at + interval '1 hour'
        from orders o
        where o.order_number between ${`BN-${String(from).padStart(8, "0")}`} and ${`BN-${String(to).padStart(8, "0")}`}
          and o.status <> 'pending'`);
    });
  }
  await time("sold_count from non-cancelled orders", () =>
    db.execute(sql`
      update products p set sold_count = s.sold
      from (select oi.product_id, sum(oi.quantity)::int as sold from order_items oi
            join orders o on o.id = oi.order_id and o.status not in ('cancelled', 'returned')
            where oi.product_id is not null group by oi.product_id) s
      where s.product_id = p.id`),
  );
  await time("vacuum analyze", () => db.execute(sql`vacuum analyze`));
}

await measureQueries(db);
await closeDb();
