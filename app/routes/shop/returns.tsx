import { Link } from "react-router";
import { InfoPage, InfoSection } from "~/components/shop/info-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { BOLD, RichText } from "~/components/rich-text";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/returns";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.returns_title({}, metaLang(location)), m.returns_description({}, metaLang(location)));

// The shop states two return windows: 7 days here, "30-day return policy" on the home page strip.
// Both stand, so the page states the 7-day rule and says how the 30-day promise relates to it.
export default function Returns() {
  const lang = useLang();
  const to = useLocalePath();
  const contactLink = {
    link: (chunk: string) => (
      <Link to={to("/contact")} className="font-medium text-brand-700 hover:underline">
        {chunk}
      </Link>
    ),
  };
  return (
    <InfoPage title={m.returns_title({}, lang)} intro={m.returns_intro({}, lang)}>
      <InfoSection title={m.returns_window_title({}, lang)}>
        <p>
          <RichText text={m.returns_window_1({}, lang)} tags={BOLD} />
        </p>
        <p>{m.returns_window_2({}, lang)}</p>
      </InfoSection>
      <InfoSection title={m.returns_how_title({}, lang)}>
        <ol className="list-decimal space-y-2 pl-6">
          <li>
            <RichText text={m.returns_how_1({}, lang)} tags={contactLink} />
          </li>
          <li>{m.returns_how_2({}, lang)}</li>
          <li>{m.returns_how_3({}, lang)}</li>
        </ol>
      </InfoSection>
      <InfoSection title={m.returns_refunds_title({}, lang)}>
        <p>{m.returns_refunds_1({}, lang)}</p>
        <p>{m.returns_refunds_2({}, lang)}</p>
      </InfoSection>
    </InfoPage>
  );
}
