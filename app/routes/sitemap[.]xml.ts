import { listCategories, listProductSlugsForSitemap } from "~/.server/catalog";
import { publicOrigin } from "~/.server/public-url";
import { routeTableContext } from "~/.server/request-context";
import { productPath } from "~/lib/slug";
import type { Route } from "./+types/sitemap[.]xml";

// One sitemap file holds at most 50,000 URLs (sitemaps.org); pages and categories take a few.
const MAX_PRODUCTS = 49_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

function entry(loc: string, lastmod?: Date) {
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/** /sitemap.xml: public pages, one filtered shop page per category and every active product. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const [categories, products] = await Promise.all([listCategories(), listProductSlugsForSitemap(MAX_PRODUCTS)]);
  const urls = [
    // The pages whose route says `sitemap: true`.
    ...context.get(routeTableContext).sitemapPaths().map((path) => entry(`${origin}${path}`)),
    ...categories.map((c) => entry(`${origin}/shop?category=${c.id}`)),
    ...products.map((p) => entry(`${origin}${productPath(p.slug)}`, p.updatedAt)),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
