import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "~/.server/db/handle";
import { testDbKind } from "../helpers/db";
import { withDatabase } from "../helpers/global-setup";

// Upgrading a shop that already has orders: migrations 0015-0016 turn the delivery_location enum
// into a key of delivery_zones, and orders placed before keep their location, charge and counts,
// and get the zone names checkout showed them.

/** A copy of the migrations folder holding only the migrations up to `lastIndex`. */
function migrationsUpTo(lastIndex: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "haat-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { idx: number; tag: string }[] };
  const kept = journal.entries.filter((entry) => entry.idx <= lastIndex);
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const entry of kept) copyFileSync(path.join(migrationsFolder(), `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

type Query = (text: string) => Promise<Record<string, unknown>[]>;

describe(`upgrading a shop with orders to editable zones (${testDbKind})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A fresh empty database of this project's kind, migrated by `migrate(folder)`, and a way to query it. */
  async function freshDatabase(): Promise<{ migrate: (folder: string) => Promise<void>; query: Query }> {
    if (testDbKind === "postgres") {
      const url = process.env.TEST_DATABASE_URL!;
      const name = `haat_upgrade_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 1 });
      cleanups.push(async () => {
        await pool.end();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      });
      return { migrate: (folder) => migratePg(drizzlePg(pool), { migrationsFolder: folder }), query: async (text) => (await pool.query(text)).rows };
    }
    const client = await PGlite.create({ extensions: { pg_trgm } });
    cleanups.push(() => client.close());
    return {
      migrate: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }),
      query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    };
  }

  it("keeps every older order's location, charge and counters, names its zone, and protects the zones orders use", async () => {
    const before0015 = migrationsUpTo(14);
    cleanups.push(async () => rmSync(before0015, { recursive: true, force: true }));
    expect(readdirSync(before0015).filter((f) => f.endsWith(".sql"))).toHaveLength(15);
    const { migrate, query } = await freshDatabase();
    await migrate(before0015);
    await query(`
      insert into orders (order_number, customer_name, customer_phone, shipping_address, city, delivery_location, subtotal, delivery_charge, total_amount)
      values ('HT-OLD00001', 'Rahim', '01712345678', 'House 1, Road 2', 'Dhaka', 'inside_dhaka', 100, 60, 160),
             ('HT-OLD00002', 'Karim', '01812345678', 'House 3, Road 4', 'Sylhet', 'outside_dhaka', 2500, 120, 2620)`);
    const countersBefore = await query(`select status::text, delivery_location::text, sum(orders)::int as n, sum(revenue)::text as revenue from order_counts group by 1, 2 order by 2`);

    await migrate(migrationsFolder());

    expect(await query(`select order_number, delivery_location, delivery_zone_name, delivery_estimate, delivery_charge::text, total_amount::text, area from orders order by 1`)).toEqual([
      { order_number: "HT-OLD00001", delivery_location: "inside_dhaka", delivery_zone_name: "Inside Dhaka", delivery_estimate: "3-5 business days", delivery_charge: "60.00", total_amount: "160.00", area: null },
      { order_number: "HT-OLD00002", delivery_location: "outside_dhaka", delivery_zone_name: "Outside Dhaka", delivery_estimate: "5-7 business days", delivery_charge: "120.00", total_amount: "2620.00", area: null },
    ]);
    expect(await query(`select status::text, delivery_location::text, sum(orders)::int as n, sum(revenue)::text as revenue from order_counts group by 1, 2 order by 2`)).toEqual(countersBefore);
    expect(await query(`select key, name, charge::text, estimate, is_active from delivery_zones order by display_order`)).toEqual([
      { key: "inside_dhaka", name: "Inside Dhaka", charge: "60.00", estimate: "3-5 business days", is_active: true },
      { key: "outside_dhaka", name: "Outside Dhaka", charge: "120.00", estimate: "5-7 business days", is_active: true },
    ]);
    expect(await query(`select free_shipping_threshold::text as threshold, store_name from shop_settings`)).toEqual([{ threshold: "2000.00", store_name: null }]);
    await expect(query(`delete from delivery_zones where key = 'inside_dhaka'`)).rejects.toThrow(/foreign key|RESTRICT/i);
    await expect(query(`insert into orders (order_number, customer_name, customer_phone, shipping_address, city, delivery_location, delivery_zone_name, delivery_estimate, subtotal, delivery_charge, total_amount)
      values ('HT-BAD00001', 'X', '01712345678', 'House 1', 'Dhaka', 'mars', 'Mars', '1 day', 1, 0, 1)`)).rejects.toThrow(/foreign key/i);
  });
});
