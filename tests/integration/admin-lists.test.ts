import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { getDashboardStats } from "~/.server/admin/dashboard";
import { DELETE_FAILED_MESSAGE, SAVE_FAILED_MESSAGE } from "~/.server/admin/forms";
import { listAdminOrders, parseOrderListQuery } from "~/.server/admin/orders";
import { lastPage, parseAdminPage } from "~/.server/admin/pagination";
import { countAllProducts, createAdminProduct, deleteAdminProduct, listAdminProducts, parseProductListQuery } from "~/.server/admin/products";
import { requireStaff } from "~/.server/auth";
import { categories, heroBanners, orders, products } from "~/.server/db/schema";
import { describeError } from "~/.server/logger";
import { createOrder } from "~/.server/orders/place";
import { setOrderStatus } from "~/.server/orders/status";
import { INSIDE_DHAKA, OUTSIDE_DHAKA } from "~/lib/delivery";
import { ORDER_STATUSES } from "~/lib/order-status";
import { action as bannersAction } from "~/routes/admin/banners";
import { action as categoriesAction } from "~/routes/admin/categories";
import { action as orderAction, loader as orderLoader } from "~/routes/admin/order";
import { loader as productOptionsLoader } from "~/routes/admin/product-options";
import { action as productsAction, loader as productsLoader } from "~/routes/admin/products";
import { createBanner, createCategory, createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { withDatabase } from "../helpers/global-setup";
import { adminRequest, answer, createUser, run, signInCookie } from "../helpers/admin";
import { actionArgs, loaderArgs, type DataFunction } from "../helpers/route-args";
import { behindAdminGuard } from "../helpers/route-table";

/** The admin guard's check for a page every staff member may open (the dashboard). */
const requireAdmin = (request: Request) => requireStaff(request, "panel");

// The migration's two zones, every zone these orders use.
const ZONE_KEYS = ["inside_dhaka", "outside_dhaka"];

const getHandle = setupTestDb();
let cookie: string;

beforeAll(async () => {
  await createUser("lists@example.com");
  cookie = await signInCookie("lists@example.com");
});

function placeOrder(productId: number, location: "inside_dhaka" | "outside_dhaka" = "outside_dhaka") {
  return createOrder({
    customer_name: "Nusrat Jahan",
    customer_phone: "01912345678",
    city: "Sylhet",
    delivery_location: location,
    shipping_address: "7 Zindabazar, Sylhet",
    message: "",
    items: [{ product_id: productId, quantity: 1 }],
  } as never);
}

/** The dashboard's order figures and every filter's count, computed the slow way straight from orders. */
async function bruteForce() {
  const db = getHandle().db;
  const { rows } = await db.execute<{ total: number; revenue: string; last30: number; previous30: number }>(sql`
    select count(*)::int as total,
           coalesce(sum(total_amount) filter (where status not in ('cancelled', 'returned')), 0)::numeric(20, 2)::text as revenue,
           (count(*) filter (where created_at >= now() - interval '30 days'))::int as last30,
           (count(*) filter (where created_at >= now() - interval '60 days' and created_at < now() - interval '30 days'))::int as previous30
    from orders`);
  const { rows: groups } = await db.execute<{ status: string; location: string; n: number }>(
    sql`select status::text as status, delivery_location::text as location, count(*)::int as n from orders group by 1, 2`,
  );
  return { ...rows[0]!, groups };
}

async function expectCountersExact() {
  const expected = await bruteForce();
  const stats = await getDashboardStats();
  expect({ total: stats.totalOrders, revenue: stats.revenue, last30: stats.last30, previous30: stats.previous30 }).toEqual({
    total: expected.total,
    revenue: expected.revenue,
    last30: expected.last30,
    previous30: expected.previous30,
  });
  for (const status of [null, ...ORDER_STATUSES]) {
    for (const location of [null, INSIDE_DHAKA, OUTSIDE_DHAKA]) {
      const want = expected.groups
        .filter((g) => (status === null || g.status === status) && (location === null || g.location === location))
        .reduce((sum, g) => sum + g.n, 0);
      const params = new URLSearchParams();
      if (status) params.set("status", status);
      if (location) params.set("location", location);
      const list = await listAdminOrders(parseOrderListQuery(params, ZONE_KEYS));
      expect(list.total, `count for ${params.toString() || "no filter"}`).toBe(want);
    }
  }
}

describe("order counters (dashboard and orders count without a search)", () => {
  it("stay exact through new orders, status changes, moved dates, deletes and a truncate", async () => {
    const db = getHandle().db;
    const product = await createProduct(db, { price: "333.33", stockQuantity: 500 });
    const placed: { id: string }[] = [];
    for (let i = 0; i < 12; i++) placed.push((await placeOrder(product.id, i % 3 === 0 ? "inside_dhaka" : "outside_dhaka")).order);
    await expectCountersExact();

    // Dates on both sides of each window edge, including the part days the counters read from orders.
    const offsets = ["29 days 23 hours", "30 days 1 hour", "30 days", "44 days", "59 days 23 hours", "60 days 1 hour", "61 days", "400 days", "-2 hours"];
    for (const [i, offset] of offsets.entries()) {
      await db.update(orders).set({ createdAt: sql`now() - ${offset}::interval` }).where(eq(orders.id, placed[i]!.id));
    }
    await setOrderStatus(placed[0]!.id, "cancelled", "lists@example.com");
    await setOrderStatus(placed[1]!.id, "shipped", "lists@example.com");
    await setOrderStatus(placed[0]!.id, "confirmed", "lists@example.com");
    await setOrderStatus(placed[2]!.id, "cancelled", "lists@example.com");
    await db.update(orders).set({ deliveryLocation: "inside_dhaka" }).where(eq(orders.id, placed[4]!.id));
    await expectCountersExact();

    await db.delete(orders).where(eq(orders.id, placed[5]!.id));
    await expectCountersExact();

    // Several orders changed by one statement, inside one transaction with a later change to one of them.
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ status: "delivered" }).where(sql`${orders.id} in (${placed[6]!.id}, ${placed[7]!.id}, ${placed[8]!.id})`);
      await tx.update(orders).set({ status: "cancelled" }).where(eq(orders.id, placed[7]!.id));
    });
    await expectCountersExact();

    // Bulk statements, as an operator or an import writes them: many orders of mixed statuses,
    // locations and days at once; one update moving totals, locations and dates of many; an upsert
    // that inserts some and updates others; an update of nothing counted; a bulk delete.
    await db.execute(sql`
      insert into orders (order_number, status, created_at, customer_name, customer_phone, shipping_address, city, delivery_location,
                          delivery_zone_name, delivery_estimate, subtotal, delivery_charge, total_amount)
      select 'BULK-' || g, (enum_range(null::order_status))[1 + g % 6], now() - (g % 70) * interval '1 day',
             'Bulk Buyer', '01712345678', 'Road 1', 'Khulna', (array['inside_dhaka', 'outside_dhaka'])[1 + g % 2], 'Zone', '3-5 business days',
             100.01 * g, 60.00, 100.01 * g + 60.00
      from generate_series(1, 60) g`);
    await expectCountersExact();
    await db.execute(sql`
      update orders set subtotal = subtotal + 0.99, total_amount = total_amount + 0.99, created_at = created_at - interval '31 days',
             delivery_location = case delivery_location when 'inside_dhaka' then 'outside_dhaka' else 'inside_dhaka' end
      where order_number like 'BULK-%' and order_number > 'BULK-3'`);
    await expectCountersExact();
    await db.execute(sql`
      insert into orders (order_number, status, customer_name, customer_phone, shipping_address, city, delivery_location, delivery_zone_name,
                          delivery_estimate, subtotal, delivery_charge, total_amount)
      select 'BULK-' || g, 'delivered', 'Bulk Buyer', '01712345678', 'Road 1', 'Khulna', 'outside_dhaka', 'Outside Dhaka', '5-7 business days',
             10.00, 120.00, 130.00
      from generate_series(55, 70) g
      on conflict (order_number) do update set status = excluded.status, delivery_location = excluded.delivery_location,
        subtotal = excluded.subtotal, delivery_charge = excluded.delivery_charge, total_amount = excluded.total_amount`);
    await expectCountersExact();
    const countersBefore = await db.execute(sql`select * from order_counts order by 1, 2, 3`);
    await db.execute(sql`update orders set message = 'Ring the bell' where order_number like 'BULK-%'`);
    expect((await db.execute(sql`select * from order_counts order by 1, 2, 3`)).rows).toEqual(countersBefore.rows);
    await db.execute(sql`delete from orders where order_number like 'BULK-1%' or order_number like 'BULK-6%'`);
    await expectCountersExact();

    // A rolled-back transaction leaves no trace in the counters.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update orders set status = 'cancelled', total_amount = total_amount + 1, subtotal = subtotal + 1 where order_number like 'BULK-%'`);
        await tx.execute(sql`delete from orders where order_number like 'BULK-2%'`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await expectCountersExact();

    // Concurrent orders: on PostgreSQL they commit from several pooled connections (several shards).
    await Promise.all(Array.from({ length: 16 }, (_, i) => placeOrder(product.id, i % 2 ? "inside_dhaka" : "outside_dhaka")));
    await expectCountersExact();

    await db.execute(sql`truncate orders cascade`);
    await expectCountersExact();
    expect((await getDashboardStats()).totalOrders).toBe(0);
  });

  it.runIf(testDbKind === "postgres")("let two connections of one shard bulk-update orders at once without deadlocking", async () => {
    const db = getHandle().db;
    const [{ name } = { name: "" }] = (await db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
    // Counter rows are per shard (pg_backend_pid() % 8): of nine connections, two share one.
    const connections: { client: pg.Client; pid: number }[] = [];
    const pair: { client: pg.Client; pid: number }[] = [];
    try {
      while (pair.length === 0) {
        const client = new pg.Client({ connectionString: withDatabase(process.env.TEST_DATABASE_URL!, name) });
        await client.connect();
        const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
        const twin = connections.find((c) => c.pid % 8 === pid % 8);
        connections.push({ client, pid });
        if (twin) pair.push(twin, { client, pid });
      }

      // Rows in this physical (sequential scan) order: each statement below changes its own orders,
      // the first one's inside Dhaka before outside, the second one's outside before inside. Counter
      // rows taken row by row would be locked in opposite orders by the two.
      const PER_BLOCK = 400;
      await db.execute(sql`truncate orders cascade`);
      await db.execute(sql`
        insert into orders (order_number, customer_name, customer_phone, shipping_address, city, delivery_location, delivery_zone_name,
                            delivery_estimate, subtotal, delivery_charge, total_amount)
        select 'BULK-' || g, 'Bulk Buyer', '01712345678', 'Road 1', (array['Bulk A', 'Bulk B', 'Bulk A', 'Bulk B'])[1 + (g - 1) / ${PER_BLOCK}],
               (array['inside_dhaka', 'outside_dhaka', 'outside_dhaka', 'inside_dhaka'])[1 + (g - 1) / ${PER_BLOCK}], 'Zone', '3-5 business days',
               100.25, 60.00, 160.25
        from generate_series(1, 4 * ${PER_BLOCK}) g`);
      await expectCountersExact();

      const waitsForLock = async (pid: number) =>
        (await db.execute<{ waiting: boolean }>(sql`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`)).rows[0]?.waiting === true;
      const updated = [false, false];
      const bulkUpdate = async (i: 0 | 1) => {
        const { client } = pair[i]!;
        const other = pair[1 - i]!;
        await client.query("begin");
        try {
          await client.query("update orders set status = 'shipped' where city = $1", [i === 0 ? "Bulk A" : "Bulk B"]);
        } finally {
          updated[i] = true;
        }
        // Both commit together, unless the other statement is already waiting for this one's locks.
        while (!updated[1 - i] && !(await waitsForLock(other.pid))) await new Promise((resolve) => setTimeout(resolve, 5));
        await client.query("commit");
      };
      const outcomes = await Promise.allSettled([bulkUpdate(0), bulkUpdate(1)]);
      expect(outcomes.map((o) => (o.status === "rejected" ? describeError(o.reason) : "committed"))).toEqual(["committed", "committed"]);
      await expectCountersExact();
      const [{ shipped } = { shipped: -1 }] = (
        await db.execute<{ shipped: number }>(sql`select count(*)::int as shipped from orders where status = 'shipped'`)
      ).rows;
      expect(shipped).toBe(4 * PER_BLOCK);
    } finally {
      await Promise.all(connections.map(({ client }) => client.end()));
    }
  });
});

/** The products count everywhere it is shown (dashboard, unfiltered products table) against count(*). */
async function expectProductCountExact() {
  const db = getHandle().db;
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  const expected = row!.n;
  expect(await countAllProducts()).toBe(expected);
  expect((await getDashboardStats()).totalProducts).toBe(expected);
  expect(await listAdminProducts(parseProductListQuery(new URLSearchParams()))).toMatchObject({ total: expected, capped: false });
  return expected;
}

describe("product counter (dashboard and products count without a search)", () => {
  it("stays exact through single and bulk inserts, skipped conflicts, deletes, rollbacks, concurrent writers and a truncate", async () => {
    const db = getHandle().db;
    const category = await createCategory(db);
    const form = (slug: string) => ({
      name: `Counter Vase ${slug}`,
      slug,
      description: "",
      price: "120.00",
      category_id: category.id,
      stock_quantity: 3,
      image_url: null,
      images: [],
      is_featured: false,
      is_active: true,
    });
    const before = await expectProductCountExact();

    expect((await createAdminProduct(form("counter-vase-1") as never)).ok).toBe(true);
    // A duplicate slug is refused and must not count.
    expect((await createAdminProduct(form("counter-vase-1") as never)).ok).toBe(false);
    expect(await expectProductCountExact()).toBe(before + 1);

    // One statement of many rows; then one where only the new slugs are inserted (ON CONFLICT DO NOTHING).
    const bulk = (from: number, to: number) =>
      db.execute(sql`insert into products (name, slug, price) select 'Counter Bulk ' || g, 'counter-bulk-' || g, 10 from generate_series(${from}::int, ${to}::int) g on conflict (slug) do nothing`);
    await bulk(1, 30);
    await bulk(21, 40);
    expect(await expectProductCountExact()).toBe(before + 41);

    const [first] = await db.select({ id: products.id }).from(products).where(eq(products.slug, "counter-vase-1"));
    expect(await deleteAdminProduct(first!.id)).toBe(true);
    await db.delete(products).where(sql`${products.slug} like 'counter-bulk-1%'`); // 1, 10-19
    expect(await expectProductCountExact()).toBe(before + 29);

    // A rolled-back transaction leaves no trace in the counter.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into products (name, slug, price) values ('Counter Ghost', 'counter-ghost', 1)`);
        await tx.delete(products).where(sql`${products.slug} like 'counter-bulk-2%'`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await expectProductCountExact()).toBe(before + 29);

    // Concurrent creates and deletes: on PostgreSQL they run on several pooled connections at once.
    const doomed = await db.select({ id: products.id }).from(products).where(sql`${products.slug} like 'counter-bulk-3%'`);
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => createAdminProduct(form(`counter-vase-parallel-${i}`) as never)),
      ...doomed.map((p) => deleteAdminProduct(p.id)),
    ]);
    expect(await expectProductCountExact()).toBe(before + 29 + 12 - doomed.length);

    // TRUNCATE (no delete triggers) empties the counter, and an insert in the same transaction counts from zero.
    await db.transaction(async (tx) => {
      await tx.execute(sql`truncate products cascade`);
      await tx.insert(products).values({ name: "Counter Survivor", slug: "counter-survivor", price: "5.00", categoryId: category.id });
    });
    expect(await expectProductCountExact()).toBe(1);
    await db.execute(sql`truncate products cascade`);
    expect(await expectProductCountExact()).toBe(0);
    expect(await db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });
});

describe("search totals counted ten pages ahead", () => {
  it("are exact up to the cap, then show a lower bound past the current page and keep a next page", async () => {
    const db = getHandle().db;
    for (let i = 0; i < 45; i++) await createProduct(db, { name: `Capped Kettle ${String(i).padStart(2, "0")}`, stockQuantity: i % 4 });
    const products_ = (query: string, countAheadPages?: number) =>
      listAdminProducts(parseProductListQuery(new URLSearchParams(`q=Capped+Kettle&sort=name&dir=asc&${query}`)), { countAheadPages });

    // Ten pages ahead is far more than 45 rows: exact.
    expect(await products_("")).toMatchObject({ total: 45, capped: false, page: 1 });
    // One page ahead: page 1 knows only that there are more than 20, page 2 more than 40, page 3 sees the end.
    const one = await products_("", 1);
    expect(one).toMatchObject({ total: 20, capped: true, page: 1 });
    expect(one.rows.map((r) => r.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Capped Kettle ${String(i).padStart(2, "0")}`));
    expect(await products_("page=2", 1)).toMatchObject({ total: 40, capped: true, page: 2 });
    const third = await products_("page=3", 1);
    expect(third).toMatchObject({ total: 45, capped: false, page: 3 });
    expect(third.rows).toHaveLength(5);
    // Exactly at the cap is still exact: 40 matches counted one page ahead of page 1 would be "20+",
    // two pages ahead exactly 40 → exact.
    await db.delete(products).where(sql`${products.name} in ('Capped Kettle 40', 'Capped Kettle 41', 'Capped Kettle 42', 'Capped Kettle 43', 'Capped Kettle 44')`);
    expect(await products_("", 2)).toMatchObject({ total: 40, capped: false });
    expect(await products_("", 1)).toMatchObject({ total: 20, capped: true });
    // Past the end: the count reaches the end, so the page clamps to the last one as before.
    const beyond = await products_("page=9", 1);
    expect(beyond).toMatchObject({ total: 40, capped: false, page: 2 });
    expect(beyond.rows.map((r) => r.name).at(-1)).toBe("Capped Kettle 39");
  });

  it("do the same for an order search, alone and with status and location filters", async () => {
    const db = getHandle().db;
    await db.insert(orders).values(
      Array.from({ length: 50 }, (_, i) => ({
        orderNumber: `HT-CAP${String(i).padStart(3, "0")}`,
        customerName: i % 2 ? "Capped Rahima Begum" : "Capped Rahim Uddin",
        customerPhone: "01812345678",
        shippingAddress: "3 Station Road",
        city: "Khulna",
        deliveryLocation: i % 5 === 0 ? INSIDE_DHAKA : OUTSIDE_DHAKA,
        deliveryZoneName: i % 5 === 0 ? "Inside Dhaka" : "Outside Dhaka",
        deliveryEstimate: "3-5 business days",
        status: i < 30 ? ("delivered" as const) : ("pending" as const),
        subtotal: "100.00",
        deliveryCharge: "120.00",
        totalAmount: "220.00",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const search = (query: string, countAheadPages?: number) => listAdminOrders(parseOrderListQuery(new URLSearchParams(query), ZONE_KEYS), { countAheadPages });

    expect(await search("q=capped+rahim")).toMatchObject({ total: 50, capped: false });
    expect(await search("q=capped+rahim", 1)).toMatchObject({ total: 20, capped: true, page: 1 });
    const second = await search("q=capped+rahim&page=2", 1);
    expect(second).toMatchObject({ total: 40, capped: true, page: 2 });
    // Newest first: page 2 holds orders 29 down to 10.
    expect(second.rows.map((r) => r.orderNumber)).toEqual(Array.from({ length: 20 }, (_, i) => `HT-CAP${String(29 - i).padStart(3, "0")}`));
    expect(await search("q=capped+rahim&page=3", 1)).toMatchObject({ total: 50, capped: false, page: 3 });
    // delivered: orders 0-29, outside Dhaka: 24 of them; Rahima: odd numbers, 12 of those.
    expect(await search("q=capped+rahim&status=delivered&location=outside_dhaka", 1)).toMatchObject({ total: 20, capped: true });
    expect(await search("q=capped+rahim&status=delivered&location=outside_dhaka&page=2", 1)).toMatchObject({ total: 24, capped: false, page: 2 });
    expect(await search("q=capped+rahima&status=delivered&location=outside_dhaka", 1)).toMatchObject({ total: 12, capped: false });
    // Case-insensitive either way; LIKE wildcards in the search are literal characters.
    expect(await search("q=CAPPED+RAHIMA")).toMatchObject({ total: 25, capped: false });
    expect(await search("q=capped_rahim")).toMatchObject({ total: 0, capped: false });
    expect(await search("q=capped%25begum")).toMatchObject({ total: 0, capped: false });
    // No match at all, even asked for a later page: page 1 of an empty table.
    expect(await search("q=capped+nobody&page=3", 1)).toMatchObject({ rows: [], total: 0, capped: false, page: 1 });
    // An order number is one match, never capped.
    expect(await search("q=HT-CAP007", 1)).toMatchObject({ total: 1, capped: false });
    // Without a search the trigger-kept counters answer exactly, however low the cap.
    expect((await search("status=delivered", 1)).capped).toBe(false);
  });
});

describe("admin pagination", () => {
  it("accepts any page number (no 10,000 cap) and reads malformed ones as page 1", () => {
    expect(parseAdminPage(new URLSearchParams("page=15000"))).toBe(15000);
    expect(parseAdminPage(new URLSearchParams("page=50000"))).toBe(50000);
    expect(parseAdminPage(new URLSearchParams("page=99999999999999999999"))).toBe(1_000_000_000);
    for (const bad of ["", "page=0", "page=-3", "page=2.5", "page=abc", "page=1e3"]) {
      expect(parseAdminPage(new URLSearchParams(bad)), bad).toBe(1);
    }
    expect(lastPage(0)).toBe(1);
    expect(lastPage(40)).toBe(2);
    expect(lastPage(41)).toBe(3);
  });

  it("shows the last page for a page past the end, in every sort", async () => {
    const db = getHandle().db;
    const category = await createCategory(db);
    for (let i = 0; i < 45; i++) {
      await createProduct(db, { name: `Pagination Lamp ${String(i).padStart(2, "0")}`, price: `${100 + (i % 7)}.00`, stockQuantity: i % 5, categoryId: category.id });
    }
    for (const sort of ["name", "price", "stock", "created"]) {
      for (const dir of ["asc", "desc"]) {
        const base = `q=Pagination+Lamp&sort=${sort}&dir=${dir}`;
        const last = await listAdminProducts(parseProductListQuery(new URLSearchParams(`${base}&page=3`)));
        const beyond = await listAdminProducts(parseProductListQuery(new URLSearchParams(`${base}&page=20000`)));
        expect(last.rows).toHaveLength(5);
        expect(beyond).toEqual(last);
        expect(beyond.page).toBe(3);
        // The three pages together hold every product exactly once, in order.
        const all = [];
        for (const page of [1, 2, 3]) all.push(...(await listAdminProducts(parseProductListQuery(new URLSearchParams(`${base}&page=${page}`)))).rows);
        expect(new Set(all.map((p) => p.id)).size).toBe(45);
      }
    }
  });

  it("after deleting the only row of the last page, the same URL shows the page before", async () => {
    const db = getHandle().db;
    const only = await db.select({ id: products.id }).from(products).where(sql`${products.name} like 'Pagination Lamp%'`);
    // 45 products, 20 a page: page 3 holds the last five; delete all of them.
    const url = "/admin/products?q=Pagination+Lamp&sort=name&dir=asc&page=3";
    const pageThree = answer<{ rows: { id: number }[]; page: number }>(
      await productsLoader(await behindAdminGuard(loaderArgs(adminRequest(url, { cookie })))),
    ).body;
    expect(pageThree.rows).toHaveLength(5);
    for (const row of pageThree.rows) {
      const deleted = answer(await productsAction(await behindAdminGuard(actionArgs(adminRequest("/admin/products", { cookie, form: { intent: "delete", id: String(row.id) } })))));
      expect(deleted).toEqual({ status: 200, body: { ok: true, toast: "Deleted!" } });
    }
    const after = answer<{ rows: { id: number }[]; page: number; total: number }>(
      await productsLoader(await behindAdminGuard(loaderArgs(adminRequest(url, { cookie })))),
    ).body;
    expect(after).toMatchObject({ page: 2, total: only.length - 5 });
    expect(after.rows).toHaveLength(20);
  });
});

describe("unexpected database failures in admin actions", () => {
  const post = async (act: DataFunction, path: string, form: Record<string, string>, params: Record<string, string> = {}) =>
    answer<Record<string, unknown>>(await act(await behindAdminGuard(actionArgs(adminRequest(path, { cookie, form }), { params }))));

  it("answer with a Save Failed / Delete Failed toast (500) instead of the error page, and change nothing", async () => {
    const db = getHandle().db;
    const category = await createCategory(db, { name: "Failing", slug: "failing" });
    const product = await createProduct(db, { categoryId: category.id, stockQuantity: 10 });
    const banner = await createBanner(db);
    const spare = await createCategory(db, { name: "Spare", slug: "spare" });
    const { order } = await placeOrder(product.id);
    // Every write to these tables fails, as when the database refuses or drops a write.
    await db.execute(sql`create function fail_write() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`);
    for (const table of ["products", "categories", "hero_banners", "orders"]) {
      await db.execute(sql.raw(`create trigger fail_write before insert or update or delete on ${table} for each row execute function fail_write()`));
    }
    try {
      const productForm = { name: "Broken Pot", slug: "broken-pot", price: "10.00", category_id: String(category.id) };
      const saveFailed = { status: 500, body: { ok: false, title: "Save Failed", message: SAVE_FAILED_MESSAGE } };
      const deleteFailed = { status: 500, body: { ok: false, title: "Delete Failed", message: DELETE_FAILED_MESSAGE } };
      expect(await post(productsAction, "/admin/products", { intent: "create", ...productForm })).toEqual(saveFailed);
      expect(await post(productsAction, "/admin/products", { intent: "update", id: String(product.id), ...productForm })).toEqual(saveFailed);
      expect(await post(productsAction, "/admin/products", { intent: "delete", id: String(product.id) })).toEqual(deleteFailed);
      expect(await post(categoriesAction, "/admin/categories", { intent: "create", name: "New", slug: "new-one" })).toEqual(saveFailed);
      expect(await post(categoriesAction, "/admin/categories", { intent: "update", id: String(category.id), name: "New", slug: "new-one" })).toEqual(saveFailed);
      expect(await post(categoriesAction, "/admin/categories", { intent: "delete", id: String(spare.id) })).toEqual(deleteFailed);
      const bannerForm = { title: "Broken", image_url: "/uploads/banners/x.webp", display_order: "0" };
      expect(await post(bannersAction, "/admin/banners", { intent: "create", ...bannerForm })).toEqual(saveFailed);
      expect(await post(bannersAction, "/admin/banners", { intent: "update", id: String(banner.id), ...bannerForm })).toEqual(saveFailed);
      expect(await post(bannersAction, "/admin/banners", { intent: "delete", id: String(banner.id) })).toEqual(deleteFailed);
      expect(await post(orderAction, `/admin/orders/${order.id}`, { status: "shipped" }, { orderId: order.id })).toEqual({
        status: 500,
        body: { ok: false, title: "Update Failed", message: "Failed to update status" },
      });
    } finally {
      for (const table of ["products", "categories", "hero_banners", "orders"]) await db.execute(sql.raw(`drop trigger fail_write on ${table}`));
      await db.execute(sql`drop function fail_write()`);
    }
    const [stillThere] = await db.select().from(products).where(eq(products.id, product.id));
    expect(stillThere?.name).toBe(product.name);
    expect((await db.select().from(heroBanners).where(eq(heroBanners.id, banner.id)))[0]?.title).toBe(banner.title);
    expect((await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe("pending");
  });
});

describe("admin resource routes outside the layout", () => {
  it("answer with the layout's no-store and noindex headers (the order detail carries customer data)", async () => {
    const db = getHandle().db;
    const product = await createProduct(db, { stockQuantity: 5 });
    const { order } = await placeOrder(product.id);
    const results = [
      await orderLoader(await behindAdminGuard(loaderArgs(adminRequest(`/admin/orders/${order.id}`, { cookie }), { params: { orderId: order.id } }))),
      await orderLoader(await behindAdminGuard(loaderArgs(adminRequest("/admin/orders/00000000-0000-4000-8000-000000000000", { cookie }), { params: { orderId: "00000000-0000-4000-8000-000000000000" } }))),
      await orderAction(await behindAdminGuard(actionArgs(adminRequest(`/admin/orders/${order.id}`, { cookie, form: { status: "confirmed" } }), { params: { orderId: order.id } }))),
      await orderAction(await behindAdminGuard(actionArgs(adminRequest(`/admin/orders/${order.id}`, { cookie, form: { status: "" } }), { params: { orderId: order.id } }))),
      await productOptionsLoader(await behindAdminGuard(loaderArgs(adminRequest("/admin/product-options?q=a", { cookie })))),
    ];
    for (const result of results) {
      const headers = new Headers((result as { init?: ResponseInit }).init?.headers);
      expect(headers.get("cache-control")).toBe("private, no-store");
      expect(headers.get("x-robots-tag")).toBe("noindex");
    }
  });
});

describe("the admin guard when the check itself fails", () => {
  it("sends the request to /admin/login when the session and role lookup throws", async () => {
    const db = getHandle().db;
    await db.execute(sql`alter table "session" rename to session_moved`);
    try {
      for (const request of [adminRequest("/admin", { cookie }), adminRequest("/admin/products", { cookie, form: { intent: "delete", id: "1" } })]) {
        const { thrown, value } = await run(() => requireAdmin(request));
        expect(thrown).toBe(true);
        expect((value as Response).status).toBe(302);
        expect((value as Response).headers.get("location")).toBe("/admin/login");
      }
    } finally {
      await db.execute(sql`alter table session_moved rename to "session"`);
    }
    expect((await requireAdmin(adminRequest("/admin", { cookie }))).email).toBe("lists@example.com");
  });
});
