import { Link, useLocation, useNavigation } from "react-router";
import { listCategories, listShopProducts, PAGE_SIZE, parseShopFilters } from "~/.server/catalog";
import { pageMeta } from "~/components/shop/meta";
import { Pagination } from "~/components/shop/pagination";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import { ShopFilters } from "~/components/shop/shop-filters";
import { Breadcrumb, BreadcrumbItem, BreadcrumbList, BreadcrumbPage, BreadcrumbSeparator } from "~/components/ui/breadcrumb";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shop";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.categories.find((c) => c.id === loaderData.filters.categoryId);
  return pageMeta(
    matches,
    category ? `${category.name} - Shop` : "Shop",
    "Browse all products by category and price. Prices in taka, cash on delivery across Bangladesh.",
  );
};

export async function loader({ request }: Route.LoaderArgs) {
  const filters = parseShopFilters(new URL(request.url).searchParams);
  const [categories, page] = await Promise.all([listCategories(), listShopProducts(filters)]);
  return { filters, categories, ...page, pageCount: Math.ceil(page.total / PAGE_SIZE) };
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { filters, categories, products, total, pageCount } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/shop";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb className="mb-6">
        <BreadcrumbList>
          <BreadcrumbItem>
            <Link to="/" className="hover:text-gray-900 hover:underline">
              Home
            </Link>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbPage>Shop</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>

      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters" className="h-fit rounded-lg border border-gray-200 p-4 lg:sticky lg:top-4">
          <ShopFilters categories={categories} filters={filters} />
        </aside>

        <section aria-labelledby="products-heading" aria-busy={loading}>
          <div className="mb-4">
            <h1 id="products-heading" className="text-2xl font-bold sm:text-3xl">
              Products
            </h1>
            <p className="mt-1 text-sm text-gray-600" role="status">
              {total === 1 ? "1 product found" : `${total} products found`}
            </p>
          </div>
          {loading ? (
            <ProductGridSkeleton count={6} layout="shop" />
          ) : products.length === 0 ? (
            <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">No products found</p>
          ) : (
            <>
              <ProductGrid products={products} layout="shop" aboveFold main label="Products" />
              <Pagination pathname="/shop" search={new URLSearchParams(location.search)} page={filters.page} pageCount={pageCount} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
