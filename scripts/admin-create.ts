// `npm run admin:create -- --email E --password P`: makes E an owner (every right, app/lib/permissions.ts) with password P (creating the
// user, or resetting the password of an existing one).
import { parseArgs } from "node:util";
import { upsertAdmin } from "../app/.server/admin/users";
import { closeDb } from "../app/.server/db";
import { LoginSchema } from "../app/lib/schemas/auth";

const usage = "Usage: npm run admin:create -- --email you@example.com --password <at least 6 characters>";

let values: { email?: string; password?: string };
try {
  ({ values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } }, strict: true }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}

const parsed = LoginSchema.safeParse(values);
if (!parsed.success) {
  console.error(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n${usage}`);
  process.exit(2);
}

try {
  const { created } = await upsertAdmin(parsed.data.email, parsed.data.password);
  console.log(created ? `Owner ${parsed.data.email} created.` : `${parsed.data.email} is an active owner; password updated.`);
} finally {
  await closeDb();
}
