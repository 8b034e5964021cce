import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

// A module of its own, apart from the home page's sections: home's loading view draws it, and the
// loading views travel with every storefront page (app/routes/loading-views.ts).
/** A home section: heading with its "Product" and "See More" links to /shop, then its content. */
export function ProductSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <Link to={to("/shop")} className="text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline">
            {m.nav_product({}, lang)}
          </Link>
          <h2 id={id} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
        </div>
        <Link to={to("/shop")} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {m.home_see_more({}, lang)}
          <span className="sr-only"> {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}
