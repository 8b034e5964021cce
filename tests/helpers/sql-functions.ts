import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { migrationsFolder } from "~/.server/db/handle";

/** A function of the public schema: its identity, its whole definition and its body as stored. */
export type SqlFunction = { oid: string; name: string; args: string; definition: string; source: string };

/** Every function of the public schema that no extension (pg_trgm) owns, by name and arguments. */
export async function sqlFunctions(handle: DbHandle): Promise<SqlFunction[]> {
  const result = await handle.db.execute<SqlFunction>(sql`
    select p.oid::text as oid, p.proname as name, pg_get_function_identity_arguments(p.oid) as args,
      pg_get_functiondef(p.oid) as definition, p.prosrc as source
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    order by p.proname, 3`);
  return result.rows;
}

/** The body of each function in drizzle/functions/ (between its $$ quotes), by the file's name. */
export function functionFiles(): Map<string, string> {
  const dir = path.join(migrationsFolder(), "functions");
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith(".sql"))
      .map((name) => {
        const text = readFileSync(path.join(dir, name), "utf8");
        return [name.replace(/\.sql$/, ""), text.slice(text.indexOf("$$") + 2, text.lastIndexOf("$$"))];
      }),
  );
}

/** The database has exactly the functions of drizzle/functions/, one each (no overload left over), each its file's body. */
export async function expectFunctionsOfFiles(handle: DbHandle) {
  const functions = await sqlFunctions(handle);
  const files = functionFiles();
  expect(functions.map((f) => f.name)).toEqual([...files.keys()].sort());
  for (const f of functions) expect(f.source, `${f.name} is drizzle/functions/${f.name}.sql's`).toBe(files.get(f.name));
}
