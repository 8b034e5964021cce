import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { useLang } from "~/components/i18n";
import { listCategories } from "~/.server/catalog";
import { publicOrigin } from "~/.server/public-url";
import { settingsFor } from "~/.server/settings";
import { Footer } from "~/components/shop/footer";
import { Header } from "~/components/shop/header";
import { pendingView } from "~/components/shop/pending-page";
import { stripLocale } from "~/lib/i18n";
import * as m from "~/paraglide/messages";
import type { Route } from "./+types/layout";
import { localeContext } from "~/.server/request-context";

const YEAR_FORMAT = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", year: "numeric" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const [categories, { settings }] = await Promise.all([listCategories({ locale: context.get(localeContext) }), settingsFor(context)]);
  return {
    categories: categories.map(({ id, name }) => ({ id, name })),
    storePhone: settings.supportPhone,
    storeName: settings.storeName,
    // For each page's canonical and language alternates (absolute URLs).
    origin: publicOrigin(request),
    footer: {
      tradeLicenceNumber: settings.tradeLicenceNumber,
      dbidNumber: settings.dbidNumber,
      social: { facebook: settings.facebookUrl, instagram: settings.instagramUrl, x: settings.xUrl, youtube: settings.youtubeUrl },
    },
    // From the server, so the browser's clock or zone cannot make the footer differ from the HTML.
    year: Number(YEAR_FORMAT.format(new Date())),
  };
}

// Categories rarely change: reload them after a form post, not on every click or filter change.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { categories, storePhone, storeName, year, footer } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location.pathname : null;
  const lang = useLang();
  const pending = target ? pendingView(stripLocale(target), lang.locale) : null;

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {m.skip_to_content({}, lang)}
      </a>
      <Header storeName={storeName} phone={storePhone} categories={categories} />
      <main id="main" className="flex-1">
        {pending ?? <Outlet />}
      </main>
      <Footer storeName={storeName} year={year} {...footer} />
    </div>
  );
}
