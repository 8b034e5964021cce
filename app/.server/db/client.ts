// The database client: open PGlite (pglite.ts) or PostgreSQL (postgres.ts), and what both share
// (handle.ts). Callers import from here and need not know which file holds which.
export { type Db, type DbHandle, setQueryListener, type Tx } from "./handle";
export { DatabaseLockedError, openPglite, pgliteHolder } from "./pglite";
export { DEFAULT_STATEMENT_TIMEOUT_MS, openPostgres } from "./postgres";
