import { Suspense } from "react";
import { Await } from "react-router";
import { listActiveBanners, listNewestProducts } from "~/.server/catalog";
import { settingsFor } from "~/.server/settings";
import { streamedSection } from "~/.server/streamed-section";
import { HeroCarousel } from "~/components/shop/hero-carousel";
import { BenefitsStrip, GallerySkeleton, NewArrivalsGallery, ProductSection } from "~/components/shop/home-sections";
import { pageMeta, storeNameOf } from "~/components/shop/meta";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/home";

export const handle = { cache: "catalogue", scripts: "paint", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Online Shopping in Bangladesh, Cash on Delivery",
    "Shop sarees, panjabis, electronics, groceries and more. Prices in taka, cash on delivery across Bangladesh.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  // Above the fold is awaited so the first HTML shows it; the rest streams in behind skeletons.
  const [banners, newArrivals, { settings }] = await Promise.all([listActiveBanners(), listNewestProducts(4), settingsFor(context)]);
  return {
    banners,
    newArrivals,
    freeShippingThresholdPoisha: settings.freeShippingThresholdPoisha,
    // The home page's Best Selling deliberately uses the same newest-first query as New Arrivals.
    bestSelling: streamedSection(context, "best selling", listNewestProducts(4)),
    gallery: streamedSection(context, "gallery", listNewestProducts(6)),
  };
}

function NoProducts() {
  return <p className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">No products found</p>;
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { banners, newArrivals, bestSelling, gallery, freeShippingThresholdPoisha } = loaderData;
  const storeName = storeNameOf(matches);
  return (
    <>
      <h1 className="sr-only">{`${storeName}: online shopping in Bangladesh`}</h1>
      <HeroCarousel banners={banners} storeName={storeName} />

      <ProductSection id="new-arrivals" title="New Arrivals">
        {newArrivals.length > 0 ? <ProductGrid products={newArrivals} layout="wide" aboveFold /> : <NoProducts />}
      </ProductSection>

      <ProductSection id="best-selling" title="Best Selling">
        <Suspense fallback={<ProductGridSkeleton count={4} layout="wide" />}>
          <Await resolve={bestSelling} errorElement={<></>}>
            {(products) => (products.length > 0 ? <ProductGrid products={products} layout="wide" /> : <NoProducts />)}
          </Await>
        </Suspense>
      </ProductSection>

      <BenefitsStrip freeShippingThresholdPoisha={freeShippingThresholdPoisha} />

      <Suspense fallback={<GallerySkeleton />}>
        <Await resolve={gallery} errorElement={<></>}>
          {(products) => <NewArrivalsGallery products={products} />}
        </Await>
      </Suspense>
    </>
  );
}
