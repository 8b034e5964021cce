import { randomBytes } from "node:crypto";
import { request } from "node:http";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withDatabase } from "../helpers/global-setup";
import { prepareDataDir, startServer, type RunningServer } from "./harness";

describe("graceful shutdown", () => {
  it("finishes an in-flight request after SIGTERM, refuses new connections and exits 0", async () => {
    const server = await startServer();
    const { port } = new URL(server.url);
    // A request whose body is still arriving is in flight from the server's point of view.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: "127.0.0.1", port, method: "POST", path: "/api/orders", headers: { "content-type": "application/json", "transfer-encoding": "chunked" } },
        (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
      req.write('{"customer_name":');
      setTimeout(() => {
        server.process.kill("SIGTERM");
        setTimeout(() => req.end('"Rahim","items":[]}'), 500);
      }, 300);
    });
    const result = await response;
    expect(result.status).toBeGreaterThanOrEqual(200);
    expect(result.status).toBeLessThan(500);
    expect(await server.stop()).toBe(0);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(server.output()).toContain("shutting down");
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
    server = await startServer({ env: { DATABASE_URL: url.toString(), SEED_DEMO: "true" } });
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
    expect(page.status).toBeGreaterThanOrEqual(500);
    await relay.listen();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await fetch(`${server.url}/healthz`)).status;
    }
    expect(status).toBe(200);
    expect((await fetch(server.url)).status).toBe(200);
  });
});
