import { PageLoading } from "~/components/orders/page-loading";
import { HeroPlaceholder } from "~/components/shop/hero-placeholder";
import { ProductSection } from "~/components/shop/home-sections";
import { ProductGridSkeleton } from "~/components/shop/product-grid";
import { Skeleton } from "~/components/ui/skeleton";
import type { Locale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/**
 * What the page area shows while a client navigation loads a page that is not on screen yet
 * (each page's own loading state): home the hero placeholder and New Arrivals' 4 skeleton cards, /shop its
 * 6 placeholder cards, /search 8 skeleton cards, a product "Loading...". Null for pages that simply
 * stay until the next one is ready.
 */
export function pendingView(pathname: string, locale: Locale): React.ReactNode {
  const lang = { locale };
  if (pathname === "/") {
    return (
      <>
        <HeroPlaceholder />
        <ProductSection id="new-arrivals" title={m.home_new_arrivals({}, lang)}>
          <ProductGridSkeleton count={4} layout="wide" />
        </ProductSection>
      </>
    );
  }
  if (pathname === "/shop") {
    return (
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Skeleton className="mb-6 h-5 w-28" />
        <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
          <Skeleton className="hidden h-96 lg:block" />
          <div>
            <h1 className="mb-4 text-2xl font-bold sm:text-3xl">{m.shop_products({}, lang)}</h1>
            <ProductGridSkeleton count={6} layout="shop" />
          </div>
        </div>
      </div>
    );
  }
  if (pathname === "/search") {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{m.search_results({}, lang)}</h1>
        <ProductGridSkeleton count={8} layout="page" />
      </div>
    );
  }
  if (pathname.startsWith("/product/")) return <PageLoading />;
  return null;
}
