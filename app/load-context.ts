import type { RouteTable } from "./.server/route-table";

// What the server (server/app.ts) hands to every loader and action.
declare module "react-router" {
  interface AppLoadContext {
    cspNonce?: string;
    clientIp?: string;
    requestId?: string;
    /** Counts render errors of this response, so a page that failed half-way is never cached. */
    renderFailures?: { count: number };
    /** The app's routes and the facts their modules declare (the sitemap lists the pages that ask). */
    routeTable?: RouteTable;
  }
}

