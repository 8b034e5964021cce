import type { RouteConfigEntry } from "@react-router/dev/routes";
import { existsSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "~/.server/orders/place";
import routes from "~/routes";
import { createBanner, createCategory, createProduct } from "../factories";
import { setupTestDb } from "../helpers/db";
import { adminRequest, createUser, run, signInCookie } from "../helpers/admin";
import { actionArgs, type DataFunction, loaderArgs } from "../helpers/route-args";
import { appRouteTable, runRoute } from "../helpers/route-table";
import { createRouteTable } from "~/.server/route-table";
import { ACCESS_DENIED } from "~/.server/auth";
import { can, permissionOfHandle, type Role } from "~/lib/permissions";

const getHandle = setupTestDb();

type RouteModule = { loader?: DataFunction; action?: DataFunction; handle?: unknown };

// Who may use each admin route, as issue 48 lists the roles: O owner, M manager, D order desk, P packer.
// Written out here, not read from app/lib/permissions.ts, so a wrong row in that table fails this test.
const EXPECTED: Record<string, string> = {
  "routes/admin/layout.tsx": "OMDP",
  "routes/admin/dashboard.tsx": "OMDP",
  "routes/admin/products.tsx": "OM",
  "routes/admin/categories.tsx": "OM",
  "routes/admin/product-options.ts": "OM",
  "routes/api/admin.uploads.ts": "OM",
  "routes/admin/banners.tsx": "OM",
  "routes/admin/messages.tsx": "OM",
  "routes/admin/reviews.tsx": "OM",
  "routes/admin/pages.tsx": "OM",
  "routes/admin/page-preview.ts": "OM",
  "routes/admin/desk.tsx": "OMD",
  "routes/admin/orders.tsx": "OMDP",
  "routes/admin/order.ts": "OMDP",
  "routes/admin/blocklist.tsx": "OMD",
  "routes/admin/orders-export.ts": "OM",
  "routes/admin/orders-print.tsx": "OMP",
  "routes/admin/orders-courier-csv.ts": "OMP",
  "routes/admin/courier.ts": "OMP",
  "routes/admin/settings.tsx": "O",
  "routes/admin/backups.tsx": "O",
  "routes/admin/backup-download.ts": "O",
  "routes/admin/staff.tsx": "O",
  "routes/admin/activity.tsx": "O",
  "routes/admin/account.tsx": "OMDP",
};
const LETTER: Record<Role, string> = { owner: "O", manager: "M", desk: "D", packer: "P" };
/** A route, its full URL path and the modules of the routes above it (root first). */
type AdminRoute = { file: string; path: string; ancestors: string[] };

const GUARD = "routes/admin/guard.ts";

// Admin modules that must stay reachable without an admin session, and why.
const PUBLIC_ADMIN_MODULES: Record<string, string> = {
  "routes/admin/login.tsx": "the sign-in page",
  "routes/admin/login-code.tsx": "the sign-in's second step (a two-factor code): better-auth's pending sign-in cookie is the proof",
  "routes/admin/denied.tsx": "where a signed-in non-admin is sent; shows only a fixed message",
  "routes/admin/join.tsx": "a staff member's one-time invite or password-reset link: the token is the proof",
};

/** Every route whose module lives under routes/admin/ or is an api/admin* resource route (the guard itself aside), with its full URL path. */
function adminRoutes(entries: RouteConfigEntry[], parentPath = "", ancestors: string[] = ["root.tsx"]): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const admin = entry.file !== GUARD && (entry.file.startsWith("routes/admin/") || entry.file.startsWith("routes/api/admin"));
    const own = admin ? [{ file: entry.file, path, ancestors }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], path, [...ancestors, entry.file])];
  });
}

/** The HTTP status a loader or action produced: thrown or returned Response, data() with init, or 200. */
function statusOf(value: unknown): number {
  if (value instanceof Response) return value.status;
  if (value && typeof value === "object" && "init" in value) {
    const init = (value as { init?: ResponseInit | null }).init;
    return init?.status ?? 200;
  }
  return 200;
}

function locationOf(value: unknown): string | null {
  return value instanceof Response ? value.headers.get("location") : null;
}

/** A checksum of every row of every table, so any write shows up. */
async function databaseChecksum(): Promise<string> {
  const db = getHandle().db;
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const sums: string[] = [];
  for (const { name } of tables) {
    const { rows } = await db.execute<{ sum: string | null; n: number }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${sql.identifier(name)} t`,
    );
    sums.push(`${name}:${rows[0]?.n}:${rows[0]?.sum}`);
  }
  return sums.join("\n");
}

describe("authorization of every admin route", () => {
  const all = adminRoutes(routes);
  const guarded = all.filter((r) => !(r.file in PUBLIC_ADMIN_MODULES));
  let adminCookie: string;
  let shopperCookie: string;
  const ids = { product: 0, category: 0, emptyCategory: 0, banner: 0, order: "", message: 0, review: 0 };

  // Forms that would change data if a guard were missing.
  const harmfulForms = (): Record<string, string>[] => [
    { intent: "delete", id: String(ids.product) },
    { intent: "delete", id: String(ids.emptyCategory) },
    { intent: "delete", id: String(ids.banner) },
    // A zone no order uses (the one order here is inside Dhaka), the shop's settings, a new zone.
    { intent: "delete", id: "outside_dhaka" },
    { intent: "settings", storeName: "Injected", supportPhone: "+8801700000000", freeShippingThreshold: "1" },
    { intent: "create-zone", name: "Injected", charge: "1", estimate: "1 day", isActive: "on" },
    { intent: "create", name: "Injected", slug: "injected", price: "1.00", category_id: String(ids.category), title: "Injected", image_url: "/x.png" },
    { status: "cancelled" },
  ];

  // Routes that answer only with a query (the orders they act on): what an admin's request gives them.
  const queries: Record<string, () => string> = {
    "routes/admin/orders-print.tsx": () => `?ids=${ids.order}&layout=label`,
    "routes/admin/orders-courier-csv.ts": () => `?ids=${ids.order}&courier=steadfast`,
  };
  // A pathless layout (the admin layout) is reached through the page at its prefix, the dashboard.
  const urlOf = (route: AdminRoute) => `/${(route.path || "admin").replace(":orderId", ids.order)}${queries[route.file]?.() ?? ""}`;
  const paramsOf = () => ({ orderId: ids.order });

  beforeAll(async () => {
    const db = getHandle().db;
    const category = await createCategory(db);
    ids.category = category.id;
    ids.emptyCategory = (await createCategory(db)).id;
    const product = await createProduct(db, { categoryId: category.id, stockQuantity: 50 });
    ids.product = product.id;
    ids.banner = (await createBanner(db)).id;
    const [message] = (await db.execute<{ id: number }>(sql`insert into contact_messages (name, email, subject, message, locale) values ('Rina', 'rina@example.com', 'Matrix', 'Hello', 'en') returning id`)).rows;
    ids.message = Number(message!.id);
    const [review] = (await db.execute<{ id: number }>(sql`insert into product_reviews (product_id, rating, body, author_name) values (${product.id}, 5, 'Matrix review', 'Rina K.') returning id`)).rows;
    ids.review = Number(review!.id);
    const { order } = await createOrder({
      customer_name: "Rahim Uddin",
      customer_phone: "01712345678",
      city: "Dhaka",
      delivery_location: "inside_dhaka",
      shipping_address: "House 1, Road 2, Dhanmondi",
      message: "",
      items: [{ product_id: product.id, quantity: 1 }],
    } as never);
    ids.order = order.id;
    await createUser("admin@example.com");
    await createUser("shopper@example.com", { admin: false });
    adminCookie = await signInCookie("admin@example.com");
    shopperCookie = await signInCookie("shopper@example.com");
  });

  it("finds the admin routes in the route table, and only the sign-in and denied pages are public", () => {
    const files = all.map((r) => r.file);
    for (const expected of [
      "routes/admin/layout.tsx",
      "routes/admin/dashboard.tsx",
      "routes/admin/products.tsx",
      "routes/admin/categories.tsx",
      "routes/admin/orders.tsx",
      "routes/admin/banners.tsx",
      "routes/admin/desk.tsx",
      "routes/admin/blocklist.tsx",
      "routes/admin/orders-export.ts",
      "routes/admin/orders-print.tsx",
      "routes/admin/orders-courier-csv.ts",
      "routes/admin/settings.tsx",
      "routes/admin/backups.tsx",
      "routes/admin/backup-download.ts",
      "routes/admin/order.ts",
      "routes/admin/courier.ts",
      "routes/admin/product-options.ts",
      "routes/admin/messages.tsx",
      "routes/admin/reviews.tsx",
      "routes/admin/pages.tsx",
      "routes/admin/page-preview.ts",
      "routes/api/admin.uploads.ts",
      "routes/admin/staff.tsx",
      "routes/admin/activity.tsx",
      "routes/admin/account.tsx",
    ]) {
      expect(files).toContain(expected);
    }
    expect(all.filter((r) => r.file in PUBLIC_ADMIN_MODULES).map((r) => r.file).sort()).toEqual(Object.keys(PUBLIC_ADMIN_MODULES).sort());
  });

  it("puts every admin route but the public pages under the one admin guard", () => {
    for (const route of guarded) expect(route.ancestors, route.file).toContain(GUARD);
    for (const route of all.filter((r) => r.file in PUBLIC_ADMIN_MODULES)) expect(route.ancestors, route.file).not.toContain(GUARD);
  });

  it("redirects visitors without a session to /admin/login and refuses signed-in non-admins, changing nothing", async () => {
    const before = await databaseChecksum();
    let checked = 0;
    for (const route of guarded) {
      const mod = (await import(/* @vite-ignore */ `~/${route.file}`)) as RouteModule;
      expect(mod.loader ?? mod.action, `${route.file} exports a loader or an action`).toBeDefined();
      for (const [who, cookie] of [
        ["anonymous", undefined],
        ["non-admin", shopperCookie],
      ] as const) {
        if (mod.loader) {
          const request = adminRequest(urlOf(route), { cookie });
          const { thrown, value } = await run(() => runRoute(route.file, "loader", loaderArgs(request, { params: paramsOf() })));
          expect(thrown, `${who} GET ${route.file}`).toBe(true);
          expect(statusOf(value), `${who} GET ${route.file}`).toBe(302);
          expect(locationOf(value), `${who} GET ${route.file}`).toBe(who === "anonymous" ? "/admin/login" : "/admin/denied");
          checked++;
        }
        if (mod.action) {
          for (const form of harmfulForms()) {
            const request = adminRequest(urlOf(route), { cookie, form });
            const { thrown, value } = await run(() => runRoute(route.file, "action", actionArgs(request, { params: paramsOf() })));
            expect(thrown, `${who} POST ${route.file}`).toBe(true);
            if (who === "anonymous") {
              expect(statusOf(value), `${who} POST ${route.file}`).toBe(302);
              expect(locationOf(value)).toBe("/admin/login");
            } else {
              expect(statusOf(value), `${who} POST ${route.file}`).toBe(403);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(await databaseChecksum()).toBe(before);
  });

  it("lets an admin through every loader (200) and every action: a valid form succeeds and changes data", async () => {
    const db = getHandle().db;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2a9d8f" } }).png().toBuffer();
    const orderNumber = (await db.execute<{ n: string }>(sql`select order_number as n from orders where id = ${ids.order}`)).rows[0]?.n ?? "";
    // One valid, minimal write per admin action module, and how to see that it happened. A new admin
    // action without an entry fails this test.
    const validWrites: Record<string, { request: () => Request; status: number; changed: (value: unknown) => Promise<boolean> }> = {
      "routes/admin/products.tsx": {
        request: () => adminRequest("/admin/products", { cookie: adminCookie, form: { intent: "create", name: "Matrix Pot", slug: "matrix-pot", price: "12.50", category_id: String(ids.category) } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from products where slug = 'matrix-pot'`)).rows.length === 1,
      },
      "routes/admin/categories.tsx": {
        request: () => adminRequest("/admin/categories", { cookie: adminCookie, form: { intent: "create", name: "Matrix Shelf", slug: "matrix-shelf" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from categories where slug = 'matrix-shelf'`)).rows.length === 1,
      },
      "routes/admin/banners.tsx": {
        request: () => adminRequest("/admin/banners", { cookie: adminCookie, form: { intent: "create", title: "Matrix Banner", image_url: "/uploads/banners/matrix.webp" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from hero_banners where title = 'Matrix Banner'`)).rows.length === 1,
      },
      "routes/admin/settings.tsx": {
        request: () =>
          adminRequest("/admin/settings", {
            cookie: adminCookie,
            form: { intent: "settings", storeName: "Matrix Shop", supportPhone: "+8801700000000", freeShippingThreshold: "" },
          }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from shop_settings where store_name = 'Matrix Shop'`)).rows.length === 1,
      },
      "routes/admin/order.ts": {
        request: () => adminRequest(`/admin/orders/${ids.order}`, { cookie: adminCookie, form: { status: "confirmed" } }),
        status: 200,
        changed: async () => (await db.execute<{ status: string }>(sql`select status::text as status from orders where id = ${ids.order}`)).rows[0]?.status === "confirmed",
      },
      "routes/admin/desk.tsx": {
        request: () => adminRequest("/admin/desk", { cookie: adminCookie, form: { intent: "note", orderId: ids.order, body: "Matrix note" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from order_notes where body = 'Matrix note'`)).rows.length === 1,
      },
      "routes/admin/orders.tsx": {
        request: () => adminRequest("/admin/orders", { cookie: adminCookie, form: { intent: "bulk-status", status: "processing", ids: [ids.order] } }),
        status: 200,
        changed: async () => (await db.execute<{ status: string }>(sql`select status::text as status from orders where id = ${ids.order}`)).rows[0]?.status === "processing",
      },
      "routes/admin/blocklist.tsx": {
        request: () => adminRequest("/admin/blocklist", { cookie: adminCookie, form: { intent: "block", phone: "01300000099", reason: "Matrix" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from blocked_phones where phone = '01300000099'`)).rows.length === 1,
      },
      "routes/admin/courier.ts": {
        request: () => {
          const body = new FormData();
          body.append("intent", "import-consignments");
          body.append("file", new File([`${orderNumber},Pathao,MATRIX1`], "consignments.csv", { type: "text/csv" }));
          const request = adminRequest("/admin/courier", { cookie: adminCookie, method: "POST" });
          return new Request(request.url, { method: "POST", headers: request.headers, body });
        },
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from orders where courier_tracking_code = 'MATRIX1'`)).rows.length === 1,
      },
      "routes/admin/backup-download.ts": {
        // Taking a backup writes a file into BACKUP_DIR (DATA_DIR/backups here) and sends it.
        request: () => adminRequest("/admin/backups/download", { cookie: adminCookie, form: {} }),
        status: 200,
        changed: async (value) => {
          const response = value as Response;
          const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "";
          await response.arrayBuffer();
          return response.headers.get("cache-control") === "no-store" && existsSync(path.join(process.env.DATA_DIR!, "backups", name));
        },
      },
      "routes/admin/messages.tsx": {
        request: () => adminRequest("/admin/messages", { cookie: adminCookie, form: { intent: "archive", id: String(ids.message) } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from contact_messages where id = ${ids.message} and archived_at is not null`)).rows.length === 1,
      },
      "routes/admin/reviews.tsx": {
        request: () => adminRequest("/admin/reviews", { cookie: adminCookie, form: { intent: "approve", id: String(ids.review) } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from product_reviews where id = ${ids.review} and status = 'approved'`)).rows.length === 1,
      },
      "routes/admin/pages.tsx": {
        request: () => adminRequest("/admin/pages", { cookie: adminCookie, form: { intent: "save", key: "terms", bodyEn: "Matrix terms", bodyBn: "" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from shop_pages where key = 'terms' and body_en = 'Matrix terms'`)).rows.length === 1,
      },
      // The preview changes nothing: it answers the rendered page.
      "routes/admin/page-preview.ts": {
        request: () => adminRequest("/admin/pages/preview", { cookie: adminCookie, form: { body: "## Matrix", locale: "en" } }),
        status: 200,
        changed: async (value) => ((await (value as Response).json()) as { html: string }).html.includes("<h2>Matrix</h2>"),
      },
      "routes/admin/staff.tsx": {
        request: () => adminRequest("/admin/staff", { cookie: adminCookie, form: { intent: "invite", email: "matrix-invite@example.com", role: "packer" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from staff_links l join "user" u on u.id = l.user_id where u.email = 'matrix-invite@example.com'`)).rows.length === 1,
      },
      "routes/admin/account.tsx": {
        // Ends the owner's other sessions (none here) and records it; the current one stays.
        request: () => adminRequest("/admin/account", { cookie: adminCookie, form: { intent: "sign-out-others" } }),
        status: 200,
        changed: async () => (await db.execute(sql`select 1 from audit_log where summary like '%signed out everywhere else'`)).rows.length === 1,
      },
      "routes/api/admin.uploads.ts": {
        request: () => {
          const body = new FormData();
          body.append("folder", "products");
          body.append("file", new File([new Uint8Array(png)], "matrix.png", { type: "image/png" }));
          const request = adminRequest("/api/admin/uploads", { cookie: adminCookie, method: "POST" });
          return new Request(request.url, { method: "POST", headers: request.headers, body });
        },
        status: 201,
        changed: async (value) => {
          const { url } = (await (value as Response).json()) as { url: string };
          return existsSync(path.join(process.env.DATA_DIR!, url));
        },
      },
    };
    const actions: string[] = [];
    for (const route of guarded) {
      const mod = (await import(/* @vite-ignore */ `~/${route.file}`)) as RouteModule;
      if (mod.loader) {
        const request = adminRequest(urlOf(route), { cookie: adminCookie });
        const { thrown, value } = await run(() => runRoute(route.file, "loader", loaderArgs(request, { params: paramsOf() })));
        expect(thrown, `admin GET ${route.file}: ${JSON.stringify(value)}`).toBe(false);
        expect(statusOf(value), `admin GET ${route.file}`).toBe(200);
      }
      if (mod.action) {
        actions.push(route.file);
        const write = validWrites[route.file];
        expect(write, `a valid admin write for ${route.file}`).toBeDefined();
        const { thrown, value } = await run(() => runRoute(route.file, "action", actionArgs(write!.request(), { params: paramsOf() })));
        expect(thrown, `admin POST ${route.file}: ${String(value)}`).toBe(false);
        expect(statusOf(value), `admin POST ${route.file}`).toBe(write!.status);
        expect(await write!.changed(value), `admin POST ${route.file} changed data`).toBe(true);
      }
    }
    expect(actions.sort()).toEqual(Object.keys(validWrites).sort());
  });

  it("finds a permission of the table named by every admin route, and the expected roles for it", async () => {
    for (const route of guarded) {
      const mod = (await import(/* @vite-ignore */ `~/${route.file}`)) as RouteModule;
      const permission = permissionOfHandle(mod.handle);
      expect(permission, `${route.file} names its permission in handle`).toBeDefined();
      expect(EXPECTED[route.file], `${route.file} is in this test's table`).toBeDefined();
      const roles = (["owner", "manager", "desk", "packer"] as const).filter((role) => can(role, permission!)).map((role) => LETTER[role]);
      expect(roles.join(""), route.file).toBe(EXPECTED[route.file]);
    }
  });

  it("refuses every request to an admin route that names no permission, even an owner's", async () => {
    const guard = (await import("~/routes/admin/guard")) as { middleware: ((args: unknown, next: () => Promise<unknown>) => Promise<unknown>)[] };
    const table = createRouteTable({
      root: { id: "root", path: "", module: {} },
      "routes/admin/guard": { id: "routes/admin/guard", parentId: "root", module: {} },
      unnamed: { id: "unnamed", parentId: "routes/admin/guard", path: "admin/unnamed", module: { default: () => null } },
    });
    const request = adminRequest("/admin/unnamed", { cookie: adminCookie });
    const args = loaderArgs(request, { context: { routeTable: table } });
    const { thrown, value } = await run(() => guard.middleware[0]!(args, async () => undefined));
    expect(thrown).toBe(true);
    expect(statusOf(value)).toBe(403);
    expect((value as { data: unknown }).data).toBe(ACCESS_DENIED);
  });

  it.each(["manager", "desk", "packer"] as const)("answers each route for a %s as the table says: through, or 403 with nothing changed", async (role) => {
    const email = `${role}@example.com`;
    await createUser(email, { role });
    const cookie = await signInCookie(email);
    const routeTable = await appRouteTable();
    const before = await databaseChecksum();
    for (const route of guarded) {
      const mod = (await import(/* @vite-ignore */ `~/${route.file}`)) as RouteModule;
      const allowed = EXPECTED[route.file]!.includes(LETTER[role]);
      if (mod.loader) {
        const request = adminRequest(urlOf(route), { cookie });
        const { thrown, value } = await run(() => runRoute(route.file, "loader", loaderArgs(request, { params: paramsOf(), context: { routeTable } })));
        if (allowed) expect(statusOf(value), `${role} GET ${route.file}: ${JSON.stringify(value)}`).not.toBe(403);
        else {
          expect(thrown, `${role} GET ${route.file}`).toBe(true);
          expect(statusOf(value), `${role} GET ${route.file}`).toBe(403);
        }
      }
      if (mod.action && !allowed) {
        for (const form of harmfulForms()) {
          const request = adminRequest(urlOf(route), { cookie, form });
          const { thrown, value } = await run(() => runRoute(route.file, "action", actionArgs(request, { params: paramsOf(), context: { routeTable } })));
          expect(thrown, `${role} POST ${route.file}`).toBe(true);
          expect(statusOf(value), `${role} POST ${route.file}`).toBe(403);
        }
      }
    }
    // Only the sign-in itself was written (its session).
    const withoutSessions = (sum: string) => sum.split("\n").filter((line) => !/^(session|rate_limit|request_limits|audit_log):/.test(line)).join("\n");
    expect(withoutSessions(await databaseChecksum())).toBe(withoutSessions(before));
  });

  it("lets a packer move an order to Processing or Shipped but not cancel it, and a desk caller not mark it Shipped", async () => {
    const db = getHandle().db;
    const product = await createProduct(db, { stockQuantity: 5 });
    const { order } = await createOrder({
      customer_name: "Karim Mia",
      customer_phone: "01712345679",
      city: "Dhaka",
      delivery_location: "inside_dhaka",
      shipping_address: "House 3, Road 4, Mirpur",
      message: "",
      items: [{ product_id: product.id, quantity: 1 }],
    } as never);
    await createUser("packer2@example.com", { role: "packer" });
    await createUser("desk2@example.com", { role: "desk" });
    const packer = await signInCookie("packer2@example.com");
    const desk = await signInCookie("desk2@example.com");
    const post = (cookie: string, status: string) =>
      run(() => runRoute("routes/admin/order.ts", "action", actionArgs(adminRequest(`/admin/orders/${order.id}`, { cookie, form: { status } }), { params: { orderId: order.id } })));
    const statusNow = async () => (await db.execute<{ status: string }>(sql`select status::text as status from orders where id = ${order.id}`)).rows[0]?.status;
    expect(statusOf((await post(desk, "confirmed")).value)).toBe(200);
    expect(statusOf((await post(desk, "shipped")).value)).toBe(403);
    expect(await statusNow()).toBe("confirmed");
    expect(statusOf((await post(packer, "cancelled")).value)).toBe(403);
    expect(await statusNow()).toBe("confirmed");
    expect(statusOf((await post(packer, "processing")).value)).toBe(200);
    expect(await statusNow()).toBe("processing");
    // The packer's order list holds only orders there are to pack, whatever status is asked for.
    const list = await run(() =>
      runRoute("routes/admin/orders.tsx", "loader", loaderArgs(adminRequest("/admin/orders?status=pending", { cookie: packer }))),
    );
    const rows = (list.value as { rows: { status: string }[] }).rows;
    expect(rows.every((row) => row.status === "confirmed")).toBe(true);
  });
});
