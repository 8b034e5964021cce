import path from "node:path";
import { env } from "./env";
import { type Db, type DbHandle, openPglite, openPostgres } from "./db/client";
import { databaseOutageOfRequest } from "./db/request-outage";

export type { Db, Tx } from "./db/client";

// The handle lives on globalThis because the server entry and the bundled app are two module
// graphs in one process: both must use the same single PGlite connection or pool.
const HANDLE = Symbol.for("haat.db");
type Holder = { [HANDLE]?: Promise<DbHandle> };
const holder = globalThis as Holder;

/** Opens (once per process) the configured database and applies pending migrations. */
export function getDbHandle(): Promise<DbHandle> {
  holder[HANDLE] ??= (async () => {
    const config = env();
    const handle = config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL, { statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS })
      : await openPglite(path.resolve(config.DATA_DIR, "db"));
    await handle.migrate();
    return handle;
  })();
  return holder[HANDLE];
}

/**
 * The process-wide Drizzle database (PGlite or PostgreSQL). Throws at once, without connecting, in a
 * request that already found the database unavailable (see continueWithDatabaseUnavailable).
 */
export async function getDb(): Promise<Db> {
  const outage = databaseOutageOfRequest();
  if (outage) throw outage.error;
  return (await getDbHandle()).db;
}

/** Replaces the process database (tests use a fresh in-memory PGlite per file). */
export function installDbHandle(handle: DbHandle) {
  holder[HANDLE] = Promise.resolve(handle);
}

/** Closes the process database if it was opened. */
export async function closeDb() {
  const pending = holder[HANDLE];
  delete holder[HANDLE];
  if (pending) await (await pending).close();
}
