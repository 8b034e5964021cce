import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { prepareDatabase } from "~/.server/bootstrap";
import { closeDb, getDbHandle } from "~/.server/db";
import { DatabaseLockedError } from "~/.server/db/client";
import { ConfigError, env } from "~/.server/env";
import { describeError, logger } from "~/.server/logger";
import { MEMORY_REPORT_MESSAGE, memoryReport } from "~/.server/memory";
import { precompressedAssets, staticFiles } from "~/.server/static-files";
import { isHttpsPublicUrl } from "~/.server/public-url";
import { imageProcessor, UPLOADS_URL_PREFIX, uploadsDir } from "~/.server/media";
import { readCatalogueVersion } from "~/.server/catalogue-version";
import { redirectToRememberedLocale } from "~/.server/remembered-locale";
import type { PageRender } from "~/.server/page-cache";
import { connectionDrainer } from "~/.server/shutdown";
import { serveUploads } from "~/.server/storage/serve-local";

// This module is the build's server entry (vite.config.ts): Vite bundles it with the app, so the
// server and the routes share one instance of every module. It sits next to the client assets.
const BUILD_DIR = path.resolve(import.meta.dirname, "..");

/** Content-Security-Policy for one response; scripts run only with this request's nonce. */
function contentSecurityPolicy(nonce: string, https: boolean, mediaOrigin: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Radix, sonner and embla set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // Uploaded images may come from an S3 bucket, possibly over plain http in a private network.
    `img-src 'self' data: blob: https:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export async function createServer() {
  const config = env();
  const https = isHttpsPublicUrl(config.PUBLIC_URL);
  const mediaOrigin = config.S3_PUBLIC_URL ? new URL(config.S3_PUBLIC_URL).origin : "";
  // Loaded only now, after main() settled NODE_ENV: React picks its build when first imported, and
  // the route modules (a chunk of their own) import it.
  const { createRequestHandler } = await import("@react-router/express");
  const build = await import("virtual:react-router/server-build");
  const { createRouteTable } = await import("~/.server/route-table");
  const { createRequestContext } = await import("~/.server/request-context");
  const { cataloguePageCaching, RenderedPageCache } = await import("~/.server/page-cache");
  const routeTable = createRouteTable(build.routes);
  const pageCache =
    config.PAGE_CACHE_MB > 0 ? new RenderedPageCache({ maxEntries: 2000, maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, maxAgeMs: 60_000 }) : undefined;

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));

  app.use((req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const requestId = (req.get("x-request-id") || "").slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", requestId);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(res.locals.cspNonce as string, https, mediaOrigin));
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.on("finish", () => {
      // Path only: query strings can carry search text or a phone number typed into admin search.
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        },
        "request",
      );
    });
    next();
  });

  // Brotli (what phones ask for) at the middleware's quality 4, with a 256 kB window instead of
  // Brotli's 4 MB: no page or API answer comes near 256 kB (only the orders CSV does, which then
  // compresses a little less), and each response's encoder sets up a sixteenth of the memory (a
  // streamed /cart page: 7.2 -> 6.7 ms of CPU; docs/performance.md, ninth pass). Kept catalogue pages
  // are compressed here like any page (decision 013); precompressed assets pass untouched.
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));

  // CSRF: browsers say where a write comes from. A write from another site is refused before any
  // action runs; clients that send neither header (curl, server-to-server) are not browsers.
  const expectedOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined;
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const site = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const allowedOrigin = expectedOrigin ?? `${req.protocol}://${req.get("host")}`;
    const crossSite = (site !== undefined && site !== "same-origin" && site !== "none") || (origin !== undefined && origin !== allowedOrigin);
    if (!crossSite) return next();
    logger.warn({ path: req.path, origin, site }, "cross-origin write refused");
    res.status(403).json({ error: "Cross-origin requests are not allowed." });
  });

  app.get("/healthz", async (_req, res) => {
    try {
      await (await getDbHandle()).ping(2000);
      res.status(200).json({ status: "ok", db: "ok" });
    } catch {
      res.status(503).json({ status: "unavailable", db: "unreachable" });
    }
  });

  // Hashed file names never change content, so browsers may keep them for a year.
  const assets = path.join(BUILD_DIR, "client/assets");
  app.use("/assets", precompressedAssets(assets), express.static(assets, { immutable: true, maxAge: "1y", fallthrough: false }));
  app.use(UPLOADS_URL_PREFIX, serveUploads(uploadsDir()));
  app.use(staticFiles(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false }));

  // Before the page cache, which would send a kept `/` to everyone.
  app.use(redirectToRememberedLocale);

  // Catalogue pages: short public caching and ETags, so an unchanged page costs a phone no data, and
  // a page rendered at the current catalogue version is sent again without rendering it.
  app.use(
    cataloguePageCaching({
      shared: Boolean(config.PUBLIC_URL),
      isCataloguePage: (pathname) => routeTable.factsFor(pathname).cache === "catalogue",
      renderedPages: pageCache ? { cache: pageCache, readVersion: readCatalogueVersion } : undefined,
    }),
  );

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV === "development" ? "development" : "production",
      getLoadContext: (req, res) =>
        createRequestContext(
          {
            cspNonce: res.locals.cspNonce as string,
            clientIp: req.ip,
            requestId: res.locals.requestId as string,
            // The page cache's version read found the database down before any route ran.
            databaseOutage: (res.locals.databaseOutage as { error: unknown } | undefined) ?? {},
          },
          routeTable,
          res.locals.pageRender as PageRender | undefined,
        ),
    }),
  );

  // Static-file misses (fallthrough: false) and other errors end here, without a stack trace.
  app.use((error: Error & { status?: number; statusCode?: number }, _req: Request, res: Response, _next: NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) logger.error({ err: describeError(error) }, "request failed");
    if (!res.headersSent) res.status(status).type("text/plain").send(status === 404 ? "Not found" : "Error");
  });

  return { app, pageCache };
}

/** The settings, or one line on stderr and exit 1; then NODE_ENV as the server runs it. */
function settledConfig() {
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  // Set after validation: an explicit NODE_ENV=production adds requirements (see env.ts), while
  // React and React Router must always run their production builds under `npm start`.
  process.env.NODE_ENV ??= "production";
  return config;
}

/**
 * Migrates, seeds an empty database and creates the first admin; a locked embedded database is one
 * line and exit 1. A demo shop just seeded takes its first backup at once (unless backups are off),
 * so Admin → Backups shows one out of the box; the schedule then counts from it.
 */
async function prepareOrExit() {
  // The server loads sharp only with the first upload (app/.server/media.ts); a broken native
  // install must still stop start-up, not surface as the first upload's 500.
  await imageProcessor();
  let seeded = false;
  try {
    ({ seeded } = await prepareDatabase());
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (seeded && env().BACKUP_EVERY_HOURS > 0) {
    // No React in here: the backup modules load only the database.
    const taken = await (await import("~/.server/backup")).backupNow();
    logger.info({ file: taken.file, bytes: taken.bytes }, "first backup of the demo shop");
  }
}

/**
 * What `npm start` runs in a process of its own before the server (scripts/start.mjs): migrating and
 * seeding the demo shop, whose pictures sharp (libvips) draws from many threads. Memory glibc gave
 * those threads is rarely returned, so a server that seeded in its own process stayed about 170 MB
 * larger for the rest of its life (measured on PostgreSQL: 287 MB resident after seeding against
 * 118 MB for the same server started on the seeded database).
 */
export async function prepare() {
  settledConfig();
  await prepareOrExit();
  await closeDb();
}

/** Runs the server; `prepared`: npm start has run prepare() already, in a process of its own. */
export async function main(options: { prepared?: boolean } = {}) {
  const config = settledConfig();
  if (!options.prepared) await prepareOrExit();

  const { app, pageCache } = await createServer();
  const database = await getDbHandle();
  // Asked for, so written whatever LOG_LEVEL says: one JSON line on stdout.
  process.on("SIGUSR2", () => {
    // Started with --expose-gc (bench:soak --collect): the heap figure is then what is alive.
    (globalThis as { gc?: () => void }).gc?.();
    const report = memoryReport({ pageCache, databaseBytes: () => database.memoryBytes() });
    process.stdout.write(`${JSON.stringify({ time: Date.now(), msg: MEMORY_REPORT_MESSAGE, ...report })}\n`);
  });
  // No React in here: the schedule loads only the database and backup modules.
  const backupModule = await import("~/.server/backup");
  const backups = await backupModule.startScheduledBackups();
  // `npm run backup` beside this server on the embedded database asks it over a socket in DATA_DIR.
  const backupSocket = await backupModule.startBackupSocket();
  const server: Server = app.listen(config.PORT, config.HOST, () => {
    const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
    logger.info({ port: config.PORT, node: process.version }, `Haat is serving http://${shown}:${config.PORT}`);
  });
  const connections = connectionDrainer(server);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const force = setTimeout(() => {
      logger.warn("in-flight requests did not finish in time; closing connections");
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      // A backup in progress finishes before the database closes.
      backups
        .stop()
        .then(() => backupSocket?.close())
        .then(() => closeDb())
        .catch((error: unknown) => logger.error({ err: describeError(error) }, "closing the database failed"))
        .finally(() => {
          logger.info("stopped");
          process.exit(0);
        });
    });
    connections.drain();
    // Said only once the listening socket is closed: whoever reads this can count on new
    // connections being refused.
    logger.info({ signal }, "shutting down: finishing in-flight requests");
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
