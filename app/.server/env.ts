import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * The serving process's JavaScript heap limit. Left to itself, V8 lets the heap grow to a quarter of
 * the machine's memory before collecting in earnest: on a large machine the server then held 300 MB
 * of garbage. A limit makes it collect sooner, at a small CPU cost. The server alone needs about
 * 50 MB live, plus what renders in flight hold (a few MB each): 128 MB leaves it room for a burst of
 * them. The page cache keeps its pages in Buffers, outside this heap.
 */
const DEFAULT_HEAP_MB = 128;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ message: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z
    .string()
    .url("must be an absolute URL such as https://shop.example.com")
    .refine((u) => /^https?:\/\//.test(u), "must start with http:// or https://")
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .refine((u) => /^postgres(ql)?:\/\//.test(u), "must be a postgres:// or postgresql:// URL")
    .optional(),
  SEED_DEMO: booleanFromString.default(true),
  STORE_PHONE: z
    .string()
    .regex(/^\+?[0-9 -]{6,20}$/, "must be a phone number such as +8801700000000")
    .default("+8801700000000"),
  STORE_NAME: z.string().min(1).max(60).default("Haat"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|true|loopback|\d+|[0-9a-fA-F.:/, ]+)$/, "must be false, true, loopback, a hop count or a list of proxy addresses")
    .default("false"),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.string().email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().min(6, "must be at least 6 characters").optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  PAGE_CACHE_MB: z.coerce
    .number({ message: "must be a whole number of megabytes from 0 to 4096" })
    .int("must be a whole number of megabytes from 0 to 4096")
    .min(0, "must be a whole number of megabytes from 0 to 4096")
    .max(4096, "must be a whole number of megabytes from 0 to 4096")
    .default(8),
  // V8's heap limit for the serving process, in MB (npm start passes it as --max-old-space-size).
  HEAP_MB: z.coerce
    .number({ message: "must be a whole number of megabytes from 128 to 16384" })
    .int("must be a whole number of megabytes from 128 to 16384")
    .min(128, "must be a whole number of megabytes from 128 to 16384")
    .max(16384, "must be a whole number of megabytes from 128 to 16384")
    .default(DEFAULT_HEAP_MB),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds from 0 to 600000" })
    .int("must be a whole number of milliseconds from 0 to 600000")
    .min(0, "must be a whole number of milliseconds from 0 to 600000")
    .max(600_000, "must be a whole number of milliseconds from 0 to 600000")
    .default(10_000),
  // Scheduled backups (app/.server/backup/): where they go, how often, how many are kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: "must be a whole number of hours from 0 to 8760" })
    .int("must be a whole number of hours from 0 to 8760")
    .min(0, "must be a whole number of hours from 0 to 8760")
    .max(8760, "must be a whole number of hours from 0 to 8760")
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ message: "must be a whole number from 1 to 1000" })
    .int("must be a whole number from 1 to 1000")
    .min(1, "must be a whole number from 1 to 1000")
    .max(1000, "must be a whole number from 1 to 1000")
    .default(7),
  // Media in an S3-compatible bucket instead of DATA_DIR/uploads, so several instances share it.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .string()
    .url("must be an absolute URL such as https://s3.example.com")
    .refine((u) => /^https?:\/\//.test(u), "must start with http:// or https://")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z
    .string()
    .url("must be an absolute URL such as https://media.example.com")
    .refine((u) => /^https?:\/\//.test(u), "must start with http:// or https://")
    .transform((u) => u.replace(/\/+$/, ""))
    .optional(),
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  // Steadfast's merchant API (app/.server/courier/steadfast.ts); its documented base URL by default.
  STEADFAST_BASE_URL: z
    .string()
    .url("must be an absolute URL such as https://portal.packzy.com/api/v1")
    .refine((u) => /^https?:\/\//.test(u), "must start with http:// or https://")
    .transform((u) => u.replace(/\/+$/, ""))
    .default("https://portal.packzy.com/api/v1"),
}).superRefine((env, ctx) => {
  if (!env.S3_BUCKET) return;
  for (const name of ["S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: "required when S3_BUCKET is set" });
  }
});

export type Env = z.infer<typeof EnvSchema> & { BETTER_AUTH_SECRET: string };

/** Thrown with one line per bad variable, e.g. "PORT=abc: must be a whole number from 1 to 65535". */
export class ConfigError extends Error {}

/**
 * Validates process.env once. Empty strings count as unset so `PORT= npm start` gets the default.
 * Throws ConfigError naming each bad variable.
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    // One line per bad variable, its first problem only: the line is the whole message.
    const lines = new Map<string, string>();
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? "config");
      const raw = cleaned[name];
      const shown = raw === undefined ? "" : isSecret(name) ? "=<hidden>" : `=${raw}`;
      if (!lines.has(name)) lines.set(name, `${name}${shown}: ${issue.message}`);
    }
    throw new ConfigError([...lines.values()].join("\n"));
  }
  const env = result.data;
  if (!env.BETTER_AUTH_SECRET && env.NODE_ENV === "production" && env.DATABASE_URL) {
    // Several instances share one PostgreSQL; a per-instance generated secret would log users out at random.
    throw new ConfigError("BETTER_AUTH_SECRET: required when NODE_ENV=production and DATABASE_URL is set (all instances must share it)");
  }
  return { ...env, BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR) };
}

function isSecret(name: string) {
  return /PASSWORD|SECRET|KEY/.test(name) || name === "DATABASE_URL";
}

/** Reads DATA_DIR/secret, creating it (mode 600) on first start so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("hex");
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, "utf8").trim();
    }
  }
}

/**
 * How the serving process is started (npm start and the test harness start it so): V8's heap limit,
 * and two glibc malloc arenas instead of one per thread (memory freed by one thread is reused by the
 * others instead of kept per arena). A smaller young generation was tried and dropped: it saved
 * some 25 MB but cost 2–3 ms of garbage collection per uncached render. See docs/performance.md.
 */
export function serverProcess(config: Pick<Env, "HEAP_MB">, environment: NodeJS.ProcessEnv = process.env): { nodeOptions: string[]; env: Record<string, string> } {
  return {
    nodeOptions: [`--max-old-space-size=${config.HEAP_MB}`],
    env: { MALLOC_ARENA_MAX: environment.MALLOC_ARENA_MAX || "2" },
  };
}

let cached: Env | undefined;

/** The validated configuration of this process (validated on first use). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
