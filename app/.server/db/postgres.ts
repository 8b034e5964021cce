import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { describeError, logger } from "../logger";
import { type DbHandle, functionsScript, migrationsFolder, queryLogger, withTimeout } from "./handle";
import * as schema from "./schema";

/** Default for `statementTimeoutMs`: far above any page's queries, far below a shopper's patience. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const CONNECT_TIMEOUT_MS = 3000;

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
  const db = drizzle(pool, { schema, logger: queryLogger });
  return {
    db,
    kind: "postgres",
    url: databaseUrl,
    memoryBytes: () => 0,
    ping: (timeoutMs = 2000) => withTimeout(pool.query("select 1").then(() => undefined), timeoutMs),
    async migrate(folder = migrationsFolder()) {
      // Its own connection, without the statement timeout: waiting for another instance's
      // migration (several may start together: one migrates and applies the functions, the others
      // wait on the lock, then find nothing to migrate and replace each function with itself) or
      // building an index on a big table may take longer than any request should.
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      client.on("error", () => undefined);
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
        const functions = functionsScript(folder);
        if (functions) await inTransaction(client, functions);
      } finally {
        await client.query("select pg_advisory_unlock(727274)").catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

/** Runs `script` (statements without parameters) in one transaction on `client`. */
async function inTransaction(client: pg.Client, script: string) {
  await client.query("begin");
  try {
    await client.query(script);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => undefined);
    throw error;
  }
}

/**
 * True for an error the server reported while its session stays usable: an order refused for
 * stock, a unique violation, a statement timeout. Anything else (pg's client-side read timeout, a
 * lost or reset connection, a FATAL or PANIC) leaves a connection that must not serve anyone again.
 */
function sessionSurvives(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity !== "FATAL" && error.severity !== "PANIC";
}

/**
 * A pg pool whose clients taken for a transaction cannot outlive a lost connection. Drizzle takes
 * such a client with connect() and gives it back with a bare release(), even after a query failed,
 * and never when BEGIN itself failed. When query_timeout fires, pg rejects the query but leaves it
 * running on the connection: given back, the connection would serve the next request behind that
 * query, or inside the transaction it belongs to once the query ends. A connection that died would
 * keep its pool slot forever, and a few of them starve the pool after the database is back.
 * So a client whose query failed without the session surviving, or whose connection ended, is
 * released with the error at once: the pool closes the connection (the server rolls back whatever
 * it was running) and frees the slot. The transaction's later queries, its ROLLBACK included, fail
 * at once with the same error instead of queueing behind the lost query. pool.query (every query
 * outside a transaction) already releases a client with its query's error (see keepAfterSqlError
 * for the errors that leave it usable).
 * Only pg's public API is used: connect() in both its forms, release(error), query(), the client's
 * 'end' event and getTransactionStatus().
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
 * whatever the error. An error the server reported while the session stays usable would cost a new
 * connection (a backend process, a cold plan cache for place_order) for the next request: a
 * sell-out refuses many orders. Such a client is given back healthy once the session shows idle;
 * any other error (the connection lost, the read timeout, a FATAL, a session left inside a
 * transaction) still closes it.
 */
function keepAfterSqlError(client: pg.PoolClient): pg.PoolClient {
  const giveBack = client.release;
  client.release = (error?: Error | boolean) => {
    if (!sessionSurvives(error)) return giveBack(error);
    // An empty query, queued behind the failed one, is answered once the server is ready for
    // queries again; the transaction status that answer carries tells whether the failed query's
    // text left the session inside a transaction ("begin; select 1 / 0"). A connection that ends,
    // or a server that stays silent past the read timeout, fails it: the client is closed then.
    client.query("", (probeError) => giveBack(probeError ?? (client.getTransactionStatus() === "I" ? undefined : error)));
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
        if (sessionSurvives(error)) return;
        lost ??= error instanceof Error ? error : new Error(String(error));
        release();
      });
    }
    return result;
  }) as pg.PoolClient["query"];
  client.release = release;
  return client;
}
