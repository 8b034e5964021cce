import { sql } from "drizzle-orm";
import { getDb } from "./db";
import { prepared } from "./db/prepared";
import { catalogueVersions } from "./db/schema";

/**
 * The catalogue's current version (see `catalogueVersions`): it changes in the same commit as any
 * product, category or banner, so a page rendered at the version read now is current.
 */
export async function readCatalogueVersion(): Promise<number> {
  const db = await getDb();
  // Read before every catalogue page, cached or not: built once (prepared).
  const statement = prepared(db, "catalogue_version", (name) =>
    db.select({ version: sql<string>`coalesce(sum(${catalogueVersions.version}), 0)` }).from(catalogueVersions).prepare(name),
  );
  const [row] = await statement.execute();
  return Number(row?.version ?? 0);
}
