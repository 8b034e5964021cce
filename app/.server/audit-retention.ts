import { lt, sql } from "drizzle-orm";
import { getDb } from "./db";
import { auditLog, shopSettings } from "./db/schema";

// Apart from audit.ts, which reads the request's context (react-router): the start-up path calls this
// before the server has settled NODE_ENV, and loading React Router there would load React's
// development build (tests/e2e/server.e2e.ts).

/** Removes entries older than the shop's retention (a year by default); the only delete of the log. */
export async function sweepAudit(now = new Date()): Promise<number> {
  const db = await getDb();
  const [settings] = await db.select({ days: shopSettings.auditRetentionDays }).from(shopSettings);
  const days = settings?.days ?? 365;
  const removed = await db
    .delete(auditLog)
    .where(lt(auditLog.at, sql`${now.toISOString()}::timestamptz - make_interval(days => ${days})`))
    .returning({ id: auditLog.id });
  return removed.length;
}
