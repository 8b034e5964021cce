import { readdirSync, readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { afterAll, describe, expect, it } from "vitest";
import { extractArchive } from "~/.server/backup/archive";
import { createBackup, type Manifest, readJournal } from "~/.server/backup/backup";
import { migrationsUpTo, restoreBackup } from "~/.server/backup/restore";
import { quoteIdent, withTransaction } from "~/.server/backup/snapshot";
import { type DbHandle, openPglite, openPostgres } from "~/.server/db/client";
import { emptyPostgresDatabase } from "../helpers/backup";
import { createTestDb, testDbKind } from "../helpers/db";
import { expectFunctionsOfFiles, type SqlFunction, sqlFunctions } from "../helpers/sql-functions";

// Upgrades: a database made by an older schema, restored by this version, comes out on the current
// schema with every row it had. tests/fixtures/upgrade/ holds one backup per release, made by
// scripts/make-upgrade-fixture.ts with that release's migrations (orders in every status, an admin,
// products with an image). EVERY NEW MIGRATION MUST KEEP THIS TEST PASSING: a migration that renames
// or drops a column must say here, in `renamed`, where each old value went. Its SQL functions are
// drizzle/functions/'s, the same as a new database's.

const FIXTURES = path.resolve("tests/fixtures/upgrade");
const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `haat-${prefix}-`));

/** Old column → where a later migration moved it, per table (none yet). */
const renamed: Record<string, Record<string, string>> = {};

/** Tables a later migration dropped, and where their rows went (checked in restoreAndCompare). */
const dropped: Record<string, string> = { user_roles: "0030: each admin became an owner, user.role = 'owner'" };

type Target = { dataDir: string; databaseUrl?: string; open(): Promise<DbHandle> };
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

async function emptyTarget(): Promise<Target> {
  const dataDir = tmp("upgrade-target");
  if (testDbKind === "postgres") {
    const database = await emptyPostgresDatabase();
    drops.push(database.drop);
    return { dataDir, databaseUrl: database.url, open: async () => openPostgres(database.url, { max: 1 }) };
  }
  return { dataDir, open: () => openPglite(path.join(dataDir, "db")) };
}

/** The rows of one table by primary key, as JSON objects in UTC. */
async function rowsByKey(handle: DbHandle, table: string): Promise<Map<string, Record<string, unknown>>> {
  return withTransaction(handle, async (session) => {
    await session.query("set local timezone to 'UTC'");
    const keys = await session.query<{ column: string }>(
      `select a.attname as column from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = $1::regclass and i.indisprimary order by a.attname`,
      [`public.${quoteIdent(table)}`],
    );
    expect(keys.length, `${table} has a primary key`).toBeGreaterThan(0);
    const rows = await session.query<{ row: string }>(`select row_to_json(t)::text as row from public.${quoteIdent(table)} t`);
    return new Map(
      rows.map(({ row }) => {
        const parsed = JSON.parse(row) as Record<string, unknown>;
        return [JSON.stringify(keys.map((k) => parsed[k.column])), parsed];
      }),
    );
  });
}

/** A function as the database would print it for another database: without its object id. */
const printed = (functions: SqlFunction[]) => functions.map(({ name, args, definition }) => ({ name, args, definition }));

/** The functions of a new database, as this version makes it (tests/helpers/global-setup.ts migrates the template). */
async function newDatabaseFunctions() {
  const fresh = await createTestDb();
  try {
    return printed(await sqlFunctions(fresh));
  } finally {
    await fresh.close();
  }
}

/**
 * Products from before options and variants (drizzle/0032) came out as products without options, each
 * with one variant holding its stock at its price, and every order line points at its product's variant.
 */
async function expectVariantShape(handle: DbHandle) {
  await withTransaction(handle, async (session) => {
    const wrong = await session.query(
      `select p.id from products p left join product_variants v on v.product_id = p.id
        group by p.id having count(v.id) <> 1 or sum(v.stock_quantity) <> min(p.stock_quantity) or bool_or(v.price is not null) or not bool_and(v.is_active)`,
    );
    expect(wrong, "products without exactly one variant holding their stock").toEqual([]);
    const [counts] = await session.query<{ products: number | string; options: number | string }>(
      "select (select count(*) from products) as products, (select count(*) from product_options) as options",
    );
    expect(Number(counts!.products)).toBeGreaterThan(0);
    expect(Number(counts!.options)).toBe(0);
    const unlinked = await session.query(
      `select i.id from order_items i left join product_variants v on v.id = i.variant_id
        where i.product_id is not null and (v.product_id is distinct from i.product_id)`,
    );
    expect(unlinked, "order lines not pointing at their product's variant").toEqual([]);
  });
}

/**
 * Restores `file` into an empty target and checks every row of the backup is there, value for value,
 * and that it has the SQL functions of drizzle/functions/ and of a new database (again after one more
 * start, which changes none of them).
 */
async function restoreAndCompare(file: string) {
  const unpacked = tmp("upgrade-rows");
  await extractArchive(file, unpacked);
  const manifest = JSON.parse(readFileSync(path.join(unpacked, "manifest.json"), "utf8")) as Manifest;
  const target = await emptyTarget();
  const restored = await restoreBackup({ file, dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  const journal = readJournal();
  expect(restored.migrationsApplied).toBe(journal.length - 1 - journal.findIndex((e) => e.tag === manifest.migration.tag));
  const handle = await target.open();
  try {
    const [applied] = await withTransaction(handle, (s) => s.query<{ n: string | number }>("select count(*) as n from drizzle.__drizzle_migrations"));
    expect(Number(applied!.n)).toBe(journal.length);
    let checked = 0;
    for (const [table, info] of Object.entries(manifest.tables)) {
      if (table in dropped) {
        // user_roles: every admin of the backup is an owner now.
        const users = await rowsByKey(handle, "user");
        for (const line of readFileSync(path.join(unpacked, "db", `${table}.jsonl`), "utf8").split("\n").filter(Boolean)) {
          const old = JSON.parse(line) as { user_id: string; role: string };
          const now = [...users.values()].find((row) => row.id === old.user_id);
          expect(now?.role, `${table}: ${line}`).toBe(old.role === "admin" ? "owner" : old.role);
          checked++;
        }
        continue;
      }
      const now = await rowsByKey(handle, table);
      const lines = readFileSync(path.join(unpacked, "db", `${table}.jsonl`), "utf8").split("\n").filter(Boolean);
      expect(lines, table).toHaveLength(info.rows);
      expect(now.size, `${table}: as many rows as the backup`).toBe(info.rows);
      const restoredRows = [...now.values()];
      for (const line of lines) {
        const old = JSON.parse(line) as Record<string, unknown>;
        const moved = renamed[table] ?? {};
        const match = restoredRows.find((row) => Object.entries(old).every(([column, value]) => JSON.stringify(row[moved[column] ?? column]) === JSON.stringify(value)));
        expect(match, `${table}: ${line}`).toBeDefined();
        checked++;
      }
    }
    await expectVariantShape(handle);
    await expectFunctionsOfFiles(handle);
    const functions = await sqlFunctions(handle);
    expect(printed(functions)).toEqual(await newDatabaseFunctions());
    await handle.migrate();
    expect(await sqlFunctions(handle)).toEqual(functions);
    return { manifest, checked };
  } finally {
    await handle.close();
  }
}

describe(`upgrades (${testDbKind})`, () => {
  const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith(".tar.gz"));

  it("keeps at least this release's fixture", () => {
    expect(fixtures).toContain("haat-0014_order_status_function.tar.gz");
  });

  it.each(fixtures)("%s restores onto the current schema with every row", async (name) => {
    const { manifest, checked } = await restoreAndCompare(path.join(FIXTURES, name));
    // The fixture is what it claims: orders in every status, their lines and events, an admin, an image.
    expect(manifest.counts.orders).toBeGreaterThanOrEqual(6);
    expect(manifest.tables.order_status_events!.rows).toBeGreaterThan(manifest.counts.orders);
    expect(manifest.tables.user!.rows).toBe(1);
    expect(manifest.counts.uploads).toBe(1);
    expect(checked).toBeGreaterThan(30);
  });

  it("replays an older backup's migrations, loads its rows, then applies the newer ones", async () => {
    // A shop still on migration 0012, made here with the migrations of that time.
    const journal = readJournal();
    const cut = journal.find((e) => e.tag.startsWith("0012_"))!;
    const old = await openPglite(undefined, await PGlite.create({ extensions: { pg_trgm } }));
    try {
      await old.migrate(await migrationsUpTo(cut.when, tmp("old-migrations")));
      await withTransaction(old, async (s) => {
        await s.query("insert into categories (name, slug) values ('Rice', 'rice')");
        await s.query("insert into products (name, slug, price, stock_quantity, category_id) select 'Miniket', 'miniket', 72.5, 300, id from categories");
      });
      const backup = await createBackup({ handle: old, uploadsDir: tmp("no-uploads"), outDir: tmp("old-backup") });
      expect(backup.manifest.migration.tag).toBe(cut.tag);
      const { checked } = await restoreAndCompare(backup.file);
      expect(checked).toBeGreaterThanOrEqual(2);
    } finally {
      await old.close();
    }
  });
});
