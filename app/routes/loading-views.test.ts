import { describe, expect, it } from "vitest";
import { type RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { appRouteTable } from "#tests/helpers/route-table";
import { type LoadingRoute, loadingRouteIdFor, loadingView, routeIdsWithLoadingView } from "./loading-views";

function routeIds(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id ?? entry.file.replace(/\.[jt]sx?$/, ""), ...routeIds(entry.children ?? [])]);
}

describe("loading views", () => {
  it("belong each to a page of the route table (a renamed page cannot leave its view behind)", async () => {
    const ids = routeIds(await routes);
    expect(routeIdsWithLoadingView.length).toBeGreaterThan(0);
    for (const id of routeIdsWithLoadingView) expect(ids, id).toContain(id);
  });

  it("are found by route id: home, shop, search, product and the confirmation have one; a page without one keeps the current page", () => {
    expect([...routeIdsWithLoadingView].sort()).toEqual(["routes/shop/home", "routes/shop/order-confirmation", "routes/shop/product", "routes/shop/search", "routes/shop/shop"]);
    expect(loadingView("routes/shop/product")).not.toBeNull();
    expect(loadingView("routes/shop/about")).toBeNull();
    expect(loadingView(undefined)).toBeNull();
  });

  it("are matched by path against the route table's patterns, in both languages and whatever the router has discovered", async () => {
    const table = await appRouteTable();
    const routes = routeIdsWithLoadingView.map((id): LoadingRoute => ({ id, path: table.pathOf(id)! }));
    expect(Object.fromEntries(routes.map(({ id, path }) => [id, path]))).toMatchObject({ "routes/shop/product": "/bn?/product/:slug", "routes/shop/home": "/bn?" });
    const cases: [string, string | undefined][] = [
      ["/", "routes/shop/home"],
      ["/bn", "routes/shop/home"],
      ["/shop", "routes/shop/shop"],
      ["/bn/shop", "routes/shop/shop"],
      ["/search", "routes/shop/search"],
      ["/product/clay-cooking-pot", "routes/shop/product"],
      ["/bn/product/clay-cooking-pot", "routes/shop/product"],
      ["/order-confirmation/0f6e2b9c-1d6e-4b55-9a31-1c7c0d9f5e11", "routes/shop/order-confirmation"],
      ["/about", undefined],
      ["/product", undefined],
      ["/product/a/b", undefined],
      ["/no-such-page", undefined],
    ];
    for (const [pathname, id] of cases) expect(loadingRouteIdFor(pathname, routes), pathname).toBe(id);
  });
});
