import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { testDbKind } from "../helpers/db";

// `npm run backup` and `npm run restore` as an operator runs them: exit codes and the one line
// they print, on the embedded database (the commands' PostgreSQL path is the same code, proven in
// backup-restore.test.ts).

const ROOT = path.resolve(import.meta.dirname, "../..");
const FIXTURE = path.join(ROOT, "tests/fixtures/upgrade/haat-0014_order_status_function.tar.gz");
const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), `haat-${prefix}-`));
// The fixture was taken at migration 0014; every migration since is applied when it is restored.
const journal = JSON.parse(readFileSync(path.join(ROOT, "drizzle/meta/_journal.json"), "utf8")) as { entries: { idx: number }[] };
const newer = journal.entries.filter((entry) => entry.idx > 14).length;
const upgraded = newer === 0 ? "no migration needed" : `${newer} newer migration${newer === 1 ? "" : "s"} applied`;

function run(script: "backup" | "restore", args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "" };
  delete env.DATABASE_URL;
  delete env.BACKUP_DIR;
  return spawnSync(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { cwd: ROOT, env, encoding: "utf8", timeout: 120_000 });
}

describe.runIf(testDbKind === "pglite")("npm run backup / restore", () => {
  // A live process whose pid the lock file names, as a running shop's would.
  const holder = spawn("sleep", ["120"]);
  afterAll(() => {
    holder.kill();
  });

  it("restores into an empty DATA_DIR, backs it up, and refuses to restore over it without --force", () => {
    const dataDir = tmp("cli");
    const restored = run("restore", [FIXTURE], dataDir);
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(
      new RegExp(`^Restored haat-0014_order_status_function\\.tar\\.gz \\(taken .+ by Haat .+ on pglite\\) into the embedded database in .+/db\\.\n {2}3 products, 6 orders, 1 image file in [\\d.]+ s; ${upgraded}\\.`),
    );
    expect(readdirSync(path.join(dataDir, "uploads/products"))).toEqual(["1795000000000-00000000000000aa.webp"]);

    const backup = run("backup", [], dataDir);
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written: .+\/backups\/haat-backup-[\dTZ-]+-[0-9a-f]{12}\.tar\.gz\n/);
    expect(backup.stdout).toContain("3 products, 6 orders, 1 image file; pglite");
    expect(readdirSync(path.join(dataDir, "backups"))).toHaveLength(1);

    const again = run("restore", [FIXTURE], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(`${path.join(dataDir, "db")} already holds a database: restore only into an empty target, or add --force to replace it (what it holds is lost).\n`);
  });

  it("refuses a file that is not a backup, in one line", () => {
    const dataDir = tmp("cli-damaged");
    const file = path.join(dataDir, "photo.tar.gz");
    writeFileSync(file, "not a backup at all");
    const result = run("restore", [file], dataDir);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`${file} is damaged (incorrect header check): nothing was restored.\n`);
  });

  it("says what to do when the running shop holds the embedded database", () => {
    const dataDir = tmp("cli-busy");
    mkdirSync(path.join(dataDir, "db"));
    writeFileSync(path.join(dataDir, "db/postmaster.haat.lock"), String(holder.pid));
    const backup = run("backup", [], dataDir);
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/^The shop is running and holds .+\/db \(the embedded database opens in one process only\)\. Take the backup from the running shop: Admin → Backups → Download a backup now, or its scheduled backups in BACKUP_DIR; or stop the shop and run npm run backup again\.\n$/);
    const restore = run("restore", [FIXTURE, "--force"], dataDir);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toBe(`The embedded database in ${path.join(dataDir, "db")} is in use by process ${holder.pid}: stop the shop, then restore.\n`);
  });
});
