import { createContext, RouterContextProvider } from "react-router";
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
   * The catalogue version the page cache read before rendering this catalogue page (undefined on
   * other pages): what the page is stored under, so its settings must be at least that new.
   */
  catalogueVersion?: number;
};

export const requestContext = createContext<RequestFacts>();

/** The app's routes and the facts their modules declare (the sitemap lists the pages that ask). */
export const routeTableContext = createContext<RouteTable>();

/** The signed-in admin, set by the admin routes' guard (app/routes/admin/guard.ts) before any of their loaders or actions run. */
export const adminContext = createContext<{ userId: string; email: string }>();

/** The context every loader, action and middleware of one request receives. */
export function createRequestContext(facts: RequestFacts, routeTable?: RouteTable): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestContext, facts);
  if (routeTable) context.set(routeTableContext, routeTable);
  return context;
}
