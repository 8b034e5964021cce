import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { continueWithDatabaseUnavailable } from "./db/request-outage";
import { isDatabaseUnavailable } from "./db/unavailable";

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

/** A page body (latin1, byte for byte) split where the per-response CSP nonce was: the parts every render of the same data shares. */
function splitAtNonce(body: Buffer, nonce: string | undefined): string[] {
  const text = body.toString("latin1");
  return nonce ? text.split(nonce) : [text];
}

function etagOf(parts: string[]): string {
  return `W/"${createHash("sha256").update(parts.join(""), "latin1").digest("base64url").slice(0, 27)}"`;
}

/** A weak ETag for a page body, ignoring the per-response CSP nonce (the only part that differs between two renders of the same data). */
export function pageEtag(body: Buffer, nonce: string | undefined): string {
  return etagOf(splitAtNonce(body, nonce));
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

/** A rendered catalogue page kept in memory, with its nonce cut out so each hit gets a fresh one. */
export type RenderedPage = {
  /** The catalogue version read before the page was rendered: its data is at least this new. */
  version: number;
  /** The body (latin1, byte for byte) split where the nonce was. */
  parts: string[];
  /** Headers the render set (content type, React Router's own), not the per-request ones. */
  headers: [string, string | number | string[]][];
  etag: string;
  bytes: number;
};

/**
 * Rendered catalogue pages, per process. An entry is served only while the catalogue version it was
 * rendered at is still the current one (read from the database for every request, so a change
 * committed by any instance or by hand is seen by the next request everywhere), and for at most
 * `maxAgeMs`, which bounds what depends on the clock (the footer's year). Least recently used entries
 * go first once there are more than `maxEntries` or `maxBytes` of them (lru-cache keeps the order,
 * the sizes and the ages).
 */
export class RenderedPageCache {
  private readonly entries: LRUCache<string, RenderedPage>;

  constructor(limits: { maxEntries: number; maxBytes: number; maxAgeMs: number; now?: () => number }) {
    const now = limits.now ?? Date.now;
    this.entries = new LRUCache<string, RenderedPage>({
      max: limits.maxEntries,
      maxSize: limits.maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes),
      ttl: limits.maxAgeMs,
      // The age is checked on every read against the clock itself: no timers, no cached time.
      ttlAutopurge: false,
      ttlResolution: 0,
      perf: { now },
    });
  }

  /**
   * The page for `key` if it was rendered at exactly `version` and is young enough. Not a later one:
   * versions only grow, unless the database is restored or replaced under a running server.
   */
  get(key: string, version: number): RenderedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Keeps a page unless a newer version of it is already kept (a slow render must not replace a later one). */
  set(key: string, page: RenderedPage) {
    const existing = this.entries.peek(key);
    if (existing && existing.version > page.version) return;
    // lru-cache refuses an entry larger than maxSize by itself; the older one goes either way.
    this.entries.delete(key);
    this.entries.set(key, page);
  }

  get size() {
    return this.entries.size;
  }
}

// Ad and campaign tags (Facebook and Google ads, newsletters) that the shop never reads. Every ad
// click carries a unique fbclid or gclid: kept in the key, each would be a render of its own and
// would push real pages out of the cache just when an ad brings traffic.
const TRACKING_PARAMETER = /^(?:utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|ttclid|twclid|igshid|yclid|mc_cid|mc_eid|_ga|_gl)$/i;

function decodedQueryName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "));
  } catch {
    return raw;
  }
}

/**
 * The request URL without tracking parameters (the others keep their order and spelling), and the
 * names and values taken out (as written), so a page that shows one of them is not shared.
 */
export function withoutTrackingParameters(originalUrl: string): { url: string; tracking: string[] } {
  const query = originalUrl.indexOf("?");
  if (query === -1) return { url: originalUrl, tracking: [] };
  const kept: string[] = [];
  const tracking: string[] = [];
  for (const pair of originalUrl.slice(query + 1).split("&")) {
    const equals = pair.indexOf("=");
    const name = equals === -1 ? pair : pair.slice(0, equals);
    if (!TRACKING_PARAMETER.test(decodedQueryName(name))) {
      kept.push(pair);
      continue;
    }
    tracking.push(name);
    if (equals !== -1 && equals < pair.length - 1) tracking.push(pair.slice(equals + 1));
  }
  const path = originalUrl.slice(0, query);
  return { url: kept.length > 0 ? `${path}?${kept.join("&")}` : path, tracking };
}

/**
 * True when a rendered page shows a tracking parameter (a link that carries the query on): that
 * page belongs to this URL alone and must not be served for the URL without it.
 */
function showsAnyOf(body: Buffer, tracking: string[]): boolean {
  return tracking.some((raw) => body.includes(raw) || body.includes(decodedQueryName(raw)));
}

/**
 * Everything of the request a catalogue page's render depends on: the URL (without tracking
 * parameters, which the shop ignores) and the origin its
 * canonical and Open Graph links are built from without PUBLIC_URL. That origin comes from the
 * Host header or, behind a trusted proxy, from X-Forwarded-Host and X-Forwarded-Proto, so all of
 * them are part of the key: a forged header gets its own entry and is never served to anyone else.
 * Crawlers get a fully resolved render, so they have their own entries too.
 */
export function renderedPageKey(req: Request): string {
  const userAgent = req.get("user-agent");
  const crawler = userAgent !== undefined && isbot(userAgent);
  const { url } = withoutTrackingParameters(req.originalUrl);
  return JSON.stringify([crawler, req.protocol, req.hostname, req.get("host") ?? "", req.get("x-forwarded-host") ?? "", url]);
}

/** What the middleware needs to serve pages from memory: the cache and how to read the current catalogue version. */
export type RenderedPages = { cache: RenderedPageCache; readVersion: () => Promise<number> };

// Set by the server before the render, the same for every render of the page: not kept with it.
const BODY_HEADERS = new Set(["content-length", "transfer-encoding", "etag", "cache-control"]);

/**
 * Express middleware for catalogue pages: collects the rendered page, gives it a Cache-Control
 * (public with PUBLIC_URL, else private; both revalidate on every visit) and an ETag, and answers a
 * matching If-None-Match with 304 and no body, so a shopper's phone re-downloads a page only when its
 * content changed (mobile data costs money).
 *
 * With `renderedPages`, a page rendered at the current catalogue version is served from memory
 * without rendering it again (with this response's nonce put back in), and a fresh render is kept.
 *
 * The 304 deliberately carries no Content-Security-Policy: the browser keeps the stored page with
 * the policy it came with, whose nonce matches that page's scripts. A new nonce in the 304 would
 * replace the stored header and block the stored page's own scripts.
 *
 * Any other status (404, 500, a redirect) is passed on untouched and uncached, and so is a page
 * in which a streamed section failed after the 200 went out (counted in `res.locals.renderFailures`).
 */
export function cataloguePageCaching(options: {
  shared: boolean;
  /** True for pages (and their client-navigation `.data` twins) whose route says `cache: "catalogue"`. */
  isCataloguePage: (pathname: string) => boolean;
  renderedPages?: RenderedPages;
}) {
  const cacheControl = options.shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
  const { renderedPages, isCataloguePage } = options;

  function answer(req: Request, res: Response, etag: string, body: Buffer, end: (chunk?: Chunk) => void) {
    res.setHeader("ETag", etag);
    res.setHeader("Cache-Control", cacheControl);
    if (matchesEtag(req.get("if-none-match"), etag)) {
      res.statusCode = 304;
      for (const header of ["Content-Security-Policy", "Content-Type", "Content-Length", "Transfer-Encoding"]) res.removeHeader(header);
      return end();
    }
    res.setHeader("Content-Length", body.length);
    end(body);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    // GET only: a HEAD is answered without a body, whose ETag would not be the page's.
    if (req.method !== "GET" || !isCataloguePage(req.path)) return next();
    const nonce = res.locals.cspNonce as string | undefined;

    let version: number | undefined;
    let outage: { error: unknown } | undefined;
    let key = "";
    if (renderedPages && nonce) {
      try {
        version = await renderedPages.readVersion();
      } catch (error) {
        // Render anyway: an outage is then answered as on every page (the loaders' 503), and any
        // other failure of this read only costs the page its cache entry.
        if (isDatabaseUnavailable(error)) outage = { error };
      }
      // The render reads the shop's settings at least this new (app/.server/settings.ts) without asking again.
      res.locals.catalogueVersion = version;
      key = renderedPageKey(req);
      const page = version === undefined ? undefined : renderedPages.cache.get(key, version);
      // Says whether this page was rendered for this request (operators and tests read it).
      res.setHeader("X-Page-Cache", page ? "hit" : "miss");
      if (page) {
        for (const [name, value] of page.headers) res.setHeader(name, value);
        res.statusCode = 200;
        return answer(req, res, page.etag, Buffer.from(page.parts.join(nonce), "latin1"), (chunk) => res.end(chunk));
      }
    }

    const failures: RenderFailures = { count: 0 };
    res.locals.renderFailures = failures;
    const headersBeforeRender = new Set(res.getHeaderNames());
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
      res.end = end as Response["end"];
      const finish = (last?: Chunk) => {
        if (last !== undefined && last.length > 0) write(last);
        end(undefined, undefined, done);
      };
      // A section that failed to render (its status was already sent as 200) is never stored.
      if (failures.count > 0) res.setHeader("Cache-Control", "no-store");
      if (res.statusCode !== 200 || res.getHeader("set-cookie") !== undefined || failures.count > 0) {
        finish(body);
        return res;
      }
      const parts = splitAtNonce(body, nonce);
      const etag = etagOf(parts);
      if (renderedPages && version !== undefined && nonce && !showsAnyOf(body, withoutTrackingParameters(req.originalUrl).tracking)) {
        const headers = res
          .getHeaderNames()
          .filter((name) => !headersBeforeRender.has(name) && !BODY_HEADERS.has(name))
          .map((name): [string, string | number | string[]] => [name, res.getHeader(name)!]);
        renderedPages.cache.set(key, { version, parts, headers, etag, bytes: body.length });
      }
      answer(req, res, etag, body, finish);
      return res;
    }) as Response["end"];

    // The render's loaders fail with this outage at once instead of each waiting for a connection
    // again: a 503 in one connect timeout, not two.
    if (outage) return continueWithDatabaseUnavailable(outage.error, next);
    next();
  };
}
