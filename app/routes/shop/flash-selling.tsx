import { listNewestProducts } from "~/.server/catalog";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";
import { PageHeading } from "~/components/shop/page-heading";
import { ProductGrid } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/flash-selling";
import { localeContext } from "~/.server/request-context";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.flash_title({}, metaLang(location)), m.flash_description({}, metaLang(location)));

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listNewestProducts(12, { locale: context.get(localeContext) }) };
}

export default function FlashSelling({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title={m.flash_title({}, lang)} intro={m.flash_intro({}, lang)} />
      {loaderData.products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.home_no_products({}, lang)}</p>
      ) : (
        <ProductGrid products={loaderData.products} layout="page" aboveFold main label={m.flash_label({}, lang)} />
      )}
    </section>
  );
}
