import { useLocation } from "react-router";
import { useLocale } from "~/components/i18n";
import { type Locale, localeCookie, switchLocalePath } from "~/lib/i18n";
import { useShellTexts } from "~/components/shop/shell-texts";

/** Remembers Bangla for a year (`/` then opens `/bn`); choosing English forgets it. */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale);
}

/**
 * The same page in the other language, query kept. A plain link, so it works before the page's
 * scripts load and the new page comes with its own <html lang> and font.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other: Locale = locale === "bn" ? "en" : "bn";
  const { languageSwitch } = useShellTexts();
  return (
    <a
      href={switchLocalePath(pathname, search, other)}
      hrefLang={other}
      lang={other}
      className={className}
      aria-label={languageSwitch.label}
      onClick={() => rememberLocale(other)}
    >
      {languageSwitch.text}
    </a>
  );
}
