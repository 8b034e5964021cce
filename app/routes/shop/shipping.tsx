import { renderShopPage } from "~/.server/content/pages";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { OwnerPage } from "~/components/shop/owner-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/shipping";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.shipping_title({}, metaLang(location)), m.shipping_description({}, metaLang(location)));

// The owner's text (Admin → Pages). Delivery times and charges are the zones' own, placed by {zones}
// as a table, so this page says what checkout says.
export async function loader({ context }: Route.LoaderArgs) {
  return renderShopPage("shipping", await settingsFor(context), context.get(localeContext));
}

export default function Shipping({ loaderData }: Route.ComponentProps) {
  return <OwnerPage title={loaderData.title} html={loaderData.html} />;
}
