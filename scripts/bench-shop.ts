// What `npm run bench` and `npm run bench:soak` share: the shop they load, the order request they
// send, and how they read the server's memory.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import type autocannon from "autocannon";
import pg from "pg";
import type { Db } from "../app/.server/db";
import { openPostgres } from "../app/.server/db/client";
import { MEMORY_REPORT_MESSAGE, type MemoryReport } from "../app/.server/memory";
import { seedDemoShop } from "../app/.server/seed";
import { createProduct } from "#tests/factories";
import type { RunningServer } from "#tests/e2e/harness";

export const BENCH_PRODUCT_SLUG = "bench-unlimited-stock";
export const BENCH_STOCK = 10_000_000;
export const SPREAD_PRODUCTS = 20;

/**
 * The demo shop plus bench products with stock enough that order creation, not sell-out, is
 * measured: one "hot" product every order of the first run buys (the worst case: all orders queue
 * on its row lock), and 20 more that the second run's orders spread over, as a real shop's do.
 * Returns the products' ids, the hot one first.
 */
export async function fillBenchShop(db: Db): Promise<number[]> {
  await seedDemoShop(db);
  const ids: number[] = [];
  for (let i = 0; i <= SPREAD_PRODUCTS; i++) {
    const product = await createProduct(db, {
      slug: i === 0 ? BENCH_PRODUCT_SLUG : `${BENCH_PRODUCT_SLUG}-${i}`,
      name: `Bench Product ${i}`,
      price: "750.00",
      stockQuantity: BENCH_STOCK,
    });
    ids.push(product.id);
  }
  return ids;
}

/**
 * A throwaway PostgreSQL database beside `databaseUrl`'s, migrated and filled with the bench shop,
 * handed to `run` with the bench products' ids, and dropped afterwards.
 */
export async function withBenchDatabase(databaseUrl: string, prefix: string, run: (url: string, productIds: number[]) => Promise<void>) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString());
    await handle.migrate();
    const productIds = await fillBenchShop(handle.db);
    await handle.close();
    await run(url.toString(), productIds);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * Every bench request asks for compressed bodies as Chrome on a phone does, so each figure includes
 * the compression a shopper's request costs the server (a static file's too).
 */
const PHONE_HEADERS = { "accept-encoding": "gzip, deflate, br" };

/** Autocannon's options with the phone's headers under the caller's own. */
export function asPhone(options: Partial<autocannon.Options>): Partial<autocannon.Options> {
  return { ...options, headers: { ...PHONE_HEADERS, ...options.headers } };
}

/**
 * One order for autocannon: a new idempotency key and a new client address each time (so the
 * per-IP limit, which protects real shops, does not turn the benchmark into a rate-limit test).
 */
export function orderRequest(request: autocannon.Request, n: number, productId: number): autocannon.Request {
  return {
    ...request,
    method: "POST",
    path: "/api/orders",
    headers: {
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      customer_name: "Bench Customer",
      customer_phone: "01712345678",
      city: "Dhaka",
      delivery_location: "inside_dhaka",
      shipping_address: "House 1, Road 2, Dhanmondi, Dhaka",
      message: null,
      items: [{ product_id: productId, quantity: 1 }],
    }),
  };
}

/** The server's peak resident set so far (VmHWM), in MB. */
export function peakRssMb(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Asks the server for its memory report (SIGUSR2) and waits for the line it writes. */
export async function readMemoryReport(server: RunningServer): Promise<MemoryReport> {
  const seen = server.output().length;
  server.process.kill("SIGUSR2");
  for (let waited = 0; waited < 5000; waited += 20) {
    const line = server
      .output()
      .slice(seen)
      .split("\n")
      .find((text) => text.includes(`"msg":"${MEMORY_REPORT_MESSAGE}"`));
    if (line) return JSON.parse(line) as MemoryReport;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the server wrote no memory report within 5 s");
}

/** One line: where the memory is. */
export function describeMemory(report: MemoryReport): string {
  return [
    `RSS ${report.rssMb} MB`,
    `heap ${report.heapUsedMb} used of ${report.heapTotalMb} MB`,
    `external ${report.externalMb} MB (PGlite ${report.databaseMb} MB, ArrayBuffers ${report.arrayBuffersMb} MB)`,
    `page cache ${report.pageCacheMb} MB in ${report.pageCacheEntries} pages`,
    `native and code ${report.nativeMb} MB`,
  ].join(" · ");
}
