import { useLang } from "~/components/i18n";
import { ProductGridSkeleton } from "~/components/shop/product-grid";
import { Skeleton } from "~/components/ui/skeleton";
import * as m from "~/paraglide/messages";

/** /shop while a client navigation loads it: its heading and 6 placeholder cards. */
export default function ShopLoading() {
  const lang = useLang();
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
