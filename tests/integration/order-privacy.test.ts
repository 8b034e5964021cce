import { count, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE } from "~/.server/db/unavailable";
import { orders } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { action } from "~/routes/api/orders";
import { createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { actionArgs } from "../helpers/route-args";

// A failed order never writes the customer's details to the log, and a
// database that cannot serve the request is a 503, not a 500.
const CUSTOMER = {
  customer_name: "Nusrat Jahan Chowdhury",
  customer_phone: "01719876543",
  city: "Chattogram",
  delivery_location: "outside_dhaka",
  shipping_address: "Flat 4B, Lane 9, Khulshi Hill Residential Area",
  message: "Call before coming, gate code 4711",
};
const PERSONAL = [CUSTOMER.customer_name, CUSTOMER.customer_phone, CUSTOMER.shipping_address, "gate code 4711", "Khulshi"];

let ip = 0;
async function placeOrder(productId: number) {
  const request = new Request("http://haat.test/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...CUSTOMER, items: [{ product_id: productId, quantity: 1 }] }),
  });
  const context = { clientIp: `privacy-${ip++}`, requestId: `privacy-test-${ip}` };
  const response = (await action(actionArgs(request, { context }))) as Response;
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: (await response.json()) as { error?: string } };
}

/** Everything the real logger writes (after its own serialisation and redaction), as text lines. */
function captureLogs() {
  const target = logger as unknown as Record<symbol, unknown>;
  const lines: string[] = [];
  let original: unknown;
  let level = "";
  beforeEach(() => {
    lines.length = 0;
    original = target[pino.symbols.streamSym];
    level = logger.level;
    target[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
    logger.level = "trace";
  });
  afterEach(() => {
    target[pino.symbols.streamSym] = original;
    logger.level = level;
  });
  return lines;
}

/** A trigger on `table` that raises `message` with SQLSTATE `errcode` before every insert. */
async function failInserts(db: ReturnType<ReturnType<typeof setupTestDb>>["db"], table: string, errcode: string, message: string) {
  await db.execute(
    sql.raw(`create or replace function fail_${table}() returns trigger language plpgsql as $$
      begin raise exception '${message}' using errcode = '${errcode}'; end $$`),
  );
  await db.execute(sql.raw(`create trigger fail_${table} before insert on ${table} for each row execute function fail_${table}()`));
  return () => db.execute(sql.raw(`drop trigger fail_${table} on ${table}`));
}

describe(`order failures (${testDbKind})`, () => {
  const handle = setupTestDb();
  const lines = captureLogs();

  it("logs a failed order insert without the customer's name, phone, address or note, and answers a clean 500", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 5 });
    const restore = await failInserts(db, "orders", "P0001", "injected order failure");
    try {
      const before = (await db.select({ n: count() }).from(orders))[0]?.n;
      const result = await placeOrder(product.id);
      expect(result).toEqual({ status: 500, retryAfter: null, body: { error: "Failed to place order" } });
      expect((await db.select({ n: count() }).from(orders))[0]?.n).toBe(before);
    } finally {
      await restore();
    }
    const log = lines.join("");
    console.log(`order failure log (${testDbKind}): ${lines.length} lines, ${log.length} characters`);
    for (const value of PERSONAL) expect(log).not.toContain(value);
    expect(log).not.toMatch(/params:|Failed query/);
    // The failure is logged, with what a developer needs: the query failed, and the database said why.
    const failed = lines.map((line) => JSON.parse(line) as { msg: string; err?: Record<string, unknown> }).find((entry) => entry.msg === "order failed");
    expect(failed?.err).toMatchObject({ query: "failed", code: "P0001", message: "injected order failure" });
  });

  it("answers 503 with a readable reason when the database drops the connection while placing the order", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 5 });
    // 57P01 is what PostgreSQL reports to every session when it is shut down.
    const restore = await failInserts(db, "orders", "57P01", "terminating connection due to administrator command");
    try {
      const result = await placeOrder(product.id);
      expect(result).toEqual({ status: 503, retryAfter: "30", body: { error: UNAVAILABLE_MESSAGE } });
    } finally {
      await restore();
    }
    for (const value of PERSONAL) expect(lines.join("")).not.toContain(value);
  });

  it("answers 503 when the rate limit cannot be counted because the connection failed", async () => {
    const { db } = handle();
    const product = await createProduct(db, { stockQuantity: 5 });
    // 08006: connection_failure. The limit is counted before the order, on its own query.
    const restore = await failInserts(db, "request_limits", "08006", "connection failure");
    try {
      const result = await placeOrder(product.id);
      expect(result).toEqual({ status: 503, retryAfter: "30", body: { error: UNAVAILABLE_MESSAGE } });
    } finally {
      await restore();
    }
  });
});
