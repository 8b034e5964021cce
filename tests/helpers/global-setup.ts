import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../app/.server/db/client";

export const TEMPLATE_DB = "haat_test_template";

/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL).
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = openPostgres(withDatabase(url, TEMPLATE_DB), { max: 1 });
    await template.migrate();
    await template.close();
    return;
  }
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const handle = await openPglite(undefined, client);
  await handle.migrate();
  const dump = await client.dumpDataDir("none");
  const file = path.join(tmpdir(), `haat-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide("pgliteTemplate", file);
}

/** The same connection URL pointing at another database name. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
