import { ArrowRight, LayoutGrid } from "lucide-react";
import { Link } from "react-router";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { PageHeading } from "~/components/shop/page-heading";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/categories";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.categories_title({}, metaLang(location)), m.categories_description({}, metaLang(location)));

export async function loader({ context }: Route.LoaderArgs) {
  return { categories: (await settingsFor(context)).categories[context.get(localeContext)] };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <PageHeading title={m.categories_title({}, lang)} intro={m.categories_intro({}, lang)} />
      {loaderData.categories.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.categories_empty({}, lang)}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={to(`/shop?category=${category.id}`)}
                className="group flex h-full flex-col gap-3 rounded-lg border border-gray-200 p-6 transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                  <LayoutGrid aria-hidden="true" className="size-6" />
                </span>
                <span className="text-lg font-semibold">{category.name}</span>
                {category.description ? <span className="text-sm text-gray-600">{category.description}</span> : null}
                <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-brand-700 group-hover:underline">
                  {m.categories_shop_now({}, lang)}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
