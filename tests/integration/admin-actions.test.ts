import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getDashboardStats, growthPercent, listRecentActivity } from "~/.server/admin/dashboard";
import { listAdminOrders, parseOrderListQuery } from "~/.server/admin/orders";
import { listAdminProducts, parseProductListQuery } from "~/.server/admin/products";
import { categories, heroBanners, orderItems, orders, orderStatusEvents, products } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/place";
import { setOrderStatus } from "~/.server/orders/status";
import { action as bannersAction } from "~/routes/admin/banners";
import { action as categoriesAction } from "~/routes/admin/categories";
import { action as orderAction, loader as orderLoader } from "~/routes/admin/order";
import { action as productsAction } from "~/routes/admin/products";
import { createBanner, createCategory, createProduct } from "../factories";
import { setupTestDb } from "../helpers/db";
import { adminRequest, answer, createUser, signInCookie } from "../helpers/admin";
import { actionArgs, loaderArgs, type DataFunction } from "../helpers/route-args";
import { behindAdminGuard } from "../helpers/route-table";

// The migration's two zones, every zone these orders use.
const ZONE_KEYS = ["inside_dhaka", "outside_dhaka"];

const getHandle = setupTestDb();
let cookie: string;

type Answer = { ok: boolean; toast?: string; title?: string; message?: string; fieldErrors?: Record<string, string> };

async function post(act: DataFunction, path: string, form: Record<string, string | string[]>, params: Record<string, string> = {}) {
  const request = adminRequest(path, { cookie, form });
  return answer<Answer>(await act(await behindAdminGuard(actionArgs(request, { params }))));
}

function placeOrder(productId: number, quantity = 1, overrides: Record<string, string> = {}) {
  return createOrder({
    customer_name: "Karim Ahmed",
    customer_phone: "01812345678",
    city: "Chattogram",
    delivery_location: "outside_dhaka",
    shipping_address: "12 Agrabad Road, Chattogram",
    message: "",
    items: [{ product_id: productId, quantity }],
    ...overrides,
  } as never);
}

beforeAll(async () => {
  await createUser("admin@example.com");
  cookie = await signInCookie("admin@example.com");
});

describe("products", () => {
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await createCategory(getHandle().db, { name: "Kitchen", slug: "kitchen" })).id;
  });

  it("creates a product with the spec's defaults: active, not featured, stock 0", async () => {
    const result = await post(productsAction, "/admin/products", {
      intent: "create",
      name: "Clay Pot",
      slug: "clay-pot",
      price: "250.5",
      category_id: String(categoryId),
      stock_quantity: "",
      is_active: "on",
      images: ["/uploads/products/a.webp", "https://cdn.example.com/b.jpg"],
    });
    expect(result).toEqual({ status: 200, body: { ok: true, toast: "Created!" } });
    const [row] = await getHandle().db.select().from(products).where(eq(products.slug, "clay-pot"));
    expect(row).toMatchObject({
      name: "Clay Pot",
      price: "250.50",
      stockQuantity: 0,
      isActive: true,
      isFeatured: false,
      description: null,
      imageUrl: null,
      images: ["/uploads/products/a.webp", "https://cdn.example.com/b.jpg"],
    });
  });

  it("refuses an invalid form with the spec's messages and changes nothing", async () => {
    const [before] = await getHandle().db.select({ n: sql<number>`count(*)::int` }).from(products);
    const result = await post(productsAction, "/admin/products", { intent: "create", name: " ", slug: "", price: "", stock_quantity: "-1", images: ["javascript:alert(1)"] });
    expect(result.status).toBe(400);
    expect(result.body.ok).toBe(false);
    expect(result.body.fieldErrors).toEqual({
      name: "Name is required",
      slug: "Slug is required",
      price: "Price is required",
      category_id: "Category is required",
      stock_quantity: "Stock quantity must be positive",
      images: "Must be a valid URL",
    });
    const [after] = await getHandle().db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(after).toEqual(before);
  });

  it("answers a duplicate slug with a field error, not a crash", async () => {
    const result = await post(productsAction, "/admin/products", { intent: "create", name: "Another Pot", slug: "clay-pot", price: "10", category_id: String(categoryId) });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ ok: false, title: "Save Failed", message: "Slug is already in use", fieldErrors: { slug: "Slug is already in use" } });
  });

  it("refuses a category that does not exist", async () => {
    const result = await post(productsAction, "/admin/products", { intent: "create", name: "Lost", slug: "lost", price: "10", category_id: "999999" });
    expect(result.status).toBe(409);
    expect(result.body.fieldErrors).toEqual({ category_id: "Category not found" });
  });

  it("updates a product (price, active flag) and reports an unknown id as not found", async () => {
    const product = await createProduct(getHandle().db, { categoryId, price: "100.00", isFeatured: true });
    const form = { intent: "update", id: String(product.id), name: product.name, slug: product.slug, price: "120.75", category_id: String(categoryId), stock_quantity: "7" };
    expect(await post(productsAction, "/admin/products", form)).toEqual({ status: 200, body: { ok: true, toast: "Updated!" } });
    const [row] = await getHandle().db.select().from(products).where(eq(products.id, product.id));
    // Switches that are off send nothing: the product is now hidden and no longer featured.
    expect(row).toMatchObject({ price: "120.75", stockQuantity: 7, isActive: false, isFeatured: false });

    const missing = await post(productsAction, "/admin/products", { ...form, id: "999999" });
    expect(missing).toMatchObject({ status: 404, body: { ok: false, message: "Product not found" } });
  });

  it("deletes a product while its orders keep the name and price", async () => {
    const product = await createProduct(getHandle().db, { categoryId, name: "Brass Bowl", price: "320.00", stockQuantity: 5 });
    const { order } = await placeOrder(product.id, 2);
    expect(await post(productsAction, "/admin/products", { intent: "delete", id: String(product.id) })).toEqual({ status: 200, body: { ok: true, toast: "Deleted!" } });
    expect(await getHandle().db.select().from(products).where(eq(products.id, product.id))).toHaveLength(0);
    const items = await getHandle().db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ productId: null, productName: "Brass Bowl", price: "320.00", quantity: 2 }]);
    expect((await post(productsAction, "/admin/products", { intent: "delete", id: String(product.id) })).status).toBe(404);
  });

  it("lists, searches (LIKE wildcards match themselves), sorts and pages in SQL", async () => {
    const db = getHandle().db;
    const other = await createCategory(db);
    for (let i = 0; i < 25; i++) {
      await createProduct(db, { categoryId: other.id, name: `Lamp ${String(i).padStart(2, "0")}`, price: `${100 + i}.00`, isActive: i % 2 === 0 });
    }
    await createProduct(db, { categoryId: other.id, name: "100% Cotton Gamchha" });
    await createProduct(db, { categoryId: other.id, name: "1000 Thread Sheet" });

    const page1 = await listAdminProducts(parseProductListQuery(new URLSearchParams("q=lamp&sort=price&dir=desc")));
    expect(page1.total).toBe(25);
    expect(page1.rows).toHaveLength(20);
    expect(page1.rows[0]).toMatchObject({ name: "Lamp 24", price: "124.00", isActive: true });
    const page2 = await listAdminProducts(parseProductListQuery(new URLSearchParams("q=lamp&sort=price&dir=desc&page=2")));
    expect(page2.rows.map((r) => r.name)).toEqual(["Lamp 04", "Lamp 03", "Lamp 02", "Lamp 01", "Lamp 00"]);
    // Inactive products are listed too: the admin table shows every product.
    expect(page2.rows.find((r) => r.name === "Lamp 03")?.isActive).toBe(false);

    const percent = await listAdminProducts(parseProductListQuery(new URLSearchParams("q=100%25")));
    expect(percent.rows.map((r) => r.name)).toEqual(["100% Cotton Gamchha"]);

    const byName = await listAdminProducts(parseProductListQuery(new URLSearchParams("q=lamp&sort=name")));
    expect(byName.rows[0]?.name).toBe("Lamp 00");
    expect(parseProductListQuery(new URLSearchParams("sort=drop table&dir=sideways&page=-3"))).toEqual({ q: "", page: 1, sort: "created", dir: "desc" });
  });
});

describe("categories", () => {
  it("creates, renames and refuses a duplicate slug", async () => {
    expect(await post(categoriesAction, "/admin/categories", { intent: "create", name: "Textiles", slug: "textiles", description: "" })).toEqual({
      status: 200,
      body: { ok: true, toast: "Created!" },
    });
    const [row] = await getHandle().db.select().from(categories).where(eq(categories.slug, "textiles"));
    expect(row).toMatchObject({ name: "Textiles", description: null });

    const renamed = await post(categoriesAction, "/admin/categories", { intent: "update", id: String(row!.id), name: "Fabrics", slug: "textiles", description: "Woven" });
    expect(renamed.body).toEqual({ ok: true, toast: "Updated!" });

    const dup = await post(categoriesAction, "/admin/categories", { intent: "create", name: "Again", slug: "textiles" });
    expect(dup).toMatchObject({ status: 409, body: { fieldErrors: { slug: "Slug is already in use" } } });

    const invalid = await post(categoriesAction, "/admin/categories", { intent: "create", name: "", slug: "" });
    expect(invalid).toMatchObject({ status: 400, body: { fieldErrors: { name: "Name is required", slug: "Slug is required" } } });
  });

  it("refuses to delete a category that still has products, saying how many, and deletes an empty one", async () => {
    const db = getHandle().db;
    const used = await createCategory(db);
    for (let i = 0; i < 3; i++) await createProduct(db, { categoryId: used.id });
    const refused = await post(categoriesAction, "/admin/categories", { intent: "delete", id: String(used.id) });
    expect(refused).toEqual({
      status: 409,
      body: { ok: false, title: "Delete Failed", message: "This category still has 3 products. Move or delete them first." },
    });
    expect(await db.select().from(categories).where(eq(categories.id, used.id))).toHaveLength(1);
    expect(await db.select().from(products).where(eq(products.categoryId, used.id))).toHaveLength(3);

    const empty = await createCategory(db);
    expect((await post(categoriesAction, "/admin/categories", { intent: "delete", id: String(empty.id) })).body).toEqual({ ok: true, toast: "Deleted!" });
    expect(await db.select().from(categories).where(eq(categories.id, empty.id))).toHaveLength(0);
  });
});

describe("hero banners", () => {
  const valid = { intent: "create", title: "Eid Sale", subtitle: "", image_url: "/uploads/banners/eid.webp", link_url: "/product/clay-pot", button_text: "Shop now", display_order: "", is_active: "on" };

  it("creates a banner with display order 0 by default", async () => {
    expect((await post(bannersAction, "/admin/banners", valid)).body).toEqual({ ok: true, toast: "Created!" });
    const [row] = await getHandle().db.select().from(heroBanners).where(eq(heroBanners.title, "Eid Sale"));
    expect(row).toMatchObject({ displayOrder: 0, isActive: true, subtitle: null, linkUrl: "/product/clay-pot", buttonText: "Shop now" });
  });

  it.each(["javascript:alert(1)", "//evil.example/x", "data:text/html,hi", " java\tscript:alert(1)"])("refuses the link %j", async (link) => {
    const result = await post(bannersAction, "/admin/banners", { ...valid, title: "Bad link", link_url: link });
    expect(result).toMatchObject({ status: 400, body: { fieldErrors: { link_url: "Must be a valid URL" } } });
    expect(await getHandle().db.select().from(heroBanners).where(eq(heroBanners.title, "Bad link"))).toHaveLength(0);
  });

  it("refuses a missing title, a bad image URL and a negative order", async () => {
    const result = await post(bannersAction, "/admin/banners", { ...valid, title: "", image_url: "not a url", display_order: "-1" });
    expect(result.body.fieldErrors).toEqual({ title: "Title is required", image_url: "Must be a valid URL", display_order: "Order must be positive" });
  });

  it("updates and deletes a banner", async () => {
    const banner = await createBanner(getHandle().db, { title: "Old" });
    const updated = await post(bannersAction, "/admin/banners", { ...valid, intent: "update", id: String(banner.id), title: "New", link_url: "https://example.com/sale", display_order: "3" });
    expect(updated.body).toEqual({ ok: true, toast: "Updated!" });
    const [row] = await getHandle().db.select().from(heroBanners).where(eq(heroBanners.id, banner.id));
    expect(row).toMatchObject({ title: "New", linkUrl: "https://example.com/sale", displayOrder: 3 });
    expect((await post(bannersAction, "/admin/banners", { intent: "delete", id: String(banner.id) })).body).toEqual({ ok: true, toast: "Deleted!" });
    expect(await getHandle().db.select().from(heroBanners).where(eq(heroBanners.id, banner.id))).toHaveLength(0);
  });
});

describe("orders", () => {
  it("changes a status through setOrderStatus: cancelling restocks and the history records the admin", async () => {
    const db = getHandle().db;
    const product = await createProduct(db, { stockQuantity: 10 });
    const { order } = await placeOrder(product.id, 4);
    const [taken] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(taken?.stock).toBe(6);

    const path = `/admin/orders/${order.id}`;
    const shipped = await post(orderAction, path, { status: "shipped" }, { orderId: order.id });
    expect(shipped).toEqual({ status: 200, body: { ok: true, status: "shipped" } });
    const cancelled = await post(orderAction, path, { status: "cancelled" }, { orderId: order.id });
    expect(cancelled.body).toEqual({ ok: true, status: "cancelled" });
    const [restocked] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(restocked?.stock).toBe(10);

    const events = await db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id)).orderBy(orderStatusEvents.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.changedBy])).toEqual([
      [null, "pending", "customer"],
      ["pending", "shipped", "admin@example.com"],
      ["shipped", "cancelled", "admin@example.com"],
    ]);

    const detail = answer<{ order: { status: string; history: unknown[]; items: unknown[] } }>(
      await orderLoader(await behindAdminGuard(loaderArgs(adminRequest(path, { cookie }), { params: { orderId: order.id } }))),
    );
    expect(detail.body.order).toMatchObject({ status: "cancelled", customerName: "Karim Ahmed", subtotal: "2000.00", deliveryCharge: "120.00", totalAmount: "2120.00" });
    expect(detail.body.order.history).toHaveLength(3);
  });

  it("refuses an update without a status, and answers an unknown order with 404", async () => {
    const product = await createProduct(getHandle().db);
    const { order } = await placeOrder(product.id);
    const none = await post(orderAction, `/admin/orders/${order.id}`, { status: "" }, { orderId: order.id });
    expect(none).toEqual({ status: 400, body: { ok: false, title: "Invalid Selection", message: "Please select a status before updating." } });
    const bogus = await post(orderAction, `/admin/orders/${order.id}`, { status: "lost" }, { orderId: order.id });
    expect(bogus.status).toBe(400);
    const [unchanged] = await getHandle().db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(unchanged?.status).toBe("pending");

    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await post(orderAction, `/admin/orders/${unknown}`, { status: "confirmed" }, { orderId: unknown });
    expect(missing).toEqual({ status: 404, body: { ok: false, title: "Update Failed", message: "Order not found" } });
    const detail = answer(await orderLoader(await behindAdminGuard(loaderArgs(adminRequest(`/admin/orders/nope`, { cookie }), { params: { orderId: "nope" } }))));
    expect(detail).toEqual({ status: 404, body: { order: null } });
  });

  it("searches by order number, name or phone and filters by status and location", async () => {
    const product = await createProduct(getHandle().db, { stockQuantity: 100 });
    const a = (await placeOrder(product.id, 1, { customer_name: "Nasrin Akter", customer_phone: "01999888777", delivery_location: "inside_dhaka" })).order;
    const b = (await placeOrder(product.id, 1, { customer_name: "Salma 50% Begum", customer_phone: "01555444333" })).order;
    const find = async (search: string) => (await listAdminOrders(parseOrderListQuery(new URLSearchParams(search), ZONE_KEYS))).rows.map((r) => r.orderNumber);

    expect(await find(`q=${a.order_number.toLowerCase()}`)).toEqual([a.order_number]);
    expect(await find(`q=${a.order_number.slice(3)}`)).toEqual([a.order_number]);
    expect(await find("q=nasrin")).toEqual([a.order_number]);
    expect(await find("q=%2B880 1999-888")).toEqual([a.order_number]);
    expect(await find("q=50%25")).toEqual([b.order_number]);
    expect(await find("q=5%25")).toEqual([]);
    expect(await find("q=nasrin&location=outside_dhaka")).toEqual([]);
    expect(await find("q=salma&location=outside_dhaka&status=pending")).toEqual([b.order_number]);
    expect(await find("q=salma&status=delivered")).toEqual([]);
    expect(parseOrderListQuery(new URLSearchParams("status=lost&location=moon"), ZONE_KEYS)).toMatchObject({ status: null, location: null });
  });
});

describe("dashboard", () => {
  it("formats growth as a signed percentage and '—' without an earlier period", () => {
    expect(growthPercent(9, 8)).toBe("+12.5%");
    expect(growthPercent(97, 100)).toBe("-3.0%");
    expect(growthPercent(5, 5)).toBe("+0.0%");
    expect(growthPercent(0, 3)).toBe("-100.0%");
    expect(growthPercent(2, 3)).toBe("-33.3%");
    expect(growthPercent(7, 0)).toBe("—");
    expect(growthPercent(0, 0)).toBe("—");
  });

  it("counts products and orders, excludes cancelled and returned orders from revenue and compares the last 30 days with the 30 before", async () => {
    const db = getHandle().db;
    await db.delete(orders);
    const product = await createProduct(db, { price: "1000.00", stockQuantity: 100 });
    const recent = await Promise.all([1, 2, 3].map(() => placeOrder(product.id)));
    const older = await Promise.all([1, 2].map(() => placeOrder(product.id)));
    for (const { order } of older) {
      await db.update(orders).set({ createdAt: sql`now() - interval '45 days'` }).where(eq(orders.id, order.id));
    }
    const ancient = (await placeOrder(product.id)).order;
    await db.update(orders).set({ createdAt: sql`now() - interval '90 days'`, status: "cancelled" }).where(eq(orders.id, ancient.id));

    const stats = await getDashboardStats();
    const [productCount] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(stats).toMatchObject({ totalProducts: productCount?.n, totalOrders: 6, last30: 3, previous30: 2, growth: "+50.0%" });
    // Five live orders of ৳1,000 + ৳120 delivery each; the cancelled one is left out.
    expect(stats.revenue).toBe("5600.00");

    await setOrderStatus(recent[0]!.order.id, "confirmed", "admin@example.com");
    const activity = await listRecentActivity(2);
    expect(activity).toHaveLength(2);
    expect(activity[0]).toMatchObject({ orderNumber: recent[0]!.order.order_number, fromStatus: "pending", toStatus: "confirmed" });
    expect(activity[1]).toMatchObject({ fromStatus: null, toStatus: "pending" });

    // A parcel that came back is no revenue either.
    await setOrderStatus(older[0]!.order.id, "shipped", "admin@example.com");
    await setOrderStatus(older[0]!.order.id, "returned", "admin@example.com");
    expect((await getDashboardStats()).revenue).toBe("4480.00");
  });
});
