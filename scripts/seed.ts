// `npm run db:seed`: fill an empty database with the demo shop; does nothing when a catalogue exists.
import { closeDb, getDb } from "../app/.server/db";
import { seedDemoShop } from "../app/.server/seed";

const seeded = await seedDemoShop(await getDb());
await closeDb();
console.log(seeded ? "Demo shop seeded." : "The database already has a catalogue: nothing seeded.");
