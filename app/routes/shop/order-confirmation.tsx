import { CheckCircle2, PackageSearch } from "lucide-react";
import { data, Link } from "react-router";
import { getOrderForConfirmation } from "~/.server/orders/read";
import { localeContext } from "~/.server/request-context";
import { ButtonSlot } from "~/components/ui/button-slot";
import { OrderLines } from "~/components/orders/order-lines";
import { districtName } from "~/lib/districts";
import { toBanglaDigits } from "~/lib/i18n";
import type { Route } from "./+types/order-confirmation";
import { useLang, useLocalePath } from "~/components/i18n";
import { metaLang, titleStoreName } from "~/components/shop/meta";
import * as m from "~/paraglide/messages";

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const storeName = titleStoreName(matches, location);
  const lang = metaLang(location);
  return [
    { title: loaderData?.order ? m.confirm_title_tag({ storeName }, lang) : m.confirm_not_found_title_tag({ storeName }, lang) },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const order = await getOrderForConfirmation(params.orderId, { locale: context.get(localeContext) });
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const to = useLocalePath();

  const { order } = loaderData;
  if (!order) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <PackageSearch aria-hidden="true" className="size-12 text-gray-400" />
        <h1 className="mt-4 text-2xl font-semibold">{m.track_not_found({}, lang)}</h1>
        <ButtonSlot className="mt-8">
          <Link to={to("/shop")}>{m.cart_continue({}, lang)}</Link>
        </ButtonSlot>
      </section>
    );
  }

  const details: [string, string][] = [
    [m.confirm_order_number({}, lang), order.orderNumber],
    [m.confirm_name({}, lang), order.customerName],
    // Digits inside a Bangla page are Bangla digits; the order number stays as the shop writes it.
    [m.confirm_phone({}, lang), lang.locale === "bn" ? toBanglaDigits(order.customerPhone) : order.customerPhone],
    [m.confirm_address({}, lang), order.shippingAddress],
    ...(order.area ? [[m.confirm_area({}, lang), order.area] as [string, string]] : []),
    [m.checkout_district({}, lang), districtName(order.city, lang.locale)],
    [m.confirm_estimated_delivery({}, lang), order.deliveryEstimate],
    [m.confirm_payment({}, lang), m.payment_cod({}, lang)],
  ];

  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{m.confirm_heading({}, lang)}</h1>
        <p className="mt-2 text-gray-600">{m.confirm_call({}, lang)}</p>
      </div>
      <div className="mt-8 rounded-lg border border-gray-200 p-6">
        <h2 className="text-lg font-semibold">{m.confirm_details({}, lang)}</h2>
        <dl className="mt-4 divide-y divide-gray-100 text-sm">
          {details.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2.5">
              <dt className="shrink-0 text-gray-600">{label}</dt>
              <dd className="text-right font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="mt-6 text-lg font-semibold">{m.confirm_items({}, lang)}</h2>
        <OrderLines order={order} />
        <p className="mt-4 text-sm text-gray-600">{m.confirm_save_number({}, lang)}</p>
        <Link
          to={to(`/track?order=${encodeURIComponent(order.orderNumber)}`)}
          className="mt-1 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          {m.confirm_track({}, lang)}
        </Link>
      </div>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonSlot size="lg">
          <Link to={to("/shop")}>{m.cart_continue({}, lang)}</Link>
        </ButtonSlot>
        <ButtonSlot size="lg" variant="outline">
          <Link to={to("/")}>{m.confirm_back_home({}, lang)}</Link>
        </ButtonSlot>
      </div>
    </section>
  );
}
