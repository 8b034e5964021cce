import { type ComponentType, createElement, type ReactNode } from "react";
import { matchRoutes } from "react-router";

/*
 * Each page's loading view: what the page area shows while a client navigation waits for that
 * page's data. A page declares one with a file beside its route module, `<page>.loading.tsx`, whose
 * default export draws it (the convention Next.js uses for loading.tsx). It cannot be an export or
 * `handle` of the route module itself: the router starts fetching a page's module when the
 * navigation starts, and draws nothing new until the page's data has arrived, so the view must
 * already be in the browser. The views are small (skeletons made of shared components) and travel in
 * the shop layout's chunk.
 *
 * Which page a navigation is going to is matched against those pages' path patterns, which the shop
 * layout's loader takes from the server's route table (`LoadingRoute`): the browser's router learns
 * routes lazily (route discovery, after hydration, and never with Android's Data Saver on), so its
 * own pending match can be the not-found page until it has asked the server.
 */
const views = import.meta.glob<ComponentType>("./**/*.loading.tsx", { eager: true, import: "default" });

const SUFFIX = ".loading.tsx";

/** React Router names a route by its module's path under app/, without the extension. */
const viewsByRouteId = new Map(Object.entries(views).map(([file, view]) => [`routes/${file.slice("./".length, -SUFFIX.length)}`, view]));

/** The route ids that have a loading view (for the test that each belongs to a route). */
export const routeIdsWithLoadingView: readonly string[] = [...viewsByRouteId.keys()];

/** The loading view of the page a navigation is going to, or null: that page has none, so the current one stays until the next is ready. */
export function loadingView(routeId: string | undefined): ReactNode {
  const view = routeId === undefined ? undefined : viewsByRouteId.get(routeId);
  return view ? createElement(view) : null;
}

/** A page that has a loading view, and its whole path pattern from the route table (e.g. `/bn?/product/:slug`). */
export type LoadingRoute = { id: string; path: string };

/** The route id of the page with a loading view that `pathname` goes to, matched as React Router matches. */
export function loadingRouteIdFor(pathname: string, routes: readonly LoadingRoute[]): string | undefined {
  return matchRoutes([...routes], pathname)?.at(-1)?.route.id;
}
