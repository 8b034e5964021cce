import type { SQL } from "drizzle-orm";
import { PgDialect, type PreparedQueryConfig } from "drizzle-orm/pg-core";
import type { Db } from "./handle";

// Per database handle (tests open several in one process), each statement by its name.
const statements = new WeakMap<Db, Map<string, unknown>>();
// The handle prepared statements are built on, where it is not the database's own (PGlite).
const statementDbs = new WeakMap<Db, Db>();

/**
 * Has `prepared(db, …)` build its statements on `statementDb`: on PGlite, a Drizzle database over
 * `namedStatementClient`, since PGlite's Drizzle driver ignores a statement's name and sends its SQL
 * whole every time (pglite-statements.ts).
 */
export function buildPreparedStatementsOn(db: Db, statementDb: Db) {
  statementDbs.set(db, statementDb);
}

/**
 * The statement `name` on `db`, built by `build` (a Drizzle query's `.prepare(name)` on the handle
 * it is given) the first time it is asked for. For the few reads every uncached catalogue page
 * makes: building their SQL with Drizzle was 4.6 % of an uncached product render's CPU, and the
 * database parses a named statement once per connection instead of once per query, and plans it
 * once where a generic plan serves (docs/performance.md).
 */
export function prepared<T>(db: Db, name: string, build: (name: string, db: Db) => T): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  if (!named.has(name)) named.set(name, build(name, statementDbs.get(db) ?? db));
  return named.get(name) as T;
}

/** The rows of a raw statement, as both drivers return them (node-postgres's QueryResult, PGlite's Results). */
type RawRows<Row> = { rows: Row[] };

// Raw SQL becomes a query here as `db.execute` makes it (no casing rules: raw SQL names its columns).
const dialect = new PgDialect();

/**
 * A raw SQL statement prepared as `name` on `db`: `build` writes it once, every value a
 * `sql.placeholder(…)` filled at `execute({ … })`, so its text is the same on every call. For the
 * order path's statements (admission and place_order), which `db.execute` sent with their SQL whole,
 * parsed and planned by PostgreSQL every time: a fifth of its CPU in an order (docs/performance.md).
 */
export function preparedSql<Row>(db: Db, name: string, build: () => SQL) {
  return prepared(db, name, (statementName, on) =>
    on._.session.prepareQuery<PreparedQueryConfig & { execute: RawRows<Row> }>(dialect.sqlToQuery(build()), undefined, statementName, false),
  );
}
