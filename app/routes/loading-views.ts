import { type ComponentType, createElement, type ReactNode } from "react";

/*
 * Each page's loading view: what the page area shows while a client navigation waits for that
 * page's data. A page declares one with a file beside its route module, `<page>.loading.tsx`, whose
 * default export draws it (the convention Next.js uses for loading.tsx); the route table says which
 * page a navigation is going to. It cannot be an export or `handle` of the route module itself: the
 * router starts fetching a page's module when the navigation starts, and draws nothing new until the
 * page's data has arrived, so the view must already be in the browser. The views are small
 * (skeletons made of shared components) and travel in the shop layout's chunk.
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
