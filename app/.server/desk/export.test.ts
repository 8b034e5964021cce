import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parse } from "csv-parse";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { parseOrderListQuery } from "../admin/orders";
import { ORDER_CSV_COLUMNS, orderCsvRows, orderCsvStream } from "./export";

// The zones the migrations create (the list filter ignores any other location).
const ZONE_KEYS = ["inside_dhaka", "outside_dhaka"];

const ORDERS = 100_000;

// A forced full collection (the test process runs without --expose-gc).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

// Node's web stream types and the DOM's differ only in their declarations.
const webStream = (query: Parameters<typeof orderCsvStream>[0]) => orderCsvStream(query) as unknown as NodeReadableStream<Uint8Array>;

describe(`orders CSV export (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("streams 100k orders with flat memory and parses back to the same rows", { timeout: 300_000 }, async () => {
    const { db } = handle();
    // Crafted orders: each field follows from i, so every parsed row can be checked. Names carry a
    // comma, a quote and a newline, which only correct quoting brings back whole.
    await db.execute(sql`
      insert into orders (id, order_number, created_at, customer_name, customer_phone, shipping_address, city, area, delivery_location, delivery_zone_name, delivery_estimate, subtotal, delivery_charge, total_amount)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'HT-CSV' || i, timestamptz '2026-01-01 00:00:00+00' + make_interval(secs => i),
        'Rahim, "R" ' || i || E'\nUddin', '0171' || lpad(i::text, 7, '0'), 'House ' || i, 'Dhaka', 'Mirpur ' || i, 'inside_dhaka', 'Inside Dhaka', '3-5 business days', 250.50, 60, 310.50
      from generate_series(1, ${ORDERS}) i`);
    await db.execute(sql`
      insert into order_items (order_id, product_name, variant_label, sku, quantity, price)
      select ('00000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'Scarf ' || i, 'Colour: Red', 'SC-' || i, 2, 125.25 from generate_series(1, ${ORDERS}) i`);

    // The heap after a full collection, sampled along the way: it must not grow with the rows read.
    const samples: number[] = [];
    const parser = Readable.fromWeb(webStream(parseOrderListQuery(new URLSearchParams(), ZONE_KEYS))).pipe(parse());
    let header: string[] | undefined;
    let n = 0;
    let mismatch: string | undefined;
    for await (const row of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = row;
        continue;
      }
      // Newest first: the n-th row is order ORDERS - n.
      const i = ORDERS - n;
      const expected = [
        `HT-CSV${i}`,
        new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
        "Pending",
        `Rahim, "R" ${i}\nUddin`,
        `0171${String(i).padStart(7, "0")}`,
        "Dhaka",
        `Mirpur ${i}`,
        "Inside Dhaka",
        `Scarf ${i}`,
        "Colour: Red",
        `SC-${i}`,
        "2",
        "125.25",
        "250.50",
        "60.00",
        "310.50",
      ];
      if (!mismatch && JSON.stringify(row) !== JSON.stringify(expected)) mismatch = `${JSON.stringify(row)} != ${JSON.stringify(expected)}`;
      n++;
      if (n % 10_000 === 0) {
        gc();
        samples.push(process.memoryUsage().heapUsed);
      }
    }
    expect(header).toEqual([...ORDER_CSV_COLUMNS]);
    expect(mismatch).toBeUndefined();
    expect(n).toBe(ORDERS);
    // The whole export is ~15 MB of text and far more as row objects; a stream holds one batch, so
    // the heap at 100k rows is within a few MB of the heap at 10k.
    expect(samples).toHaveLength(10);
    expect(Math.max(...samples) - samples[0]!).toBeLessThan(16 * 1024 * 1024);
  });

  it("exports only the filtered orders", async () => {
    const rows: string[][] = [];
    const query = parseOrderListQuery(new URLSearchParams("q=HT-CSV77"), ZONE_KEYS);
    for await (const row of Readable.fromWeb(webStream(query)).pipe(parse({ from_line: 2 })) as AsyncIterable<string[]>) rows.push(row);
    expect(rows.map((r) => r[0])).toEqual(["HT-CSV77"]);
  });

  it("never hands a spreadsheet a formula from what a shopper typed", async () => {
    await handle().db.execute(sql`update orders set customer_name = '=HYPERLINK("http://evil.example","Rahim")' where order_number = 'HT-CSV78'`);
    const rows: string[][] = [];
    const query = parseOrderListQuery(new URLSearchParams("q=HT-CSV78"), ZONE_KEYS);
    for await (const row of Readable.fromWeb(webStream(query)).pipe(parse({ from_line: 2 })) as AsyncIterable<string[]>) rows.push(row);
    expect(rows[0]?.[3]).toBe(`'=HYPERLINK("http://evil.example","Rahim")`);
  });

  it("walks batches by the stored instant: orders in one millisecond, equal times and an order without lines", async () => {
    const { db } = handle();
    // A and B fall in the same millisecond; C and D share their instant; E has no lines.
    await db.execute(sql`
      insert into orders (id, order_number, created_at, customer_name, customer_phone, shipping_address, city, delivery_location, delivery_zone_name, delivery_estimate, subtotal, delivery_charge, total_amount)
      select id::uuid, number, at::timestamptz, 'Keyset Tester', '01711111111', 'House 1', 'Dhaka', 'inside_dhaka', 'Inside Dhaka', '3-5 business days', 375.75, 60, 435.75
      from (values
        ('00000000-0000-4000-8000-00000000000a', 'HT-KEYA', '2027-01-01 00:00:00.123456+00'),
        ('00000000-0000-4000-8000-00000000000b', 'HT-KEYB', '2027-01-01 00:00:00.1234+00'),
        ('00000000-0000-4000-8000-00000000000c', 'HT-KEYC', '2027-01-01 00:00:00.1+00'),
        ('00000000-0000-4000-8000-00000000000d', 'HT-KEYD', '2027-01-01 00:00:00.1+00'),
        ('00000000-0000-4000-8000-00000000000e', 'HT-KEYE', '2027-01-01 00:00:00.05+00'),
        ('00000000-0000-4000-8000-00000000000f', 'HT-KEYF', '2027-01-01 00:00:00.01+00')
      ) o(id, number, at)`);
    await db.execute(sql`
      insert into order_items (order_id, product_name, quantity, price)
      select order_id::uuid, name, 3, 125.25
      from (values
        ('00000000-0000-4000-8000-00000000000a', 'Line A1'),
        ('00000000-0000-4000-8000-00000000000a', 'Line A2'),
        ('00000000-0000-4000-8000-00000000000b', 'Line B'),
        ('00000000-0000-4000-8000-00000000000c', 'Line C'),
        ('00000000-0000-4000-8000-00000000000d', 'Line D'),
        ('00000000-0000-4000-8000-00000000000f', 'Line F')
      ) l(order_id, name)`);
    const query = parseOrderListQuery(new URLSearchParams("q=Keyset Tester"), ZONE_KEYS);
    for (const batchSize of [1, 2, 500]) {
      const rows: string[][] = [];
      for await (const row of orderCsvRows(query, batchSize)) rows.push(row);
      // Newest first, equal instants by id (D before C), each order's lines in the order they were added.
      expect(rows.map((row) => row[8]), `batches of ${batchSize}`).toEqual(["Line A1", "Line A2", "Line B", "Line D", "Line C", "Line F"]);
    }
    const [first] = await (async () => {
      const rows: string[][] = [];
      for await (const row of orderCsvRows(query)) rows.push(row);
      return rows;
    })();
    // The date to the millisecond (as Date#toISOString writes it); amounts as stored, the line total exact.
    expect(first).toEqual(["HT-KEYA", "2027-01-01T00:00:00.123Z", "Pending", "Keyset Tester", "01711111111", "Dhaka", "", "Inside Dhaka", "Line A1", "", "", "3", "125.25", "375.75", "60.00", "435.75"]);
  });
});
