import { randomBytes } from "node:crypto";
import pg from "pg";
import { TRANSIENT_TABLES, quoteIdent, withTransaction } from "~/.server/backup/snapshot";
import type { DbHandle } from "~/.server/db/client";
import { withDatabase } from "./global-setup";

/** Every row of every table a backup keeps, as JSON text in UTC, sorted: equal means the same rows. */
export async function tableContents(handle: DbHandle): Promise<Record<string, string[]>> {
  return withTransaction(handle, async (session) => {
    await session.query("set local timezone to 'UTC'");
    const tables = await session.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      if (TRANSIENT_TABLES.has(name)) continue;
      const rows = await session.query<{ row: string }>(`select row_to_json(t)::text as row from public.${quoteIdent(name)} t`);
      contents[name] = rows.map((r) => r.row).sort();
    }
    return contents;
  });
}

/** A new, empty database on the TEST_DATABASE_URL server, dropped by drop(). */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error("TEST_DATABASE_URL is not set");
  const name = `haat_restore_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(server, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: server });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
