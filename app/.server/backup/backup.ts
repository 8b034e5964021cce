import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { DbHandle } from "../db/client";
import { migrationsFolder } from "../db/handle";
import { ArchiveWriter, type ArchivedFile, isArchivableName } from "./archive";
import { dumpTables, type MigrationState, withSnapshot } from "./snapshot";

/** What a backup says about itself; its last entry, `manifest.json`. */
export type Manifest = {
  format: "haat-backup";
  formatVersion: 1;
  app: { name: string; version: string };
  createdAt: string;
  engine: "pglite" | "postgres";
  serverVersion: string;
  /** The last migration applied to the database backed up (its tag in drizzle/meta/_journal.json). */
  migration: { tag: string | null; createdAt: number | null; count: number };
  counts: { products: number; orders: number; orderItems: number; uploads: number };
  /** Rows per table, as dumped. */
  tables: Record<string, { rows: number; columns: string[] }>;
  sequences: Record<string, number | null>;
  /** Where the shop's images were: in this file ("local"), or in the S3 bucket (not in this file). */
  images: { storage: "local" | "s3"; bucket?: string };
  /** Every other entry of the archive with its size and SHA-256. */
  files: Record<string, ArchivedFile>;
};

export const BACKUP_NAME = /^haat-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)-[0-9a-f]{12}\.tar\.gz$/;

/** The file name of a backup taken at `at`: sortable by time, with random bits so it cannot be guessed. */
export function backupFileName(at: Date) {
  const stamp = at.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  return `haat-backup-${stamp}-${randomBytes(6).toString("hex")}.tar.gz`;
}

type JournalEntry = { idx: number; when: number; tag: string };

/** The migrations this version of Haat knows, oldest first. */
export function readJournal(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

function migrationInfo(state: MigrationState): Manifest["migration"] {
  const tag = state.lastCreatedAt == null ? null : (readJournal().find((e) => e.when === state.lastCreatedAt)?.tag ?? `unknown-${state.lastCreatedAt}`);
  return { tag, createdAt: state.lastCreatedAt, count: state.count };
}

function appInfo() {
  // The process runs from the project root (npm start, npm run …), as migrationsFolder() assumes.
  const pkg = JSON.parse(readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { name: string; version: string };
  return { name: pkg.name, version: pkg.version };
}

/** Every file under `root`, as archive-relative names with sizes; none when the folder is missing. */
async function listFiles(root: string): Promise<{ name: string; file: string; size: number; mtime: Date }[]> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const files = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file);
    files.push({ name: path.relative(root, file).split(path.sep).join("/"), file, size: info.size, mtime: info.mtime });
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

export type BackupOptions = {
  handle: DbHandle;
  /** DATA_DIR/uploads: every file under it goes into the backup. */
  uploadsDir: string;
  /** Folder the backup file is written to. */
  outDir: string;
  /** Set when images live in an S3 bucket: they stay there, and the manifest says so. */
  s3Bucket?: string;
  now?: Date;
};

export type BackupResult = {
  file: string;
  name: string;
  bytes: number;
  manifest: Manifest;
  /** Files in the uploads folder left out because Haat never names an upload so. */
  skippedUploads: string[];
  snapshotMs: number;
  totalMs: number;
};

/**
 * Writes one backup file into outDir: the database as one consistent snapshot and the uploaded
 * images, with a manifest of counts and checksums. The file appears under its final name only when
 * complete (written as `.partial`, then renamed).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  await mkdir(options.outDir, { recursive: true, mode: 0o700 });
  const work = await mkdtemp(path.join(options.outDir, ".backup-"));
  const name = backupFileName(now);
  const partial = path.join(options.outDir, `${name}.partial`);
  const writer = new ArchiveWriter(partial);
  try {
    const dbDir = path.join(work, "db");
    await mkdir(dbDir);
    const dump = await withSnapshot(options.handle, (session) => dumpTables(session, dbDir));
    const snapshotMs = performance.now() - started;
    const files: Record<string, ArchivedFile> = {};
    for (const table of dump.tables) {
      const info = await stat(table.file);
      files[`db/${table.table}.jsonl`] = await writer.addFile(`db/${table.table}.jsonl`, table.file, info.size);
    }
    // Images are written once under new names and never changed, so the folder read after the
    // snapshot holds every image the snapshot names, except one deleted in between (a product
    // deleted during the backup): that image's product is then restored without it.
    const listed = options.s3Bucket ? [] : await listFiles(options.uploadsDir);
    // Haat names every upload "{folder}/{time}-{random}[-w{width}].{ext}"; anything else in the
    // folder (a file put there by hand, an editor's .swp) is no image of the shop's, and must not
    // stop every backup: it is left out and named in the result.
    const uploads = listed.filter((u) => isArchivableName(`uploads/${u.name}`));
    const skippedUploads = listed.filter((u) => !isArchivableName(`uploads/${u.name}`)).map((u) => u.file);
    for (const upload of uploads) files[`uploads/${upload.name}`] = await writer.addFile(`uploads/${upload.name}`, upload.file, upload.size, upload.mtime);
    const rows = (table: string) => dump.tables.find((t) => t.table === table)?.rows ?? 0;
    const manifest: Manifest = {
      format: "haat-backup",
      formatVersion: 1,
      app: appInfo(),
      createdAt: now.toISOString(),
      engine: options.handle.kind,
      serverVersion: dump.serverVersion,
      migration: migrationInfo(dump.migration),
      counts: { products: rows("products"), orders: rows("orders"), orderItems: rows("order_items"), uploads: uploads.length },
      tables: Object.fromEntries(dump.tables.map((t) => [t.table, { rows: t.rows, columns: t.columns }])),
      sequences: dump.sequences,
      images: options.s3Bucket ? { storage: "s3", bucket: options.s3Bucket } : { storage: "local" },
      files,
    };
    await writer.addBuffer("manifest.json", Buffer.from(JSON.stringify(manifest, null, 2)));
    await writer.finish();
    const file = path.join(options.outDir, name);
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, name, bytes: size, manifest, skippedUploads, snapshotMs, totalMs: performance.now() - started };
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export type StoredBackup = { name: string; file: string; bytes: number; createdAt: Date };

/** The complete backups in `dir`, newest first (partial files and other files are left out). */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const backups: StoredBackup[] = [];
  for (const name of names) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) continue;
    const stamp = match[1]!.replace(/T(\d{2})-(\d{2})-(\d{2})Z$/, "T$1:$2:$3Z");
    backups.push({ name, file, bytes: info.size, createdAt: new Date(stamp) });
  }
  return backups.sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Deletes all but the newest `keep` backups in `dir`, and what a backup cut short (the process
 * killed mid-way) left behind over a day ago; returns the names deleted.
 */
export async function rotateBackups(dir: string, keep: number, now = Date.now()): Promise<string[]> {
  const old = (await listBackups(dir)).slice(keep);
  for (const backup of old) await rm(backup.file, { force: true });
  const leftovers: string[] = [];
  for (const name of await readdir(dir)) {
    if (!(name.startsWith(".backup-") || (name.startsWith("haat-backup-") && name.endsWith(".partial")))) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (!info || now - info.mtimeMs < 24 * 3_600_000) continue;
    await rm(path.join(dir, name), { recursive: true, force: true });
    leftovers.push(name);
  }
  return [...old.map((b) => b.name), ...leftovers];
}

