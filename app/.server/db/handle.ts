import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type * as schema from "./schema";

/**
 * Both drivers expose the same PgDatabase query API; we type them as one so services do not care
 * which database is behind them.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** An open database of either kind (pglite.ts, postgres.ts). */
export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer `select 1` within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * Applies the migrations in `folder` (default: drizzle/ of this version) not yet applied, then
   * every SQL function of `folder`'s functions/ (functionsScript), in one transaction.
   */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's connection URL, for work that needs a connection of its own (backups); undefined on PGlite. */
  url?: string;
  /** The raw PGlite instance (tests clone it); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** Bytes of memory the database holds inside this process (PGlite's WebAssembly memory); 0 on PostgreSQL. */
  memoryBytes(): number;
}

type QueryListener = (query: string, params: unknown[]) => void;
let queryListener: QueryListener | undefined;

/**
 * Lets a benchmark see the SQL the services send (to EXPLAIN the slow ones). Costs one variable read
 * per query when nobody listens.
 */
export function setQueryListener(listener: QueryListener | undefined) {
  queryListener = listener;
}

/** Drizzle's logger for both drivers: hands each query to the listener, if any. */
export const queryLogger = {
  logQuery(query: string, params: unknown[]) {
    queryListener?.(query, params);
  },
};

/** The folder of the SQL migrations both drivers apply. */
export function migrationsFolder() {
  // import.meta.dirname points into build/server after bundling; the process cwd is the project root.
  return process.env.HAAT_MIGRATIONS_DIR ?? path.resolve(process.cwd(), "drizzle");
}

/**
 * The SQL functions in `folder`/functions/, one file each (`place_order.sql` holds place_order), as
 * one script that creates or replaces every one of them: run after the migrations on every start, so
 * a change to a function is a change of its file and an old database ends with the same functions as
 * a new one. Each file is idempotent (CREATE OR REPLACE; a file whose function changed its arguments
 * or result type first drops the old one with DROP FUNCTION IF EXISTS). Undefined where `folder` has no
 * functions/: a copy of older migrations only (a restore replays those before the newer ones), whose
 * schema this version's functions may not fit.
 */
export function functionsScript(folder: string): string | undefined {
  const dir = path.join(folder, "functions");
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir).filter((name) => name.endsWith(".sql")).sort();
  return files.map((name) => readFileSync(path.join(dir, name), "utf8")).join("\n");
}

/** `promise`, or a rejection once `ms` milliseconds have passed without it settling. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
