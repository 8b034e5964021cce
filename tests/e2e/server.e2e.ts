import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ClientRequest, type IncomingHttpHeaders, request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNAVAILABLE_MESSAGE } from "~/.server/db/unavailable";
import { withDatabase } from "../helpers/global-setup";
import { rawConnection } from "../helpers/raw-connection";
import { prepareDataDir, startServer, type RunningServer } from "./harness";

/**
 * A POST /api/orders whose headers the server has acknowledged (`started`, on 100 Continue) and
 * whose body ends only when `finish()` is called.
 */
function partialOrder(port: number, rest: string) {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  let req: ClientRequest | undefined;
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/orders",
        agent: false,
        headers: { "content-type": "application/json", "transfer-encoding": "chunked", expect: "100-continue" },
      },
      (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on("error", reject);
    req.on("continue", () => {
      req?.write('{"customer_name":');
      markStarted();
    });
    req.flushHeaders();
  });
  return { started, response, finish: () => req?.end(rest) };
}

describe("start-up of the built server", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const dataDir = mkdtempSync(path.join(tmpdir(), "haat-startup-"));

  it("exits non-zero with one line naming a bad PORT", () => {
    const result = spawnSync(process.execPath, ["-e", 'import("./server.mjs").then((m) => m.main())'], {
      cwd: root,
      env: { ...process.env, PORT: "abc", DATA_DIR: dataDir, NODE_ENV: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toBe("PORT=abc: must be a whole number from 1 to 65535\n");
  });

  it("leaves React unloaded until the server has settled NODE_ENV (React picks its build when first loaded)", () => {
    // npm start without NODE_ENV must serve React's production build; a module on the start-up path
    // that imported react-router (auth.ts did, through admin:create's code) loaded the development
    // build before main() set NODE_ENV, and every page answered 500. The build's server entry and
    // every chunk it imports statically are that path.
    const script = [
      'import { createRequire } from "node:module";',
      "const loaded = createRequire(import.meta.url).cache;",
      'await import("./build/server/index.js");',
      "console.log(JSON.stringify(Object.keys(loaded).filter((file) => /node_modules[\\\\/](react|react-dom|react-router)[\\\\/]/.test(file))));",
    ].join("\n");
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual([]);
  });

  it("loads neither sharp nor the AWS SDK with the server and its routes (each loads with the first image or bucket it serves)", () => {
    // Each costs the server about 30 MB of memory it may never use: a shop on local storage never
    // needs the SDK, and libvips is needed only for an upload.
    const script = [
      'import { createRequire } from "node:module";',
      'import { readdirSync } from "node:fs";',
      "const loaded = createRequire(import.meta.url).cache;",
      'await import("./build/server/index.js");',
      'for (const file of readdirSync("./build/server/assets")) if (file.endsWith(".js")) await import(`./build/server/assets/${file}`);',
      "const found = (name) => Object.keys(loaded).some((file) => file.includes(`${name}`));",
      'console.log(JSON.stringify({ reactDom: found("/react-dom/"), sharp: found("/sharp/"), s3: found("/@aws-sdk/client-s3/") }));',
    ].join("\n");
    const result = spawnSync(process.execPath, ["--input-type=module", "-e", script], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.stderr).toBe("");
    // React is found the same way, so the check itself can see what a chunk loads.
    expect(JSON.parse(result.stdout)).toEqual({ reactDom: true, sharp: false, s3: false });
  });
});

describe("graceful shutdown", () => {
  it("after SIGTERM refuses new connections, closes idle connections at once, finishes every in-flight request and exits 0 without waiting for SHUTDOWN_TIMEOUT_MS", async () => {
    // Far beyond this test's own timeout: a process that waited for it would fail the test.
    const server = await startServer({ env: { SHUTDOWN_TIMEOUT_MS: "120000" } });
    const port = Number(new URL(server.url).port);
    const IN_FLIGHT = 8;
    // Each request's headers have reached the server (it answered 100 Continue) but its body has
    // not: from the server's point of view all of them are in flight when the signal arrives.
    const requests = Array.from({ length: IN_FLIGHT }, (_, i) => partialOrder(port, `"Rahim ${i}","items":[]}`));
    await Promise.all(requests.map((r) => r.started));

    // A connection opened but never used, as a browser's preconnect leaves one.
    const silent = rawConnection(port);
    await silent.connected;
    // A kept-alive connection whose only request was answered before the signal: idle.
    const idle = rawConnection(port);
    idle.socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await idle.receive(/"status":"ok"/);
    expect(idle.received()).toMatch(/^connection: keep-alive\r$/im);
    // A kept-alive connection with a request in flight when the signal arrives.
    const busy = rawConnection(port);
    const order = '{"customer_name":"Rahim K","items":[]}';
    busy.socket.write(
      `POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${order.length}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await busy.receive(/^HTTP\/1\.1 100 Continue\r\n\r\n/);
    busy.socket.write(order.slice(0, 10));

    const draining = new Promise<void>((resolve) => {
      const check = () => server.output().includes("shutting down") && resolve();
      server.process.stdout?.on("data", check);
      check();
    });
    server.process.kill("SIGTERM");
    await draining;
    // Draining: the listening socket is closed, so a new connection is refused outright.
    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("connect", () => {
        socket.destroy();
        resolve("connected");
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(refused).toBe("ECONNREFUSED");

    // The server ends the unused and the idle connection while every other request is still in flight.
    await Promise.all([silent.endedByServer, idle.endedByServer]);
    expect(busy.received()).toBe("HTTP/1.1 100 Continue\r\n\r\n");

    for (const r of requests) r.finish();
    busy.socket.write(order.slice(10));
    const results = await Promise.all(requests.map((r) => r.response));
    console.log(`shutdown: ${results.length} in-flight requests after SIGTERM → ${results.map((r) => r.status).join(" ")}; new connection ${refused}`);
    for (const result of results) {
      // The bodies name no items: a clean validation refusal, proving each request ran to its end.
      expect(result.status).toBe(400);
      expect(JSON.parse(result.body)).toHaveProperty("error");
    }
    // Answered in full, and told not to send another request on its connection, which then ends.
    await busy.endedByServer;
    expect(busy.received()).toMatch(/HTTP\/1\.1 400 Bad Request\r\n/);
    expect(busy.received()).toMatch(/^connection: close\r$/im);
    expect(busy.received()).toContain('{"error":');

    expect(await server.stop()).toBe(0);
    // The process is gone while these clients still hold their side open: it waited for none of them.
    for (const client of [silent, idle, busy]) {
      expect(client.socket.writableEnded).toBe(false);
      client.socket.destroy();
    }
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.output()).toContain("shutting down");
    expect(server.output()).not.toContain("did not finish in time");
  });

  it("refuses to open an embedded database another process holds", async () => {
    const dataDir = await prepareDataDir();
    const first = await startServer({ dataDir });
    try {
      await expect(startServer({ dataDir })).rejects.toThrow(/is in use by process \d+/);
    } finally {
      await first.stop();
    }
  });
});

describe("the build's scripts and stylesheet", () => {
  it("are sent as the build compressed them (Brotli 11), not compressed again per request", async () => {
    const assets = path.resolve(process.env.HAAT_BUILD_DIR ?? "build", "client/assets");
    const entry = readdirSync(assets).find((name) => /^entry\.client-.*\.js$/.test(name));
    expect(entry).toBeDefined();
    const server = await startServer();
    try {
      const response = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        // Chrome's header: gzip first, all of equal weight.
        const req = request(`${server.url}/assets/${entry!}`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
      expect(response.body.equals(readFileSync(path.join(assets, `${entry!}.br`)))).toBe(true);
      expect(brotliDecompressSync(response.body).equals(readFileSync(path.join(assets, entry!)))).toBe(true);
    } finally {
      await server.stop();
    }
  });
});

/** A TCP relay to PostgreSQL that the test can cut and restore, to simulate a database outage. */
function createRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  return {
    listen,
    get port() {
      return port;
    },
    cut: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server?.close(() => resolve());
      }),
  };
}

const SHOPPER = {
  customer_name: "Moushumi Akter",
  customer_phone: "01612345678",
  city: "Dhaka",
  delivery_location: "inside_dhaka",
  shipping_address: "House 3, Road 2, Mirpur 10",
  message: null,
};

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? "";
  const database = `haat_e2e_${randomBytes(5).toString("hex")}`;
  const relay = createRelay({ host: new URL(baseUrl || "postgres://x:5432").hostname, port: Number(new URL(baseUrl || "postgres://x:5432").port || 5432) });
  let server: RunningServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    await relay.listen();
    const url = new URL(withDatabase(baseUrl, database));
    url.hostname = "127.0.0.1";
    url.port = String(relay.port);
    // TRUST_PROXY: the load test sends each order from its own X-Forwarded-For address, so the
    // per-address order limit does not turn its orders into 429s.
    server = await startServer({ env: { DATABASE_URL: url.toString(), SEED_DEMO: "true", TRUST_PROXY: "true" } });
  });
  afterAll(async () => {
    await server?.stop();
    await relay.cut();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it("migrates and seeds an empty database, then serves products", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).toMatch(/৳\d{1,3}(,\d{3})*\.\d{2}/);
  });

  it("turns /healthz 503 while the database is unreachable and recovers by itself", async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    await relay.cut();
    const down = await fetch(`${server.url}/healthz`);
    expect(down.status).toBe(503);
    const page = await fetch(server.url);
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("30");
    const html = await page.text();
    expect(html).toContain("Service Unavailable");
    expect(html).toContain(UNAVAILABLE_MESSAGE);
    // A client-side navigation asks for the same data as a .data request: the same 503.
    expect((await fetch(`${server.url}/shop.data`)).status).toBe(503);
    const order = await fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...SHOPPER, items: [{ product_id: 1, quantity: 1 }] }),
    });
    expect(order.status).toBe(503);
    expect(await order.json()).toEqual({ error: UNAVAILABLE_MESSAGE });
    await relay.listen();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await fetch(`${server.url}/healthz`)).status;
    }
    expect(status).toBe(200);
    expect((await fetch(server.url)).status).toBe(200);
  });

  it("under load across an outage: every failure is a 503, each request answers, the process survives and recovers, no order is half-written", async () => {
    const direct = new pg.Client({ connectionString: withDatabase(baseUrl, database) });
    await direct.connect();
    try {
      const { rows: stocked } = await direct.query<{ id: number; slug: string }>(
        "select id, slug from products where is_active and stock_quantity > 0 order by id limit 5",
      );
      expect(stocked).toHaveLength(5);
      // The load may sell out what it orders; the order that proves recovery buys something else.
      const spare = stocked.pop()!;
      const results = await loadAcrossOutage(stocked);
      const count = (phase: string, ok: (r: LoadResult) => boolean) => results.filter((r) => r.phase === phase && ok(r)).length;
      for (const phase of ["before", "down", "after"]) {
        const statuses = new Map<string, number>();
        for (const r of results.filter((r) => r.phase === phase)) statuses.set(String(r.status), (statuses.get(String(r.status)) ?? 0) + 1);
        const slowest = Math.max(0, ...results.filter((r) => r.phase === phase).map((r) => r.ms));
        console.log(`outage under load, ${phase}: ${[...statuses].map(([s, n]) => `${n}×${s}`).join(", ")}; slowest ${Math.round(slowest)} ms`);
      }
      expect(results).toHaveLength(LOAD_TOTAL);
      // Every request answered (none hung past the generous bound, no connection dropped) and
      // nothing failed with anything but 503.
      const unexpected = results.filter((r) => !r.allowed.includes(r.status));
      expect(unexpected.map((r) => `${r.label} ${r.status}`)).toEqual([]);
      expect(count("down", (r) => r.status === 503)).toBeGreaterThanOrEqual(FAILURES_BEFORE_RESTORE);
      expect(count("before", (r) => r.label === "order" && r.status === 201)).toBeGreaterThan(0);
      expect(server.process.exitCode).toBeNull();

      // Recovery needs nobody: the pool reconnects on the next request.
      let health = 0;
      for (let attempt = 0; attempt < 50 && health !== 200; attempt++) health = (await fetch(`${server.url}/healthz`)).status;
      expect(health).toBe(200);
      expect((await fetch(`${server.url}/shop`)).status).toBe(200);
      const order = await placeOrder(spare.id, "198.51.100.250");
      expect(order.status).toBe(201);

      const { rows } = await direct.query<{ orphans: number; wrong_totals: number; negative_stock: number; orders: number }>(`
        select
          (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as orphans,
          (select count(*)::int from orders o
             where o.total_amount <> o.delivery_charge + (select sum(i.price * i.quantity) from order_items i where i.order_id = o.id)) as wrong_totals,
          (select count(*)::int from products where stock_quantity < 0) as negative_stock,
          (select count(*)::int from orders) as orders`);
      console.log(`outage under load, database afterwards: ${JSON.stringify(rows[0])}`);
      expect(rows[0]).toMatchObject({ orphans: 0, wrong_totals: 0, negative_stock: 0 });
    } finally {
      await direct.end();
    }
  });

  type LoadResult = { label: string; status: number | string; allowed: (number | string)[]; phase: string; ms: number };
  const LOAD_TOTAL = 400;
  const LOAD_CONCURRENCY = 20;
  const CUT_AFTER = 80;
  const FAILURES_BEFORE_RESTORE = 60;
  let address = 0;

  function placeOrder(productId: number, clientIp = `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`) {
    return fetch(`${server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": clientIp },
      body: JSON.stringify({ ...SHOPPER, items: [{ product_id: productId, quantity: 1 }] }),
      // Not a speed requirement: a bound on "does it answer at all".
      signal: AbortSignal.timeout(15_000),
    });
  }

  /**
   * LOAD_TOTAL requests (pages, a .data request, orders) from LOAD_CONCURRENCY concurrent clients;
   * the database is cut after CUT_AFTER answers and restored after FAILURES_BEFORE_RESTORE 503s.
   */
  async function loadAcrossOutage(stocked: { id: number; slug: string }[]): Promise<LoadResult[]> {
    const page = (path: string) => () => fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(15_000) });
    const pages = [200, 503];
    const targets: { label: string; send: () => Promise<Response>; allowed: (number | string)[] }[] = [
      { label: "home", send: page("/"), allowed: pages },
      { label: "shop", send: page("/shop"), allowed: pages },
      { label: "product", send: page(`/product/${stocked[0]!.slug}`), allowed: pages },
      { label: "search", send: page("/search?q=saree"), allowed: pages },
      { label: "shop.data", send: page("/shop.data"), allowed: pages },
      // Out of stock (409) is a correct answer once the demo stock runs out.
      ...stocked.map((p) => ({ label: "order", send: () => placeOrder(p.id), allowed: [201, 409, 503] })),
    ];
    const results: LoadResult[] = [];
    let next = 0;
    // An object, not a let: the workers change it, which a narrowed local would hide from the type checker.
    const state = { phase: "before" as "before" | "down" | "after", failuresWhileDown: 0 };
    const transitions: Promise<void>[] = [];
    const worker = async () => {
      while (next < LOAD_TOTAL) {
        const target = targets[next++ % targets.length]!;
        const sentIn = state.phase;
        const started = performance.now();
        let status: number | string;
        try {
          const response = await target.send();
          await response.arrayBuffer();
          status = response.status;
        } catch (error) {
          status = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        }
        results.push({ label: target.label, status, allowed: target.allowed, phase: sentIn, ms: performance.now() - started });
        if (state.phase === "before" && results.length >= CUT_AFTER) {
          state.phase = "down";
          transitions.push(relay.cut());
        } else if (state.phase === "down" && sentIn === "down" && status === 503 && ++state.failuresWhileDown >= FAILURES_BEFORE_RESTORE) {
          state.phase = "after";
          transitions.push(Promise.all(transitions).then(() => relay.listen()));
        }
      }
    };
    await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
    await Promise.all(transitions);
    if (state.phase !== "after") await relay.listen();
    return results;
  }
});
