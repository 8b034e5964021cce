import { useLocation } from "react-router";
import { type Locale, localeFromPath, localizePath } from "~/lib/i18n";

/** The page's language, from its path (the same on the server and in the browser). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/**
 * The page's language as the option every message function takes: `m.cart_title({}, lang)`.
 * Passed on each call rather than set globally, so concurrent renders on the server never mix.
 */
export function useLang(): { locale: Locale } {
  return { locale: useLocale() };
}

/** Maps an English path to the page's language: `to("/shop")` is "/bn/shop" on Bangla pages. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
