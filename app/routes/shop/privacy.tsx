import { renderShopPage } from "~/.server/content/pages";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { OwnerPage } from "~/components/shop/owner-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/privacy";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.privacy_title({}, metaLang(location)), m.privacy_description({}, metaLang(location)));

// The owner's text (Admin → Pages); a new shop shows the default one.
export async function loader({ context }: Route.LoaderArgs) {
  return renderShopPage("privacy", await settingsFor(context), context.get(localeContext));
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return <OwnerPage title={loaderData.title} html={loaderData.html} />;
}
