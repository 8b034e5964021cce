import path from "node:path";
import { env } from "./env";
import { type Db, type DbHandle, openPglite, openPostgres } from "./db/client";

export type { Db, Tx } from "./db/client";

// One per process: the server entry and the routes are one module graph (server/app.ts).
let handle: Promise<DbHandle> | undefined;

/** Opens (once per process) the configured database and applies pending migrations. */
export function getDbHandle(): Promise<DbHandle> {
  handle ??= (async () => {
    const config = env();
    const opened = config.DATABASE_URL
      ? openPostgres(config.DATABASE_URL, { statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS })
      : await openPglite(path.resolve(config.DATA_DIR, "db"));
    await opened.migrate();
    return opened;
  })();
  return handle;
}

/** The process-wide Drizzle database (PGlite or PostgreSQL). */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Replaces the process database (tests use a fresh in-memory PGlite per file). */
export function installDbHandle(installed: DbHandle) {
  handle = Promise.resolve(installed);
}

/** Closes the process database if it was opened. */
export async function closeDb() {
  const pending = handle;
  handle = undefined;
  if (pending) await (await pending).close();
}
