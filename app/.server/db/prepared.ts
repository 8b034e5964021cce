import type { Db } from "./handle";

// Per database handle (tests open several in one process), each statement by its name.
const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * The statement `name` on `db`, built by `build` (a Drizzle query's `.prepare(name)`) the first
 * time it is asked for. For the few reads every uncached catalogue page makes: their SQL is built
 * once per handle instead of once per query, and on PostgreSQL node-postgres sends them as named
 * statements, parsed once per connection. PGlite's Drizzle driver sends the SQL whole every time.
 */
export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let named = statements.get(db);
  if (!named) statements.set(db, (named = new Map()));
  if (!named.has(name)) named.set(name, build(name));
  return named.get(name) as T;
}
