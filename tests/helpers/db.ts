import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, installDbHandle } from "~/.server/db";
import { type DbHandle, openPglite, openPostgres } from "~/.server/db/client";
import { withDatabase } from "./global-setup";

/** Which database this test project runs on ("pglite" or "postgres"). */
export const testDbKind = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/** A fresh, migrated database of this project's kind; close() also drops a PostgreSQL copy. */
export async function createTestDb(options: { poolSize?: number } = {}): Promise<DbHandle> {
  if (testDbKind === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `haat_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject("pgTemplate")}`);
    await admin.end();
    const handle = openPostgres(withDatabase(url, name), { max: options.poolSize ?? 10 });
    return {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = new Blob([readFileSync(inject("pgliteTemplate"))]);
  const client = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
  return openPglite(undefined, client);
}

/**
 * Gives the calling test file its own fresh database, installed as the process database that
 * services and route modules use. Returns a getter for the handle.
 */
export function setupTestDb(options: { poolSize?: number } = {}) {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb(options);
    installDbHandle(handle);
  });
  afterAll(async () => {
    await closeDb();
  });
  return () => {
    if (!handle) throw new Error("setupTestDb: the database is not ready yet (use it inside tests or hooks)");
    return handle;
  };
}
