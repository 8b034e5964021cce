import { listBestSellers } from "~/.server/catalog";
import { pageMeta } from "~/components/shop/meta";
import { PageHeading } from "~/components/shop/page-heading";
import { ProductGrid } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/best-selling";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Best Selling", "Our most popular products, ranked by how many our customers bought.");

export async function loader() {
  return { products: await listBestSellers(12) };
}

export default function BestSelling({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title="Best Selling" intro="Our customers' favourites." />
      {loaderData.products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">No products found</p>
      ) : (
        <ProductGrid products={loaderData.products} layout="page" aboveFold main label="Best selling products" />
      )}
    </section>
  );
}
