import { lazy, Suspense, useEffect } from "react";
import { Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import { Toaster } from "./components/toast";
import type { Route } from "./+types/root";
import { useNonce } from "./components/nonce";
import { CartHydrator } from "./components/orders/cart-hydrator";
import { applyFontsOnLoad } from "./client/fonts";
import { DEFERRED_FONTS_ATTRIBUTE } from "./lib/hydration";
import stylesheet from "./app.css?url";
import banglaFontFaces from "./bangla-font.css?inline";
import { answerDatabaseOutages } from "./.server/outage";
import { keepRenderedPages } from "./.server/page-cache";
import { provideLocale } from "./.server/request-context";
import { useLocale } from "./components/i18n";
import * as m from "./paraglide/messages";

// Above every route: the page cache outermost, so the answers the outage middleware gives pass it
// (with their Content-Security-Policy); then the outage answer for pages, client navigations' data
// and resource routes alike.
// The page's language goes into the context before any loader runs.
export const middleware: Route.MiddlewareFunction[] = [keepRenderedPages, provideLocale, answerDatabaseOutages];


export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const locale = useLocale();
  // The font rules apply once the page has hydrated, and again on a Bangla page reached from an
  // English one (a new style element is written with its media again).
  useEffect(() => {
    if (locale === "bn") applyFontsOnLoad(window);
  }, [locale]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        {/* A stylesheet with a precedence is one of React's resources: it goes out at the top of the head,
            before the module preloads, so the browser fetches it first (it blocks the first paint; they do
            not). Written here rather than through React Router's links and <Links>, which put the
            script nonce on every link: links need none (styles are not nonce-checked). */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        {/* Bangla pages only: the Bengali font (app/bangla-font.css). Its few rules are written into the
            page: a stylesheet of their own would hold the first paint for one more round trip on a slow
            network. They apply once the page has loaded (applyFontsOnLoad; until then "not all" matches
            no screen): the text paints at once in the phone's own Bengali font, and the two files
            (~90 kB) never share the connection with the first photos. A phone whose own font is Noto
            Sans Bengali (Android) keeps it, and the rules stay off. A preload made the largest image
            wait (Lighthouse /bn/shop LCP 1.7 s with it, 1.2 s without), and fonts fetched as the first
            paint was laid out put Bangla pages' LCP at 1.1 or 2.1 s by which came first (eleventh pass,
            docs/performance.md). Static text from the build, never user input. */}
        {locale === "bn" ? (
          <>
            <style media="not all" {...{ [DEFERRED_FONTS_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: banglaFontFaces }} />
            {/* Without JavaScript nothing would apply them: there they apply at once, as before. */}
            <noscript dangerouslySetInnerHTML={{ __html: `<style>${banglaFontFaces}</style>` }} />
          </>
        ) : null}
      </head>
      <body>
        {children}
        <Toaster position="top-center" richColors closeButton={false} duration={2000} containerAriaLabel={m.toasts_label({}, { locale })} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <CartHydrator />
      <Outlet />
    </>
  );
}

// The error page's code (and its texts in both languages) loads when an error is shown, which no
// page needs until then: ~0.6 kB less for every page. The server waits for it as for any lazy part.
const ErrorPage = lazy(() => import("./components/error-page"));

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <ErrorPage {...props} />
    </Suspense>
  );
}
