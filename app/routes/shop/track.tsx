import { Check, CircleX, ExternalLink, PackageX, Search, Truck } from "lucide-react";
import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { toast } from "~/components/toast";
import { getOrderForTracking } from "~/.server/orders/read";
import { consumeRateLimit } from "~/.server/rate-limit";
import { localeContext, requestContext } from "~/.server/request-context";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { formatDate } from "~/lib/dates";
import { formatPrice, formatTaka, toPoisha } from "~/lib/money";
import { tooManyLookupsMessage } from "~/lib/retry-messages";
import { safeTrackingUrl } from "~/lib/courier";
import { ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS, trackTimeline } from "~/lib/order-status";
import { TrackSchema } from "~/lib/schemas/track";
import { cn } from "~/lib/utils";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/track";
import { useLang, useLocalePath } from "~/components/i18n";
import { languageLinks, metaLang, titleStoreName } from "~/components/shop/meta";
import { formatCount } from "~/lib/i18n";
import { localizeShopperMessage } from "~/lib/shopper-messages";
import * as m from "~/paraglide/messages";

export const handle = { sitemap: true } satisfies RouteFacts;

const LOOKUPS_PER_MINUTE = 30;

const STATUS_LABELS = {
  pending: m.status_pending,
  confirmed: m.status_confirmed,
  processing: m.status_processing,
  shipped: m.status_shipped,
  delivered: m.status_delivered,
  cancelled: m.status_cancelled,
  returned: m.status_returned,
} satisfies Record<keyof typeof ORDER_STATUS_LABELS, unknown>;

const STEP_LABELS = {
  "Order Placed": m.step_placed,
  Processing: m.status_processing,
  Shipped: m.status_shipped,
  Delivered: m.status_delivered,
} satisfies Record<ReturnType<typeof trackTimeline>["steps"][number]["label"], unknown>;

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: m.track_title_tag({ storeName: titleStoreName(matches, location) }, metaLang(location)) },
  { name: "description", content: m.track_description({ storeName: titleStoreName(matches, location) }, metaLang(location)) },
  ...languageLinks({ matches, location }, "/track"),
  // A tracked order's page is private to whoever has the number.
  ...(new URLSearchParams(location.search).has("order") ? [{ name: "robots", content: "noindex" }] : []),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("order");
  if (query === null) return { query: "", lookup: null };

  const limit = await consumeRateLimit(`track:${context.get(requestContext).clientIp ?? "unknown"}`, LOOKUPS_PER_MINUTE, 60_000);
  if (!limit.allowed) {
    const message = localizeShopperMessage(tooManyLookupsMessage(limit.retryAfterSeconds), context.get(localeContext));
    return data({ query, lookup: { kind: "error" as const, message } }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const parsed = TrackSchema.safeParse({ orderNumber: query });
  if (!parsed.success) {
    const message = localizeShopperMessage(parsed.error.issues[0]?.message ?? "Order number is required", context.get(localeContext));
    return data({ query, lookup: { kind: "error" as const, message } }, { status: 400 });
  }
  const order = await getOrderForTracking(parsed.data.orderNumber, { locale: context.get(localeContext) });
  // A lookup that finds nothing is still a working page (like empty search results), not an error.
  if (!order) return { query, lookup: { kind: "not-found" as const } };
  return { query, lookup: { kind: "found" as const, order } };
}

export default function Track({ loaderData }: Route.ComponentProps) {
  const { query, lookup } = loaderData;
  const navigation = useNavigation();
  const lang = useLang();
  const to = useLocalePath();
  const searching = navigation.state !== "idle" && navigation.location.pathname === to("/track");
  const notFound = m.track_not_found({}, lang);

  // Keyed on the loader result, so every failed lookup (even the same number twice) toasts once.
  useEffect(() => {
    if (lookup?.kind === "not-found") toast.error(notFound);
  }, [lookup, notFound]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{m.track_heading({}, lang)}</h1>
      <p className="mt-2 text-gray-600">{m.track_intro({}, lang)}</p>

      <Form method="get" className="mt-6 rounded-lg border border-gray-200 p-5" key={query}>
        <Label htmlFor="track-order">{m.confirm_order_number({}, lang)}</Label>
        <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
          <Input
            id="track-order"
            name="order"
            required
            defaultValue={query}
            placeholder="HT-XXXXXXXX"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={lookup?.kind === "error" ? true : undefined}
            aria-describedby={lookup?.kind === "error" ? "track-error" : undefined}
          />
          <Button type="submit" disabled={searching} className="sm:w-40">
            <Search aria-hidden="true" />
            {searching ? m.track_searching({}, lang) : m.track_button({}, lang)}
          </Button>
        </div>
        {lookup?.kind === "error" ? (
          <p id="track-error" role="alert" className="mt-2 text-sm text-red-600">
            {lookup.message}
          </p>
        ) : null}
        {lookup?.kind === "not-found" ? (
          <p className="mt-2 text-sm text-gray-600">{m.track_check_number({}, lang)}</p>
        ) : null}
      </Form>

      {lookup?.kind === "found" ? <TrackedOrder order={lookup.order} /> : null}
    </section>
  );
}

type TrackedOrderData = Extract<Route.ComponentProps["loaderData"]["lookup"], { kind: "found" }>["order"];

function TrackedOrder({ order }: { order: TrackedOrderData }) {
  const { steps, cancelled, returned } = trackTimeline(order.status);
  const trackingLink = order.trackingUrl ? safeTrackingUrl(order.trackingUrl) : null;
  const lang = useLang();
  const money = (decimal: string) => formatPrice(decimal, lang.locale);
  return (
    <article className="mt-8 rounded-lg border border-gray-200 p-5 sm:p-6" aria-labelledby="tracked-order">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="tracked-order" className="text-lg font-semibold">
            {m.track_order({ number: order.orderNumber }, lang)}
          </h2>
          <p className="text-sm text-gray-600">{m.track_placed_on({ date: formatDate(order.createdAt, lang.locale) }, lang)}</p>
        </div>
        <Badge variant="custom" className={ORDER_STATUS_BADGE_CLASSES[order.status]}>
          {lang.locale === "bn" ? STATUS_LABELS[order.status]({}, lang) : ORDER_STATUS_LABELS[order.status]}
        </Badge>
      </div>

      {cancelled ? (
        <p role="note" className="mt-6 flex items-center gap-2 rounded-md bg-red-50 p-3 text-sm font-medium text-red-800">
          <CircleX aria-hidden="true" className="size-4" />
          {m.track_cancelled({}, lang)}
        </p>
      ) : null}

      {returned ? (
        <p role="note" className="mt-6 flex items-center gap-2 rounded-md bg-gray-100 p-3 text-sm font-medium text-gray-800">
          <PackageX aria-hidden="true" className="size-4" />
          {m.track_returned({}, lang)}
        </p>
      ) : null}

      {order.courier && order.trackingId ? (
        <section aria-label={m.track_courier_section({}, lang)} className="mt-6 flex items-center gap-3 rounded-md border border-gray-200 p-3 text-sm">
          <Truck aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
          <dl className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <div className="flex gap-1.5">
              <dt className="text-gray-600">{m.track_courier({}, lang)}</dt>
              <dd className="font-medium">{order.courier}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-gray-600">{m.track_tracking_id({}, lang)}</dt>
              <dd className="font-mono font-medium">
                {trackingLink ? (
                  <a href={trackingLink} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline">
                    {order.trackingId}
                    <ExternalLink aria-hidden="true" className="size-3" />
                    <span className="sr-only">{m.track_tracking_opens({}, lang)}</span>
                  </a>
                ) : (
                  order.trackingId
                )}
              </dd>
            </div>
          </dl>
        </section>
      ) : null}

      {returned ? null : (
        <ol className="mt-6 grid gap-4 sm:grid-cols-4" aria-label={m.track_progress({}, lang)}>
          {steps.map((step, index) => (
            <li key={step.label} className="flex items-center gap-3 sm:flex-col sm:text-center">
              <span
                className={cn(
                  "flex size-9 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold",
                  step.done ? "border-brand-600 bg-brand-600 text-white" : "border-gray-300 text-gray-400",
                )}
              >
                {step.done ? <Check aria-hidden="true" className="size-4" /> : formatCount(index + 1, lang.locale)}
              </span>
              <span className={cn("text-sm", step.done ? "font-medium text-gray-900" : "text-gray-500")}>
                {STEP_LABELS[step.label]({}, lang)}
                <span className="sr-only">{step.done ? m.track_step_done({}, lang) : m.track_step_not_yet({}, lang)}</span>
              </span>
            </li>
          ))}
        </ol>
      )}

      <h3 className="mt-8 font-semibold">{m.track_items({}, lang)}</h3>
      <ul className="mt-2 divide-y divide-gray-100 text-sm">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-2">
            <span className="min-w-0">
              <span className="block">{item.productName}</span>
              {item.variantLabel ? <span className="block text-gray-600">{item.variantLabel}</span> : null}
              <span className="text-gray-600">
                {formatCount(item.quantity, lang.locale)} × {money(item.price)}
              </span>
            </span>
            <span className="shrink-0 font-medium">{formatTaka(toPoisha(item.price) * item.quantity, lang.locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-gray-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-600">{m.summary_subtotal({}, lang)}</dt>
          <dd>{money(order.subtotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">{m.checkout_delivery_location({}, lang)}</dt>
          <dd>{order.deliveryZoneName}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-gray-600">{m.summary_delivery_charge({}, lang)}</dt>
          <dd>{money(order.deliveryCharge)}</dd>
        </div>
        <div className="flex justify-between text-base font-semibold">
          <dt>{m.summary_total({}, lang)}</dt>
          <dd>{money(order.totalAmount)}</dd>
        </div>
      </dl>
    </article>
  );
}
