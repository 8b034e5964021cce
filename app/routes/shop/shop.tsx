import { SlidersHorizontal } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { listShopProducts, PAGE_SIZE, parseShopFilters } from "~/.server/catalog";
import { settingsFor } from "~/.server/settings";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { Pagination } from "~/components/shop/pagination";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import { ShopFilters } from "~/components/shop/shop-filters";
import { Button } from "~/components/ui/button";
import { Breadcrumb, BreadcrumbItem, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "~/components/ui/breadcrumb";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shop";
import { useLang, useLocalePath } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import { localeContext } from "~/.server/request-context";

// The phone's filter sheet and its dialog code load with the first tap on Filters.
const FilterSheet = lazy(() => import("~/components/shop/filter-sheet"));

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
  const filtersButton = useRef<HTMLButtonElement>(null);
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = [filters.categoryId !== null, filters.price !== "all", filters.q !== ""].filter(Boolean).length;
  const found = m.shop_found({ count: total, countText: formatCount(total, lang.locale) }, lang);

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
        {/* On a phone the panel would fill the first screen: there it opens from the Filters button. */}
        <aside aria-label={m.filters_label({}, lang)} className="sticky top-4 hidden h-fit rounded-lg border border-gray-200 p-4 lg:block">
          <ShopFilters categories={categories} filters={filters} />
        </aside>

        <section aria-labelledby="products-heading" aria-busy={loading}>
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <h1 id="products-heading" className="text-2xl font-bold sm:text-3xl">
                {m.shop_heading({}, lang)}
              </h1>
              <p className="mt-1 text-sm text-gray-600" role="status">
                {found}
              </p>
            </div>
            <Button
              ref={filtersButton}
              variant="outline"
              className="lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              aria-label={active > 0 ? m.filters_open({ count: active, countText: formatCount(active, lang.locale) }, lang) : undefined}
              onClick={() => {
                setSheetLoaded(true);
                setSheetOpen(true);
              }}
            >
              <SlidersHorizontal aria-hidden="true" />
              {m.filters_label({}, lang)}
              {active > 0 && (
                <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs text-white">
                  {formatCount(active, lang.locale)}
                </span>
              )}
            </Button>
            {sheetLoaded ? (
              <Suspense fallback={null}>
                <FilterSheet
                  open={sheetOpen}
                  onOpenChange={setSheetOpen}
                  onCloseAutoFocus={(event) => {
                    event.preventDefault();
                    filtersButton.current?.focus();
                  }}
                  categories={categories}
                  filters={filters}
                  found={found}
                />
              </Suspense>
            ) : null}
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
