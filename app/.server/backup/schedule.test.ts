import { existsSync, mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { describe, expect, it } from "vitest";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { backupBucket } from "./bucket";
import { BackupScheduler, type ScheduleOptions } from "./schedule";

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `haat-${prefix}-`));
const HOUR = 3_600_000;

describe(`scheduled backups (${testDbKind})`, () => {
  const getHandle = setupTestDb();

  function scheduler(clock: { now: number }, options: Partial<ScheduleOptions> = {}) {
    return new BackupScheduler({
      handle: getHandle(),
      dir: tmp("scheduled"),
      uploadsDir: tmp("uploads"),
      everyHours: 1,
      keep: 2,
      firstDelayMs: 60_000,
      now: () => new Date(clock.now),
      ...options,
    });
  }

  it("takes the first backup after the first delay, each next one an interval after the newest, and keeps the newest ones", async () => {
    const clock = { now: Date.parse("2026-03-01T00:00:00Z") };
    const schedule = scheduler(clock);
    const dir = (schedule as unknown as { options: ScheduleOptions }).options.dir;
    try {
      expect(await schedule.tick()).toBeNull();
      clock.now += 61_000;
      expect((await schedule.tick())?.name).toMatch(/^haat-backup-2026-03-01T00-01-01Z-[0-9a-f]{12}\.tar\.gz$/);
      clock.now += HOUR / 2;
      expect(await schedule.tick()).toBeNull();
      clock.now += HOUR / 2;
      expect(await schedule.tick()).not.toBeNull();
      // What a backup killed mid-way leaves: deleted by the next rotation once a day old, not before.
      mkdirSync(path.join(dir, ".backup-killed"));
      writeFileSync(path.join(dir, "haat-backup-2026-03-01T00-30-00Z-0123456789ab.tar.gz.partial"), "cut");
      const dayOld = new Date(clock.now - 25 * HOUR);
      utimesSync(path.join(dir, ".backup-killed"), dayOld, dayOld);
      clock.now += HOUR;
      const third = await schedule.tick();
      expect(third).not.toBeNull();
      // Rotation: the newest two are kept, the first is gone.
      const kept = readdirSync(dir).filter((name) => name.endsWith(".tar.gz")).sort();
      expect(kept).toHaveLength(2);
      expect(kept[1]).toBe(third!.name);
      expect(kept.some((name) => name.includes("T00-01-01Z"))).toBe(false);
      expect(existsSync(path.join(dir, ".backup-killed"))).toBe(false);
      // Written "now" by the real clock, the scheduler's clock is in March: too young to delete.
      expect(readdirSync(dir).filter((name) => name.endsWith(".partial"))).toHaveLength(1);
      // A restart finds the newest backup: the next one is an interval after it, not the first delay.
      const restarted = new BackupScheduler({ ...(schedule as unknown as { options: ScheduleOptions }).options });
      expect((await restarted.nextDue()).getTime()).toBe(clock.now + HOUR);
    } finally {
      await schedule.stop();
    }
  });

  it("copies each backup to the S3 bucket and keeps the newest ones there too", async () => {
    const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: tmp("s3"), configureBuckets: [{ name: "haat-media" }] });
    const { port } = await s3.run();
    const bucket = backupBucket({ bucket: "haat-media", region: "us-east-1", endpoint: `http://127.0.0.1:${port}`, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", forcePathStyle: true });
    const clock = { now: Date.parse("2026-03-02T00:00:00Z") };
    const schedule = scheduler(clock, { bucket, s3Bucket: "haat-media", firstDelayMs: 0 });
    try {
      const taken = [];
      for (let i = 0; i < 3; i++) {
        taken.push(await schedule.tick());
        clock.now += HOUR;
      }
      expect(taken.every(Boolean)).toBe(true);
      const stored = await bucket.list();
      expect(stored.map((b) => b.name)).toEqual([taken[2]!.name, taken[1]!.name]);
      expect(stored[0]!.bytes).toBe(taken[2]!.bytes);
      // Images in S3 stay there: the manifest says so instead of carrying them.
      expect(taken[0]!.manifest.images).toEqual({ storage: "s3", bucket: "haat-media" });
      // The bucket's newest counts when the folder is empty (a new instance after the old one died).
      const fresh = new BackupScheduler({ ...(schedule as unknown as { options: ScheduleOptions }).options, dir: tmp("empty"), bucket });
      expect((await fresh.nextDue()).getTime()).toBe(Date.parse("2026-03-02T03:00:00Z"));
    } finally {
      await schedule.stop();
      await s3.close();
    }
  });

  it.runIf(testDbKind === "postgres")("with two instances on one PostgreSQL, one takes each backup, and the other takes over when it stops", async () => {
    const clock = { now: Date.parse("2026-03-03T00:00:00Z") };
    const dir = tmp("shared");
    const first = scheduler(clock, { dir, firstDelayMs: 0 });
    const second = scheduler(clock, { dir, firstDelayMs: 0 });
    try {
      const results = await Promise.all([first.tick(), second.tick()]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const leader = results[0] ? first : second;
      const other = leader === first ? second : first;
      clock.now += HOUR;
      expect(await other.tick()).toBeNull();
      await leader.stop();
      expect(await other.tick()).not.toBeNull();
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});
