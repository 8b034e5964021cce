import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { InfoPage, InfoSection } from "~/components/shop/info-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { BOLD, RichText } from "~/components/rich-text";
import { formatTaka, formatTakaBrief } from "~/lib/money";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shipping";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.shipping_title({}, metaLang(location)), m.shipping_description({}, metaLang(location)));

export async function loader({ context }: Route.LoaderArgs) {
  const { activeZones, settings } = await settingsFor(context);
  // The zones' names and estimates in the page's language only (Bangla where saved, else English).
  return { zones: activeZones[context.get(localeContext)], freeShippingThresholdPoisha: settings.freeShippingThresholdPoisha };
}

// The shop states two sets of delivery times: 1-2 / 3-5 business days here (the info page's figures)
// and each zone's estimate (3-5 / 5-7 out of the box) at checkout and on the confirmation. Both
// readings are shown. Charges and the free-shipping threshold are the ones checkout applies.
export default function Shipping({ loaderData }: Route.ComponentProps) {
  const { zones, freeShippingThresholdPoisha } = loaderData;
  const lang = useLang();
  return (
    <InfoPage title={m.shipping_title({}, lang)} intro={m.shipping_intro({}, lang)}>
      <InfoSection title={m.shipping_times_title({}, lang)}>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <RichText text={m.shipping_inside_dhaka({}, lang)} tags={BOLD} />
          </li>
          <li>
            <RichText text={m.shipping_outside_dhaka({}, lang)} tags={BOLD} />
          </li>
        </ul>
        <p>{m.shipping_usual_times({}, lang)}</p>
        <ul className="list-disc space-y-2 pl-6">
          {zones.map((zone) => (
            <li key={zone.key}>{`${zone.name}: ${zone.estimate}`}</li>
          ))}
        </ul>
        <p>{m.shipping_processing({}, lang)}</p>
      </InfoSection>
      <InfoSection title={m.shipping_charges_title({}, lang)}>
        <ul className="list-disc space-y-2 pl-6">
          {zones.map((zone) => (
            <li key={zone.key}>{`${zone.name}: ${formatTaka(zone.chargePoisha, lang.locale)}`}</li>
          ))}
        </ul>
        {freeShippingThresholdPoisha === null ? (
          <p>{m.shipping_charge_at_checkout({}, lang)}</p>
        ) : (
          <p>{m.shipping_free_over({ amount: formatTakaBrief(freeShippingThresholdPoisha, lang.locale) }, lang)}</p>
        )}
      </InfoSection>
      <InfoSection title={m.confirm_payment({}, lang)}>
        <p>{m.shipping_payment_text({}, lang)}</p>
      </InfoSection>
    </InfoPage>
  );
}
