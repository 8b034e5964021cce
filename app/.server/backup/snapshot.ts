import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { once } from "node:events";
import path from "node:path";
import readline from "node:readline";
import pg from "pg";
import type { DbHandle } from "../db/client";

// The database part of a backup, in a form both engines read and write through plain SQL: each
// table's rows as JSON lines (row_to_json, json_populate_recordset), sequence positions, and the
// last migration applied. The schema itself is not dumped: restoring replays the migrations up to
// the backup's last one, loads the rows, then applies the newer migrations. So a PGlite backup
// (Postgres 18) loads into PostgreSQL 15 and back, and an older backup upgrades on the way in.
// Why not pg_dump: docs/decisions/009-backups.md.

/** One SQL connection inside one transaction. */
export interface SqlSession {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Tables whose rows are not worth keeping: signed-in sessions and one-time tokens (a restored shop
 * signs its admins in again; a stolen backup opens no session) and per-minute rate counters.
 */
export const TRANSIENT_TABLES = new Set(["session", "verification", "rate_limit", "request_limits"]);

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `work` in one read-only REPEATABLE READ transaction: every table is read as of one instant
 * while orders keep committing (PostgreSQL), or between two orders (PGlite, one connection: orders
 * wait for the reads, see docs/decisions/009-backups.md).
 */
export async function withSnapshot<T>(handle: DbHandle, work: (session: SqlSession) => Promise<T>): Promise<T> {
  if (handle.pglite) {
    return handle.pglite.transaction(async (tx) => {
      await tx.query("set transaction isolation level repeatable read, read only");
      await tx.query(UTC);
      return work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never });
    });
  }
  return withOwnConnection(handle, "begin isolation level repeatable read, read only", async (session) => {
    await session.query(UTC);
    return work(session);
  });
}

// Times are written in UTC whatever the server's zone, so two backups of the same rows are the same bytes.
const UTC = "set local timezone to 'UTC'";

/** Runs `work` in one read-write transaction (restoring). */
export async function withTransaction<T>(handle: DbHandle, work: (session: SqlSession) => Promise<T>): Promise<T> {
  if (handle.pglite) {
    return handle.pglite.transaction(async (tx) => work({ query: async (sql, params) => (await tx.query(sql, params)).rows as never }));
  }
  return withOwnConnection(handle, "begin", work);
}

// A connection of its own on PostgreSQL: outside the pool, so a backup of a large shop is not cut
// by the statement timeout meant for requests, and never holds a slot shoppers need.
async function withOwnConnection<T>(handle: DbHandle, begin: string, work: (session: SqlSession) => Promise<T>): Promise<T> {
  if (!handle.url) throw new Error("this PostgreSQL handle has no connection URL");
  const client = new pg.Client({ connectionString: handle.url, connectionTimeoutMillis: 5000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query(begin);
    const result = await work({ query: async (sql, params) => (await client.query(sql, params)).rows as never });
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The tables of the public schema, and their columns a row can be given (generated ones excluded). */
async function tableColumns(session: SqlSession): Promise<Map<string, string[]>> {
  const rows = await session.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) {
    if (TRANSIENT_TABLES.has(row.table_name)) continue;
    tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  }
  return tables;
}

export type MigrationState = { count: number; lastCreatedAt: number | null };

/** How many migrations drizzle applied, and the journal time of the last one. */
export async function migrationState(session: SqlSession): Promise<MigrationState> {
  const [exists] = await session.query<{ found: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as found");
  if (!exists?.found) return { count: 0, lastCreatedAt: null };
  const [row] = await session.query<{ count: string | number; last: string | number | null }>(
    "select count(*) as count, max(created_at) as last from drizzle.__drizzle_migrations",
  );
  return { count: Number(row?.count ?? 0), lastCreatedAt: row?.last == null ? null : Number(row.last) };
}

export type DumpedTable = { table: string; file: string; rows: number; columns: string[] };
export type Dump = { tables: DumpedTable[]; sequences: Record<string, number | null>; migration: MigrationState; serverVersion: string };

const FETCH_ROWS = 2000;

/** Writes every table of the snapshot to `dir/<table>.jsonl` (one JSON object per row). */
export async function dumpTables(session: SqlSession, dir: string): Promise<Dump> {
  const tables: DumpedTable[] = [];
  for (const [table, columns] of await tableColumns(session)) {
    const file = path.join(dir, `${table}.jsonl`);
    const out = createWriteStream(file, { flags: "wx" });
    const cursor = `backup_${table.replace(/\W/g, "_")}`;
    const list = columns.map(quoteIdent).join(", ");
    await session.query(`declare ${cursor} no scroll cursor for select row_to_json(t)::text as row from (select ${list} from public.${quoteIdent(table)}) t`);
    let rows = 0;
    for (;;) {
      const batch = await session.query<{ row: string }>(`fetch ${FETCH_ROWS} from ${cursor}`);
      if (!batch.length) break;
      rows += batch.length;
      if (!out.write(batch.map((r) => r.row).join("\n") + "\n")) await once(out, "drain");
    }
    await session.query(`close ${cursor}`);
    out.end();
    await once(out, "close");
    tables.push({ table, file, rows, columns });
  }
  // Sequences move outside transactions: a value read here may be past the snapshot's last row,
  // which only leaves a gap in the numbers after a restore, never a reused one.
  const sequenceRows = await session.query<{ sequencename: string; last_value: string | number | null }>(
    "select sequencename, last_value from pg_sequences where schemaname = 'public' order by sequencename",
  );
  const sequences = Object.fromEntries(sequenceRows.map((s) => [s.sequencename, s.last_value == null ? null : Number(s.last_value)]));
  const [version] = await session.query<{ server_version: string }>("show server_version");
  return { tables, sequences, migration: await migrationState(session), serverVersion: version?.server_version ?? "" };
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function loadOrder(session: SqlSession, tables: string[]): Promise<string[]> {
  const edges = await session.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table && tables.includes(edge.parent)) visit(edge.parent);
    visiting.delete(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

const INSERT_ROWS = 1000;

/**
 * Loads dumped tables into a database migrated to the dump's schema, in one transaction: the
 * tables are emptied first (migrations may have seeded a row, e.g. the order counters), user
 * triggers are off while rows go in (counters and versions are restored as they were, not counted
 * twice), then sequences are set where they were.
 */
export async function loadTables(session: SqlSession, dir: string, tables: { table: string; columns: string[] }[], sequences: Record<string, number | null>) {
  const present = await tableColumns(session);
  for (const { table, columns } of tables) {
    const have = present.get(table);
    const missing = columns.filter((c) => !have?.includes(c));
    if (missing.length) throw new Error(`the database has no ${table}(${missing.join(", ")}) to restore into`);
  }
  const names = tables.map((t) => t.table);
  if (!names.length) return;
  const all = names.map((t) => `public.${quoteIdent(t)}`).join(", ");
  // Triggers off first: TRUNCATE has triggers of its own (counters, catalogue versions).
  for (const table of names) await session.query(`alter table public.${quoteIdent(table)} disable trigger user`);
  await session.query(`truncate ${all} cascade`);
  for (const table of await loadOrder(session, names)) {
    const { columns } = tables.find((t) => t.table === table)!;
    const list = columns.map(quoteIdent).join(", ");
    const insert = `insert into public.${quoteIdent(table)} (${list}) overriding system value select ${list} from json_populate_recordset(null::public.${quoteIdent(table)}, $1::json)`;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      await session.query(insert, [`[${batch.join(",")}]`]);
      batch = [];
    };
    const lines = readline.createInterface({ input: createReadStream(path.join(dir, `${table}.jsonl`)), crlfDelay: Infinity });
    for await (const line of lines) {
      if (!line) continue;
      batch.push(line);
      if (batch.length >= INSERT_ROWS) await flush();
    }
    await flush();
  }
  for (const table of names) await session.query(`alter table public.${quoteIdent(table)} enable trigger user`);
  for (const [sequence, value] of Object.entries(sequences)) {
    if (value == null) continue;
    await session.query("select setval($1::regclass, $2::bigint, true)", [`public.${quoteIdent(sequence)}`, value]);
  }
}

/** SHA-256 and size of a file on disk. */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest("hex") };
}
