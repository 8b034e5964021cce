import path from "node:path";
import { getDbHandle } from "../db";
import { env } from "../env";
import { describeError, logger } from "../logger";
import { s3ConfigFromEnv } from "../storage";
import { createBackup, listBackups, type BackupResult, type StoredBackup } from "./backup";
import { BackupScheduler } from "./schedule";
import { backupDir } from "./settings";
import { backupSocketPath, serveBackupRequests } from "./socket";

// The running server's backups: the schedule it runs, the list and the on-demand backup the admin
// Backups page shows. The CLI (scripts/backup.ts) uses backup.ts directly.

export { BACKUP_NAME } from "./backup";

/** The backup settings, as the admin page shows them. */
export function backupSettings() {
  const config = env();
  return { dir: backupDir(config), everyHours: config.BACKUP_EVERY_HOURS, keep: config.BACKUP_KEEP, s3Bucket: config.S3_BUCKET ?? null };
}

/** The backups in BACKUP_DIR, newest first. */
export function storedBackups(): Promise<StoredBackup[]> {
  return listBackups(backupSettings().dir);
}

/** The file of one backup in BACKUP_DIR, by its exact name; null for any other name. */
export async function storedBackup(name: string): Promise<StoredBackup | null> {
  return (await storedBackups()).find((b) => b.name === name) ?? null;
}

/** Takes a backup now, from this process's database, into BACKUP_DIR (or `outDir`). */
export async function backupNow(outDir?: string): Promise<BackupResult> {
  const config = env();
  return createBackup({
    handle: await getDbHandle(),
    uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
    outDir: outDir ?? backupDir(config),
    s3Bucket: config.S3_BUCKET,
  });
}

/** Starts the scheduled backups of this server (none when BACKUP_EVERY_HOURS is 0). */
export async function startScheduledBackups(): Promise<BackupScheduler> {
  const config = env();
  const s3 = s3ConfigFromEnv();
  // The S3 client is loaded only when a bucket is configured.
  const bucket = s3 ? (await import("./bucket")).backupBucket(s3) : undefined;
  return new BackupScheduler({
    handle: await getDbHandle(),
    dir: backupDir(config),
    uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
    everyHours: config.BACKUP_EVERY_HOURS,
    keep: config.BACKUP_KEEP,
    bucket,
    s3Bucket: config.S3_BUCKET,
  }).start();
}

/**
 * On the embedded database, answers `npm run backup` run beside this server: the command cannot open
 * the database this process holds, so it asks over DATA_DIR's owner-only socket (./socket.ts) and
 * this server writes the file, as its own backups are written. Undefined on PostgreSQL, where the
 * command reads the database itself, and when the socket cannot be made (logged; the shop runs on).
 */
export async function startBackupSocket(): Promise<{ close: () => Promise<void> } | undefined> {
  const config = env();
  if (config.DATABASE_URL) return undefined;
  const socketPath = backupSocketPath(config.DATA_DIR);
  try {
    return await serveBackupRequests(socketPath, async (outDir) => {
      const taken = await backupNow(outDir);
      logger.info({ file: taken.file, bytes: taken.bytes }, "backup taken for npm run backup");
      return taken;
    });
  } catch (error) {
    logger.warn({ err: describeError(error), socketPath }, "npm run backup cannot reach this server: its socket could not be made");
    return undefined;
  }
}
