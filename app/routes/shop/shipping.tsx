import { settingsFor } from "~/.server/settings";
import { InfoPage, InfoSection } from "~/components/shop/info-page";
import { pageMeta } from "~/components/shop/meta";
import { formatTaka, formatTakaBrief } from "~/lib/money";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shipping";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Shipping Information", "Delivery across Bangladesh, Saturday to Thursday, cash on delivery.");

export async function loader({ context }: Route.LoaderArgs) {
  const { activeZones, settings } = await settingsFor(context);
  return { zones: activeZones, freeShippingThresholdPoisha: settings.freeShippingThresholdPoisha };
}

// The shop states two sets of delivery times: 1-2 / 3-5 business days here (the info page's figures)
// and each zone's estimate (3-5 / 5-7 out of the box) at checkout and on the confirmation. Both
// readings are shown. Charges and the free-shipping threshold are the ones checkout applies.
export default function Shipping({ loaderData }: Route.ComponentProps) {
  const { zones, freeShippingThresholdPoisha } = loaderData;
  return (
    <InfoPage title="Shipping Information" intro="We deliver all over Bangladesh, and you pay cash when your order arrives.">
      <InfoSection title="Delivery times">
        <ul className="list-disc space-y-2 pl-6">
          <li>
            Inside Dhaka: <strong>1-2 business days</strong>
          </li>
          <li>
            Outside Dhaka: <strong>3-5 business days</strong>
          </li>
        </ul>
        <p>These are our usual times. At checkout and on your order confirmation we give a more cautious estimate for each delivery zone:</p>
        <ul className="list-disc space-y-2 pl-6">
          {zones.map((zone) => (
            <li key={zone.key}>{`${zone.name}: ${zone.estimate}`}</li>
          ))}
        </ul>
        <p>Orders are processed within 24 hours. We deliver Saturday to Thursday; there are no deliveries on Friday.</p>
      </InfoSection>
      <InfoSection title="Delivery charges">
        <ul className="list-disc space-y-2 pl-6">
          {zones.map((zone) => (
            <li key={zone.key}>{`${zone.name}: ${formatTaka(zone.chargePoisha)}`}</li>
          ))}
        </ul>
        {freeShippingThresholdPoisha === null ? (
          <p>The delivery charge that applies to your order is always shown at checkout before you place it.</p>
        ) : (
          <p>
            {`Delivery is free for orders over ${formatTakaBrief(freeShippingThresholdPoisha)}: checkout shows it before you place your order.`}
          </p>
        )}
      </InfoSection>
      <InfoSection title="Payment">
        <p>Cash on delivery only: you pay the delivery person in taka when you receive your order.</p>
      </InfoSection>
    </InfoPage>
  );
}
