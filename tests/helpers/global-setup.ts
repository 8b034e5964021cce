import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../app/.server/db/client";


/**
 * Migrates one template database per run; every test file then starts from a copy of it
 * (a PGlite data-dir dump, or CREATE DATABASE … TEMPLATE on PostgreSQL). The PostgreSQL template
 * has a name of its own per run, so two runs on one server never drop each other's template.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is required for the postgres project");
    const templateDb = `haat_test_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateDb}`);
    await admin.end();
    const template = openPostgres(withDatabase(url, templateDb), { max: 1 });
    await template.migrate();
    await template.close();
    project.provide("pgTemplate", templateDb);
    return async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${templateDb} with (force)`);
      await dropper.end();
    };
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
    pgTemplate: string;
  }
}
