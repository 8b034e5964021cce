import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { ArchiveDamagedError, ArchiveWriter, extractArchive } from "./archive";

const tmp = () => mkdtempSync(path.join(tmpdir(), "haat-archive-"));

async function archiveOf(entries: Record<string, Buffer>) {
  const file = path.join(tmp(), "a.tar.gz");
  const writer = new ArchiveWriter(file);
  for (const [name, bytes] of Object.entries(entries)) await writer.addBuffer(name, bytes);
  await writer.finish();
  return file;
}

describe("backup archives", () => {
  it("round-trips entries with their checksums, and GNU tar reads them too", async () => {
    const big = Buffer.alloc(70_000, 7);
    const file = await archiveOf({ "db/orders.jsonl": Buffer.from('{"id":1}\n'), "uploads/products/a-w320.webp": big, "db/empty.jsonl": Buffer.alloc(0), "manifest.json": Buffer.from("{}") });
    const dir = tmp();
    const found = await extractArchive(file, dir);
    expect([...found.keys()]).toEqual(["db/orders.jsonl", "uploads/products/a-w320.webp", "db/empty.jsonl", "manifest.json"]);
    expect(readFileSync(path.join(dir, "uploads/products/a-w320.webp")).equals(big)).toBe(true);
    expect(found.get("db/empty.jsonl")).toEqual({ bytes: 0, sha256: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855" });
    expect(execFileSync("tar", ["tzf", file], { encoding: "utf8" }).trim().split("\n")).toEqual([...found.keys()]);
  });

  it("refuses an entry whose name would leave the folder, writing nothing", async () => {
    const file = await archiveOf({ "db/aaaaaaaaaaaaaa.jsonl": Buffer.from("x") });
    const tar = gunzipSync(readFileSync(file));
    // Rename the entry in place and give its header a valid checksum, as a crafted file would.
    tar.fill(0, 0, 100).write("../../evil/escaped.jsonl", 0);
    tar.write("        ", 148);
    let sum = 0;
    for (let i = 0; i < 512; i++) sum += tar[i]!;
    tar.write(sum.toString(8).padStart(6, "0") + "\0 ", 148);
    writeFileSync(file, gzipSync(tar));
    const dir = path.join(tmp(), "inside");
    await expect(extractArchive(file, dir)).rejects.toThrow(ArchiveDamagedError);
    await expect(extractArchive(file, path.join(tmp(), "again"))).rejects.toThrow(/unexpected entry "..\/..\/evil\/escaped.jsonl"/);
    expect(existsSync(path.join(dir, "../../evil"))).toBe(false);
  });

  it("refuses a file that ends before its contents do", async () => {
    const file = await archiveOf({ "db/orders.jsonl": Buffer.alloc(5000, 1) });
    const tar = gunzipSync(readFileSync(file));
    writeFileSync(file, gzipSync(tar.subarray(0, 2048)));
    await expect(extractArchive(file, tmp())).rejects.toThrow(/ends in the middle/);
  });
});
