import { describe, expect, it } from "vitest";
import { type RouteConfigEntry } from "@react-router/dev/routes";
import routes from "~/routes";
import { loadingView, routeIdsWithLoadingView } from "./loading-views";

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
});
