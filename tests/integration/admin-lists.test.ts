import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDashboardStats } from "~/.server/admin/dashboard";
import { DELETE_FAILED_MESSAGE, SAVE_FAILED_MESSAGE } from "~/.server/admin/forms";
import { listAdminOrders, parseOrderListQuery } from "~/.server/admin/orders";
import { lastPage, parseAdminPage } from "~/.server/admin/pagination";
import { listAdminProducts, parseProductListQuery } from "~/.server/admin/products";
import { requireAdmin } from "~/.server/auth";
import { heroBanners, orders, products } from "~/.server/db/schema";
import { createOrder, setOrderStatus } from "~/.server/orders";
import { DELIVERY_LOCATIONS } from "~/lib/delivery";
import { ORDER_STATUSES } from "~/lib/order-status";
import { action as bannersAction } from "~/routes/admin/banners";
import { action as categoriesAction } from "~/routes/admin/categories";
import { action as orderAction, loader as orderLoader } from "~/routes/admin/order";
import { loader as productOptionsLoader } from "~/routes/admin/product-options";
import { action as productsAction, loader as productsLoader } from "~/routes/admin/products";
import { createBanner, createCategory, createProduct } from "../factories";
import { setupTestDb } from "../helpers/db";
import { adminRequest, answer, createUser, run, signInCookie } from "./admin-helpers";

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
           coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0)::numeric(20, 2)::text as revenue,
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
    for (const location of [null, ...DELIVERY_LOCATIONS]) {
      const want = expected.groups
        .filter((g) => (status === null || g.status === status) && (location === null || g.location === location))
        .reduce((sum, g) => sum + g.n, 0);
      const params = new URLSearchParams();
      if (status) params.set("status", status);
      if (location) params.set("location", location);
      const list = await listAdminOrders(parseOrderListQuery(params));
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

    // Concurrent orders: on PostgreSQL they commit from several pooled connections (several shards).
    await Promise.all(Array.from({ length: 16 }, (_, i) => placeOrder(product.id, i % 2 ? "inside_dhaka" : "outside_dhaka")));
    await expectCountersExact();

    await db.execute(sql`truncate orders cascade`);
    await expectCountersExact();
    expect((await getDashboardStats()).totalOrders).toBe(0);
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
      await productsLoader({ request: adminRequest(url, { cookie }), params: {}, context: {} } as never),
    ).body;
    expect(pageThree.rows).toHaveLength(5);
    for (const row of pageThree.rows) {
      const deleted = answer(await productsAction({ request: adminRequest("/admin/products", { cookie, form: { intent: "delete", id: String(row.id) } }), params: {}, context: {} } as never));
      expect(deleted).toEqual({ status: 200, body: { ok: true, toast: "Deleted!" } });
    }
    const after = answer<{ rows: { id: number }[]; page: number; total: number }>(
      await productsLoader({ request: adminRequest(url, { cookie }), params: {}, context: {} } as never),
    ).body;
    expect(after).toMatchObject({ page: 2, total: only.length - 5 });
    expect(after.rows).toHaveLength(20);
  });
});

describe("unexpected database failures in admin actions", () => {
  const post = async (act: (args: never) => Promise<unknown>, path: string, form: Record<string, string>, params: Record<string, string> = {}) =>
    answer<Record<string, unknown>>(await act({ request: adminRequest(path, { cookie, form }), params, context: {} } as never));

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
      await orderLoader({ request: adminRequest(`/admin/orders/${order.id}`, { cookie }), params: { orderId: order.id }, context: {} } as never),
      await orderLoader({ request: adminRequest("/admin/orders/00000000-0000-4000-8000-000000000000", { cookie }), params: { orderId: "00000000-0000-4000-8000-000000000000" }, context: {} } as never),
      await orderAction({ request: adminRequest(`/admin/orders/${order.id}`, { cookie, form: { status: "confirmed" } }), params: { orderId: order.id }, context: {} } as never),
      await orderAction({ request: adminRequest(`/admin/orders/${order.id}`, { cookie, form: { status: "" } }), params: { orderId: order.id }, context: {} } as never),
      await productOptionsLoader({ request: adminRequest("/admin/product-options?q=a", { cookie }), params: {}, context: {} } as never),
    ];
    for (const result of results) {
      const headers = new Headers((result as { init?: ResponseInit }).init?.headers);
      expect(headers.get("cache-control")).toBe("private, no-store");
      expect(headers.get("x-robots-tag")).toBe("noindex");
    }
  });
});

describe("the admin guard when the check itself fails", () => {
  it("sends the request to /admin/login when the role lookup throws", async () => {
    const db = getHandle().db;
    await db.execute(sql`alter table user_roles rename to user_roles_moved`);
    try {
      for (const request of [adminRequest("/admin", { cookie }), adminRequest("/admin/products", { cookie, form: { intent: "delete", id: "1" } })]) {
        const { thrown, value } = await run(() => requireAdmin(request));
        expect(thrown).toBe(true);
        expect((value as Response).status).toBe(302);
        expect((value as Response).headers.get("location")).toBe("/admin/login");
      }
    } finally {
      await db.execute(sql`alter table user_roles_moved rename to user_roles`);
    }
    expect((await requireAdmin(adminRequest("/admin", { cookie }))).email).toBe("lists@example.com");
  });
});
