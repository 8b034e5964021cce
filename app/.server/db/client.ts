import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describeError, logger } from "../logger";
import * as schema from "./schema";

type QueryListener = (query: string, params: unknown[]) => void;
const QUERY_LISTENER = Symbol.for("haat.queryListener");

/**
 * Lets a benchmark see the SQL the services send (to EXPLAIN the slow ones). Costs one property read
 * per query when nobody listens.
 */
export function setQueryListener(listener: QueryListener | undefined) {
  (globalThis as { [QUERY_LISTENER]?: QueryListener })[QUERY_LISTENER] = listener;
}

const queryLogger = {
  logQuery(query: string, params: unknown[]) {
    (globalThis as { [QUERY_LISTENER]?: QueryListener })[QUERY_LISTENER]?.(query, params);
  },
};

/**
 * Both drivers expose the same PgDatabase query API; we type them as one so services do not care
 * which database is behind them.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Throws when the database does not answer `select 1` within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (tests clone it); undefined on PostgreSQL. */
  pglite?: PGlite;
}

function migrationsFolder() {
  // import.meta.dirname points into build/server after bundling; the process cwd is the project root.
  return process.env.HAAT_MIGRATIONS_DIR ?? path.resolve(process.cwd(), "drizzle");
}

/** Default for `statementTimeoutMs`: far above any page's queries, far below a shopper's patience. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3000;

// pg's own message when query_timeout fires (node_modules/pg/lib/client.js).
const READ_TIMEOUT_MESSAGE = "Query read timeout";

/**
 * A pg pool whose clients taken for a transaction cannot outlive a lost connection. Drizzle takes
 * such a client with connect() and gives it back with a bare release(), even after a query failed,
 * and never when BEGIN itself failed. When query_timeout fires, pg rejects the query but leaves it
 * running on the connection: given back, the connection would serve the next request behind that
 * query, or inside the transaction it belongs to once the query ends. A connection that died would
 * keep its pool slot forever, and a few of them starve the pool after the database is back.
 * So a client whose query timed out or whose connection ended is released with the error at once:
 * the pool closes the connection (the server rolls back whatever it was running) and frees the slot.
 * The transaction's later queries, its ROLLBACK included, fail at once with the same error instead of
 * queueing behind the lost query. pool.query (every query outside a transaction) already releases a
 * client with its query's error (see keepAfterSqlError for the errors that leave it usable).
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    // pool.query checks out through the callback form and gives the client back with its query's error.
    if (callback) return super.connect((error, client, done) => callback(error, client && keepAfterSqlError(client), done));
    return super.connect().then(guardCheckout);
  }
}

/**
 * pool.query gives a client back with its query's error, and pg-pool then closes the connection,
 * whatever the error. An error the server reported while the session stays usable (an order refused
 * for stock, a unique violation, a statement timeout) would cost a new connection (a backend
 * process, a cold plan cache for place_order) for the next request: a sell-out refuses many orders.
 * Such a client is given back healthy; any other error (the connection lost, the read timeout, a
 * FATAL, a session left inside a transaction) still closes it.
 */
function keepAfterSqlError(client: pg.PoolClient): pg.PoolClient {
  const giveBack = client.release;
  client.release = (error?: Error | boolean) => {
    if (!(error instanceof pg.DatabaseError) || error.severity === "FATAL" || error.severity === "PANIC") return giveBack(error);
    // pg reports the error before the server's ReadyForQuery, which tells whether the session is
    // still inside a transaction: the client is given back once that has arrived, or closed with
    // the error if the connection ends first.
    let given = false;
    const decide = (usable: boolean) => {
      if (given) return;
      given = true;
      client.connection.removeListener("readyForQuery", onReady);
      client.removeListener("end", onEnd);
      giveBack(usable ? undefined : error);
    };
    const onReady = () => decide(client.getTransactionStatus() === "I");
    const onEnd = () => decide(false);
    if ((client as unknown as { readyForQuery: boolean }).readyForQuery) return onReady();
    client.connection.once("readyForQuery", onReady);
    client.once("end", onEnd);
  };
  return client;
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const giveBack = client.release;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let lost: Error | undefined;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("end", onEnd);
    // Healthy: the next checkout gets the client's own query method again.
    if (!lost) delete (client as { query?: unknown }).query;
    giveBack(lost ?? error);
  };
  const onEnd = () => {
    lost ??= new Error("Connection terminated while in use");
    release();
  };
  client.once("end", onEnd);
  client.query = ((...args: unknown[]) => {
    if (lost) {
      const callback = args.find((arg) => typeof arg === "function") as ((error: Error) => void) | undefined;
      if (!callback) return Promise.reject(lost);
      process.nextTick(callback, lost);
      return undefined;
    }
    const result = query(...args);
    if (result instanceof Promise) {
      void result.catch((error: unknown) => {
        if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) {
          lost ??= error;
          release();
        }
      });
    }
    return result;
  }) as pg.PoolClient["query"];
  client.release = release;
  return client;
}

/**
 * Opens PostgreSQL through a pg Pool; a dropped connection is logged, never fatal. A database that
 * is down or does not answer fails a request within seconds (connect timeout, statement timeout,
 * and a client-side read timeout for a server that vanished without closing the connection).
 * statementTimeoutMs 0 means no timeout.
 */
export function openPostgres(databaseUrl: string, options: { max?: number; statementTimeoutMs?: number } = {}): DbHandle {
  const statementTimeout = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new GuardedPool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + 5000 } : {}),
  });
  pool.on("error", (error) => logger.error({ err: describeError(error) }, "postgres pool error"));
  // pg-pool listens for errors only on idle clients; a checked-out client (a transaction between
  // two queries) that loses its connection would emit an unhandled 'error' and kill the process.
  // Its next query fails anyway, and GuardedPool gives it back as soon as the connection ends.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool, { schema, logger: queryLogger });
  return {
    db,
    kind: "postgres",
    ping: (timeoutMs = 2000) => withTimeout(pool.query("select 1").then(() => undefined), timeoutMs),
    async migrate() {
      // Its own connection, without the statement timeout: waiting for another instance's
      // migration (several may start together: one migrates, the others wait on the lock) or
      // building an index on a big table may take longer than any request should.
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on("error", () => undefined);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * Opens embedded PGlite: on disk under dataDir, or in memory when dataDir is undefined. PGlite is a
 * single connection in a single process, so an on-disk directory is guarded by a pid lock file.
 */
export async function openPglite(dataDir?: string, existing?: PGlite): Promise<DbHandle> {
  let releaseLock = () => {};
  if (dataDir && !existing) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(path.join(dataDir, "postmaster.haat.lock"));
  }
  let client: PGlite;
  try {
    client = existing ?? (await PGlite.create(dataDir, { extensions: { pg_trgm } }));
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(client, { schema, logger: queryLogger }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: (timeoutMs = 2000) => withTimeout(client.query("select 1").then(() => undefined), timeoutMs),
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

export class DatabaseLockedError extends Error {}

function acquireLock(lockFile: string): () => void {
  try {
    const fd = openSync(lockFile, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(lockFile, "utf8").trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseLockedError(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
          "Stop that process, or use another DATA_DIR, or set DATABASE_URL to share PostgreSQL.",
      );
    }
    // A stale lock from a crashed process: take it over.
    rmSync(lockFile, { force: true });
    return acquireLock(lockFile);
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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
