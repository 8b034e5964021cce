// `npm run bench`: builds, starts the production server on the demo shop and measures throughput
// and latency of the storefront pages and the order API with autocannon, on PGlite and (when
// DATABASE_URL is set) on PostgreSQL. Each page's throughput is also given as a ratio of the same
// page's bytes served as a static file by the same server: our physical limit. Prints figures only.
import { execSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Db } from "../app/.server/db";
import { type DbHandle, openPglite, openPostgres } from "../app/.server/db/client";
import { prepareDataDir, startServer, type RunningServer } from "#tests/e2e/harness";
import { BENCH_STOCK, asPhone, describeMemory, fillBenchShop as fillShop, orderRequest, peakRssMb, readMemoryReport, SPREAD_PRODUCTS, withBenchDatabase } from "./bench-shop";
import { cpuMs, median } from "./bench-stats";

/** Peak resident memory a small shop's server may reach under this bench (it shares a 1 GB machine with its database). */
const PEAK_RSS_TARGET_MB = { postgres: 200, pglite: 350 };
/**
 * The uncached render's target, as a ratio of the static file's throughput on the same machine
 * (issue 44 retired the absolute 5 ms of CPU: a time on a shared machine measures the machine).
 */
const UNCACHED_RENDER_TARGET_RATIO = { postgres: 0.15, pglite: 0.1 };
const CACHED_PAGE_TARGET_RATIO = 0.8;
const ORDERS_TARGET_PER_SECOND = 300;
const UNCACHED_ROW = "/product/{slug}, rendered every time";
/** The uncached render and the static file take turns this many times (measureAlternating). */
const ALTERNATING_ROUNDS = 4;
const STREAMED_ROW = "/cart, streamed (never kept)";

let benchProductIds: number[] = [];
async function fillBenchShop(db: Db) {
  benchProductIds = await fillShop(db);
}

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    // Unmeasured load on each target first: a server that has run a while has compiled its hot code
    // (an uncached render's first seconds after start cost ~25 % more CPU than its next ones).
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "16" },
    "skip-build": { type: "boolean", default: false },
    // "pages" or "orders": run only those targets (the static file is always measured).
    only: { type: "string" },
    // Skip the PGlite run (with DATABASE_URL set, measure PostgreSQL only).
    "postgres-only": { type: "boolean", default: false },
  },
});
const DURATION = Number(values.seconds);
const WARMUP = Number(values.warmup);
const CONNECTIONS = Number(values.connections);
const BUILD_DIR = process.env.HAAT_BUILD_DIR ?? "build-bench";
process.env.HAAT_BUILD_DIR = BUILD_DIR;

if (!values["skip-build"]) execSync("npx react-router build", { stdio: "inherit", env: process.env });

type Row = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; serverCpuMs: number; postgresCpuMs: number };

async function run(url: string, options: Partial<autocannon.Options> = {}, duration = DURATION): Promise<autocannon.Result> {
  return autocannon({ url, duration, connections: CONNECTIONS, ...asPhone(options) });
}

/** CPU time of every PostgreSQL process on this machine (the bench's server is the only busy one). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.includes("(postgres)")) total += cpuMs(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** One autocannon run of `url` with the CPU time the server and PostgreSQL spent during it. */
async function runWithCpu(server: RunningServer, url: string, options: Partial<autocannon.Options>, duration = DURATION) {
  const before = { server: cpuMs(server.process.pid!), postgres: postgresCpuMs() };
  const result = await run(url, options, duration);
  return { result, serverCpu: cpuMs(server.process.pid!) - before.server, postgresCpu: postgresCpuMs() - before.postgres };
}

/** Runs one target and reports the CPU time per request of the server and of PostgreSQL beside the throughput. */
async function measure(name: string, server: RunningServer, url: string, options: Partial<autocannon.Options> = {}): Promise<Row> {
  if (WARMUP > 0) await run(url, options, WARMUP);
  const { result, serverCpu, postgresCpu } = await runWithCpu(server, url, options);
  const requests = Math.max(1, result.requests.total);
  return { ...row(name, result), serverCpuMs: serverCpu / requests, postgresCpuMs: postgresCpu / requests };
}

/**
 * Runs a target in alternating rounds with the static file (static, target, static, target, …) and
 * sums each side: this machine's pace changes by a third within minutes, and a ratio of two runs
 * made minutes apart moves with it. Rounds of half the usual length keep the measured time per side.
 * Latency is the median of the rounds' figures.
 */
async function measureAlternating(name: string, server: RunningServer, staticUrl: string, url: string, options: Partial<autocannon.Options> = {}): Promise<{ static: Row; target: Row }> {
  const roundSeconds = Math.max(1, DURATION / 2);
  const sides = { static: { url: staticUrl, options: {} }, target: { url, options } };
  if (WARMUP > 0) for (const side of Object.values(sides)) await run(side.url, side.options, WARMUP);
  const runs = { static: [] as Awaited<ReturnType<typeof runWithCpu>>[], target: [] as Awaited<ReturnType<typeof runWithCpu>>[] };
  for (let round = 0; round < ALTERNATING_ROUNDS; round++) {
    for (const side of ["static", "target"] as const) runs[side].push(await runWithCpu(server, sides[side].url, sides[side].options, roundSeconds));
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const summed = (rowName: string, side: keyof typeof runs): Row => {
    const results = runs[side].map((r) => r.result);
    const requests = sum(results.map((r) => r.requests.total));
    return {
      name: rowName,
      rps: Math.round(requests / (roundSeconds * ALTERNATING_ROUNDS)),
      p50: median(results.map((r) => r.latency.p50)),
      p99: median(results.map((r) => r.latency.p99)),
      errors: sum(results.map((r) => r.errors + r.timeouts)),
      non2xx: sum(results.map((r) => r.non2xx)),
      serverCpuMs: sum(runs[side].map((r) => r.serverCpu)) / Math.max(1, requests),
      postgresCpuMs: sum(runs[side].map((r) => r.postgresCpu)) / Math.max(1, requests),
    };
  };
  return { static: summed(`static copy, in rounds with "${name}"`, "static"), target: summed(name, "target") };
}

function row(name: string, result: autocannon.Result): Omit<Row, "serverCpuMs" | "postgresCpuMs"> {
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * After the order run: every unit that left stock is in exactly one order line, and the counter of
 * units sold agrees (no oversell, no lost or doubled order under load).
 */
async function checkNoOversell(open: () => Promise<DbHandle>) {
  const handle = await open();
  try {
    const result = await handle.db.execute<{ id: number; stock: number; sold: number; ordered: string }>(sql`
      select p.id, p.stock_quantity as stock, p.sold_count as sold,
        (select coalesce(sum(quantity), 0) from order_items where product_id = p.id) as ordered
      from products p where p.id in ${benchProductIds}`);
    const orders = (await handle.db.execute<{ count: string }>(sql`select count(*) from orders`)).rows[0]!.count;
    const broken = result.rows.filter(({ stock, sold, ordered }) => stock + Number(ordered) !== BENCH_STOCK || sold !== Number(ordered) || stock < 0);
    const units = result.rows.reduce((sum, row) => sum + Number(row.ordered), 0);
    console.log(
      `Oversell check: ${orders} orders, ${units} units over ${result.rows.length} products → ${broken.length === 0 ? "stock + units ordered = initial stock and the sold counter agrees for every one" : `INCONSISTENT for product ids ${broken.map((row) => row.id).join(", ")}`}`,
    );
    if (broken.length > 0) process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

const STATIC_COPY = path.join(BUILD_DIR, "client", "bench-static.html");

async function benchDatabase(label: string, env: Record<string, string>, open: () => Promise<DbHandle>, dataDir?: string) {
  // The server looks at its public directory's names once, at start (app/.server/static-files.ts):
  // the static copy's name must be there before it starts; its content is the page, written below.
  writeFileSync(STATIC_COPY, "");
  const server = await startServer({ dataDir, env: { SEED_DEMO: "false", LOG_LEVEL: "warn", TRUST_PROXY: "loopback", ...env } });
  try {
    const home = await (await fetch(server.url)).text();
    const productPath = home.match(/href="(\/product\/[a-z0-9-]+)"/)?.[1] ?? "/product/missing";
    const shop = await (await fetch(`${server.url}/shop`)).text();
    const categoryId = shop.match(/[?&]category=(\d+)/)?.[1] ?? "1";

    // The product page's own bytes as a static file served by the same Express static handler.
    const productHtml = await (await fetch(`${server.url}${productPath}`)).text();
    writeFileSync(STATIC_COPY, productHtml);

    const rows: Row[] = [];
    // The static file as measured in turns with the uncached render: that row's ratio is to it.
    let uncachedStatic: Row | undefined;
    const staticUrl = `${server.url}/${path.basename(STATIC_COPY)}`;
    const staticResult = await measure("static copy of product page", server, staticUrl);
    const pages: [string, string][] = [
      ["/", "/"],
      ["/shop", "/shop"],
      ["/shop?category&price", `/shop?category=${categoryId}&price=2000-4000`],
      ["/product/{slug}", productPath],
      ["/search?q=", "/search?q=saree"],
    ];
    if (values.only !== "orders") {
      for (const [name, pagePath] of pages) rows.push(await measure(name, server, `${server.url}${pagePath}`));
      // The same page with a new query string each time: never in the rendered-page cache, so every
      // request renders (what a page costs right after a catalogue change, or for a rarely seen URL).
      let render = 0;
      const alternating = await measureAlternating(UNCACHED_ROW, server, staticUrl, `${server.url}${productPath}`, {
        requests: [{ setupRequest: (request) => ({ ...request, path: `${productPath}?render=${(render += 1)}` }) }],
      });
      uncachedStatic = alternating.static;
      rows.push(uncachedStatic, alternating.target);
      // A page that is never kept, streamed as React renders it: the cart (checkout, order tracking
      // and the admin pages go the same way).
      rows.push(await measure(STREAMED_ROW, server, `${server.url}/cart`));
      // What a shop sees after catalogue changes and from rarely seen URLs: cached pages with every
      // fourth request rendered (the memory figure below includes this mix).
      rows.push(
        await measure("pages, every fourth rendered", server, server.url, {
          requests: [
            { path: "/" },
            { path: "/shop" },
            { path: productPath },
            { setupRequest: (request) => ({ ...request, path: `${productPath}?render=${(render += 1)}` }) },
          ],
        }),
      );
    }

    let n = 0;
    const orders = (name: string, pickProduct: (n: number) => number) =>
      measure(name, server, `${server.url}/api/orders`, {
        method: "POST",
        requests: [{ setupRequest: (request) => orderRequest(request, (n += 1), pickProduct(n)) }],
      });
    if (values.only !== "pages") {
      rows.push(await orders("POST /api/orders, one hot product", () => benchProductIds[0]!));
      rows.push(await orders(`POST /api/orders, over ${SPREAD_PRODUCTS} products`, (i) => benchProductIds[1 + (i % SPREAD_PRODUCTS)]!));
    }

    console.log(`\n## ${label} — ${DURATION}s per target after ${WARMUP}s unmeasured, ${CONNECTIONS} connections\n`);
    const postgres = Boolean(env.DATABASE_URL);
    console.log(`| target | req/s | p50 ms | p99 ms | errors | non-2xx | ratio to static | server CPU ms/req |${postgres ? " PostgreSQL CPU ms/req |" : ""}`);
    console.log(`|---|---:|---:|---:|---:|---:|---:|---:|${postgres ? "---:|" : ""}`);
    for (const r of [staticResult, ...rows]) {
      const base = r.name === UNCACHED_ROW && uncachedStatic ? uncachedStatic : staticResult;
      const ratio = r === staticResult || r === uncachedStatic ? "1.00" : (r.rps / base.rps).toFixed(r.name === UNCACHED_ROW ? 3 : 2);
      const postgresCpu = postgres ? ` ${r.postgresCpuMs.toFixed(2)} |` : "";
      console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${ratio} | ${r.serverCpuMs.toFixed(2)} |${postgresCpu}`);
    }
    const met = (ok: boolean) => (ok ? "met" : "NOT met");
    const cached = rows.filter((r) => pages.some(([name]) => name === r.name));
    if (cached.length > 0) {
      const slowest = Math.min(...cached.map((r) => r.rps / staticResult.rps));
      console.log(`\nCached pages: the slowest at ${slowest.toFixed(2)}× the static file (target ≥ ${CACHED_PAGE_TARGET_RATIO}× on PostgreSQL: ${postgres ? met(slowest >= CACHED_PAGE_TARGET_RATIO) : "not a target on PGlite"})`);
    }
    const uncached = rows.find((r) => r.name === UNCACHED_ROW);
    if (uncached) {
      const ratio = uncached.rps / (uncachedStatic ?? staticResult).rps;
      const ratioTarget = postgres ? UNCACHED_RENDER_TARGET_RATIO.postgres : UNCACHED_RENDER_TARGET_RATIO.pglite;
      console.log(
        `Uncached product render: ${uncached.serverCpuMs.toFixed(2)} ms of server CPU, ` +
          `${ratio.toFixed(3)} of the static file's throughput in ${ALTERNATING_ROUNDS} alternating rounds (target ≥ ${ratioTarget}: ${met(ratio >= ratioTarget)}; ` +
          `against the first static run alone: ${(uncached.rps / staticResult.rps).toFixed(3)})`,
      );
    }
    const orderRows = rows.filter((r) => r.name.startsWith("POST /api/orders"));
    if (orderRows.length > 0) {
      const slowest = Math.min(...orderRows.map((r) => r.rps));
      console.log(`Orders: the slower run at ${slowest}/s (target ≥ ${ORDERS_TARGET_PER_SECOND}/s on PostgreSQL, with zero oversell: ${postgres ? met(slowest >= ORDERS_TARGET_PER_SECOND) : "not a target on PGlite"}; oversell is checked below)`);
    }
    const target = postgres ? PEAK_RSS_TARGET_MB.postgres : PEAK_RSS_TARGET_MB.pglite;
    const peak = peakRssMb(server);
    console.log(`Peak RSS of the server: ${peak} MB (target ≤ ${target} MB: ${met(peak <= target)})`);
    console.log(`Memory at the end: ${describeMemory(await readMemoryReport(server))}`);
    console.log("(Bench products hold 10 million units each, so a non-2xx order would be a real failure.)");
  } finally {
    await server.stop();
  }
  await checkNoOversell(open);
}

if (!values["postgres-only"]) {
  const pgliteDir = await prepareDataDir(fillBenchShop);
  await benchDatabase("PGlite (embedded)", {}, () => openPglite(path.join(pgliteDir, "db")), pgliteDir);
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  await withBenchDatabase(databaseUrl, "haat_bench", async (url, productIds) => {
    benchProductIds = productIds;
    await benchDatabase("PostgreSQL", { DATABASE_URL: url }, async () => openPostgres(url, { max: 1 }));
  });
} else {
  console.log("\n(Set DATABASE_URL=postgres://… to benchmark PostgreSQL too.)");
}
