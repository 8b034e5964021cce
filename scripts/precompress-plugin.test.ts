import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressedTwins } from "./precompress-plugin";

// A real script of the shop's own (its source stands in for a built chunk: same kind of text).
const script = readFileSync(path.resolve(import.meta.dirname, "../app/components/shop/header.tsx"));

describe("precompressed twins", () => {
  it.each(["header-abc123.js", "app-abc123.css", "header-abc123.js.map", "manifest.json"])("gives %s twins that any reader turns back into the file", async (name) => {
    const { br, gz } = await compressedTwins(name, script);
    expect(gunzipSync(gz).equals(script)).toBe(true);
    expect(brotliDecompressSync(br).equals(script)).toBe(true);
  });

  it("gives scripts and stylesheets a gzip smaller than zlib's best, and source maps zlib's", async () => {
    const best = gzipSync(script, { level: 9 }).byteLength;
    expect((await compressedTwins("header-abc123.js", script)).gz.byteLength).toBeLessThan(best);
    expect((await compressedTwins("app-abc123.css", script)).gz.byteLength).toBeLessThan(best);
    expect((await compressedTwins("header-abc123.js.map", script)).gz.byteLength).toBe(best);
  });
});

describe("the Zopfli compressor", () => {
  it("leaves the process's error handlers as they were", () => {
    // In a process of its own: the WebAssembly module starts once per process, on first use.
    const counts = execFileSync(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `const { compressedTwins } = await import(${JSON.stringify(path.resolve(import.meta.dirname, "precompress-plugin.ts"))});
        const count = () => [process.listenerCount("uncaughtException"), process.listenerCount("unhandledRejection")];
        const before = count();
        await compressedTwins("header-abc123.js", Buffer.from("export const a = 1;"));
        console.log(JSON.stringify({ before, after: count() }));`,
      ],
      { encoding: "utf8" },
    );
    const { before, after } = JSON.parse(counts) as { before: number[]; after: number[] };
    expect(after).toEqual(before);
  });
});
