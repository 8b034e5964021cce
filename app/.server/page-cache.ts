import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import type { MiddlewareFunction } from "react-router";
import { isDatabaseUnavailable } from "./db/unavailable";
import { pageRenderContext, requestContext } from "./request-context";

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

/** A page body split where the per-response CSP nonce was: the parts every render of the same data shares. */
function splitAtNonce(body: Buffer, nonce: string | undefined): Buffer[] {
  if (!nonce) return [body];
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(nonce, 0, "latin1"); at !== -1; at = body.indexOf(nonce, start, "latin1")) {
    parts.push(body.subarray(start, at));
    start = at + nonce.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

function etagOf(parts: Buffer[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
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

/** A rendered catalogue page kept in memory, with its nonce cut out so each hit gets a fresh one. */
export type RenderedPage = {
  /** The catalogue version read before the page was rendered: its data is at least this new. */
  version: number;
  /** The body split where its nonce was: joined with each response's own nonce (`withNonce`). */
  parts: Buffer[];
  /** Headers the render set (content type, React Router's own), not the per-request ones. */
  headers: [string, string][];
  etag: string;
  /** What the page takes in memory, counted against the cache's size bound. */
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

  /** The pages' bytes as counted against the size bound. */
  get bytes() {
    return this.entries.calculatedSize;
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

/**
 * What the page cache's Express half tells React Router's half (keepRenderedPages) about a catalogue
 * page it did not have: through the request context (server/app.ts).
 */
export type PageRender = {
  /** The page's cache key (renderedPageKey). */
  key: string;
  /**
   * The catalogue version read before the render; undefined when it could not be read (nothing is
   * kept). The render's settings are read at least this new (settingsFor) without asking again.
   */
  version: number | undefined;
  nonce: string | undefined;
  /** Tracking parameters taken out of the key: a page that shows one is not kept. */
  tracking: string[];
  /** The response's Content-Security-Policy, put on everything but a 304 (see cataloguePageCaching). */
  contentSecurityPolicy: string | undefined;
  cacheControl: string;
  /** Where the page is kept; undefined when PAGE_CACHE_MB is 0 (ETags and 304s still apply). */
  store: RenderedPageCache | undefined;
};

// Set on every answer of the page, not kept with it: the body's, the validators, the policy.
const NOT_KEPT = new Set(["content-length", "transfer-encoding", "content-encoding", "vary", "etag", "cache-control", "content-security-policy"]);

/**
 * A kept page's bytes for one response: its parts joined with this response's nonce. The compression
 * middleware then compresses it as it does any page (decision 013).
 */
function withNonce(parts: Buffer[], nonce: string): Buffer {
  const hole = Buffer.from(nonce, "latin1");
  const joined: Buffer[] = [];
  parts.forEach((part, index) => (index === 0 ? joined.push(part) : joined.push(hole, part)));
  return Buffer.concat(joined);
}

/**
 * The page cache's Express half, for catalogue pages: a page rendered at the current catalogue
 * version is sent from memory (with this response's nonce put back in) before React Router runs, and
 * a matching If-None-Match is answered 304. A page it does not have is left to React Router, with
 * what keepRenderedPages needs in `res.locals.pageRender`.
 *
 * Browsers revalidate catalogue pages on every visit; the ETag lets a phone re-download one only when
 * its content changed (mobile data costs money). Cache-Control is public with PUBLIC_URL, else
 * private; both revalidate on every visit.
 *
 * A 304 deliberately carries no Content-Security-Policy: the browser keeps the stored page with the
 * policy it came with, whose nonce matches that page's scripts. A new nonce in the 304 would replace
 * the stored header and block the stored page's own scripts. The policy of a page being rendered is
 * therefore moved from the Express response into `pageRender`, and keepRenderedPages puts it on any
 * answer that is not a 304.
 */
export function cataloguePageCaching(options: {
  shared: boolean;
  /** True for pages (and their client-navigation `.data` twins) whose route says `cache: "catalogue"`. */
  isCataloguePage: (pathname: string) => boolean;
  renderedPages?: RenderedPages;
}) {
  const cacheControl = options.shared ? PUBLIC_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL;
  const { renderedPages, isCataloguePage } = options;

  return async (req: Request, res: Response, next: NextFunction) => {
    // GET only: a HEAD is answered without a body, whose ETag would not be the page's.
    if (req.method !== "GET" || !isCataloguePage(req.path)) return next();
    const nonce = res.locals.cspNonce as string | undefined;

    let version: number | undefined;
    const key = renderedPageKey(req);
    if (renderedPages && nonce) {
      try {
        version = await renderedPages.readVersion();
      } catch (error) {
        // Render anyway: an outage is then answered as on every page (the outage middleware's 503),
        // and any other failure of this read only costs the page its cache entry. Passed on to the
        // request context (server/app.ts), the outage is answered at once instead of the loaders
        // each waiting for a connection again: a 503 in one connect timeout, not two.
        if (isDatabaseUnavailable(error)) res.locals.databaseOutage = { error };
      }
      const page = version === undefined ? undefined : renderedPages.cache.get(key, version);
      // Says whether this page was rendered for this request (operators and tests read it).
      res.setHeader("X-Page-Cache", page ? "hit" : "miss");
      if (page) {
        for (const [name, value] of page.headers) res.setHeader(name, value);
        res.setHeader("ETag", page.etag);
        res.setHeader("Cache-Control", cacheControl);
        if (matchesEtag(req.get("if-none-match"), page.etag)) {
          res.removeHeader("Content-Security-Policy");
          res.removeHeader("Content-Type");
          return void res.status(304).end();
        }
        return void res.status(200).end(withNonce(page.parts, nonce));
      }
    }

    const policy = res.getHeader("Content-Security-Policy");
    res.removeHeader("Content-Security-Policy");
    res.locals.pageRender = {
      key,
      version,
      nonce,
      tracking: withoutTrackingParameters(req.originalUrl).tracking,
      contentSecurityPolicy: typeof policy === "string" ? policy : undefined,
      cacheControl,
      store: renderedPages?.cache,
    } satisfies PageRender;
    next();
  };
}

/**
 * The page cache's React Router half, a root middleware: gives a catalogue page that was rendered
 * for this request its ETag and Cache-Control, answers a matching If-None-Match with 304 and no
 * body, and keeps the page for the Express half to send again. The render is read whole first: its
 * ETag and its cache entry cover the whole page, streamed sections included.
 *
 * Any other status (404, 500, a redirect, a 503 for an outage) is passed on untouched and unkept,
 * and so is a page in which a streamed section failed after the 200 went out (counted in the
 * request's renderFailures), which is sent with no-store.
 */
export const keepRenderedPages: MiddlewareFunction<globalThis.Response> = async ({ request, context }, next) => {
  const render = context.get(pageRenderContext);
  if (!render) return next();
  const response = await next();
  const headers = new Headers(response.headers);
  if (render.contentSecurityPolicy) headers.set("Content-Security-Policy", render.contentSecurityPolicy);
  const failures = context.get(requestContext).renderFailures;
  if (response.status !== 200 || headers.has("set-cookie") || !response.body) {
    return new globalThis.Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  const body = Buffer.from(await response.arrayBuffer());
  if (failures.count > 0) {
    headers.set("Cache-Control", "no-store");
    return new globalThis.Response(body, { status: 200, headers });
  }
  const parts = splitAtNonce(body, render.nonce);
  const etag = etagOf(parts);
  if (render.store && render.version !== undefined && render.nonce && !showsAnyOf(body, render.tracking)) {
    const kept = [...headers].filter(([name]) => !NOT_KEPT.has(name));
    // The parts are views of the body's own buffer (read whole above), which holds this page alone.
    render.store.set(render.key, { version: render.version, parts, headers: kept, etag, bytes: body.length });
  }
  headers.set("ETag", etag);
  headers.set("Cache-Control", render.cacheControl);
  if (matchesEtag(request.headers.get("if-none-match") ?? undefined, etag)) {
    for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length", "Transfer-Encoding"]) headers.delete(name);
    return new globalThis.Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(body.length));
  return new globalThis.Response(body, { status: 200, headers });
};
