import { renderShopPage } from "~/.server/content/pages";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { OwnerPage } from "~/components/shop/owner-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { formatCount } from "~/lib/i18n";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/returns";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const lang = metaLang(location);
  const days = formatCount(loaderData?.returnDays ?? 7, lang.locale);
  return pageMeta({ matches, location }, m.returns_title({}, lang), m.returns_description({ days }, lang));
};

// The owner's text (Admin → Pages); the return period is the one Settings gives, placed by {return_days}.
export async function loader({ context }: Route.LoaderArgs) {
  const snapshot = await settingsFor(context);
  return { ...(await renderShopPage("returns", snapshot, context.get(localeContext))), returnDays: snapshot.settings.returnDays };
}

export default function Returns({ loaderData }: Route.ComponentProps) {
  return <OwnerPage title={loaderData.title} html={loaderData.html} />;
}
