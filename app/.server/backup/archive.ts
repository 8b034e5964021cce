import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { createGunzip, createGzip, type Gzip } from "node:zlib";

// A backup is one gzip-compressed tar (POSIX ustar) file, so anyone can look inside with
// `tar tzf FILE` or take one image out by hand. Only what a backup needs is written and read: regular
// files with names under 100 bytes. Written and read as streams: a large shop never sits in memory.

const BLOCK = 512;

/** A file of the archive, as its bytes and SHA-256 were when written or read. */
export type ArchivedFile = { bytes: number; sha256: string };

/** Thrown when the archive cannot be read to its end: truncated, altered or not a backup at all. */
export class ArchiveDamagedError extends Error {}

// Only these names are ever written; reading refuses any other, so a crafted file cannot write
// outside the folder it is extracted into.
const SAFE_NAME = /^(manifest\.json|db\/[a-z0-9_.-]+|uploads\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*)$/;

/** True for a name this archive can hold (uploads under other names are left out of a backup). */
export function isArchivableName(name: string) {
  return Buffer.byteLength(name) < 100 && SAFE_NAME.test(name) && !name.includes("..");
}

function octal(value: number, width: number) {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, mtime: Date) {
  const bytes = Buffer.byteLength(name);
  if (bytes >= 100 || !SAFE_NAME.test(name)) throw new Error(`cannot archive ${JSON.stringify(name)}`);
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148, "ascii");
  return block;
}

/** Writes a .tar.gz entry by entry; finish() completes it. */
export class ArchiveWriter {
  private readonly gzip: Gzip;
  private readonly out: WriteStream;
  private readonly done: Promise<void>;

  constructor(file: string) {
    this.gzip = createGzip({ level: 6 });
    // Readable by the shop's own user only: a backup holds every customer's name, phone and address.
    this.out = createWriteStream(file, { flags: "wx", mode: 0o600 });
    this.gzip.pipe(this.out);
    this.done = new Promise((resolve, reject) => {
      this.out.on("close", resolve);
      this.out.on("error", reject);
      this.gzip.on("error", reject);
    });
    // Surfaced by finish(); without a listener the process would die on an error first.
    this.done.catch(() => undefined);
  }

  private async write(chunk: Buffer) {
    if (!this.gzip.write(chunk)) await once(this.gzip, "drain");
  }

  /** Adds bytes held in memory (the manifest, small lists). */
  async addBuffer(name: string, bytes: Buffer, mtime = new Date()): Promise<ArchivedFile> {
    await this.write(header(name, bytes.length, mtime));
    await this.write(bytes);
    await this.pad(bytes.length);
    return { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  }

  /** Adds a file from disk, hashing it as it goes. Throws when its size changed while read. */
  async addFile(name: string, source: string, size: number, mtime = new Date()): Promise<ArchivedFile> {
    await this.write(header(name, size, mtime));
    const hash = createHash("sha256");
    let written = 0;
    for await (const chunk of createReadStream(source) as AsyncIterable<Buffer>) {
      // A file that grew since it was listed: the header already promised `size` bytes.
      const part = written + chunk.length > size ? chunk.subarray(0, size - written) : chunk;
      hash.update(part);
      written += part.length;
      await this.write(part);
      if (written === size) break;
    }
    if (written !== size) throw new Error(`${source} shrank while it was archived`);
    await this.pad(size);
    return { bytes: size, sha256: hash.digest("hex") };
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }

  /** Stops writing after a failure; the caller deletes the partial file. */
  async abort() {
    this.gzip.destroy();
    this.out.destroy();
    await this.done.catch(() => undefined);
  }
}

function readOctal(block: Buffer, offset: number, width: number) {
  const text = block.toString("ascii", offset, offset + width).replace(/\0.*$/s, "").trim();
  if (!/^[0-7]+$/.test(text)) return NaN;
  return parseInt(text, 8);
}

function checksumOk(block: Buffer) {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  return sum === readOctal(block, 148, 8);
}

/**
 * Extracts every entry of a .tar.gz into `dir`, hashing each, and returns what it found. Throws
 * ArchiveDamagedError for a file that is truncated, altered in a way gzip or tar notices, or holds
 * a name no backup writes.
 */
export async function extractArchive(file: string, dir: string): Promise<Map<string, ArchivedFile>> {
  const found = new Map<string, ArchivedFile>();
  let pending: Buffer = Buffer.alloc(0);
  // The entry being read: its file, hash and bytes still expected (its padding after that).
  let entry: { name: string; out: WriteStream; hash: ReturnType<typeof createHash>; left: number; size: number; padding: number } | undefined;
  let skip = 0;
  let ended = false;
  let writeError: Error | undefined;

  const closeEntry = async () => {
    if (!entry) return;
    const { out, name, hash, size } = entry;
    out.end();
    await once(out, "close");
    if (writeError) throw writeError;
    found.set(name, { bytes: size, sha256: hash.digest("hex") });
    skip = entry.padding;
    entry = undefined;
  };

  const input = createReadStream(file).pipe(createGunzip());
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (ended) {
          pending = Buffer.alloc(0);
          break;
        }
        if (skip) {
          const n = Math.min(skip, pending.length);
          skip -= n;
          pending = pending.subarray(n);
          if (skip) break;
        }
        if (entry) {
          const n = Math.min(entry.left, pending.length);
          if (n) {
            const part = pending.subarray(0, n);
            entry.hash.update(part);
            if (!entry.out.write(part)) await once(entry.out, "drain");
            entry.left -= n;
            pending = pending.subarray(n);
          }
          if (entry.left) break;
          await closeEntry();
          continue;
        }
        if (pending.length < BLOCK) break;
        const block = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (block.every((byte) => byte === 0)) {
          ended = true;
          continue;
        }
        if (!checksumOk(block)) throw new ArchiveDamagedError("a file header is corrupt");
        const name = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
        const size = readOctal(block, 124, 12);
        if (!SAFE_NAME.test(name) || name.includes("..") || block[156] !== 48 || !Number.isFinite(size)) {
          throw new ArchiveDamagedError(`unexpected entry ${JSON.stringify(name)}`);
        }
        if (found.has(name)) throw new ArchiveDamagedError(`${name} appears twice`);
        const target = path.join(dir, name);
        await mkdir(path.dirname(target), { recursive: true });
        const out = createWriteStream(target, { flags: "wx" });
        // A write failing (disk full) surfaces at close; one still pending when a damaged file stops
        // the extraction is dropped with the folder.
        out.on("error", (error) => {
          writeError ??= error;
        });
        entry = { name, out, hash: createHash("sha256"), left: size, size, padding: (BLOCK - (size % BLOCK)) % BLOCK };
        if (size === 0) await closeEntry();
      }
    }
  } catch (error) {
    entry?.out.destroy();
    if (error instanceof ArchiveDamagedError || error === writeError) throw error;
    // zlib reports a cut file ("unexpected end of file") and altered bytes (bad CRC, invalid block).
    throw new ArchiveDamagedError((error as Error).message);
  }
  if (entry || skip || !ended) {
    entry?.out.destroy();
    throw new ArchiveDamagedError("the file ends in the middle of its contents");
  }
  return found;
}
