import { InfoPage, InfoSection } from "~/components/shop/info-page";
import { pageMeta } from "~/components/shop/meta";
import { DELIVERY_ESTIMATES, deliveryChargePoisha } from "~/lib/delivery";
import { formatTaka } from "~/lib/money";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shipping";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Shipping Information", "Delivery across Bangladesh, Saturday to Thursday, cash on delivery.");

// The shop states two sets of delivery times: 1-2 / 3-5 business days here (the info page's figures)
// and 3-5 / 5-7 at checkout and on the confirmation. Both readings are shown.
export default function Shipping() {
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
        <p>
          {`These are our usual times. At checkout and on your order confirmation we give a more cautious estimate: ${DELIVERY_ESTIMATES.inside_dhaka} inside Dhaka and ${DELIVERY_ESTIMATES.outside_dhaka} outside Dhaka.`}
        </p>
        <p>Orders are processed within 24 hours. We deliver Saturday to Thursday; there are no deliveries on Friday.</p>
      </InfoSection>
      <InfoSection title="Delivery charges">
        <ul className="list-disc space-y-2 pl-6">
          <li>{`Inside Dhaka: ${formatTaka(deliveryChargePoisha("inside_dhaka"))}`}</li>
          <li>{`Outside Dhaka: ${formatTaka(deliveryChargePoisha("outside_dhaka"))}`}</li>
        </ul>
        <p>
          Free shipping on orders over ৳2000 is one of our promotions; the delivery charge that applies to your order is always shown at
          checkout before you place it.
        </p>
      </InfoSection>
      <InfoSection title="Payment">
        <p>Cash on delivery only: you pay the delivery person in taka when you receive your order.</p>
      </InfoSection>
    </InfoPage>
  );
}
