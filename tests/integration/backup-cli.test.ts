import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { once } from "node:events";
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
    expect(backup.stderr).toMatch(/^The shop is running and holds .+\/db \(the embedded database opens in one process only\), and it did not answer on .+\/backup\.sock\. Take the backup from the running shop: Admin → Backups → Download a backup now, or its scheduled backups in BACKUP_DIR; or stop the shop and run npm run backup again\.\n$/);
    const restore = run("restore", [FIXTURE, "--force"], dataDir);
    expect(restore.status).toBe(1);
    expect(restore.stderr).toBe(`The embedded database in ${path.join(dataDir, "db")} is in use by process ${holder.pid}: stop the shop, then restore.\n`);
  });

  describe("beside a running shop", () => {
    /** A shop holding the embedded database in `dataDir` and answering on its backup socket (tests/helpers/backup-shop.ts). */
    async function runningShop(dataDir: string): Promise<ChildProcess> {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "" };
      delete env.DATABASE_URL;
      delete env.BACKUP_DIR;
      const shop = spawn(process.execPath, ["--import", "tsx", "tests/helpers/backup-shop.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "inherit"] });
      const [line] = (await once(shop.stdout!, "data")) as [Buffer];
      expect(line.toString()).toBe("ready\n");
      return shop;
    }
    const stop = async (shop: ChildProcess) => {
      const exited = once(shop, "exit");
      shop.kill("SIGTERM");
      await exited;
    };

    it("asks the running shop, which writes the backup into its BACKUP_DIR; the socket is the owner's only and goes with the shop", async () => {
      const dataDir = tmp("cli-running");
      expect(run("restore", [FIXTURE], dataDir).status).toBe(0);
      const shop = await runningShop(dataDir);
      try {
        const socket = path.join(dataDir, "backup.sock");
        expect(statSync(socket).isSocket()).toBe(true);
        expect(statSync(socket).mode & 0o777).toBe(0o600);
        const backup = run("backup", [], dataDir);
        expect(backup.stderr).toBe("");
        expect(backup.status).toBe(0);
        expect(backup.stdout).toMatch(/^Backup written: .+\/backups\/haat-backup-[\dTZ-]+-[0-9a-f]{12}\.tar\.gz\n {2}Taken by the running shop/);
        expect(backup.stdout).toContain("3 products, 6 orders, 1 image file; pglite");
        // The same file the shop's own backups are: it restores.
        const [file] = readdirSync(path.join(dataDir, "backups"));
        const restored = run("restore", [path.join(dataDir, "backups", file!)], tmp("cli-running-restored"));
        expect(restored.stderr).toBe("");
        expect(restored.stdout).toContain("3 products, 6 orders, 1 image file");
        // --out still says where.
        const elsewhere = tmp("cli-running-out");
        expect(run("backup", ["--out", elsewhere], dataDir).status).toBe(0);
        expect(readdirSync(elsewhere).filter((name) => name.endsWith(".tar.gz"))).toHaveLength(1);
      } finally {
        await stop(shop);
      }
      expect(existsSync(path.join(dataDir, "backup.sock"))).toBe(false);
    });

    it("gets past a crashed shop's socket file: the command opens the database itself, a new shop replaces the file", async () => {
      const dataDir = tmp("cli-crashed");
      expect(run("restore", [FIXTURE], dataDir).status).toBe(0);
      const crashed = await runningShop(dataDir);
      const exited = once(crashed, "exit");
      crashed.kill("SIGKILL");
      await exited;
      // A crash leaves both the socket file and the database's lock file; the lock names a dead process.
      expect(statSync(path.join(dataDir, "backup.sock")).isSocket()).toBe(true);
      const alone = run("backup", [], dataDir);
      expect(alone.stderr).toBe("");
      expect(alone.stdout).not.toContain("Taken by the running shop");
      expect(alone.stdout).toMatch(/^Backup written: /);

      const shop = await runningShop(dataDir);
      try {
        const backup = run("backup", [], dataDir);
        expect(backup.status).toBe(0);
        expect(backup.stdout).toContain("Taken by the running shop");
      } finally {
        await stop(shop);
      }
    });
  });
});
