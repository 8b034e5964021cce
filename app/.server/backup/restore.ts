import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DbHandle, openPglite, openPostgres, pgliteHolder } from "../db/client";
import { migrationsFolder } from "../db/handle";
import { ArchiveDamagedError, extractArchive } from "./archive";
import { type Manifest, readJournal } from "./backup";
import { hashFile, loadTables, withTransaction } from "./snapshot";

/** A backup refused before anything was touched; its message is one line for the operator. */
export class RestoreRefusedError extends Error {}

/** A restore that failed after it began writing the target; its message says how to go on. */
export class RestoreFailedError extends Error {}

export type RestoreOptions = {
  file: string;
  /** DATA_DIR: the embedded database goes to DATA_DIR/db (without databaseUrl), images to DATA_DIR/uploads. */
  dataDir: string;
  /** Restore into this PostgreSQL database instead of the embedded one. */
  databaseUrl?: string;
  /** Replace a target that is not empty (its data is lost). */
  force?: boolean;
  /** Where the restore unpacks the file first (default: the system's temporary folder). */
  workDir?: string;
};

export type RestoreResult = { manifest: Manifest; target: "pglite" | "postgres"; migrationsApplied: number };

/**
 * The first file in the target's uploads folder that the backup does not hold byte for byte, or
 * null. Images already there and identical are fine: moving a shop from the embedded database to
 * PostgreSQL restores onto the same DATA_DIR, whose uploads are the backup's.
 */
async function foreignUpload(uploadsDir: string, manifest: Manifest): Promise<string | null> {
  let entries;
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const name = `uploads/${path.relative(uploadsDir, file).split(path.sep).join("/")}`;
    const expected = manifest.files[name];
    if (!expected || (await hashFile(file)).sha256 !== expected.sha256) return file;
  }
  return null;
}

async function isEmptyDir(dir: string, ignore: string[] = []) {
  try {
    return (await readdir(dir)).every((name) => ignore.includes(name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}

/** Reads and checks the unpacked manifest against what was unpacked; throws RestoreRefusedError. */
async function verifiedManifest(file: string, dir: string, found: Map<string, { bytes: number; sha256: string }>): Promise<Manifest> {
  const damaged = (why: string) => new RestoreRefusedError(`${file} is damaged (${why}): nothing was restored.`);
  if (!found.has("manifest.json")) throw damaged("it has no manifest");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw damaged("its manifest is not readable");
  }
  if (manifest.format !== "haat-backup" || typeof manifest.files !== "object") throw new RestoreRefusedError(`${file} is not a Haat backup: nothing was restored.`);
  if (manifest.formatVersion !== 1) throw new RestoreRefusedError(`${file} was written in backup format ${manifest.formatVersion}, which this version of Haat cannot read: nothing was restored.`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const got = found.get(name);
    if (!got) throw damaged(`${name} is missing`);
    if (got.bytes !== expected.bytes || got.sha256 !== expected.sha256) throw damaged(`${name} does not match its checksum`);
  }
  for (const name of found.keys()) if (name !== "manifest.json" && !(name in manifest.files)) throw damaged(`${name} is not in its manifest`);
  for (const table of Object.keys(manifest.tables)) if (!(`db/${table}.jsonl` in manifest.files)) throw damaged(`table ${table} is missing`);
  return manifest;
}

/** A copy of the migrations folder holding only the migrations up to the backup's last one. */
export async function migrationsUpTo(createdAt: number, dir: string): Promise<string> {
  const source = migrationsFolder();
  const journal = JSON.parse(await readFile(path.join(source, "meta/_journal.json"), "utf8")) as { entries: { when: number; tag: string }[] };
  const entries = journal.entries.filter((e) => e.when <= createdAt);
  const target = path.join(dir, "migrations");
  await mkdir(path.join(target, "meta"), { recursive: true });
  await writeFile(path.join(target, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) await copyFile(path.join(source, `${entry.tag}.sql`), path.join(target, `${entry.tag}.sql`));
  return target;
}

/**
 * Restores a backup file into an empty target: verifies every checksum first (a damaged file is
 * refused before anything is touched), refuses a target holding data unless `force`, replays the
 * migrations up to the backup's, loads its rows, applies this version's newer migrations, and puts
 * its images into DATA_DIR/uploads.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const work = await mkdtemp(path.join(options.workDir ?? tmpdir(), "haat-restore-"));
  try {
    let found;
    try {
      found = await extractArchive(options.file, path.join(work, "files"));
    } catch (error) {
      if (error instanceof ArchiveDamagedError) throw new RestoreRefusedError(`${options.file} is damaged (${error.message}): nothing was restored.`);
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new RestoreRefusedError(`${options.file} does not exist.`);
      throw error;
    }
    const files = path.join(work, "files");
    const manifest = await verifiedManifest(options.file, files, found);

    const journal = readJournal();
    const known = journal.findIndex((e) => e.when === manifest.migration.createdAt);
    if (manifest.migration.createdAt == null || known < 0) {
      throw new RestoreRefusedError(
        `${options.file} was made by a newer version of Haat (${manifest.app.version}, migration ${manifest.migration.tag}): upgrade Haat, then restore.`,
      );
    }

    const uploadsDir = path.join(options.dataDir, "uploads");
    const force = options.force ?? false;
    const refuse = (what: string) =>
      new RestoreRefusedError(`${what}: restore only into an empty target, or add --force to replace it (what it holds is lost).`);
    let handle: DbHandle;
    if (options.databaseUrl) {
      handle = openPostgres(options.databaseUrl, { max: 1, statementTimeoutMs: 0 });
      try {
        const [row] = await withTransaction(handle, (s) =>
          s.query<{ count: string | number }>("select count(*) as count from pg_tables where schemaname in ('public', 'drizzle')"),
        );
        if (Number(row?.count ?? 0) > 0) {
          if (!force) throw refuse("The database at DATABASE_URL already has tables");
          // Everything Haat's migrations made lives in these two schemas (pg_trgm included).
          await withTransaction(handle, async (s) => {
            await s.query("drop schema if exists drizzle cascade");
            await s.query("drop schema public cascade");
            await s.query("create schema public");
          });
        }
        const foreign = force ? null : await foreignUpload(uploadsDir, manifest);
        if (foreign) throw refuse(`${uploadsDir} holds images that are not in this backup (${foreign})`);
      } catch (error) {
        await handle.close();
        throw error;
      }
    } else {
      const dbDir = path.join(options.dataDir, "db");
      const holder = pgliteHolder(dbDir);
      if (holder) {
        throw new RestoreRefusedError(`The embedded database in ${dbDir} is in use by process ${holder}: stop the shop, then restore.`);
      }
      const emptyDb = await isEmptyDir(dbDir, ["postmaster.haat.lock"]);
      if (!emptyDb && !force) throw refuse(`${dbDir} already holds a database`);
      const foreign = force ? null : await foreignUpload(uploadsDir, manifest);
      if (foreign) throw refuse(`${uploadsDir} holds images that are not in this backup (${foreign})`);
      if (!emptyDb) await rm(dbDir, { recursive: true, force: true });
      handle = await openPglite(dbDir);
    }

    try {
      try {
        if (force) await rm(uploadsDir, { recursive: true, force: true });
        await handle.migrate(await migrationsUpTo(manifest.migration.createdAt, work));
        const tables = Object.entries(manifest.tables).map(([table, info]) => ({ table, columns: info.columns }));
        await withTransaction(handle, (session) => loadTables(session, path.join(files, "db"), tables, manifest.sequences));
        await handle.migrate();
      } finally {
        await handle.close();
      }
      const restoredUploads = path.join(files, "uploads");
      // Files already there are the backup's own (checked above): kept as they are.
      if (!(await isEmptyDir(restoredUploads))) await cp(restoredUploads, uploadsDir, { recursive: true, force: false, errorOnExist: false });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      throw new RestoreFailedError(`The restore failed (${reason}) after it began writing: fix the cause, then run it again with --force.`, { cause: error });
    }
    return { manifest, target: options.databaseUrl ? "postgres" : "pglite", migrationsApplied: journal.length - 1 - known };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
