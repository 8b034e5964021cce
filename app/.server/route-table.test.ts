import { beforeAll, describe, expect, it } from "vitest";
import { appRouteTable } from "#tests/helpers/route-table";
import { pagePathOf, type RouteTable } from "./route-table";

let table: RouteTable;
beforeAll(async () => {
  table = await appRouteTable();
});

describe("pagePathOf", () => {
  it.each([
    ["/_root.data", "/"],
    ["/shop.data", "/shop"],
    ["/product/clay-cooking-pot.data", "/product/clay-cooking-pot"],
    ["/shop", "/shop"],
  ])("%s is the data of %s", (pathname, page) => {
    expect(pagePathOf(pathname)).toBe(page);
  });
});

describe("catalogue pages, from their routes' handle", () => {
  it.each([
    ["/", true],
    ["/_root.data", true],
    ["/shop", true],
    ["/shop.data", true],
    ["/product/clay-cooking-pot", true],
    ["/product/clay-cooking-pot.data", true],
    ["/search", true],
    ["/best-selling", true],
    ["/flash-selling", true],
    ["/categories", true],
    ["/reviews", true],
    ["/about", true],
    ["/contact", true],
    ["/returns", true],
    ["/shipping", true],
    ["/cart", false],
    ["/checkout", false],
    ["/track", false],
    ["/order-confirmation/6f1c5b1e-0000-4000-8000-000000000000", false],
    ["/admin", false],
    ["/admin/products", false],
    ["/api/orders", false],
    ["/api/cart", false],
    ["/product/a/b", false],
    ["/shopping", false],
  ])("%s → %s", (path, expected) => {
    expect(table.factsFor(path).cache === "catalogue").toBe(expected);
  });
});

describe("sitemap pages", () => {
  it("lists the public pages without parameters whose route asks, and no personal or admin page", () => {
    expect(table.sitemapPaths()).toEqual([
      "/",
      "/shop",
      "/best-selling",
      "/flash-selling",
      "/categories",
      "/reviews",
      "/about",
      "/contact",
      "/returns",
      "/shipping",
      "/terms",
      "/privacy",
      "/track",
    ]);
  });
});

describe("pages and resource routes", () => {
  it.each([
    ["/", true],
    ["/shop.data", true],
    ["/product/clay-cooking-pot", true],
    ["/admin/orders", true],
    ["/no-such-page", true],
    ["/api/orders", false],
    ["/api/cart", false],
    ["/sitemap.xml", false],
    ["/api/admin/uploads", false],
    ["/admin/orders/6f1c5b1e-0000-4000-8000-000000000000", false],
  ])("%s is a page: %s", (path, page) => {
    expect(table.servesPage(path)).toBe(page);
  });
});
