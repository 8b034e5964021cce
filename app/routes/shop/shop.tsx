import { Link, useLocation, useNavigation } from "react-router";
import { listShopProducts, PAGE_SIZE, parseShopFilters } from "~/.server/catalog";
import { settingsFor } from "~/.server/settings";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { Pagination } from "~/components/shop/pagination";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import { ShopFilters } from "~/components/shop/shop-filters";
import { Breadcrumb, BreadcrumbItem, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "~/components/ui/breadcrumb";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shop";
import { useLang, useLocalePath } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import { localeContext } from "~/.server/request-context";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const category = loaderData?.categories.find((c) => c.id === loaderData.filters.categoryId);
  const lang = metaLang(location);
  return pageMeta(
    { matches, location },
    category ? m.shop_title_category({ category: category.name }, lang) : m.shop_title({}, lang),
    m.shop_description({}, lang),
  );
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseShopFilters(new URL(request.url).searchParams);
  const locale = context.get(localeContext);
  const [{ categories }, page] = await Promise.all([settingsFor(context), listShopProducts(filters, { locale })]);
  return {
    filters,
    categories: categories[locale].map(({ id, name }) => ({ id, name })),
    ...page,
    pageCount: Math.ceil(page.total / PAGE_SIZE),
  };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { filters, categories, products, total, pageCount } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const lang = useLang();
  const to = useLocalePath();
  const loading = navigation.state === "loading" && navigation.location.pathname === to("/shop");

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb className="mb-6" aria-label={m.breadcrumb_label({}, lang)}>
        <BreadcrumbList>
          <BreadcrumbItem>
            <Link to={to("/")} className="hover:text-gray-900 hover:underline">
              {m.breadcrumb_home({}, lang)}
            </Link>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>{m.shop_title({}, lang)}</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>

      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label={m.filters_label({}, lang)} className="h-fit rounded-lg border border-gray-200 p-4 lg:sticky lg:top-4">
          <ShopFilters categories={categories} filters={filters} />
        </aside>

        <section aria-labelledby="products-heading" aria-busy={loading}>
          <div className="mb-4">
            <h1 id="products-heading" className="text-2xl font-bold sm:text-3xl">
              {m.shop_heading({}, lang)}
            </h1>
            <p className="mt-1 text-sm text-gray-600" role="status">
              {m.shop_found({ count: total, countText: formatCount(total, lang.locale) }, lang)}
            </p>
          </div>
          {loading ? (
            <ProductGridSkeleton count={6} layout="shop" />
          ) : products.length === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.shop_no_products({}, lang)}</p>
          ) : (
            <>
              <ProductGrid products={products} layout="shop" aboveFold main label={m.shop_heading({}, lang)} />
              <Pagination pathname={to("/shop")} search={new URLSearchParams(location.search)} page={filters.page} pageCount={pageCount} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
