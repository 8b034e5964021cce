import { listActiveBanners, listBestSellers, listNewestProducts } from "~/.server/catalog";
import { settingsFor } from "~/.server/settings";
import { belowTheFold } from "~/.server/streamed-section";
import { BelowTheFold } from "~/components/shop/below-the-fold";
import { HeroCarousel } from "~/components/shop/hero-carousel";
import { BenefitsStrip } from "~/components/shop/benefits-strip";
import { GallerySkeleton, NewArrivalsGallery } from "~/components/shop/home-sections";
import { ProductSection } from "~/components/shop/product-section";
import { metaLang, pageMeta, storeNameOf } from "~/components/shop/meta";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/home";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";
import { localeContext } from "~/.server/request-context";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.home_title({}, metaLang(location)), m.home_description({}, metaLang(location)));

export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  // Above the fold is awaited so the first HTML shows it; the rest streams in behind skeletons where
  // the response is streamed (belowTheFold). Best Selling is /best-selling's first four (the newest
  // while nothing has sold).
  const [banners, newArrivals, { settings }, bestSelling, gallery] = await Promise.all([
    listActiveBanners({ locale }),
    listNewestProducts(4, { locale }),
    settingsFor(context),
    belowTheFold(context, "best selling", listBestSellers(4, { locale })),
    belowTheFold(context, "gallery", listNewestProducts(6, { locale })),
  ]);
  return {
    banners,
    newArrivals,
    freeShippingThresholdPoisha: settings.freeShippingThresholdPoisha,
    returnDays: settings.returnDays,
    bestSelling: bestSelling.data,
    gallery: gallery.data,
  };
}

function NoProducts() {
  const lang = useLang();
  return <p className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">{m.home_no_products({}, lang)}</p>;
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const { banners, newArrivals, bestSelling, gallery, freeShippingThresholdPoisha, returnDays } = loaderData;
  const storeName = storeNameOf(matches);
  const lang = useLang();
  return (
    <>
      <h1 className="sr-only">{m.home_heading({ storeName }, lang)}</h1>
      <HeroCarousel banners={banners} storeName={storeName} />

      <ProductSection id="new-arrivals" title={m.home_new_arrivals({}, lang)}>
        {newArrivals.length > 0 ? <ProductGrid products={newArrivals} layout="wide" aboveFold /> : <NoProducts />}
      </ProductSection>

      <ProductSection id="best-selling" title={m.home_best_selling({}, lang)}>
        <BelowTheFold data={bestSelling} fallback={<ProductGridSkeleton count={4} layout="wide" />}>
          {(products) => (products.length > 0 ? <ProductGrid products={products} layout="wide" /> : <NoProducts />)}
        </BelowTheFold>
      </ProductSection>

      <BenefitsStrip freeShippingThresholdPoisha={freeShippingThresholdPoisha} returnDays={returnDays} />

      <BelowTheFold data={gallery} fallback={<GallerySkeleton />}>
        {(products) => <NewArrivalsGallery products={products} />}
      </BelowTheFold>
    </>
  );
}
