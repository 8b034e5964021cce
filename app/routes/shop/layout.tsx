import { Outlet, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from "react-router";
import { publicOrigin } from "~/.server/public-url";
import { settingsFor } from "~/.server/settings";
import { Footer } from "~/components/shop/footer";
import { Header } from "~/components/shop/header";
import { ShellTextsProvider } from "~/components/shop/shell-texts";
import { localeFromPath } from "~/lib/i18n";
import { shellTexts } from "~/lib/shell-texts";
import { type LoadingRoute, loadingRouteIdFor, loadingView, routeIdsWithLoadingView } from "~/routes/loading-views";
import type { Route } from "./+types/layout";
import { localeContext, routeTableContext } from "~/.server/request-context";

const YEAR_FORMAT = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Dhaka", year: "numeric" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { settings, categories: inEachLanguage } = await settingsFor(context);
  const categories = inEachLanguage[locale];
  const table = context.get(routeTableContext);
  return {
    // The pages with a loading view and their path patterns, from the route table (loading-views.ts).
    loadingRoutes: routeIdsWithLoadingView.flatMap((id): LoadingRoute[] => {
      const path = table.pathOf(id);
      return path ? [{ id, path }] : [];
    }),
    categories: categories.map(({ id, name }) => ({ id, name })),
    storePhone: settings.supportPhone,
    storeName: settings.storeName,
    // For each page's canonical and language alternates (absolute URLs).
    origin: publicOrigin(request),
    social: { facebook: settings.facebookUrl, instagram: settings.instagramUrl, x: settings.xUrl, youtube: settings.youtubeUrl },
    // The header's and footer's texts in the page's language: data, not code in both languages.
    texts: shellTexts(locale, {
      phone: settings.supportPhone,
      storeName: settings.storeName,
      tradeLicenceNumber: settings.tradeLicenceNumber,
      dbidNumber: settings.dbidNumber,
      // From the server, so the browser's clock or zone cannot make the footer differ from the HTML.
      year: Number(YEAR_FORMAT.format(new Date())),
    }),
  };
}

// Categories rarely change: reload them after a form post, not on every click or filter change;
// and when the page changes language (the categories' names and the texts are in one language).
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  return formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { categories, storePhone, storeName, social, texts, loadingRoutes } = loaderData;
  // The page a client navigation is going to. A new query on the same page keeps that page, which
  // shows its own state.
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location.pathname : undefined;
  const loading = loadingView(target === undefined ? undefined : loadingRouteIdFor(target, loadingRoutes));

  return (
    <ShellTextsProvider value={texts}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
        >
          {texts.skipToContent}
        </a>
        <Header storeName={storeName} phone={storePhone} categories={categories} />
        <main id="main" className="flex-1">
          {loading ?? <Outlet />}
        </main>
        <Footer storeName={storeName} social={social} />
      </div>
    </ShellTextsProvider>
  );
}
