import { listNewestProducts } from "~/.server/catalog";
import { pageMeta } from "~/components/shop/meta";
import { PageHeading } from "~/components/shop/page-heading";
import { ProductGrid } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/flash-selling";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, "Flash Sale", "The newest products in the shop, fresh in this week.");

export async function loader() {
  return { products: await listNewestProducts(12) };
}

export default function FlashSelling({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Flash Sale" intro="Fresh arrivals, while stocks last." />
      {loaderData.products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">No products found</p>
      ) : (
        <ProductGrid products={loaderData.products} layout="page" aboveFold main label="Flash sale products" />
      )}
    </section>
  );
}
