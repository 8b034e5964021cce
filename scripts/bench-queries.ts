// Measures the server time of the storefront and admin queries on whatever database is configured,
// printing p95 per query and the EXPLAIN (ANALYZE) plan of every statement of a query whose p95 is
// above the 30 ms budget. Used by bench-seed.ts after it generated a large shop.
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import {
  getProductBySlug,
  listBestSellers,
  listNewestProducts,
  listRelatedProducts,
  listShopProducts,
  parseShopFilters,
  searchProducts,
} from "../app/.server/catalog";
import { getDashboardStats, listRecentActivity } from "../app/.server/admin/dashboard";
import { listAdminOrders, parseOrderListQuery } from "../app/.server/admin/orders";
import { listAdminProducts, parseProductListQuery } from "../app/.server/admin/products";
import { type Db, getDbHandle } from "../app/.server/db";
import { EXPORT_BATCH, orderCsvRows } from "../app/.server/desk/export";
import { listDeskQueue } from "../app/.server/desk/queue";
import { setQueryListener } from "../app/.server/db/client";

// The migration's two zones, every zone these orders use.
const ZONE_KEYS = ["inside_dhaka", "outside_dhaka"];

const BUDGET_MS = 30;
const RUNS = 40;

type Case = { name: string; run: () => Promise<unknown> };

function p95(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
}

async function explain(statement: string, params: unknown[]) {
  const handle = await getDbHandle();
  const text = `explain (analyze, buffers) ${statement}`;
  const result =
    handle.kind === "pglite"
      ? await handle.pglite!.query<Record<string, string>>(text, params)
      : await (handle.db as unknown as { $client: Pool }).$client.query<Record<string, string>>(text, params);
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

/** Runs every case RUNS times and prints a table; EXPLAINs the statements of cases over budget. */
export async function measureQueries(db: Db, extraCases: Case[] = []) {
  const [sample] = (
    await db.execute<{ slug: string; category_id: number | null; id: number }>(
      sql`select slug, category_id, id from products where is_active and category_id is not null order by created_at desc offset 500 limit 1`,
    )
  ).rows;
  const category = sample?.category_id ?? 1;
  const [someOrder] = (await db.execute<{ phone: string }>(sql`select customer_phone as phone from orders order by created_at desc offset 5000 limit 1`)).rows;
  const adminOrders = (query: string) => () => listAdminOrders(parseOrderListQuery(new URLSearchParams(query), ZONE_KEYS));
  // The export streams in batches of EXPORT_BATCH orders. Reading the first batch's rows to the end
  // takes the second batch's read too (the stream reads it before it yields its first row).
  const csvBatch = (query: string) => async () => {
    const rows = orderCsvRows(parseOrderListQuery(new URLSearchParams(query), ZONE_KEYS));
    const seen = new Set<string>();
    for await (const row of rows) {
      seen.add(row[0]!);
      if (seen.size > EXPORT_BATCH) break;
    }
    await rows.return(undefined);
  };
  const adminProducts = (query: string) => () => listAdminProducts(parseProductListQuery(new URLSearchParams(query)));
  const bn = { locale: "bn" } as const;
  const cases: Case[] = [
    { name: "home: newest 4", run: () => listNewestProducts(4) },
    { name: "shop: page 1", run: () => listShopProducts(parseShopFilters(new URLSearchParams())) },
    { name: "shop: page 40", run: () => listShopProducts(parseShopFilters(new URLSearchParams("page=40"))) },
    { name: "shop: category + price band", run: () => listShopProducts(parseShopFilters(new URLSearchParams(`category=${category}&price=2000-4000`))) },
    { name: "shop: text filter", run: () => listShopProducts(parseShopFilters(new URLSearchParams("q=silk"))) },
    { name: "search: common word", run: () => searchProducts("saree", 1) },
    { name: "search: rare text", run: () => searchProducts("number 4242", 1) },
    { name: "search in Bangla: common word (bn)", run: () => searchProducts("শাড়ি", 1, bn) },
    { name: "search in Bangla: rare text (bn)", run: () => searchProducts("নম্বর 4243", 1, bn) },
    { name: "shop: text filter in Bangla (bn)", run: () => listShopProducts(parseShopFilters(new URLSearchParams("q=পাঞ্জাবি")), bn) },
    { name: "shop: page 1 (bn)", run: () => listShopProducts(parseShopFilters(new URLSearchParams()), bn) },
    { name: "product by slug (bn)", run: () => getProductBySlug(sample?.slug ?? "x", bn) },
    { name: "best sellers (12)", run: () => listBestSellers(12) },
    { name: "product by slug", run: () => getProductBySlug(sample?.slug ?? "x") },
    { name: "related products", run: () => listRelatedProducts({ id: sample?.id ?? 0, categoryId: category }) },
    { name: "admin orders: page 1", run: adminOrders("") },
    { name: "admin orders: page 500", run: adminOrders("page=500") },
    { name: "admin orders: name + status + location, page 500", run: adminOrders("q=Rahim&status=delivered&location=outside_dhaka&page=500") },
    { name: "admin orders: phone + status + location", run: adminOrders(`q=${someOrder?.phone ?? "01700000000"}&status=pending&location=inside_dhaka`) },
    { name: "admin orders: status + location, page 500", run: adminOrders("status=shipped&location=inside_dhaka&page=500") },
    { name: "admin orders: order number", run: adminOrders("q=BN-00424242") },
    { name: "admin products: newest, page 500", run: adminProducts("page=500") },
    { name: "admin products: name, page 500", run: adminProducts("sort=name&dir=asc&page=500") },
    { name: "admin products: price desc, page 500", run: adminProducts("sort=price&dir=desc&page=500") },
    { name: "admin products: stock asc, page 500", run: adminProducts("sort=stock&dir=asc&page=500") },
    { name: "admin products: name search", run: adminProducts("q=silk") },
    { name: "admin dashboard stats", run: () => getDashboardStats() },
    { name: "order desk: pending queue with flags", run: () => listDeskQueue() },
    { name: "order desk: flagged only", run: () => listDeskQueue({ flagged: true }) },
    { name: `orders CSV: first ${EXPORT_BATCH} orders (two batch reads)`, run: csvBatch("") },
    { name: `orders CSV: status + location, first ${EXPORT_BATCH} orders (two batch reads)`, run: csvBatch("status=delivered&location=outside_dhaka") },
    { name: "admin recent activity", run: () => listRecentActivity() },
    ...extraCases,
  ];

  console.log(`\n| query | p95 ms | median ms | within ${BUDGET_MS} ms |`);
  console.log("|---|---:|---:|---|");
  const slow: { name: string; statements: [string, unknown[]][] }[] = [];
  for (const c of cases) {
    await c.run(); // warm caches and prepared plans
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await c.run();
      samples.push(performance.now() - started);
    }
    const sorted = [...samples].sort((a, b) => a - b);
    const p = p95(samples);
    console.log(`| ${c.name} | ${p.toFixed(1)} | ${(sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(1)} | ${p <= BUDGET_MS ? "yes" : "NO"} |`);
    if (p > BUDGET_MS) {
      const statements: [string, unknown[]][] = [];
      setQueryListener((query, params) => statements.push([query, params]));
      await c.run();
      setQueryListener(undefined);
      slow.push({ name: c.name, statements });
    }
  }
  for (const s of slow) {
    console.log(`\n### ${s.name}: over ${BUDGET_MS} ms`);
    for (const [statement, params] of s.statements) {
      console.log(`\n${statement}\nparams: ${JSON.stringify(params)}\n${await explain(statement, params)}`);
    }
  }
}
