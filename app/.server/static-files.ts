import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";

/** The names in a directory, read once when the server starts: the build does not change under it. */
function namesIn(dir: string): Set<string> {
  return new Set(existsSync(dir) ? readdirSync(dir) : []);
}

const TWINS = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/**
 * The twin to send for an Accept-Encoding header: the one the browser rates highest, and on a tie
 * the first of `twins` (Brotli, the smaller). Chrome lists gzip before br with equal weight, so
 * the header's order says nothing. No header, or a weight of 0, means the file itself.
 */
export function preferredTwin<T extends { encoding: string }>(twins: readonly T[], acceptEncoding: string | undefined): T | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(",")) {
    const [token = "", ...parameters] = item.split(";").map((part) => part.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (token && Number.isFinite(weight)) weights.set(token, weight);
  }
  let best: T | undefined;
  let bestWeight = 0;
  for (const twin of twins) {
    const weight = weights.get(twin.encoding) ?? weights.get("*") ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [twin, weight];
  }
  return best;
}

/**
 * Sends the build's precompressed twin of an asset (scripts/precompress-plugin.ts wrote `.br` and
 * `.gz` beside each) when the browser takes that encoding: Brotli 11 is smaller than what the
 * compression middleware makes on the fly, and costs no CPU per request. Mounted before the
 * directory's express.static, which then serves the twin: the request is pointed at it, with the
 * original's Content-Type and a Content-Encoding, which the compression middleware leaves alone.
 * An asset without twins (React Router's manifest, written after the client build) is served as
 * before. Which twins exist is read once, at start: the build does not change under a running server.
 */
export function precompressedAssets(dir: string) {
  const files = namesIn(dir);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !files.has(name)) return next();
    const twins = TWINS.filter((twin) => files.has(name + twin.suffix));
    if (twins.length === 0) return next();
    res.vary("Accept-Encoding");
    const twin = preferredTwin(twins, req.get("accept-encoding"));
    if (!twin) return next();
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", twin.encoding);
    req.url = `/${name}${twin.suffix}${req.url.slice(req.path.length)}`;
    next();
  };
}

/**
 * express.static for a directory, consulted only for paths under one of the directory's own entries
 * (read at start: favicon.ico, images/): every page request went through it and cost a file-system
 * lookup for a file that is never there (2 % of an uncached product render's CPU in a profile).
 */
export function staticFiles(dir: string, options: Parameters<typeof express.static>[1]) {
  const entries = namesIn(dir);
  const serve = express.static(dir, options);
  return (req: Request, res: Response, next: NextFunction) => {
    const first = req.path.split("/")[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // Not a name any file has.
    }
    if (!entries.has(name)) return next();
    return serve(req, res, next);
  };
}
