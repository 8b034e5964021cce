/** The storefront's languages: English at today's URLs, Bangla under /bn. The admin panel is English only. */
export const LOCALES = ["en", "bn"] as const;

export type Locale = (typeof LOCALES)[number];

/** The language a page shows when none is asked for. */
export const DEFAULT_LOCALE: Locale = "en";

/** Whether a value (a route parameter, a cookie) names one of the storefront's languages. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
