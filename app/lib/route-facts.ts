/**
 * What the server needs to know about a page, declared on its route module as `handle` and read from
 * the matched routes: adding a page is one route module, with no list or pattern elsewhere to update.
 */
export type RouteFacts = {
  /**
   * "catalogue": the page shows only the catalogue, the same for every shopper, so it is revalidated
   * with an ETag, may be kept by a shared cache and is kept rendered in memory (app/.server/page-cache.ts).
   * Personal pages (cart, checkout, confirmation, tracking, admin) never say so.
   */
  cache?: "catalogue";
  /** Listed in /sitemap.xml (pages without URL parameters; products and categories are added there). */
  sitemap?: boolean;
};

/** The facts of a matched page: each route's handle, the deepest one winning. */
export function mergeRouteFacts(handles: readonly unknown[]): RouteFacts {
  return handles.reduce<RouteFacts>((facts, handle) => (isRecord(handle) ? { ...facts, ...pickFacts(handle) } : facts), {});
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function pickFacts(handle: Record<string, unknown>): RouteFacts {
  const facts: RouteFacts = {};
  if (handle.cache === "catalogue") facts.cache = "catalogue";
  if (typeof handle.sitemap === "boolean") facts.sitemap = handle.sitemap;
  return facts;
}
