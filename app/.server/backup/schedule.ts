import pg from "pg";
import type { DbHandle } from "../db/client";
import { describeError, logger } from "../logger";
import type { BackupBucket } from "./bucket";
import { createBackup, listBackups, rotateBackups, type BackupResult } from "./backup";

/** The advisory lock the instance taking scheduled backups holds (migrations use 727274). */
export const BACKUP_LEADER_LOCK = 727275;

export type ScheduleOptions = {
  handle: DbHandle;
  dir: string;
  uploadsDir: string;
  everyHours: number;
  keep: number;
  /** Set when S3 storage is configured: each scheduled backup is copied there and rotated too. */
  bucket?: BackupBucket;
  s3Bucket?: string;
  /** A shop with no backup yet takes its first this long after start (default 10 minutes). */
  firstDelayMs?: number;
  /** How often the schedule looks whether a backup is due (default one minute). */
  checkEveryMs?: number;
  now?: () => Date;
};

/**
 * Takes a backup every `everyHours` from the running server, keeps the newest `keep` (in the folder
 * and in the bucket). A backup is due `everyHours` after the newest one, so restarts neither skip
 * nor repeat one. On PostgreSQL, several instances share the schedule: only the instance holding a
 * session advisory lock (BACKUP_LEADER_LOCK) on a connection of its own takes backups; when it
 * stops or loses that connection the lock is released and another instance takes over at its next
 * check. PGlite is one process: it always takes them.
 */
export class BackupScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<BackupResult | null> | undefined;
  private leader: pg.Client | undefined;
  private readonly startedAt: number;
  private stopped = false;

  constructor(private readonly options: ScheduleOptions) {
    this.startedAt = this.now().getTime();
  }

  private now() {
    return this.options.now?.() ?? new Date();
  }

  start() {
    if (this.options.everyHours <= 0) return this;
    this.timer = setInterval(() => void this.tick(), this.options.checkEveryMs ?? 60_000);
    this.timer.unref();
    // No first delay: the first check is now, not a minute from now.
    if (this.options.firstDelayMs === 0) void this.tick();
    return this;
  }

  /** True while this instance is the one taking scheduled backups. */
  async isLeader(): Promise<boolean> {
    if (this.options.handle.kind === "pglite") return true;
    if (this.leader) return true;
    if (this.stopped || !this.options.handle.url) return false;
    const client = new pg.Client({ connectionString: this.options.handle.url, connectionTimeoutMillis: 5000 });
    const lost = () => {
      if (this.leader === client) this.leader = undefined;
    };
    client.on("error", lost);
    client.on("end", lost);
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [BACKUP_LEADER_LOCK]);
      if (rows[0]?.locked && !this.stopped) {
        this.leader = client;
        return true;
      }
    } catch (error) {
      logger.warn({ err: describeError(error) }, "backup schedule: could not reach the database");
    }
    await client.end().catch(() => undefined);
    return false;
  }

  /** When the next scheduled backup is due, after the newest backup in the folder or the bucket. */
  async nextDue(): Promise<Date> {
    const newest = [(await listBackups(this.options.dir))[0]?.createdAt, ...(this.options.bucket ? [(await this.options.bucket.list())[0]?.createdAt] : [])]
      .filter((d): d is Date => d !== undefined)
      .reduce<Date | undefined>((a, b) => (!a || b > a ? b : a), undefined);
    return newest
      ? new Date(newest.getTime() + this.options.everyHours * 3_600_000)
      : new Date(this.startedAt + (this.options.firstDelayMs ?? 10 * 60_000));
  }

  /** Takes a backup if one is due and this instance is the leader; the backup taken, or null. */
  tick(): Promise<BackupResult | null> {
    this.running ??= this.runIfDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async runIfDue(): Promise<BackupResult | null> {
    try {
      if (this.stopped || !(await this.isLeader())) return null;
      if (this.now() < (await this.nextDue())) return null;
      const { handle, dir, uploadsDir, keep, bucket, s3Bucket } = this.options;
      const result = await createBackup({ handle, uploadsDir, outDir: dir, s3Bucket, now: this.now() });
      const rotated = await rotateBackups(dir, keep, this.now().getTime());
      if (bucket) {
        await bucket.upload(result.file, result.name, result.bytes);
        rotated.push(...(await bucket.rotate(keep)).map((name) => `${bucket.bucket}/${name}`));
      }
      logger.info(
        { file: result.file, bytes: result.bytes, ms: Math.round(result.totalMs), snapshotMs: Math.round(result.snapshotMs), uploaded: Boolean(bucket), rotated, skippedUploads: result.skippedUploads },
        "scheduled backup written",
      );
      return result;
    } catch (error) {
      logger.error({ err: describeError(error) }, "scheduled backup failed");
      return null;
    }
  }

  /** Stops the schedule, waits for a backup in progress, and gives up the leader lock. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    const leader = this.leader;
    this.leader = undefined;
    await leader?.end().catch(() => undefined);
    await this.options.bucket?.close();
  }
}
