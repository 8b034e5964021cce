import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { CartNotices } from "~/components/orders/cart-notices";
import { useCart } from "~/components/orders/cart-store";
import { PageLoading } from "~/components/orders/page-loading";
import { useCartRefresh } from "~/components/orders/use-cart-refresh";
import { useCheckoutSubmission } from "~/components/orders/use-checkout-submission";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Skeleton } from "~/components/ui/skeleton";
import { Textarea } from "~/components/ui/textarea";
import { lineTotalPoisha } from "~/lib/cart";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { deliveryChargePoisha, isFreeDelivery, orderTotalPoisha, zoneForDistrict } from "~/lib/delivery";
import { DISTRICTS_BY_NAME } from "~/lib/districts";
import { formatTaka, formatTakaBrief } from "~/lib/money";
import { CheckoutSchema } from "~/lib/schemas/checkout";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/checkout";
import { useLang, useLocalePath } from "~/components/i18n";
import { metaLang, titleStoreName } from "~/components/shop/meta";
import { formatCount, type Locale } from "~/lib/i18n";
import { localizeFormMessage } from "~/lib/form-messages";
import * as m from "~/paraglide/messages";

export const meta: Route.MetaFunction = ({ location, matches }) => [
  { title: m.checkout_title_tag({ storeName: titleStoreName(matches, location) }, metaLang(location)) },
  { name: "robots", content: "noindex" },
];

/** The zones checkout offers and the free-shipping threshold, as the server will apply them. */
export async function loader({ context }: Route.LoaderArgs) {
  const { activeZones, settings } = await settingsFor(context);
  // The zones' names and estimates in the page's language only (Bangla where saved, else English).
  return { zones: activeZones[context.get(localeContext)], freeShippingThresholdPoisha: settings.freeShippingThresholdPoisha };
}

type Values = { name: string; phone: string; city: string; area: string; deliveryLocation: string; address: string; message: string };
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Omit<Values, "deliveryLocation"> = { name: "", phone: "", city: "", area: "", address: "", message: "" };

/** The checkout form's field errors (first message per field) under the same schema the server uses. */
function validate(values: Values, locale: Locale) {
  const result = CheckoutSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as Errors };
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as Field] ??= localizeFormMessage(issue.message, locale);
  return { data: undefined, errors };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { zones, freeShippingThresholdPoisha } = loaderData;
  const navigate = useNavigate();
  const lang = useLang();
  const to = useLocalePath();
  const { items, total, hydrated } = useCart();
  const { notices, refresh } = useCartRefresh();
  // A refusal usually means prices or stock moved: show the shopper the cart as it is now.
  const { submit, submitting, placed } = useCheckoutSubmission(() => void refresh());
  // The first active zone is the default, as the order API's.
  const [values, setValues] = useState<Values>(() => ({ ...EMPTY, deliveryLocation: zones[0]?.key ?? "" }));
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    if (hydrated && items.length === 0 && !placed) void navigate(to("/shop"), { replace: true });
  }, [hydrated, items.length, placed, navigate, to]);

  const zone = zones.find((z) => z.key === values.deliveryLocation);
  // The rule the server applies (app/lib/delivery.ts), on the prices the cart shows.
  const charge = zone ? deliveryChargePoisha(zone.chargePoisha, total, freeShippingThresholdPoisha) : 0;
  const free = zone !== undefined && isFreeDelivery(total, freeShippingThresholdPoisha);
  const orderTotal = orderTotalPoisha(total, charge);

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    // Choosing a district preselects its zone (Dhaka: inside, elsewhere: outside); the shopper may change it after.
    if (field === "city" && value) next.deliveryLocation = zoneForDistrict(value, zones) ?? next.deliveryLocation;
    setValues(next);
    // Once the shopper has tried to submit, errors follow their typing.
    if (attempted) setErrors(validate(next, lang.locale).errors);
  }

  /** Shows the form's errors (focusing the first) and returns its data when valid. */
  function checkForm() {
    setAttempted(true);
    const { data, errors: found } = validate(values, lang.locale);
    setErrors(found);
    if (!data) {
      const first = Object.keys(found)[0];
      if (first) document.getElementById(`checkout-${first}`)?.focus();
      return undefined;
    }
    return { data, chargePoisha: charge };
  }

  // Placed: "Loading..." until the navigation to the confirmation page starts, when the layout shows
  // that page's loading view (the same "Loading...").
  if (placed) return <PageLoading />;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{m.checkout_heading({}, lang)}</h1>
      <CartNotices notices={notices} linkToCart />
      {!hydrated || items.length === 0 ? (
        <CheckoutSkeleton />
      ) : (
        <div className="grid gap-8 lg:grid-cols-3">
          <form
            id="checkout-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(checkForm);
            }}
            className="space-y-5 rounded-lg border border-gray-200 p-6 lg:col-span-2"
            aria-labelledby="shipping-information"
          >
            <h2 id="shipping-information" className="text-lg font-semibold">
              {m.checkout_shipping_info({}, lang)}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                field="name"
                label={m.checkout_name({}, lang)}
                autoComplete="name"
                placeholder={m.checkout_name_placeholder({}, lang)}
                values={values}
                errors={errors}
                onChange={change}
              />
              <TextField
                field="phone"
                label={m.checkout_phone({}, lang)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={m.checkout_phone_placeholder({}, lang)}
                values={values}
                errors={errors}
                onChange={change}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <DistrictField values={values} errors={errors} onChange={change} />
              <TextField
                field="area"
                label={m.checkout_area({}, lang)}
                autoComplete="address-level3"
                placeholder={m.checkout_area_placeholder({}, lang)}
                optional
                values={values}
                errors={errors}
                onChange={change}
              />
            </div>

            <fieldset aria-describedby={errors.deliveryLocation ? "checkout-deliveryLocation-error" : undefined}>
              <legend className="text-sm font-medium text-gray-900">{m.checkout_delivery_location({}, lang)}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {zones.map((option, index) => (
                  <label
                    key={option.key}
                    className={cn(
                      "flex cursor-pointer items-start gap-3 rounded-md border p-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                      values.deliveryLocation === option.key ? "border-brand-600 bg-brand-50" : "border-gray-300",
                    )}
                  >
                    <input
                      type="radio"
                      id={index === 0 ? "checkout-deliveryLocation" : undefined}
                      name="deliveryLocation"
                      value={option.key}
                      checked={values.deliveryLocation === option.key}
                      onChange={() => change("deliveryLocation", option.key)}
                      className="mt-1 accent-brand-700"
                    />
                    <span className="text-sm font-medium">
                      {option.name}
                      <span className="block text-xs font-normal text-gray-600">
                        {formatTaka(option.chargePoisha, lang.locale)} · {option.estimate}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.deliveryLocation ? (
                <p id="checkout-deliveryLocation-error" className="mt-1.5 text-sm text-red-600">
                  {errors.deliveryLocation}
                </p>
              ) : null}
            </fieldset>

            <TextField
              field="address"
              label={m.checkout_address({}, lang)}
              multiline
              autoComplete="street-address"
              placeholder={m.checkout_address_placeholder({}, lang)}
              values={values}
              errors={errors}
              onChange={change}
            />
            <TextField
              field="message"
              label={m.checkout_message({}, lang)}
              multiline
              optional
              placeholder={m.checkout_message_placeholder({}, lang)}
              values={values}
              errors={errors}
              onChange={change}
            />
          </form>

          <aside className="h-fit rounded-lg border border-gray-200 p-6" aria-labelledby="checkout-summary">
            <h2 id="checkout-summary" className="text-lg font-semibold">
              {m.order_summary({}, lang)}
            </h2>
            <ul className="mt-4 divide-y divide-gray-100 text-sm">
              {items.map((line) => (
                <li key={line.product.id} className="flex justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block truncate">{line.product.name}</span>
                    <span className="text-gray-600">× {formatCount(line.quantity, lang.locale)}</span>
                  </span>
                  <span className="shrink-0 font-medium">{formatTaka(lineTotalPoisha(line), lang.locale)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-4 space-y-3 border-t border-gray-200 pt-4 text-sm">
              <div className="flex justify-between">
                <dt className="text-gray-600">{m.summary_subtotal({}, lang)}</dt>
                <dd className="font-medium">{formatTaka(total, lang.locale)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-gray-600">{m.summary_delivery_charge({}, lang)}</dt>
                <dd className="font-medium">{free ? m.summary_free({}, lang) : formatTaka(charge, lang.locale)}</dd>
              </div>
              <div className="flex justify-between border-t border-gray-200 pt-3 text-base font-semibold">
                <dt>{m.summary_total({}, lang)}</dt>
                <dd>{formatTaka(orderTotal, lang.locale)}</dd>
              </div>
            </dl>
            {freeShippingThresholdPoisha !== null && !free ? (
              <p className="mt-4 text-sm text-brand-800">{m.checkout_free_delivery_over({ amount: formatTakaBrief(freeShippingThresholdPoisha, lang.locale) }, lang)}</p>
            ) : null}
            {zone ? (
              <p className="mt-4 text-sm text-gray-600">
                {m.checkout_estimated_delivery({}, lang)} <span className="font-medium text-gray-900">{zone.estimate}</span>
              </p>
            ) : null}
            <p className="mt-1 text-sm text-gray-600">
              {m.checkout_payment({}, lang)} <span className="font-medium text-gray-900">{m.payment_cod({}, lang)}</span>
            </p>
            <Button type="submit" form="checkout-form" size="lg" className="mt-6 w-full" disabled={submitting}>
              {submitting ? m.checkout_processing({}, lang) : m.checkout_place_order({}, lang)}
            </Button>
          </aside>
        </div>
      )}
    </section>
  );
}

/**
 * The district picker: a native select of Bangladesh's 64 districts (English and Bangla names), so
 * it works by keyboard with type-ahead (typing "Dh" jumps to Dhaka) and on every phone's own picker.
 * The order stores the English name.
 */
function DistrictField({ values, errors, onChange }: Pick<TextFieldProps, "values" | "errors" | "onChange">) {
  const id = "checkout-city";
  const error = errors.city;
  const lang = useLang();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{m.checkout_district({}, lang)}</Label>
      <select
        id={id}
        name="city"
        value={values.city}
        autoComplete="address-level2"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required
        onChange={(event) => onChange("city", event.target.value)}
        className="h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30 aria-invalid:border-red-500"
      >
        <option value="">{m.checkout_district_placeholder({}, lang)}</option>
        {DISTRICTS_BY_NAME.map((district) => (
          <option key={district.en} value={district.en}>
            {lang.locale === "bn" ? district.bn : `${district.en} (${district.bn})`}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = {
  field: Exclude<Field, "deliveryLocation" | "city">;
  label: string;
  values: Values;
  errors: Errors;
  onChange(field: Field, value: string): void;
  multiline?: boolean;
  optional?: boolean;
} & Pick<React.ComponentProps<"input">, "type" | "inputMode" | "autoComplete" | "placeholder">;

function TextField({ field, label, values, errors, onChange, multiline, optional, ...inputProps }: TextFieldProps) {
  const id = `checkout-${field}`;
  const error = errors[field];
  const shared = {
    id,
    name: field,
    value: values[field],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": optional ? undefined : true,
    placeholder: inputProps.placeholder,
    autoComplete: inputProps.autoComplete,
  };
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea {...shared} rows={3} onChange={(event) => onChange(field, event.target.value)} />
      ) : (
        <Input {...shared} type={inputProps.type ?? "text"} inputMode={inputProps.inputMode} onChange={(event) => onChange(field, event.target.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function CheckoutSkeleton() {
  const lang = useLang();
  return (
    <div className="grid gap-8 lg:grid-cols-3" aria-busy="true">
      <p className="sr-only" role="status">
        {m.checkout_loading({}, lang)}
      </p>
      <Skeleton className="h-[28rem] lg:col-span-2" />
      <Skeleton className="h-72" />
    </div>
  );
}
