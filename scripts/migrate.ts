// `npm run db:migrate`: apply pending migrations to the configured database.
import { closeDb, getDbHandle } from "../app/.server/db";

await getDbHandle();
await closeDb();
console.log("Migrations applied.");
