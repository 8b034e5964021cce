import { ensureFirstAdmin } from "./admin/users";
import { sweepAudit } from "./audit-retention";
import { getDb } from "./db";
import { env } from "./env";
import { logger } from "./logger";
import { seedDemoShop } from "./seed";

/**
 * Start-up work shared by `npm start`: migrate, seed an empty database, make the first admin.
 * Says whether it seeded the demo shop.
 */
export async function prepareDatabase(): Promise<{ seeded: boolean }> {
  const db = await getDb();
  let seeded = false;
  if (env().SEED_DEMO) {
    const started = Date.now();
    seeded = await seedDemoShop(db);
    if (seeded) logger.info({ ms: Date.now() - started }, "seeded the demo shop");
  }
  await ensureFirstAdmin();
  // The audit log keeps entries for the shop's retention setting; older ones go at each start.
  const swept = await sweepAudit();
  if (swept) logger.info({ swept }, "removed audit log entries past their retention");
  return { seeded };
}
