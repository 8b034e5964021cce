import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDbKind } from "#tests/helpers/db";
import { namedStatementClient, unnamedStatementClient } from "./pglite-statements";

/** A PGlite session with a table of each value type the clients write and read, and two rows of it. */
async function thingsSession() {
  const pg = await PGlite.create();
  await pg.exec(`
    create table things (id serial primary key, name text not null, price numeric(12, 2), tags jsonb, seen timestamptz, live boolean, sizes text[]);
    insert into things (name, price, tags, seen, live, sizes) values
      ('Hilsa', 850.50, '["fish", "fresh"]', '2026-11-28 10:00:00.123456+06', true, '{small,large}'),
      ('Rice', null, null, null, false, null);
  `);
  return pg;
}

describe.runIf(testDbKind === "pglite")("PGlite's named statement client", () => {
  let pg: PGlite;
  let client: ReturnType<typeof namedStatementClient>;

  beforeAll(async () => {
    pg = await thingsSession();
    client = namedStatementClient(pg);
  });
  afterAll(async () => {
    await pg.close();
  });

  const preparedStatements = async () => (await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n;

  it("answers as PGlite's own query does, for each value type, both row modes and Drizzle's own parsers", async () => {
    const text = "select id, name, price, tags, seen, live from things where id >= $1 and name <> $2 order by id";
    const drizzleLike = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [undefined, drizzleLike]) {
      const ours = await client.query(text, [1, "nothing"], options);
      const theirs = await pg.query(text, [1, "nothing"], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.rows).toHaveLength(2);
    }
    // A null parameter and a result with no rows.
    const empty = await client.query("select id from things where name = $1", [null]);
    expect(empty.rows).toEqual([]);
    expect(empty.fields).toEqual([{ name: "id", dataTypeID: types.INT4 }]);
    // A statement that describes no rows at all, twice (the second run reuses its description).
    for (const name of ["Dal", "Ghee"]) {
      const inserted = await client.query("insert into things (name) values ($1)", [name]);
      expect(inserted).toMatchObject({ rows: [], fields: [], affectedRows: 1 });
    }
    await pg.query("delete from things where name in ('Dal', 'Ghee')");
  });

  it("parses each SQL text once, as one named statement, however often it runs", async () => {
    const before = await preparedStatements();
    const text = "select name from things where id = $1";
    for (let id = 1; id <= 5; id++) await client.query(text, [id]);
    expect(await preparedStatements()).toBe(before + 1);
    expect((await client.query<{ name: string }>(text, [2])).rows).toEqual([{ name: "Rice" }]);
  });

  it("gives two clients of one PGlite session statements of their own", async () => {
    const other = namedStatementClient(pg);
    const text = "select count(*)::int as n from things where live = $1";
    expect((await client.query<{ n: number }>(text, [true])).rows).toEqual([{ n: 1 }]);
    expect((await other.query<{ n: number }>(text, [false])).rows).toEqual([{ n: 1 }]);
  });

  it("waits for an open transaction instead of reading inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('Uncommitted')");
      inserted();
      await held;
      await tx.rollback();
    });
    await didInsert;
    let answered = false;
    const read = client.query<{ n: number }>("select count(*)::int as n from things where name = $1", ["Uncommitted"]).then((result) => {
      answered = true;
      return result;
    });
    // Let the read run if nothing held it back.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 0 }]);
  });

  it("never copies PGlite's parser table for a query's own parsers, and reads the table as it stands", async () => {
    const table = pg.parsers;
    let copies = 0;
    // Copying an object asks for its keys: count the copies of PGlite's table.
    pg.parsers = new Proxy(table, { ownKeys: (target) => (copies++, Reflect.ownKeys(target)) });
    try {
      const options = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
      const text = "select seen, price from things where id = $1";
      for (let turn = 0; turn < 5; turn++) {
        expect((await client.query(text, [1], options)).rows).toEqual([["at 2026-11-28 04:00:00.123456+00", "850.50"]]);
      }
      expect(copies).toBe(0);
      // PGlite's own query copies the table every time (the cost this client saves).
      await pg.query(text, [1], options);
      expect(copies).toBe(1);
      // A table PGlite replaced (its array types learnt again) is the one read.
      pg.parsers = { ...table, [types.NUMERIC]: (value: string) => `৳${value}` };
      expect((await client.query(text, [1], options)).rows).toEqual([["at 2026-11-28 04:00:00.123456+00", "৳850.50"]]);
    } finally {
      pg.parsers = table;
    }
  });

  it("throws the database's error and keeps the session usable", async () => {
    const text = "select name from things where id = $1";
    await expect(client.query(text, ["not a number"])).rejects.toThrow(/invalid input syntax for type integer/);
    await expect(client.query("select nonsense from nowhere where 1 = $1", [1])).rejects.toThrow(/does not exist/);
    expect((await client.query<{ name: string }>(text, [1])).rows).toEqual([{ name: "Hilsa" }]);
    expect(pg.isInTransaction()).toBe(false);
  });

  it("says so when PGlite is closed, as its own query does", async () => {
    const closing = await PGlite.create();
    const ours = namedStatementClient(closing);
    expect((await ours.query<{ one: number }>("select $1::int as one", [1])).rows).toEqual([{ one: 1 }]);
    await closing.close();
    await expect(ours.query("select $1::int as one", [1])).rejects.toThrow(/PGlite is closed/);
  });
});

describe.runIf(testDbKind === "pglite")("PGlite's unnamed statement client", () => {
  let pg: PGlite;
  let client: ReturnType<typeof unnamedStatementClient>;

  beforeAll(async () => {
    pg = await thingsSession();
    client = unnamedStatementClient(pg);
  });
  afterAll(async () => {
    await pg.close();
  });

  /** How many trips into PGlite `run` makes. */
  async function trips(run: () => Promise<unknown>) {
    const spy = vi.spyOn(pg, "execProtocol");
    try {
      await run();
      return spy.mock.calls.length;
    } finally {
      spy.mockRestore();
    }
  }

  it("answers as PGlite's own query does, for each value type and parameter type, both row modes and Drizzle's own parsers", async () => {
    const text = "select id, name, price, tags, seen, live, sizes from things where id >= $1 and name <> $2 and (live = $3 or $3 is null) order by id";
    const drizzleLike = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    for (const options of [undefined, drizzleLike]) {
      for (const params of [[1, "nothing", null], [1, "nothing", true]]) {
        const ours = await client.query(text, params, options);
        const theirs = await pg.query(text, params, options);
        expect(ours.rows).toEqual(theirs.rows);
        expect(ours.fields).toEqual(theirs.fields);
      }
    }
    // Values written by the type the statement expects: an array, JSON, a time.
    const row = await client.query<{ id: number }>(
      "insert into things (name, tags, seen, sizes) values ($1, $2, $3, $4) returning id",
      ["Dal", { kind: "lentil" }, new Date("2026-12-02T10:00:00Z"), ["1 kg", "5 kg"]],
    );
    const back = await pg.query("select tags, seen, sizes from things where id = $1", [row.rows[0]!.id]);
    expect(back.rows).toEqual([{ tags: { kind: "lentil" }, seen: new Date("2026-12-02T10:00:00Z"), sizes: ["1 kg", "5 kg"] }]);
    const deleted = await client.query("delete from things where name = $1", ["Dal"]);
    expect(deleted).toMatchObject({ rows: [], fields: [], affectedRows: 1 });
  });

  it("learns a text's parameter types once: later runs are one trip, and a change of shape through it forgets them", async () => {
    const text = "select name from things where price > $1";
    expect(await trips(() => client.query(text, [100]))).toBe(2);
    expect(await trips(() => client.query(text, [100]))).toBe(1);
    expect((await client.query<{ name: string }>(text, ["100.5"])).rows).toEqual([{ name: "Hilsa" }]);
    await client.query("alter table things add column note text");
    expect(await trips(() => client.query(text, [100]))).toBe(2);
    // forget(), which the handle calls after migrating, does the same.
    client.forget();
    expect(await trips(() => client.query(text, [100]))).toBe(2);
    // Nothing of it is left behind as a named statement.
    expect((await pg.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n).toBe(0);
  });

  it("runs a transaction's queries inside it: committed whole, or rolled back whole on an error, and refused once it is over", async () => {
    let kept!: { query: (text: string, params?: unknown[]) => Promise<unknown> };
    await client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ($1)", ["Ghee"]);
      expect((await tx.query<{ n: number }>("select count(*)::int as n from things where name = $1", ["Ghee"])).rows).toEqual([{ n: 1 }]);
      kept = tx;
    });
    await expect(kept.query("select 1")).rejects.toThrow(/Transaction is closed/);
    await expect(
      client.transaction(async (tx) => {
        await tx.query("insert into things (name) values ($1)", ["Salt"]);
        await tx.query("insert into things (name) values ($1)", [null]);
      }),
    ).rejects.toThrow(/null value/);
    expect((await client.query<{ name: string }>("select name from things where name in ($1, $2) order by name", ["Ghee", "Salt"])).rows).toEqual([
      { name: "Ghee" },
    ]);
    expect(pg.isInTransaction()).toBe(false);
  });

  it("throws the database's error and keeps the session usable", async () => {
    await expect(client.query("select name from things where id = $1", ["not a number"])).rejects.toThrow(/invalid input syntax for type integer/);
    await expect(client.query("select nonsense from nowhere where 1 = $1", [1])).rejects.toThrow(/does not exist/);
    expect((await client.query<{ name: string }>("select name from things where id = $1", [1])).rows).toEqual([{ name: "Hilsa" }]);
    expect(pg.isInTransaction()).toBe(false);
  });
});
