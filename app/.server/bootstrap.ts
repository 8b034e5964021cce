import { ensureFirstAdmin } from "./admin/users";
import { getDb } from "./db";
import { env } from "./env";
import { logger } from "./logger";
import { seedDemoShop } from "./seed";

/** Start-up work shared by `npm start`: migrate, seed an empty database, make the first admin. */
export async function prepareDatabase() {
  const db = await getDb();
  if (env().SEED_DEMO) {
    const started = Date.now();
    if (await seedDemoShop(db)) logger.info({ ms: Date.now() - started }, "seeded the demo shop");
  }
  await ensureFirstAdmin();
}
