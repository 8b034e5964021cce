import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseEnv, serverProcess } from "./env";

const dataDir = mkdtempSync(path.join(tmpdir(), "haat-env-"));

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.SEED_DEMO).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATABASE_STATEMENT_TIMEOUT_MS).toBe(10_000);
    expect(env.PAGE_CACHE_MB).toBe(8);
    expect(env.HEAP_MB).toBe(128);
    expect(serverProcess(env, {})).toEqual({ nodeOptions: ["--max-old-space-size=128"], env: { MALLOC_ARENA_MAX: "2" } });
    expect(serverProcess(env, { MALLOC_ARENA_MAX: "8" }).env).toEqual({ MALLOC_ARENA_MAX: "8" });
    expect(env.STEADFAST_BASE_URL).toBe("https://portal.packzy.com/api/v1");
    expect(parseEnv({ DATA_DIR: dataDir, STEADFAST_BASE_URL: "http://127.0.0.1:4010/api/v1/" }).STEADFAST_BASE_URL).toBe("http://127.0.0.1:4010/api/v1");
    expect(env.BETTER_AUTH_SECRET).toMatch(/^[0-9a-f]{64}$/);
    // The generated secret is kept in DATA_DIR, so a restart keeps sessions valid.
    expect(parseEnv({ DATA_DIR: dataDir }).BETTER_AUTH_SECRET).toBe(env.BETTER_AUTH_SECRET);
  });

  it.each([
    ["PORT", "abc", /^PORT=abc: must be a whole number/m],
    ["PORT", "70000", /^PORT=70000: must be a whole number/m],
    ["PUBLIC_URL", "shop.example.com", /^PUBLIC_URL=shop.example.com: /m],
    ["DATABASE_URL", "mysql://x", /^DATABASE_URL=<hidden>: must be a postgres/m],
    ["SEED_DEMO", "maybe", /^SEED_DEMO=maybe: must be true or false/m],
    ["LOG_LEVEL", "loud", /^LOG_LEVEL=loud: /m],
    ["ADMIN_EMAIL", "not-an-email", /^ADMIN_EMAIL=not-an-email: must be an e-mail address/m],
    ["ADMIN_PASSWORD", "123", /^ADMIN_PASSWORD=<hidden>: must be at least 6 characters/m],
    ["STORE_PHONE", "call me", /^STORE_PHONE=call me: must be a phone number/m],
    ["DATABASE_STATEMENT_TIMEOUT_MS", "10s", /^DATABASE_STATEMENT_TIMEOUT_MS=10s: must be a whole number of milliseconds/m],
    ["DATABASE_STATEMENT_TIMEOUT_MS", "-1", /^DATABASE_STATEMENT_TIMEOUT_MS=-1: must be a whole number of milliseconds/m],
    ["PAGE_CACHE_MB", "lots", /^PAGE_CACHE_MB=lots: must be a whole number of megabytes/m],
    ["PAGE_CACHE_MB", "5000", /^PAGE_CACHE_MB=5000: must be a whole number of megabytes/m],
    ["BACKUP_EVERY_HOURS", "daily", /^BACKUP_EVERY_HOURS=daily: must be a whole number of hours/m],
    ["BACKUP_EVERY_HOURS", "1.5", /^BACKUP_EVERY_HOURS=1.5: must be a whole number of hours/m],
    ["BACKUP_KEEP", "0", /^BACKUP_KEEP=0: must be a whole number from 1 to 1000/m],
    ["STEADFAST_BASE_URL", "portal.example.com", /^STEADFAST_BASE_URL=portal.example.com: must be an absolute URL/m],
    ["STEADFAST_BASE_URL", "ftp://portal.example.com", /^STEADFAST_BASE_URL=ftp:\/\/portal.example.com: must start with http/m],
    ["HEAP_MB", "lots", /^HEAP_MB=lots: must be a whole number of megabytes from 128 to 16384/m],
    ["HEAP_MB", "64", /^HEAP_MB=64: must be a whole number of megabytes from 128 to 16384/m],
  ])("rejects %s=%s with exactly one line naming it", (name, value, message) => {
    expect(() => parseEnv({ DATA_DIR: dataDir, [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ DATA_DIR: dataDir, [name]: value })).toThrow(message);
    expect(() => parseEnv({ DATA_DIR: dataDir, [name]: value })).toThrow(/^[^\n]+$/);
  });

  it("passes HEAP_MB on to the server process, whatever the page cache's size (its pages are not in the heap)", () => {
    expect(serverProcess(parseEnv({ DATA_DIR: dataDir, PAGE_CACHE_MB: "256", HEAP_MB: "128" })).nodeOptions).toContain("--max-old-space-size=128");
    expect(serverProcess(parseEnv({ DATA_DIR: dataDir, HEAP_MB: "192" })).nodeOptions).toContain("--max-old-space-size=192");
  });

  it("says one line per bad variable, even when a value breaks several rules", () => {
    let message = "";
    try {
      parseEnv({ DATA_DIR: dataDir, PORT: "abc", PUBLIC_URL: "ftp:nothing", SEED_DEMO: "maybe" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      "PORT=abc: must be a whole number from 1 to 65535",
      expect.stringMatching(/^PUBLIC_URL=ftp:nothing: must /),
      "SEED_DEMO=maybe: must be true or false",
    ]);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATA_DIR: dataDir, PORT: "" }).PORT).toBe(3000);
  });

  it("requires a shared secret for production on PostgreSQL", () => {
    expect(() => parseEnv({ DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "postgres://db/shop" })).toThrow(
      /BETTER_AUTH_SECRET: required when NODE_ENV=production and DATABASE_URL is set/,
    );
    const secret = "x".repeat(32);
    expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "postgres://db/shop", BETTER_AUTH_SECRET: secret }).BETTER_AUTH_SECRET).toBe(secret);
  });

  it("makes `npm start` refuse a bad PORT before building anything", () => {
    // A build directory that does not exist: without the early check, start.mjs would build first.
    const buildDir = path.join(mkdtempSync(path.join(tmpdir(), "haat-env-build-")), "never-built");
    const result = spawnSync(process.execPath, ["scripts/start.mjs"], {
      cwd: path.resolve(import.meta.dirname, "../.."),
      env: { ...process.env, PORT: "abc", DATA_DIR: dataDir, NODE_ENV: "", HAAT_BUILD_DIR: buildDir },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).not.toContain("Building");
    expect(result.stderr).toBe("PORT=abc: must be a whole number from 1 to 65535\n");
    expect(existsSync(buildDir)).toBe(false);
  });
});
