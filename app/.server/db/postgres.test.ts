import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { testDbKind } from "#tests/helpers/db";
import type { DbHandle } from "./handle";
import { openPostgres } from "./postgres";
import { isDatabaseUnavailable } from "./unavailable";

// pg's client-side read timeout (query_timeout: the statement timeout + 5 s) rejects a query the
// server has not answered, but the query may still be running on that connection. These prove the
// connection is then never handed to anyone else, whichever way Drizzle took it from the pool.
describe.runIf(testDbKind === "postgres")("a PostgreSQL connection whose query outlived the read timeout", () => {
  const handles: DbHandle[] = [];
  const servers: net.Server[] = [];
  // 100 ms statement timeout, so a 5.1 s read timeout; one connection, so a reused one would show.
  const open = (url = process.env.TEST_DATABASE_URL!) => {
    const handle = openPostgres(url, { max: 1, statementTimeoutMs: 100 });
    handles.push(handle);
    return handle;
  };
  const session = async (handle: DbHandle) =>
    (await handle.db.execute<{ pid: number; timeout: string }>(sql`select pg_backend_pid() as pid, current_setting('statement_timeout') as timeout`)).rows[0]!;
  const failure = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    throw new Error("it succeeded");
  };

  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
    for (const server of servers) server.close();
  });

  it("inside a transaction: the next query gets a new session, not the abandoned transaction", async () => {
    const handle = open();
    let abandoned = 0;
    const error = await failure(
      handle.db.transaction(async (tx) => {
        abandoned = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
        // The server's own timeout is off for this transaction, so only the client gives up. The sleep
        // outlasts the read timeout of the query and of the ROLLBACK queued behind it.
        await tx.execute(sql`set local statement_timeout = 0`);
        await tx.execute(sql`select pg_sleep(12)`);
      }),
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const next = await session(handle);
    expect(next.pid).not.toBe(abandoned);
    expect(next.timeout).toBe("100ms");
  });

  it("inside a transaction: an error pg raises itself, like the read timeout, closes the connection", async () => {
    const handle = open();
    let used = 0;
    // pg fails this query before sending it (the parameter cannot be serialised): no server error
    // vouches for the session, so it is closed like one whose query was lost.
    const unserialisable = {
      toPostgres: () => {
        throw new Error("cannot serialise");
      },
    };
    const error = await failure(
      handle.db.transaction(async (tx) => {
        used = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
        await tx.execute(sql`select ${unserialisable}::text`);
      }),
    );
    // The ROLLBACK failed at once with the same error: it never reached that session.
    expect((error as Error).cause).toMatchObject({ message: "cannot serialise" });
    expect((await session(handle)).pid).not.toBe(used);
  });

  it("outside a transaction: pg's pool closes the connection by itself", async () => {
    const handle = open();
    const before = await session(handle);
    // One simple-protocol round trip: the session setting sticks to the connection if it is reused.
    const error = await failure(handle.db.execute(sql.raw("set statement_timeout = 0; select pg_sleep(7)")));
    expect(isDatabaseUnavailable(error)).toBe(true);
    const next = await session(handle);
    expect(next.pid).not.toBe(before.pid);
    expect(next.timeout).toBe("100ms");
  });

  /**
   * A pool of one connection through a relay to PostgreSQL that can stop passing bytes while keeping
   * its connections open (a server that vanished behind a firewall) or cut a connection the moment
   * it is written to (one a NAT forgot while it sat idle in the pool).
   */
  const throughRelay = async () => {
    const relay = { mode: "pass" as "pass" | "silent" | "reset" };
    const target = new URL(process.env.TEST_DATABASE_URL!);
    const server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      client.on("data", (chunk: Buffer) => {
        if (relay.mode === "reset") client.resetAndDestroy();
        else if (relay.mode === "pass") upstream.write(chunk);
      });
      upstream.on("data", (chunk: Buffer) => {
        if (relay.mode === "pass") client.write(chunk);
      });
      for (const [socket, other] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        socket.on("close", () => other.destroy());
        socket.on("error", () => socket.destroy());
      }
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = new URL(target);
    url.hostname = "127.0.0.1";
    url.port = String((server.address() as net.AddressInfo).port);
    const handle = open(url.toString());
    await session(handle);
    return { relay, handle };
  };

  it.each(["silent", "reset"] as const)("when the connection is %s as a transaction begins, its pool slot is freed for the next request", async (mode) => {
    const { relay, handle } = await throughRelay();
    relay.mode = mode;
    const error = await failure(handle.db.transaction(async (tx) => tx.execute(sql`select 1`)));
    expect(isDatabaseUnavailable(error)).toBe(true);
    relay.mode = "pass";
    // The pool holds one connection: had the lost one kept its slot, this would wait for it and fail.
    expect((await session(handle)).timeout).toBe("100ms");
  });
});

// pool.query gives a client back with its query's error; pg-pool would close the connection for any
// of them. These prove which errors keep it: a refused order must not cost the next one a connection.
describe.runIf(testDbKind === "postgres")("a PostgreSQL connection after a query the server refused", () => {
  const handles: DbHandle[] = [];
  afterAll(async () => {
    await Promise.all(handles.map((h) => h.close().catch(() => undefined)));
  });
  const open = () => {
    const handle = openPostgres(process.env.TEST_DATABASE_URL!, { max: 1, statementTimeoutMs: 100 });
    handles.push(handle);
    return handle;
  };
  const pid = async (handle: DbHandle) => (await handle.db.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]!.pid;
  const refused = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error("it succeeded");
      },
      (error: unknown) => error,
    );

  it.each([
    ["an error raised by a function (as place_order refuses an order)", "do $$ begin raise exception 'Only 1 left' using errcode = 'HT409'; end $$"],
    ["a division by zero", "select 1 / 0"],
    ["a statement timeout", "select pg_sleep(1)"],
  ])("keeps the connection after %s", async (_name, query) => {
    const handle = open();
    const before = await pid(handle);
    expect(await refused(handle.db.execute(sql.raw(query)))).toBeInstanceOf(Error);
    expect(await pid(handle)).toBe(before);
  });

  it("closes it when the refused query left the session inside a transaction", async () => {
    const handle = open();
    const before = await pid(handle);
    expect(await refused(handle.db.execute(sql.raw("begin; select 1 / 0")))).toBeInstanceOf(Error);
    const after = await pid(handle);
    expect(after).not.toBe(before);
    // A fresh session: not inside the aborted transaction.
    expect((await handle.db.execute<{ one: number }>(sql`select 1 as one`)).rows[0]!.one).toBe(1);
  });
});
