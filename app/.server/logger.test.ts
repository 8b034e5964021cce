import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./db/unavailable";
import { describeError } from "./logger";

const PHONE = "01719876543";
const ADDRESS = "Flat 4B, Lane 9, Khulshi";
const INSERT = 'insert into "orders" ("customer_phone", "shipping_address") values ($1, $2)';

/** A node-postgres server error as the driver builds it. */
function pgError(message: string, fields: Partial<pg.DatabaseError>) {
  return Object.assign(new pg.DatabaseError(message, 100, "error"), fields);
}

function netError(code: string, message: string) {
  return Object.assign(new Error(message), { code });
}

describe("describeError", () => {
  it("keeps the driver's reason and the SQLSTATE of a failed query, never its parameters or row values", () => {
    const cause = pgError('duplicate key value violates unique constraint "orders_phone_key"', {
      code: "23505",
      constraint: "orders_phone_key",
      table: "orders",
      detail: `Key (customer_phone)=(${PHONE}) already exists.`,
    });
    const described = describeError(new DrizzleQueryError(INSERT, [PHONE, ADDRESS], cause), { stack: true });
    expect(described).toMatchObject({
      query: "failed",
      code: "23505",
      constraint: "orders_phone_key",
      table: "orders",
      message: 'duplicate key value violates unique constraint "orders_phone_key"',
    });
    const text = JSON.stringify(described);
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(ADDRESS);
    expect(text).not.toContain("Failed query");
    expect(described.stack).toMatch(/^ {4}at /);
  });

  it("leaves out messages of data exceptions, which quote the offending input", () => {
    const cause = pgError(`invalid input syntax for type uuid: "${PHONE}"`, { code: "22P02" });
    const described = describeError(new DrizzleQueryError("select 1 where id = $1", [PHONE], cause), { stack: true });
    expect(described).toEqual({ name: "error", code: "22P02", query: "failed", stack: expect.any(String) as string });
    expect(JSON.stringify(described)).not.toContain(PHONE);
  });

  it("describes other errors by name, message and code", () => {
    expect(describeError(netError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"))).toEqual({
      name: "Error",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
      code: "ECONNREFUSED",
    });
    const refusedEverywhere = Object.assign(new AggregateError([netError("ECONNREFUSED", "connect ECONNREFUSED ::1:5432")], ""), { code: "ECONNREFUSED" });
    expect(describeError(refusedEverywhere).message).toBe("connect ECONNREFUSED ::1:5432");
    expect(describeError("plain text")).toEqual({ name: "string", message: "plain text" });
  });
});

describe("isDatabaseUnavailable", () => {
  const wrapped = (cause: Error) => new DrizzleQueryError(INSERT, [PHONE, ADDRESS], cause);

  it("recognises a database that cannot be reached or gave up, also inside a failed query", () => {
    for (const error of [
      netError("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432"),
      netError("ETIMEDOUT", "connect ETIMEDOUT"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      pgError("terminating connection due to administrator command", { code: "57P01" }),
      pgError("the database system is starting up", { code: "57P03" }),
      pgError("canceling statement due to statement timeout", { code: "57014" }),
      pgError("connection failure", { code: "08006" }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it("does not mistake a failing request for an outage", () => {
    expect(isDatabaseUnavailable(pgError("injected", { code: "P0001" }))).toBe(false);
    expect(isDatabaseUnavailable(pgError("duplicate key", { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    // The wrapper's message holds the parameters: a shopper's text must not decide the status.
    const teasing = new DrizzleQueryError(INSERT, ["Connection terminated unexpectedly"], pgError("injected", { code: "P0001" }));
    expect(isDatabaseUnavailable(teasing)).toBe(false);
  });
});
