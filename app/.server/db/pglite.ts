import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { type Extension, PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { type Db, type DbHandle, functionsScript, migrationsFolder, queryLogger, withTimeout } from "./handle";
import * as schema from "./schema";

/**
 * PGlite's own start parameters, with PostgreSQL's buffer pool held to 16 MB instead of its default
 * 128 MB. The pool lives inside PGlite's WebAssembly memory, which grows and never shrinks, so the
 * default's pages stayed resident once touched. Measured on the demo shop (docs/performance.md):
 * 398 → 264 MB resident after start, 460 → 331 MB after 450 uncached page renders. The operating
 * system still caches the database files PGlite reads.
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * Opens embedded PGlite: on disk under dataDir, or in memory when dataDir is undefined. PGlite is a
 * single connection in a single process, so an on-disk directory is guarded by a pid lock file.
 */
export async function openPglite(dataDir?: string, existing?: PGlite): Promise<DbHandle> {
  let releaseLock = () => {};
  if (dataDir && !existing) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(path.join(dataDir, "postmaster.haat.lock"));
  }
  let client: PGlite;
  // PGlite's whole database server lives in one WebAssembly memory that grows and never shrinks;
  // the memory report shows its size apart from the JavaScript heap (extensions may hook the module
  // before it runs, and that is the only public way to reach it).
  let wasmMemory: WebAssembly.Memory | undefined;
  const memoryProbe: Extension = {
    name: "haat-memory-probe",
    setup: async (_pg, emscriptenOpts: { preRun?: ((mod: { wasmMemory: WebAssembly.Memory }) => void)[] }) => ({
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), (mod: { wasmMemory: WebAssembly.Memory }) => (wasmMemory = mod.wasmMemory)] },
    }),
  };
  try {
    client = existing ?? (await PGlite.create(dataDir, { extensions: { pg_trgm, memoryProbe }, startParams: START_PARAMS }));
  } catch (error) {
    releaseLock();
    throw error;
  }
  return {
    // Both drivers' databases have the same query API (handle.ts's Db).
    db: drizzle(client, { schema, logger: queryLogger }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    memoryBytes: () => wasmMemory?.buffer.byteLength ?? 0,
    ping: (timeoutMs = 2000) => withTimeout(client.query("select 1").then(() => undefined), timeoutMs),
    async migrate(folder = migrationsFolder()) {
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
      const functions = functionsScript(folder);
      if (functions) await client.transaction((tx) => tx.exec(functions));
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

export class DatabaseLockedError extends Error {}

/** The live process holding the embedded database in `dataDir` (its lock file), or null. */
export function pgliteHolder(dataDir: string): number | null {
  let holder: number;
  try {
    holder = Number(readFileSync(path.join(dataDir, "postmaster.haat.lock"), "utf8").trim());
  } catch {
    return null;
  }
  return holder && holder !== process.pid && isAlive(holder) ? holder : null;
}

function acquireLock(lockFile: string): () => void {
  try {
    const fd = openSync(lockFile, "wx");
    writeSync(fd, String(process.pid));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = Number(readFileSync(lockFile, "utf8").trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseLockedError(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
          "Stop that process, or use another DATA_DIR, or set DATABASE_URL to share PostgreSQL.",
      );
    }
    // A stale lock from a crashed process: take it over.
    rmSync(lockFile, { force: true });
    return acquireLock(lockFile);
  }
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
