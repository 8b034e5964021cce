import { useLang } from "~/components/i18n";
import { ProductGridSkeleton } from "~/components/shop/product-grid";
import * as m from "~/paraglide/messages";

/** /search while a client navigation loads it: its heading and 8 skeleton cards. */
export default function SearchLoading() {
  const lang = useLang();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{m.search_results({}, lang)}</h1>
      <ProductGridSkeleton count={8} layout="page" />
    </div>
  );
}
