// `npm run restore -- FILE [--force]`: restore a backup into an empty DATA_DIR, or into the empty
// database at DATABASE_URL; --force replaces a target that holds data.
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup, RestoreFailedError, RestoreRefusedError } from "../app/.server/backup/restore";
import { ConfigError, env } from "../app/.server/env";

const plural = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
if (positionals.length !== 1) fail("Usage: npm run restore -- FILE [--force]");
let config;
try {
  config = env();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const file = path.resolve(positionals[0]!);
const target = config.DATABASE_URL ? "the PostgreSQL database at DATABASE_URL" : `the embedded database in ${path.resolve(config.DATA_DIR, "db")}`;
try {
  const started = performance.now();
  const { manifest, migrationsApplied } = await restoreBackup({ file, dataDir: path.resolve(config.DATA_DIR), databaseUrl: config.DATABASE_URL, force: values.force });
  console.log(`Restored ${path.basename(file)} (taken ${manifest.createdAt} by Haat ${manifest.app.version} on ${manifest.engine}) into ${target}.`);
  console.log(
    `  ${plural(manifest.counts.products, "product")}, ${plural(manifest.counts.orders, "order")}, ${plural(manifest.counts.uploads, "image file")} in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      (migrationsApplied ? `${plural(migrationsApplied, "newer migration")} applied.` : "no migration needed."),
  );
  if (manifest.images.storage === "s3") console.log(`  Its images are in the S3 bucket ${manifest.images.bucket}, not in the file: the restored shop links to them there.`);
  console.log("  Admins sign in again (sessions are not kept in backups).");
} catch (error) {
  if (error instanceof RestoreRefusedError) fail(error.message);
  if (error instanceof RestoreFailedError) {
    console.error(error.cause);
    fail(error.message);
  }
  throw error;
}
