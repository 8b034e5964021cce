import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Browsers revalidate a catalogue page on every visit (max-age=0), so a shopper or an admin who
 * just hid a product never sees it again from their own cache; an unchanged page then costs one
 * empty 304 instead of the whole page (mobile data costs money). A shared cache (a CDN in front of
 * the shop) may answer for 5 s before it must ask again, so an admin's change reaches every
 * shopper within 5 s. No stale-while-revalidate: it would let a browser show a page it knows is
 * out of date. The server re-prices every order anyway, and the cart page re-reads prices.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, must-revalidate";

/**
 * Without PUBLIC_URL, pages build their canonical and Open Graph links from the request's Host: a
 * shared cache must not keep those (one forged Host would be served to everyone), so only the
 * shopper's own browser may store them.
 */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, max-age=0, must-revalidate";

/** Shared with the render (through the load context): errors that happened while rendering this response. */
export type RenderFailures = { count: number };

// Pages (and their client-navigation `.data` twins) that show only the catalogue: the same for every
// shopper. Cart, checkout, confirmation, tracking and admin pages are personal and never listed.
const CATALOGUE_PAGE =
  /^\/(?:|_root\.data|shop|search|best-selling|flash-selling|categories|reviews|about|contact|returns|shipping|product\/[^/]+)(?:\.data)?$/;

/** True for paths whose responses are the same for everyone and may be cached publicly. */
export function isCataloguePage(pathname: string): boolean {
  return CATALOGUE_PAGE.test(pathname);
}

/** A weak ETag for a page body, ignoring the per-response CSP nonce (the only part that differs between two renders of the same data). */
export function pageEtag(body: Buffer, nonce: string | undefined): string {
  const text = body.toString("latin1");
  const stable = nonce ? text.split(nonce).join("") : text;
  return `W/"${createHash("sha256").update(stable, "latin1").digest("base64url").slice(0, 27)}"`;
}

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

type Chunk = string | Buffer | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === "string") return Buffer.from(chunk, encoding ?? "utf8");
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/**
 * Express middleware for catalogue pages: collects the rendered page, gives it a Cache-Control
 * (public with PUBLIC_URL, else private; both revalidate on every visit) and an ETag, and answers a matching If-None-Match with 304 and no body, so a
 * shopper's phone re-downloads a page only when its content changed (mobile data costs money).
 *
 * The 304 deliberately carries no Content-Security-Policy: the browser keeps the stored page with
 * the policy it came with, whose nonce matches that page's scripts. A new nonce in the 304 would
 * replace the stored header and block the stored page's own scripts.
 *
 * Any other status (404, 500, a redirect) is passed on untouched and uncached, and so is a page
 * in which a streamed section failed after the 200 went out (counted in `res.locals.renderFailures`).
 */
export function cataloguePageCaching(options: { shared: boolean }) {
  const cacheControl = options.shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
  return (req: Request, res: Response, next: NextFunction) => {
    // GET only: a HEAD is answered without a body, whose ETag would not be the page's.
    if (req.method !== "GET" || !isCataloguePage(req.path)) return next();
    const failures: RenderFailures = { count: 0 };
    res.locals.renderFailures = failures;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: Chunk, encoding?: BufferEncoding, callback?: Callback) => boolean;
    const end = res.end.bind(res) as (chunk?: Chunk, encoding?: BufferEncoding, callback?: () => void) => Response;

    res.write = ((chunk: Chunk, encodingOrCallback?: BufferEncoding | Callback, callback?: Callback) => {
      const encoding = typeof encodingOrCallback === "string" ? encodingOrCallback : undefined;
      chunks.push(toBuffer(chunk, encoding));
      const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
      if (done) queueMicrotask(() => done());
      return true;
    }) as Response["write"];

    res.end = ((chunk?: Chunk | (() => void), encodingOrCallback?: BufferEncoding | (() => void), callback?: () => void) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
        chunks.push(toBuffer(chunk, typeof encodingOrCallback === "string" ? encodingOrCallback : undefined));
      }
      const done = [chunk, encodingOrCallback, callback].find((arg): arg is () => void => typeof arg === "function");
      const body = Buffer.concat(chunks);
      res.write = write as Response["write"];
      // A section that failed to render (its status was already sent as 200) is never stored.
      if (failures.count > 0) res.setHeader("Cache-Control", "no-store");
      if (res.statusCode === 200 && res.getHeader("set-cookie") === undefined && failures.count === 0) {
        const etag = pageEtag(body, res.locals.cspNonce as string | undefined);
        res.setHeader("ETag", etag);
        res.setHeader("Cache-Control", cacheControl);
        if (matchesEtag(req.get("if-none-match"), etag)) {
          res.statusCode = 304;
          for (const header of ["Content-Security-Policy", "Content-Type", "Content-Length", "Transfer-Encoding"]) res.removeHeader(header);
          return end(undefined, undefined, done);
        }
        res.setHeader("Content-Length", body.length);
      }
      if (body.length > 0) write(body);
      return end(undefined, undefined, done);
    }) as Response["end"];

    next();
  };
}
