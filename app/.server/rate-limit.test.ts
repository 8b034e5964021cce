import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { requestLimits } from "./db/schema";
import { consumeRateLimit, sweepRateLimits } from "./rate-limit";

describe(`consumeRateLimit (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("allows up to the limit in a window, then refuses with the seconds until the window ends", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test:a", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[0]?.retryAfterSeconds).toBe(0);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own counter.
    expect((await consumeRateLimit("test:b", 3, 60_000)).allowed).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    const { db } = handle();
    for (let i = 0; i < 2; i++) await consumeRateLimit("test:c", 2, 60_000);
    expect((await consumeRateLimit("test:c", 2, 60_000)).allowed).toBe(false);
    await db
      .update(requestLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(requestLimits.key, "test:c"));
    expect(await consumeRateLimit("test:c", 2, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const [row] = await db.select().from(requestLimits).where(eq(requestLimits.key, "test:c"));
    expect(row?.count).toBe(1);
  });

  it("counts concurrent requests exactly", async () => {
    const results = await Promise.all(Array.from({ length: 15 }, () => consumeRateLimit("test:d", 10, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("sweeps counters older than a day and keeps live ones", async () => {
    const { db } = handle();
    await consumeRateLimit("test:old", 5, 60_000);
    await consumeRateLimit("test:live", 5, 60_000);
    await db.update(requestLimits).set({ windowStart: sql`now() - interval '25 hours'` }).where(eq(requestLimits.key, "test:old"));
    await sweepRateLimits();
    const keys = (await db.select({ key: requestLimits.key }).from(requestLimits)).map((r) => r.key);
    expect(keys).toContain("test:live");
    expect(keys).not.toContain("test:old");
  });
});
