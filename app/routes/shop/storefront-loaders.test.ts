import type { Params } from "react-router";
import { describe, expect, it } from "vitest";
import { createCategory, createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { loaderArgs, testContext } from "#tests/helpers/route-args";
import { localeContext } from "~/.server/request-context";
import { appRouteTable } from "#tests/helpers/route-table";
import { loader as robotsLoader } from "../robots[.]txt";
import { loader as sitemapLoader } from "../sitemap[.]xml";
import { meta as notFoundMeta } from "./not-found";
import { loader as homeLoader } from "./home";
import { loader as productLoader, meta as productMeta } from "./product";
import { loader as searchLoader } from "./search";
import { loader as shopLoader } from "./shop";

const ORIGIN = "http://haat.test";
const args = <P extends Params = Record<string, never>>(path: string, params?: P) => loaderArgs(new Request(`${ORIGIN}${path}`), { params });

/** What a loader threw: a Response (redirect) or a data() result with a status. */
async function thrown(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    if (error && typeof error === "object" && "init" in error) {
      const init = (error as { init?: { status?: number } }).init;
      return { status: init?.status };
    }
    throw error;
  }
  throw new Error("expected the loader to throw");
}

describe(`storefront loaders (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("serves a product by slug with its origin and related products", async () => {
    const cat = await createCategory(handle().db);
    const product = await createProduct(handle().db, { slug: "nakshi-kantha", categoryId: cat.id });
    const sibling = await createProduct(handle().db, { categoryId: cat.id });
    const result = await productLoader(args("/product/nakshi-kantha", { slug: "nakshi-kantha" }));
    expect(result.product.id).toBe(product.id);
    expect(result.origin).toBe(ORIGIN);
    expect((await result.related).map((p) => p.id)).toEqual([sibling.id]);
  });

  it("serves a Bangla page's catalogue text in Bangla, and the English where none is saved", async () => {
    const cat = await createCategory(handle().db);
    await createProduct(handle().db, { slug: "nakshi-kantha-bn", name: "Nakshi Kantha", nameBn: "নকশি কাঁথা", categoryId: cat.id });
    await createProduct(handle().db, { name: "Clay Pot", categoryId: cat.id });
    const bangla = testContext();
    bangla.set(localeContext, "bn");
    const product = await productLoader(loaderArgs(new Request(`${ORIGIN}/bn/product/nakshi-kantha-bn`), { params: { slug: "nakshi-kantha-bn" }, context: bangla }));
    expect(product.product.name).toBe("নকশি কাঁথা");
    expect((await product.related).map((p) => p.name)).toEqual(["Clay Pot"]);
    const shop = await shopLoader(loaderArgs(new Request(`${ORIGIN}/bn/shop?category=${cat.id}`), { context: bangla }));
    expect(shop.products.map((p) => p.name).sort()).toEqual(["Clay Pot", "নকশি কাঁথা"]);
    // The home gallery's captions too.
    const home = await homeLoader(loaderArgs(new Request(`${ORIGIN}/bn`), { context: bangla }));
    expect((await home.gallery)?.map((p) => p.name)).toContain("নকশি কাঁথা");
    const english = await productLoader(args("/product/nakshi-kantha-bn", { slug: "nakshi-kantha-bn" }));
    expect(english.product.name).toBe("Nakshi Kantha");
  });

  it("moves /product/{id} permanently to the slug URL; 404 for unknown and inactive products", async () => {
    const product = await createProduct(handle().db, { slug: "jamdani-saree" });
    const hidden = await createProduct(handle().db, { slug: "old-saree", isActive: false });
    expect(await thrown(productLoader(args(`/product/${product.id}`, { slug: String(product.id) })))).toEqual({
      status: 301,
      location: "/product/jamdani-saree",
    });
    expect(await thrown(productLoader(args(`/product/${hidden.id}`, { slug: String(hidden.id) })))).toEqual({ status: 404 });
    expect(await thrown(productLoader(args("/product/old-saree", { slug: "old-saree" })))).toEqual({ status: 404 });
    expect(await thrown(productLoader(args("/product/nothing", { slug: "nothing" })))).toEqual({ status: 404 });
    expect(await thrown(productLoader(args("/product/99999999999999", { slug: "99999999999999" })))).toEqual({ status: 404 });
    expect(await thrown(productLoader(args("/product/a%00b", { slug: "a\u0000b" })))).toEqual({ status: 404 });
  });

  it("gives every product an absolute og:image: its first photo, else the shop's default artwork", async () => {
    const photographed = await createProduct(handle().db, { slug: "with-photo", imageUrl: "/uploads/products/a.webp", images: [] });
    const bare = await createProduct(handle().db, { slug: "no-photo", imageUrl: null, images: [] });
    const ogImage = async (slug: string) => {
      const loaderData = await productLoader(args(`/product/${slug}`, { slug }));
      const tags = productMeta({ loaderData, matches: [], location: { pathname: `/product/${slug}`, search: "" } } as never) as { property?: string; content?: string }[];
      return tags.filter((tag) => tag.property === "og:image").map((tag) => tag.content);
    };
    expect(await ogImage(photographed.slug)).toEqual([`${ORIGIN}/uploads/products/a.webp`]);
    expect(await ogImage(bare.slug)).toEqual([`${ORIGIN}/images/default-hero.webp`]);
  });

  it("titles the 404 page with the store's name and describes it", () => {
    const matches = [{ id: "routes/shop/layout", loaderData: { storeName: "Dokan", origin: ORIGIN } }];
    expect(notFoundMeta({ matches, location: { pathname: "/nope", search: "" } } as never)).toEqual([
      { title: "Page not found | Dokan" },
      { name: "description", content: "This page does not exist. Browse the shop or search for a product." },
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/nope` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/nope` },
      { tagName: "link", rel: "alternate", hrefLang: "bn", href: `${ORIGIN}/bn/nope` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/nope` },
      { name: "robots", content: "noindex" },
    ]);
    // The same page in Bangla: its own title and canonical.
    expect(notFoundMeta({ matches, location: { pathname: "/bn/nope", search: "" } } as never)).toContainEqual({ title: "পাতাটি পাওয়া যায়নি | Dokan" });
    expect(notFoundMeta({ matches, location: { pathname: "/bn/nope", search: "" } } as never)).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/bn/nope` });
  });

  it("serves a product whose slug is a number without redirecting", async () => {
    const numbered = await createProduct(handle().db, { slug: "2024" });
    expect((await productLoader(args("/product/2024", { slug: "2024" }))).product.id).toBe(numbered.id);
  });

  it("answers malformed shop and search URLs with a normal page", async () => {
    await createProduct(handle().db, { name: "100% Cotton Gamcha" });
    for (const query of ["?category=abc", "?price=zzz", "?page=-1", `?q=${"%".repeat(5000)}`, "?category=1&category=2", "?q=%25&price=0-2000", "?q=%00%01", "?q=%E0%A4%A"]) {
      const page = await shopLoader(args(`/shop${query}`));
      expect(page.filters.page).toBeGreaterThanOrEqual(1);
      expect(page.filters.q.length).toBeLessThanOrEqual(100);
    }
    const literal = await searchLoader(args("/search?q=100%25"));
    expect(literal.products.map((p) => p.name)).toEqual(["100% Cotton Gamcha"]);
    expect(await searchLoader(args("/search?q=%20%20"))).toMatchObject({ q: "", products: [], total: 0 });
    expect((await searchLoader(args(`/search?q=${"a".repeat(5000)}&page=-4`))).q).toHaveLength(100);
    expect((await searchLoader(args("/search?q=a%00b"))).q).toBe("a b");
  });

  it("lists public pages, categories and active products in the sitemap", async () => {
    const cat = await createCategory(handle().db, { name: "Tea & Snacks" });
    await createProduct(handle().db, { slug: "shown-in-sitemap" });
    await createProduct(handle().db, { slug: "hidden-from-sitemap", isActive: false });
    const response = await sitemapLoader(loaderArgs(new Request(`${ORIGIN}/sitemap.xml`), { context: { routeTable: await appRouteTable() } }));
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    for (const path of ["/", "/shop", "/reviews", "/about", "/contact", "/returns", "/shipping"]) {
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
      // Each page in Bangla too.
      expect(xml).toContain(`<loc>${ORIGIN}${path === "/" ? "/bn" : `/bn${path}`}</loc>`);
    }
    expect(xml).toContain(`<loc>${ORIGIN}/shop?category=${cat.id}</loc>`);
    expect(xml).toMatch(new RegExp(`<loc>${ORIGIN}/product/shown-in-sitemap</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(xml).not.toContain("hidden-from-sitemap");
  });

  it("keeps crawlers out of admin, cart and checkout and points at the sitemap", async () => {
    const text = await robotsLoader(args("/robots.txt")).text();
    expect(text).toContain("User-agent: *");
    for (const path of ["/admin", "/cart", "/checkout"]) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
