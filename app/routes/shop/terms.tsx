import { renderShopPage } from "~/.server/content/pages";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { OwnerPage } from "~/components/shop/owner-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/terms";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.terms_title({}, metaLang(location)), m.terms_description({}, metaLang(location)));

// The owner's text (Admin → Pages); a new shop shows the default one.
export async function loader({ context }: Route.LoaderArgs) {
  return renderShopPage("terms", await settingsFor(context), context.get(localeContext));
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <OwnerPage title={loaderData.title} html={loaderData.html} />;
}
