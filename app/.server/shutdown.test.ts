import http from "node:http";
import type net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { rawConnection } from "#tests/helpers/raw-connection";
import { connectionDrainer } from "./shutdown";

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const fn of cleanup) fn();
  cleanup = [];
});

/** A server whose /hold requests wait for release(): their headers and first chunk go out at once with `early`. */
async function start() {
  const held: { res: http.ServerResponse; early: boolean }[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === "/hold" || req.url === "/hold-early") {
      const early = req.url === "/hold-early";
      if (early) res.writeHead(200, { "content-type": "text/plain" }).write("first ");
      held.push({ res, early });
      return;
    }
    res.end("ok");
  });
  // Node's own idle timer would end kept-alive connections after 5 s anyway; without it only the
  // drainer can, as with a client that keeps its connection open.
  server.keepAliveTimeout = 0;
  const drainer = connectionDrainer(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  const sockets: net.Socket[] = [];
  const accepted: net.Socket[] = [];
  server.on("connection", (socket: net.Socket) => accepted.push(socket));
  cleanup.push(() => {
    for (const s of sockets) s.destroy();
    server.closeAllConnections();
    server.close();
  });
  return {
    port,
    held,
    connect() {
      const c = rawConnection(port);
      sockets.push(c.socket);
      return c;
    },
    bytesReceived: () => accepted.reduce((sum, socket) => sum + socket.bytesRead, 0),
    /** What shutdown does: stop listening, then drain. */
    shutdown: () => {
      server.close();
      drainer.drain();
    },
    release: () => {
      for (const { res } of held.splice(0)) res.end("done");
    },
  };
}

describe("draining connections on shutdown", () => {
  it("ends an unused and an idle kept-alive connection at once, while a request is still in flight", { timeout: 10_000 }, async () => {
    const server = await start();
    const unused = server.connect();
    await unused.connected;
    const idle = server.connect();
    idle.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await idle.receive(/\r\n\r\nok$/);
    const busy = server.connect();
    busy.socket.write("GET /hold HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => server.held.length).toBe(1);

    server.shutdown();
    await Promise.all([unused.endedByServer, idle.endedByServer]);
    expect(busy.received()).toBe("");
  });

  it("answers a request in flight with Connection: close and ends its connection after the response", { timeout: 10_000 }, async () => {
    const server = await start();
    const busy = server.connect();
    busy.socket.write("GET /hold HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => server.held.length).toBe(1);

    server.shutdown();
    server.release();
    await busy.endedByServer;
    expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(busy.received()).toMatch(/^connection: close\r$/im);
    expect(busy.received()).toMatch(/done/);
  });

  it("answers a request whose headers were still arriving at shutdown, with Connection: close", { timeout: 10_000 }, async () => {
    const server = await start();
    const slow = server.connect();
    slow.socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
    // The bytes have reached the server once it counts them; a connection with none would be dropped.
    await expect.poll(() => server.bytesReceived()).toBeGreaterThan(0);

    server.shutdown();
    slow.socket.write("\r\n");
    await slow.endedByServer;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(slow.received()).toMatch(/^connection: close\r$/im);
  });

  it("ends a kept-alive connection as soon as a response whose headers went out before the shutdown is done", { timeout: 10_000 }, async () => {
    const server = await start();
    const streaming = server.connect();
    streaming.socket.write("GET /hold-early HTTP/1.1\r\nHost: x\r\n\r\n");
    await streaming.receive(/first /);

    server.shutdown();
    server.release();
    await streaming.endedByServer;
    // The headers promised keep-alive before the shutdown began; the connection is closed once idle.
    expect(streaming.received()).toMatch(/^connection: keep-alive\r$/im);
    expect(streaming.received()).toMatch(/done\r\n0\r\n\r\n$/);
  });
});
