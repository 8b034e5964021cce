import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { countOf, moreThanCountOf } from "./format";
import { TablePagination } from "./table-pagination";

function render(url: string, props: Parameters<typeof TablePagination>[0]) {
  const html = renderToString(createElement(MemoryRouter, { initialEntries: [url] }, createElement(TablePagination, props)));
  return {
    text: html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
    links: [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&")),
  };
}

describe("admin totals", () => {
  it("say an exact count with the right noun, and a lower bound with a plus", () => {
    expect(countOf(1, "order", "orders")).toBe("1 order");
    expect(countOf(1234, "order", "orders")).toBe("1,234 orders");
    expect(moreThanCountOf(10_180, "orders")).toBe("10,180+ orders");
  });
});

describe("TablePagination", () => {
  it("shows the page count and only the links that lead somewhere for an exact total", () => {
    expect(render("/admin/orders?q=rahim&page=3", { page: 3, pageSize: 20, total: 45 })).toEqual({
      text: "Page 3 of 3 Previous",
      links: ["/admin/orders?q=rahim&page=2"],
    });
    expect(render("/admin/orders", { page: 1, pageSize: 20, total: 20 }).text).toBe("");
  });

  it("for a capped total says the page count is a lower bound and keeps Next", () => {
    expect(render("/admin/orders?q=rahim&status=delivered&page=500", { page: 500, pageSize: 20, total: 10_180, capped: true })).toEqual({
      text: "Page 500 of 509+ Previous Next",
      links: ["/admin/orders?q=rahim&status=delivered&page=499", "/admin/orders?q=rahim&status=delivered&page=501"],
    });
    expect(render("/admin/products?q=silk", { page: 1, pageSize: 20, total: 200, capped: true })).toEqual({
      text: "Page 1 of 10+ Next",
      links: ["/admin/products?q=silk&page=2"],
    });
  });
});
