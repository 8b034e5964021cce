// `npm run bench:ab`: is B cheaper than A? Two production servers, each started from its own build
// or with its own Node flags, on one PostgreSQL bench shop, take turns under the same load (an
// uncached render of a page, by default the product page with a new query string every request),
// so both see the same machine: its pace moved by half within minutes on some days, which two runs
// minutes apart cannot tell from a change. Prints the server CPU per request of every round and
// each side's median. Needs DATABASE_URL (a throwaway database is made beside it), or `--pglite`:
// then each side runs on its own copy of one PGlite bench shop (one data directory is one process's).
//
//   npm run bench:ab -- --b-build build-b                 (A: HAAT_BUILD_DIR or build-bench)
//   npm run bench:ab -- --b-flags="--max-semi-space-size=16"   (with "=": the value starts with --)
//   npm run bench:ab -- --path /shipping --rounds 8
//   npm run bench:ab -- --pglite --b-build build-b --path /shop
import { cpSync, rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { prepareDataDir, startServer, type RunningServer } from "#tests/e2e/harness";
import { asPhone, fillBenchShop, withBenchDatabase } from "./bench-shop";
import { cpuMs, median } from "./bench-stats";

const { values } = parseArgs({
  options: {
    "a-build": { type: "string", default: process.env.HAAT_BUILD_DIR ?? "build-bench" },
    "b-build": { type: "string" },
    "a-flags": { type: "string", default: "" },
    "b-flags": { type: "string", default: "" },
    path: { type: "string" },
    rounds: { type: "string", default: "6" },
    seconds: { type: "string", default: "5" },
    connections: { type: "string", default: "8" },
    pglite: { type: "boolean", default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && !values.pglite) {
  console.error("bench:ab needs DATABASE_URL (both servers share one PostgreSQL bench shop) or --pglite (each side a copy of one PGlite bench shop).");
  process.exit(1);
}
const sides = [
  { name: "A", build: values["a-build"], flags: values["a-flags"] },
  { name: "B", build: values["b-build"] ?? values["a-build"], flags: values["b-flags"] },
];
const ROUNDS = Number(values.rounds);
const SECONDS = Number(values.seconds);

/** Starts one server per side: on the PostgreSQL shop at `url`, or each on its own copy of the PGlite shop in `pgliteDir`. */
async function compare(place: { url: string } | { pgliteDir: string }) {
  const servers: RunningServer[] = [];
  try {
    for (const side of sides) {
      const env = { SEED_DEMO: "false", LOG_LEVEL: "warn", HAAT_BUILD_DIR: side.build, HAAT_SERVER_NODE_FLAGS: side.flags };
      if ("url" in place) {
        servers.push(await startServer({ env: { ...env, DATABASE_URL: place.url } }));
      } else {
        const dataDir = `${place.pgliteDir}-${side.name}`;
        cpSync(place.pgliteDir, dataDir, { recursive: true });
        servers.push(await startServer({ dataDir, env }));
      }
    }
    const home = await (await fetch(servers[0]!.url)).text();
    const pagePath = values.path ?? home.match(/href="(\/product\/[a-z0-9-]+)"/)?.[1] ?? "/product/missing";
    const joiner = pagePath.includes("?") ? "&" : "?";
    let n = 0;
    const perRequest: number[][] = sides.map(() => []);
    // Round -1 warms both servers (V8 compiles the render's hot code in its first seconds).
    for (let round = -1; round < ROUNDS; round++) {
      for (const [i, server] of servers.entries()) {
        const before = cpuMs(server.process.pid!);
        const result = await autocannon({
          url: `${server.url}${pagePath}`,
          duration: round < 0 ? 3 : SECONDS,
          connections: Number(values.connections),
          ...asPhone({ requests: [{ setupRequest: (request) => ({ ...request, path: `${pagePath}${joiner}render=${(n += 1)}` }) }] }),
        });
        if (result.non2xx > 0 || result.errors > 0) throw new Error(`${sides[i]!.name}: ${result.non2xx} non-2xx and ${result.errors} errors on ${pagePath}`);
        if (round >= 0) perRequest[i]!.push((cpuMs(server.process.pid!) - before) / result.requests.total);
      }
    }
    console.log(`${pagePath}, rendered every request; ${ROUNDS} rounds of ${SECONDS} s each side, taking turns; server CPU ms a request`);
    for (const [i, side] of sides.entries()) {
      console.log(`${side.name} (${side.build}${side.flags ? ` ${side.flags}` : ""}): median ${median(perRequest[i]!).toFixed(2)}; rounds ${perRequest[i]!.map((ms) => ms.toFixed(2)).join(", ")}`);
    }
    const wins = perRequest[1]!.filter((ms, round) => ms < perRequest[0]![round]!).length;
    console.log(`B cheaper than A in ${wins} of ${ROUNDS} rounds; B/A of the medians ${(median(perRequest[1]!) / median(perRequest[0]!)).toFixed(3)}`);
  } finally {
    for (const server of servers) {
      await server.stop("SIGTERM");
      if (!("url" in place)) rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
}

if (values.pglite) {
  const pgliteDir = await prepareDataDir(async (db) => void (await fillBenchShop(db)));
  try {
    await compare({ pgliteDir });
  } finally {
    rmSync(pgliteDir, { recursive: true, force: true });
  }
} else {
  await withBenchDatabase(databaseUrl!, "haat_ab", (url) => compare({ url }));
}
