import { Link } from "react-router";
import { renderShopPage } from "~/.server/content/pages";
import { localeContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { OwnerPage } from "~/components/shop/owner-page";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { buttonVariants } from "~/components/ui/button";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/about";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.about_title({}, metaLang(location)), m.about_description({}, metaLang(location)));

// The owner's story (Admin → Pages); a new shop shows the spec's.
export async function loader({ context }: Route.LoaderArgs) {
  return renderShopPage("about", await settingsFor(context), context.get(localeContext));
}

export default function About({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <OwnerPage title={loaderData.title} html={loaderData.html}>
      <Link to={to("/shop")} data-slot="button" className={buttonVariants({ size: "lg", className: "mt-10" })}>
        {m.about_start_shopping({}, lang)}
      </Link>
    </OwnerPage>
  );
}
