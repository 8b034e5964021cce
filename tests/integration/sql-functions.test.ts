import { describe, expect, it } from "vitest";
import { openPostgres } from "~/.server/db/client";
import { emptyPostgresDatabase } from "../helpers/backup";
import { setupTestDb, testDbKind } from "../helpers/db";
import { expectFunctionsOfFiles, sqlFunctions } from "../helpers/sql-functions";

// Every SQL function lives in one file of drizzle/functions/, applied after the migrations on every
// start (the handle's migrate()). tests/integration/upgrade.test.ts proves an old database ends with
// the same functions as this new one.
describe(`SQL functions (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("are exactly drizzle/functions/, one file each, word for word", async () => {
    await expectFunctionsOfFiles(handle());
    expect((await sqlFunctions(handle())).map((f) => f.name)).toContain("place_order");
  });

  it("are applied again on the next start without changing anything", async () => {
    const before = await sqlFunctions(handle());
    await handle().migrate();
    // The same functions, the same objects (replaced in place, never dropped and made anew).
    expect(await sqlFunctions(handle())).toEqual(before);
  });

  it.runIf(testDbKind === "postgres")("are applied once each when two processes start on a new database at once", async () => {
    const database = await emptyPostgresDatabase();
    const [a, b] = [openPostgres(database.url, { max: 1 }), openPostgres(database.url, { max: 1 })];
    try {
      await Promise.all([a.migrate(), b.migrate()]);
      await expectFunctionsOfFiles(a);
      expect(await sqlFunctions(b)).toEqual(await sqlFunctions(a));
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });
});
