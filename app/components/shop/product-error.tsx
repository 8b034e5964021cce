import { isRouteErrorResponse, Link } from "react-router";
import type { Route } from "../../routes/shop/+types/product";
import { useLang, useLocalePath } from "~/components/i18n";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/paraglide/messages";

/** The product page's error boundary: not found, or failed with advice, and the way back to the shop (loaded on demand). */
export default function ProductError({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const lang = useLang();
  const to = useLocalePath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? m.product_not_found({}, lang) : m.product_error({}, lang)}</h1>
      {notFound ? null : <p className="mt-3 text-gray-600">{m.product_error_advice({}, lang)}</p>}
      <Link to={to("/shop")} data-slot="button" className={buttonVariants({ className: "mt-8" })}>
        {m.product_back_to_shop({}, lang)}
      </Link>
    </section>
  );
}
