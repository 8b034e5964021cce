import path from "node:path";
import { getDbHandle } from "../db";
import { env } from "../env";
import { s3ConfigFromEnv } from "../storage";
import { createBackup, listBackups, type BackupResult, type StoredBackup } from "./backup";
import { BackupScheduler } from "./schedule";
import { backupDir } from "./settings";

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

/** Takes a backup now, from this process's database, into BACKUP_DIR. */
export async function backupNow(): Promise<BackupResult> {
  const config = env();
  return createBackup({
    handle: await getDbHandle(),
    uploadsDir: path.resolve(config.DATA_DIR, "uploads"),
    outDir: backupDir(config),
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
