// `npm run bench:soak`: does the server's memory settle under a long, mixed load, or grow? Runs the
// production server on the demo shop (PGlite, or PostgreSQL when DATABASE_URL is set) for
// `--minutes` (default 20) of cached page views, uncached renders and orders at once, and prints
// where its memory is every minute. The last five minutes must grow by less than 5 %.
import { execSync } from "node:child_process";
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import type { MemoryReport } from "../app/.server/memory";
import { prepareDataDir, startServer, type RunningServer } from "#tests/e2e/harness";
import { asPhone, describeMemory, fillBenchShop, orderRequest, peakRssMb, readMemoryReport, withBenchDatabase } from "./bench-shop";

const GROWTH_TARGET = 0.05;
const LAST_MINUTES = 5;

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "20" },
    // Seconds per round (one report per round); a minute unless trying something quickly.
    round: { type: "string", default: "60" },
    // Run the server with --expose-gc and collect garbage before each report: the heap figure is
    // then what is alive, telling a leak from garbage not yet collected.
    collect: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    // Connections per kind of load: page views (mostly served from the page cache), uncached renders, orders.
    pages: { type: "string", default: "8" },
    renders: { type: "string", default: "2" },
    orders: { type: "string", default: "2" },
  },
});
const MINUTES = Number(values.minutes);
const BUILD_DIR = process.env.HAAT_BUILD_DIR ?? "build-bench";
process.env.HAAT_BUILD_DIR = BUILD_DIR;
if (!values["skip-build"]) execSync("npx react-router build", { stdio: "inherit", env: process.env });

async function soak(label: string, server: RunningServer, productIds: number[]) {
  const home = await (await fetch(server.url)).text();
  const productPaths = [...new Set([...home.matchAll(/href="(\/product\/[a-z0-9-]+)"/g)].map((match) => match[1]!))];
  const shop = await (await fetch(`${server.url}/shop`)).text();
  const categoryIds = [...new Set([...shop.matchAll(/[?&]category=(\d+)/g)].map((match) => match[1]!))];
  const pagePaths = ["/", "/shop", "/search?q=saree", "/best-selling", ...productPaths, ...categoryIds.map((id) => `/shop?category=${id}`)];

  console.log(`\n## ${label}: ${MINUTES} minutes of ${values.pages} page, ${values.renders} render and ${values.orders} order connections\n`);
  console.log("| minute | pages/s | renders/s | orders/s | non-2xx | RSS MB | heap used / total MB | external MB | PGlite MB | page cache MB (pages) | native MB |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");

  let render = 0;
  let order = 0;
  const reports: MemoryReport[] = [];
  for (let minute = 1; minute <= MINUTES; minute++) {
    const load = (connections: string, options: Partial<autocannon.Options>) =>
      autocannon({ url: server.url, duration: Number(values.round), connections: Number(connections), ...asPhone(options) });
    const [pages, renders, orders] = await Promise.all([
      load(values.pages!, { requests: pagePaths.map((pagePath) => ({ path: pagePath })) }),
      // A new query string each time: never in the page cache, so every request renders.
      load(values.renders!, {
        requests: [{ setupRequest: (request) => ({ ...request, path: `${productPaths[render % productPaths.length]}?soak=${(render += 1)}` }) }],
      }),
      load(values.orders!, {
        method: "POST",
        requests: [{ setupRequest: (request) => orderRequest(request, (order += 1), productIds[order % productIds.length]!) }],
      }),
    ]);
    const report = await readMemoryReport(server);
    reports.push(report);
    const nonOk = pages.non2xx + renders.non2xx + orders.non2xx + pages.errors + renders.errors + orders.errors;
    if (nonOk > 0) console.error(`non-2xx: pages ${pages.non2xx}, renders ${renders.non2xx}, orders ${orders.non2xx}; errors ${pages.errors + renders.errors + orders.errors}`);
    console.log(
      `| ${minute} | ${Math.round(pages.requests.average)} | ${Math.round(renders.requests.average)} | ${Math.round(orders.requests.average)} | ${nonOk} | ${report.rssMb} | ${report.heapUsedMb} / ${report.heapTotalMb} | ${report.externalMb} | ${report.databaseMb} | ${report.pageCacheMb} (${report.pageCacheEntries}) | ${report.nativeMb} |`,
    );
  }

  const last = reports.at(-1)!;
  console.log(`\nAt the end: ${describeMemory(last)}`);
  console.log(`Peak RSS: ${peakRssMb(server)} MB`);
  if (reports.length > LAST_MINUTES) {
    const from = reports.at(-1 - LAST_MINUTES)!;
    const growth = (last.rssMb - from.rssMb) / from.rssMb;
    console.log(
      `RSS over the last ${LAST_MINUTES} minutes: ${from.rssMb} → ${last.rssMb} MB, ${(growth * 100).toFixed(1)} % (target < ${GROWTH_TARGET * 100} %: ${growth < GROWTH_TARGET ? "met" : "NOT met"})`,
    );
    if (growth >= GROWTH_TARGET) process.exitCode = 1;
  } else {
    console.log(`(Growth is judged over the last ${LAST_MINUTES} minutes: run more than ${LAST_MINUTES}.)`);
  }
}

const env: Record<string, string> = {
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  TRUST_PROXY: "loopback",
  ...(values.collect ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --expose-gc`.trim() } : {}),
};
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  await withBenchDatabase(databaseUrl, "haat_soak", async (url, productIds) => {
    const server = await startServer({ env: { ...env, DATABASE_URL: url } });
    try {
      await soak("PostgreSQL", server, productIds);
    } finally {
      await server.stop();
    }
  });
} else {
  let productIds: number[] = [];
  const dataDir = await prepareDataDir(async (db) => {
    productIds = await fillBenchShop(db);
  });
  const server = await startServer({ dataDir, env });
  try {
    await soak("PGlite (embedded)", server, productIds);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
