import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { type Permission, permissionOfHandle } from "~/lib/permissions";
import { mergeRouteFacts, type RouteFacts } from "~/lib/route-facts";

/** A route as the server build lists it (flat, each naming its parent). */
export type BuiltRoute = Pick<NonNullable<ServerBuild["routes"][string]>, "id" | "parentId" | "path" | "index" | "caseSensitive"> & {
  module: { handle?: unknown; default?: unknown };
};

/** The app's routes as the server sees them: the facts each page declares in its `handle`. */
export type RouteTable = {
  /** The facts of the page at `pathname` (a client navigation's `.data` URL counts as its page). */
  factsFor(pathname: string): RouteFacts;
  /** Paths of the pages that ask to be in the sitemap, in route-table order (English paths; each also has its /bn one). */
  sitemapPaths(): string[];
  /** Whether `pathname` is a page (its route renders a component), not a resource route (API, feeds). */
  servesPage(pathname: string): boolean;
  /** The whole path pattern of the page with this route id (e.g. `/bn?/product/:slug`), if it is a page. */
  pathOf(routeId: string): string | undefined;
  /**
   * The permission the deepest route matching `pathname` names in its own handle (never inherited
   * from a layout, so an admin route that names none has none and the admin guard refuses it).
   */
  permissionOf(pathname: string): Permission | undefined;
};

type Node = RouteObject & { id: string; handle?: unknown; page: boolean; children?: Node[] };

/** The page a client navigation's data request is for: `/shop.data` → `/shop`, `/_root.data` → `/`. */
export function pagePathOf(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function createRouteTable(routes: Record<string, BuiltRoute | undefined>): RouteTable {
  const nodes = new Map<string, Node>();
  const list = Object.values(routes).filter((route): route is BuiltRoute => route !== undefined);
  for (const route of list) {
    const common = { id: route.id, path: route.path, caseSensitive: route.caseSensitive, handle: route.module.handle, page: route.module.default !== undefined };
    nodes.set(route.id, route.index ? { ...common, index: true } : { ...common, children: [] });
  }
  const roots: Node[] = [];
  for (const route of list) {
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }

  const fullPaths: { path: string; handles: unknown[] }[] = [];
  const pathsById = new Map<string, string>();
  const walk = (node: Node, prefix: string, handles: unknown[]) => {
    const path = node.path ? `${prefix.replace(/\/$/, "")}/${node.path}` : prefix;
    const chain = [...handles, node.handle];
    if (node.index || (node.path && !node.children?.length)) {
      fullPaths.push({ path: path || "/", handles: chain });
      pathsById.set(node.id, path || "/");
    }
    for (const child of node.children ?? []) walk(child, path || "/", chain);
  };
  for (const root of roots) walk(root, "", []);
  // A page is listed once, by its path without optional static segments (the storefront's "bn?"
  // language prefix): the sitemap adds each page's Bangla address beside it.
  const sitemap = fullPaths
    .filter(({ path, handles }) => !/[:*]/.test(path) && mergeRouteFacts(handles).sitemap === true)
    .map(({ path }) => path.replace(/\/[^/]+\?(?=\/|$)/g, "") || "/");

  // Matching ranks every route on each call; the page cache asks for every request, so the answer
  // for a path is kept (bounded: product paths are many).
  const known = new LRUCache<string, RouteFacts>({ max: 10_000 });
  return {
    factsFor(pathname) {
      let facts = known.get(pathname);
      if (!facts) {
        const matches = matchRoutes(roots, pagePathOf(pathname)) ?? [];
        facts = mergeRouteFacts(matches.map((match) => (match.route as Node).handle));
        known.set(pathname, facts);
      }
      return facts;
    },
    sitemapPaths: () => sitemap,
    pathOf: (routeId) => pathsById.get(routeId),
    permissionOf(pathname) {
      const deepest = matchRoutes(roots, pagePathOf(pathname))?.at(-1);
      return deepest ? permissionOfHandle((deepest.route as Node).handle) : undefined;
    },
    servesPage(pathname) {
      const deepest = matchRoutes(roots, pagePathOf(pathname))?.at(-1);
      return deepest ? (deepest.route as Node).page : true;
    },
  };
}
