import { listBestSellers } from "~/.server/catalog";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";
import { PageHeading } from "~/components/shop/page-heading";
import { ProductGrid } from "~/components/shop/product-grid";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/best-selling";
import { localeContext } from "~/.server/request-context";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.best_title({}, metaLang(location)), m.best_description({}, metaLang(location)));

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listBestSellers(12, { locale: context.get(localeContext) }) };
}

export default function BestSelling({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title={m.best_title({}, lang)} intro={m.best_intro({}, lang)} />
      {loaderData.products.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.home_no_products({}, lang)}</p>
      ) : (
        <ProductGrid products={loaderData.products} layout="page" aboveFold main label={m.best_label({}, lang)} />
      )}
    </section>
  );
}
