import net from "node:net";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { readCatalogueVersion } from "~/.server/catalogue-version";
import { closeDb, installDbHandle } from "~/.server/db";
import { type DbHandle, openPostgres } from "~/.server/db/client";
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from "~/.server/db/unavailable";
import { describeError } from "~/.server/logger";
import { cataloguePageCaching, RenderedPageCache } from "~/.server/page-cache";
import { testDbKind } from "../helpers/db";
import { loaderArgs } from "../helpers/route-args";
import { appRouteTable, runRoute } from "../helpers/route-table";

// A PostgreSQL that is down, silent or slow fails a query instead of holding the
// request; each such failure is one the app answers with 503.
describe.runIf(testDbKind === "postgres")("PostgreSQL that cannot serve", () => {
  const handles: DbHandle[] = [];
  const servers: net.Server[] = [];
  const open = (url: string, statementTimeoutMs?: number) => {
    const handle = openPostgres(url, { max: 1, statementTimeoutMs });
    handles.push(handle);
    return handle;
  };
  let silentConnections = 0;
  /** A port that accepts connections and never says a word, like a server that hangs. */
  const silentPort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer(() => void (silentConnections += 1));
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

  it("answers a catalogue page 503 after one connect attempt: the render does not try again after the catalogue version read", async () => {
    const handle = openPostgres(`postgres://haat@127.0.0.1:${await silentPort()}/haat`);
    installDbHandle(handle);
    // The server's page pipeline for GET /shop: the rendered-page cache reads the catalogue version,
    // then React Router runs the root's outage middleware and the shop page's loader behind it.
    const routeTable = await appRouteTable();
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = "nonce1";
      next();
    });
    app.use(
      cataloguePageCaching({
        shared: true,
        isCataloguePage: (pathname) => pathname === "/shop",
        renderedPages: { cache: new RenderedPageCache({ maxEntries: 10, maxBytes: 1 << 20, maxAgeMs: 60_000 }), readVersion: readCatalogueVersion },
      }),
    );
    app.get("/{*splat}", async (req, res) => {
      const databaseOutage = res.locals.databaseOutage as { error: unknown } | undefined;
      const args = loaderArgs(new Request(`http://haat.test${req.originalUrl}`), { context: { requestId: "outage", routeTable, databaseOutage } });
      try {
        await runRoute("routes/shop/shop.tsx", "loader", args);
        res.status(200).send("rendered");
      } catch (error) {
        if (!(error instanceof Response)) throw error;
        res.status(error.status).set(Object.fromEntries(error.headers)).send(await error.text());
      }
    });
    const server = app.listen(0, "127.0.0.1");
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const { port } = server.address() as net.AddressInfo;
      silentConnections = 0;
      const response = await fetch(`http://127.0.0.1:${port}/shop`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.text()).toBe(UNAVAILABLE_MESSAGE);
      expect(silentConnections).toBe(1);
    } finally {
      server.close();
      await closeDb();
    }
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
