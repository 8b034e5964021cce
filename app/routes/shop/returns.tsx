import { Link } from "react-router";
import { InfoPage, InfoSection } from "~/components/shop/info-page";
import { pageMeta } from "~/components/shop/meta";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/returns";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Returns & Refunds", "Return a product within 7 days of delivery; refunds within 5-7 business days.");

// The shop states two return windows: 7 days here, "30-day return policy" on the home page strip.
// Both stand, so the page states the 7-day rule and says how the 30-day promise relates to it.
export default function Returns() {
  return (
    <InfoPage title="Returns & Refunds" intro="Not happy with your order? Here is how returns work.">
      <InfoSection title="Return window">
        <p>
          You can ask to return a product within <strong>7 days from delivery</strong>. The item should be unused, with its original tags and
          packaging.
        </p>
        <p>
          Our home page mentions a 30-day return policy (Easy Returns). The 7-day window is the standard rule for a return request; please
          contact us if you are past 7 days but within 30 days of delivery, and we will look at your case.
        </p>
      </InfoSection>
      <InfoSection title="How to return">
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            <Link to="/contact" className="font-medium text-brand-700 hover:underline">
              Contact us
            </Link>{" "}
            with your order number and the reason for the return.
          </li>
          <li>We approve or answer your request within 24 hours.</li>
          <li>Pack the item securely; we tell you where to send it or arrange a pickup.</li>
        </ol>
      </InfoSection>
      <InfoSection title="Refunds">
        <p>Once we receive and check the item, your refund is made within 5-7 business days.</p>
        <p>Shipping costs are not refunded, unless the return is because of our mistake (a wrong, damaged or faulty item).</p>
      </InfoSection>
    </InfoPage>
  );
}
