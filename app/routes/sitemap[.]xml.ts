import { listCategories, listProductSlugsForSitemap } from "~/.server/catalog";
import { publicOrigin } from "~/.server/public-url";
import { routeTableContext } from "~/.server/request-context";
import { localizePath } from "~/lib/i18n";
import { productPath } from "~/lib/slug";
import type { Route } from "./+types/sitemap[.]xml";

// One sitemap file holds at most 50,000 URLs (sitemaps.org); each page is listed in two languages,
// and pages and categories take a few.
const MAX_PRODUCTS = 24_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The page in both languages: an entry for each, each naming both as alternates (and English as x-default). */
function entries(origin: string, path: string, lastmod?: Date) {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  const en = `${origin}${path}`;
  const bn = `${origin}${localizePath(path, "bn")}`;
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="bn" href="${escapeXml(bn)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(en)}"/>`,
  ].join("");
  return [en, bn].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${modified}${alternates}</url>`).join("\n");
}

/** /sitemap.xml: public pages, one filtered shop page per category and every active product. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const [categories, products] = await Promise.all([listCategories(), listProductSlugsForSitemap(MAX_PRODUCTS)]);
  const urls = [
    // The pages whose route says `sitemap: true`.
    ...context.get(routeTableContext).sitemapPaths().map((path) => entries(origin, path)),
    ...categories.map((c) => entries(origin, `/shop?category=${c.id}`)),
    ...products.map((p) => entries(origin, productPath(p.slug), p.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
