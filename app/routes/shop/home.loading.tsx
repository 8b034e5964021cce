import { useLang } from "~/components/i18n";
import { HeroPlaceholder } from "~/components/shop/hero-placeholder";
import { ProductSection } from "~/components/shop/product-section";
import { ProductGridSkeleton } from "~/components/shop/product-grid";
import * as m from "~/paraglide/messages";

/** Home while a client navigation loads it: the hero placeholder and New Arrivals' 4 skeleton cards. */
export default function HomeLoading() {
  const lang = useLang();
  return (
    <>
      <HeroPlaceholder />
      <ProductSection id="new-arrivals" title={m.home_new_arrivals({}, lang)}>
        <ProductGridSkeleton count={4} layout="wide" />
      </ProductSection>
    </>
  );
}
