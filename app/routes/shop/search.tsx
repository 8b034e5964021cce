import { useLocation, useNavigation } from "react-router";
import { cleanQuery, PAGE_SIZE, parsePage, searchProducts } from "~/.server/catalog";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { Pagination } from "~/components/shop/pagination";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/search";
import { useLang, useLocalePath } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import { localeContext } from "~/.server/request-context";

export const handle = { cache: "catalogue" } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => [
  ...pageMeta(
    { matches, location },
    loaderData?.q ? m.search_title_query({ q: loaderData.q }, metaLang(location)) : m.search_title({}, metaLang(location)),
    m.search_description({}, metaLang(location)),
  ),
  // Result pages are endless variations of the catalogue: keep them out of search engines.
  { name: "robots", content: "noindex, follow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const q = cleanQuery(params.get("q"));
  const page = parsePage(params);
  if (!q) return { q, page, products: [], total: 0, pageCount: 0 };
  const results = await searchProducts(q, page, { locale: context.get(localeContext) });
  return { q, page, ...results, pageCount: Math.ceil(results.total / PAGE_SIZE) };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, page, products, total, pageCount } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const lang = useLang();
  const to = useLocalePath();
  const loading = navigation.state === "loading" && navigation.location.pathname === to("/search");

  return (
    <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="search-heading" aria-busy={loading}>
      <h1 id="search-heading" className="text-2xl font-bold sm:text-3xl">
        {m.search_heading({}, lang)}
      </h1>
      {loading ? (
        <div className="mt-6">
          <ProductGridSkeleton count={8} layout="page" />
        </div>
      ) : !q ? (
        <p className="mt-6 rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.search_no_query({}, lang)}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-600" role="status">
            {m.search_found({ count: total, countText: formatCount(total, lang.locale), q }, lang)}
          </p>
          {products.length === 0 ? (
            <p className="mt-6 rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.search_no_results({}, lang)}</p>
          ) : (
            <div className="mt-6">
              <ProductGrid products={products} layout="page" aboveFold main label={m.search_heading({}, lang)} />
              <Pagination pathname={to("/search")} search={new URLSearchParams(location.search)} page={page} pageCount={pageCount} />
            </div>
          )}
        </>
      )}
    </section>
  );
}
