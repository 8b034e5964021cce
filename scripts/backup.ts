// `npm run backup [-- --out DIR]`: write one backup file (database snapshot, images, manifest) of the
// configured shop into BACKUP_DIR (or DIR) and print where it went. Beside a running shop on the
// embedded database, the shop writes it (asked over DATA_DIR/backup.sock).
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { type BackupResult, createBackup } from "../app/.server/backup/backup";
import { backupDir } from "../app/.server/backup/settings";
import { backupSocketPath, requestBackup } from "../app/.server/backup/socket";
import { DatabaseLockedError, type DbHandle, openPglite, openPostgres } from "../app/.server/db/client";
import { ConfigError, env } from "../app/.server/env";

const plural = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const { values } = parseArgs({ options: { out: { type: "string" } } });
let config;
try {
  config = env();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
const outDir = path.resolve(values.out ?? backupDir(config));

/** The lines an operator reads, the same whether this command or the running shop took the backup. */
function report(result: BackupResult, by: "this command" | "the running shop") {
  const { manifest } = result;
  console.log(`Backup written: ${result.file}`);
  if (by === "the running shop") console.log("  Taken by the running shop (the embedded database opens in one process only).");
  // On the embedded database the snapshot holds its one connection: that is how long orders waited.
  console.log(`  Database snapshot read in ${(result.snapshotMs / 1000).toFixed(1)} s${manifest.engine === "pglite" ? " (a running shop's orders wait this long)" : ""}.`);
  console.log(
    `  ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${(result.totalMs / 1000).toFixed(1)} s; ${plural(manifest.counts.products, "product")}, ${plural(manifest.counts.orders, "order")}, ` +
      `${plural(manifest.counts.uploads, "image file")}; ${manifest.engine} ${manifest.serverVersion}, migration ${manifest.migration.tag}.`,
  );
  if (result.skippedUploads.length) {
    console.log(`  Left out (not named as Haat names uploads): ${result.skippedUploads.join(", ")}`);
  }
  if (manifest.engine === "postgres") {
    console.log("  The database was read by Haat itself in one snapshot, not by pg_dump: the file restores onto PostgreSQL or the embedded database (docs/decisions/009-backups.md).");
  }
  if (manifest.images.storage === "s3") {
    console.log(`  Images are in the S3 bucket ${manifest.images.bucket} and are not in this file: keep the bucket (with versioning) as their backup.`);
  }
}

let handle: DbHandle;
if (config.DATABASE_URL) {
  handle = openPostgres(config.DATABASE_URL, { max: 1, statementTimeoutMs: 0 });
} else {
  // A running shop holds the embedded database: it takes the backup itself when asked over its
  // socket. No answer there (no shop, or a crashed shop's socket file): open the database here.
  const taken = await requestBackup(backupSocketPath(config.DATA_DIR), values.out === undefined ? undefined : outDir).catch((error: unknown) =>
    fail(`The running shop could not take the backup: ${error instanceof Error ? error.message : String(error)}`),
  );
  if (taken) {
    report(taken, "the running shop");
    process.exit(0);
  }
  const dbDir = path.resolve(config.DATA_DIR, "db");
  if (!existsSync(dbDir) || readdirSync(dbDir).length === 0) fail(`No database in ${dbDir}: nothing to back up (is DATA_DIR right?).`);
  try {
    handle = await openPglite(dbDir);
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      // PGlite is one process: a shop without the backup socket (an older version) holds the data
      // folder, and opening it twice would corrupt it.
      fail(
        `The shop is running and holds ${dbDir} (the embedded database opens in one process only), and it did not answer on ${backupSocketPath(config.DATA_DIR)}. ` +
          "Take the backup from the running shop: Admin → Backups → Download a backup now, or its scheduled backups in BACKUP_DIR; " +
          "or stop the shop and run npm run backup again.",
      );
    }
    throw error;
  }
}

try {
  report(await createBackup({ handle: handle!, uploadsDir: path.resolve(config.DATA_DIR, "uploads"), outDir, s3Bucket: config.S3_BUCKET }), "this command");
} finally {
  await handle!.close();
}
