import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DbHandle, openPostgres } from "~/.server/db/client";
import { isDatabaseUnavailable } from "~/.server/db/unavailable";
import { describeError } from "~/.server/logger";
import { testDbKind } from "../helpers/db";

// Issue 7 §10: a PostgreSQL that is down, silent or slow fails a query instead of holding the
// request; each such failure is one the app answers with 503.
describe.runIf(testDbKind === "postgres")("PostgreSQL that cannot serve", () => {
  const handles: DbHandle[] = [];
  const servers: net.Server[] = [];
  const open = (url: string, statementTimeoutMs?: number) => {
    const handle = openPostgres(url, { max: 1, statementTimeoutMs });
    handles.push(handle);
    return handle;
  };
  /** A port that accepts connections and never says a word, like a server that hangs. */
  const silentPort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer(() => undefined);
      servers.push(server);
      server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port));
    });
  const failure = async (query: Promise<unknown>) => {
    try {
      await query;
    } catch (error) {
      return error;
    }
    throw new Error("the query succeeded");
  };

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
    for (const server of servers) server.close();
  });

  it("cancels a statement that runs past the statement timeout", async () => {
    const { db } = open(process.env.TEST_DATABASE_URL!, 200);
    const error = await failure(db.execute(sql`select pg_sleep(5)`));
    expect(describeError(error)).toMatchObject({ code: "57014", query: "failed" });
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool is still usable afterwards.
    expect((await db.execute<{ one: number }>(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it("gives up connecting to a server that accepts but never answers", async () => {
    const { db } = open(`postgres://haat@127.0.0.1:${await silentPort()}/haat`);
    const error = await failure(db.execute(sql`select 1`));
    console.log(`silent server: ${JSON.stringify(describeError(error))}`);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("fails at once when nothing listens", async () => {
    const port = await silentPort();
    await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
    const { db } = open(`postgres://haat@127.0.0.1:${port}/haat`);
    const error = await failure(db.execute(sql`select 1`));
    expect(describeError(error)).toMatchObject({ code: "ECONNREFUSED" });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
