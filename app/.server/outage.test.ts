import { describe, expect, it } from "vitest";
import { handleError } from "~/entry.server";
import { appRouteTable } from "#tests/helpers/route-table";
import { loaderArgs } from "#tests/helpers/route-args";
import { UNAVAILABLE_MESSAGE } from "./db/unavailable";
import { answerDatabaseOutages } from "./outage";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/**
 * The root middleware with, behind it, what React Router does when a loader throws: it catches the
 * error, reports it to handleError (entry.server) and renders the error page, a 500.
 */
async function requestFailingWith(error: unknown, path: string) {
  const args = loaderArgs(new Request(`http://haat.test${path}`), { context: { routeTable: await appRouteTable() } });
  let loaders = 0;
  try {
    return await answerDatabaseOutages(args, async () => {
      loaders += 1;
      if (error !== undefined) handleError(error, args);
      return new Response("error page", { status: error === undefined ? 200 : 500 });
    });
  } catch (thrown) {
    return thrown;
  } finally {
    expect(loaders).toBe(1);
  }
}

describe("answerDatabaseOutages (the root middleware)", () => {
  it("turns a page that failed on an outage into a 503 the error page renders with the advice", async () => {
    const answer = (await requestFailingWith(refused, "/shop")) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect([answer.status, answer.headers.get("retry-after"), await answer.text()]).toEqual([503, "30", UNAVAILABLE_MESSAGE]);
  });

  it("answers a client navigation's data request the same way", async () => {
    expect(((await requestFailingWith(refused, "/shop.data")) as Response).status).toBe(503);
  });

  it("answers a resource route as JSON", async () => {
    const answer = (await requestFailingWith(refused, "/api/orders")) as Response;
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
  });

  it("leaves every other answer alone: a bug stays a 500, a page that worked stays 200", async () => {
    expect(((await requestFailingWith(new Error("a bug"), "/shop")) as Response).status).toBe(500);
    expect(((await requestFailingWith(undefined, "/shop")) as Response).status).toBe(200);
  });

  it("answers at once, running no loader, when the page cache already found the database down", async () => {
    const args = loaderArgs(new Request("http://haat.test/shop"), {
      context: { routeTable: await appRouteTable(), databaseOutage: { error: refused } },
    });
    let loaders = 0;
    const thrown = await Promise.resolve(
      answerDatabaseOutages(args, async () => {
        loaders += 1;
        return new Response("page");
      }),
    ).catch((error: unknown) => error);
    expect(loaders).toBe(0);
    expect((thrown as Response).status).toBe(503);
  });
});
