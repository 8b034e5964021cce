import { createContext, type MiddlewareFunction, RouterContextProvider } from "react-router";
import { isLocale, type Locale, LOCALE_HEADER, localeFromPath } from "~/lib/i18n";
import type { Staff } from "./auth";
import type { PageRender } from "./page-cache";
import type { RouteTable } from "./route-table";

/** What the server (server/app.ts) knows of each request before any route runs. */
export type RequestFacts = {
  requestId: string;
  /** The nonce this response's inline scripts carry (Content-Security-Policy). */
  cspNonce: string | undefined;
  /** The client's address as TRUST_PROXY resolves it (rate limits, sign-in throttling). */
  clientIp: string | undefined;
  /** Counts render errors of this response, so a page that failed half-way is never cached. */
  renderFailures: { count: number };
  /**
   * The database outage this request ran into, once one did: found by the page cache's version read
   * before any route ran, or recorded by handleError (entry.server) when a loader, action or
   * middleware failed with one. The outage middleware (app/.server/outage.ts) answers 503 from it.
   */
  databaseOutage: { error?: unknown };
};

export const requestContext = createContext<RequestFacts>();

/** The app's routes and the facts their modules declare (the sitemap lists the pages that ask). */
export const routeTableContext = createContext<RouteTable>();

/** A catalogue page the page cache did not have: what its React Router half needs to keep it (app/.server/page-cache.ts). */
// null, not undefined: React Router treats an undefined default as no default and throws on get().
export const pageRenderContext = createContext<PageRender | null>(null);

/**
 * True when this response is read whole before any of it is sent: a catalogue page, which
 * keepRenderedPages hashes for its ETag and keeps (app/.server/page-cache.ts). Streaming such a
 * response gains its visitor nothing, so its render does not stream (belowTheFold, entry.server).
 */
export function isReadWhole(context: Readonly<RouterContextProvider>): boolean {
  return context.get(pageRenderContext) !== null;
}

/** The signed-in staff member, set by the admin routes' guard (app/routes/admin/guard.ts) before any of their loaders or actions run. */
export const adminContext = createContext<Staff>();

/**
 * The language of this request: the page's (/bn… is Bangla), or for the JSON APIs the one the page's
 * scripts name in the X-Haat-Locale header, so a refusal reads in the language of the page it shows on.
 */
export const localeContext = createContext<Locale>("en");

export function localeOfRequest(request: Request): Locale {
  const fromPath = localeFromPath(new URL(request.url).pathname);
  if (fromPath === "bn") return fromPath;
  const named = request.headers.get(LOCALE_HEADER);
  return isLocale(named) ? named : "en";
}

/** Root middleware: every loader, action and middleware below reads the locale from the context. */
export const provideLocale: MiddlewareFunction<Response> = ({ request, context }, next) => {
  context.set(localeContext, localeOfRequest(request));
  return next();
};

/** The context every loader, action and middleware of one request receives. */
export function createRequestContext(
  facts: Omit<RequestFacts, "databaseOutage" | "renderFailures"> & Partial<Pick<RequestFacts, "databaseOutage" | "renderFailures">>,
  routeTable?: RouteTable,
  pageRender?: PageRender,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, { ...facts, databaseOutage: facts.databaseOutage ?? {}, renderFailures: facts.renderFailures ?? { count: 0 } });
  if (pageRender) context.set(pageRenderContext, pageRender);
  if (routeTable) context.set(routeTableContext, routeTable);
  return context;
}
