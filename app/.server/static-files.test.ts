import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets, preferredTwin, staticFiles } from "./static-files";

const SCRIPT = "export const greeting = 'hello from a hashed chunk';\n".repeat(20);
/** The app on a free local port. */
async function listening(app: express.Express): Promise<{ url: string; close: () => void }> {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => void server.close() };
}

const dir = mkdtempSync(path.join(tmpdir(), "haat-assets-"));
let url = "";
let close = () => {};

beforeAll(async () => {
  writeFileSync(path.join(dir, "entry-abc.js"), SCRIPT);
  writeFileSync(path.join(dir, "entry-abc.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, "entry-abc.js.gz"), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, "only-gzip.css"), "body{color:red}");
  writeFileSync(path.join(dir, "only-gzip.css.gz"), gzipSync("body{color:red}"));
  writeFileSync(path.join(dir, "manifest-1.js"), "window.m={}");
  const app = express();
  app.use("/assets", precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: "1y", fallthrough: false }));
  ({ url, close } = await listening(app));
});
afterAll(() => {
  close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw GET (Node's fetch would ask for every encoding and inflate the answer). */
function raw(pathname: string, acceptEncoding?: string, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = get(`${url}${pathname}`, { method, headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

describe("precompressedAssets", () => {
  it.each([
    ["Chrome over HTTPS", "gzip, deflate, br, zstd", "br"],
    ["a browser without Brotli", "gzip, deflate", "gzip"],
    ["one that prefers gzip", "br;q=0.5, gzip", "gzip"],
    ["one that takes nothing", undefined, undefined],
    ["one that refuses both", "br;q=0, gzip;q=0", undefined],
  ])("sends %s the twin it takes (%s → %s), with the script's own type", async (_who, acceptEncoding, expected) => {
    const response = await raw("/assets/entry-abc.js", acceptEncoding);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe(expected);
    expect(response.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toContain("immutable");
    const decoded = expected === "br" ? (await import("node:zlib")).brotliDecompressSync(response.body) : expected === "gzip" ? (await import("node:zlib")).gunzipSync(response.body) : response.body;
    expect(decoded.toString()).toBe(SCRIPT);
    expect(Number(response.headers["content-length"])).toBe(response.body.length);
  });

  it("falls back to the twins there are, and to the file itself when there are none", async () => {
    expect((await raw("/assets/only-gzip.css", "br, gzip")).headers["content-encoding"]).toBe("gzip");
    const css = await raw("/assets/only-gzip.css", "br, gzip");
    expect(css.headers["content-type"]).toMatch(/^text\/css/);
    const manifest = await raw("/assets/manifest-1.js", "br, gzip");
    expect(manifest.headers["content-encoding"]).toBeUndefined();
    expect(manifest.body.toString()).toBe("window.m={}");
  });

  it("answers HEAD like GET, and a missing asset with 404", async () => {
    const head = await raw("/assets/entry-abc.js", "br", "HEAD");
    expect([head.status, head.headers["content-encoding"], head.body.length]).toEqual([200, "br", 0]);
    expect((await raw("/assets/nope.js", "br")).status).toBe(404);
    // A twin is not an asset of its own name: asking for it is asking for a file that is not one.
    expect((await raw("/assets/entry-abc.js.br.br", "br")).status).toBe(404);
  });
});

describe("preferredTwin", () => {
  const twins = [{ encoding: "br" }, { encoding: "gzip" }] as const;
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
    ["BR;Q=0.9, gzip;q=0.8", "br"],
    ["*", "br"],
    ["*;q=0.2, gzip;q=0.5", "gzip"],
    ["br;q=0, *", "gzip"],
    ["identity", undefined],
    ["br;q=0, gzip;q=0", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("Accept-Encoding %j → %s", (header, expected) => {
    expect(preferredTwin(twins, header)?.encoding).toBe(expected);
  });
});

describe("staticFiles", () => {
  const root = mkdtempSync(path.join(tmpdir(), "haat-public-"));
  let base = "";
  let stop = () => {};
  beforeAll(async () => {
    writeFileSync(path.join(root, "favicon.ico"), "icon");
    mkdirSync(path.join(root, "images"));
    writeFileSync(path.join(root, "images", "hero one.webp"), "picture");
    const app = express();
    app.use(staticFiles(root, { maxAge: "1h", index: false }));
    app.use((req, res) => void res.status(200).send(`page ${req.path}`));
    ({ url: base, close: stop } = await listening(app));
  });
  afterAll(() => {
    stop();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ["/favicon.ico", "icon"],
    ["/images/hero%20one.webp", "picture"],
    ["/product/clay-pot", "page /product/clay-pot"],
    ["/", "page /"],
    ["/images/missing.webp", "page /images/missing.webp"],
    ["/%E0%A4", "page /%E0%A4"],
  ])("%s → %s (a file of the directory, else the page)", async (pathname, expected) => {
    const response = await fetch(`${base}${pathname}`);
    expect(await response.text()).toBe(expected);
  });
});
