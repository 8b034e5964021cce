// The storefront speaks English at today's URLs and Bangla under /bn. The locale of a page is read
// from its path alone, so the server render, the hydrated page and the page cache's key always agree.

/** The storefront's languages: English at today's URLs, Bangla under /bn. The admin panel is English only. */
export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language a page shows when none is asked for. */
export const DEFAULT_LOCALE: Locale = "en";

/** The path prefix of Bangla pages. */
export const BANGLA_PREFIX = "/bn";

/** The cookie that remembers Bangla chosen with the switch (a year): `/` then redirects to `/bn` (app/.server/remembered-locale.ts). */
export const LOCALE_COOKIE = "haat_lang";

/**
 * The cookie header a choice with the switch writes: Bangla is remembered for a year, for the whole
 * site; English, the default, clears it (so `/` stays English).
 */
export function localeCookie(locale: Locale): string {
  return locale === "bn" ? `${LOCALE_COOKIE}=bn; Path=/; Max-Age=31536000; SameSite=Lax` : `${LOCALE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The header a page's scripts send to the JSON APIs so their messages come back in the page's language. */
export const LOCALE_HEADER = "X-Haat-Locale";

/** Intl's name for each locale: Bangladesh's English (day month year) and Bangla with Bangla digits. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", bn: "bn-BD" };

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "bn";
}

/** The locale a path is in: "/bn" and "/bn/…" are Bangla, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? "bn" : "en";
}

/** The English path of a page: "/bn/shop" → "/shop", "/bn" → "/". */
export function stripLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  return pathname.slice(BANGLA_PREFIX.length) || "/";
}

/** The path of an English page in `locale`: ("/shop", "bn") → "/bn/shop", ("/", "bn") → "/bn". Query and hash are kept. */
export function localizePath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/")) return path;
  if (path === "/" || path.startsWith("/?") || path.startsWith("/#")) return `${BANGLA_PREFIX}${path.slice(1)}`;
  return `${BANGLA_PREFIX}${path}`;
}

/** The same page in the other language (or `locale`), keeping the query: "/bn/shop?page=2" → "/shop?page=2". */
export function switchLocalePath(pathname: string, search: string, locale: Locale): string {
  return localizePath(`${stripLocale(pathname)}${search}`, locale);
}

const BANGLA_ZERO = 0x09e6;

/** Turns Bangla digits (০-৯) into ASCII ones, so "০১৭১২" is read as "01712"; other characters stay. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}

/** Writes ASCII digits as Bangla ones: "2024" → "২০২৪". */
export function toBanglaDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(BANGLA_ZERO + Number(digit)));
}

// Made on first use: a page's first Intl object costs ~100 ms on a mid-range phone (Chromium loads
// its locale data then), and a whole number needs none (see formatCount).
const NUMBER: Partial<Record<Locale, Intl.NumberFormat>> = {};

/** A count as the page's language writes it: 12 → "12" or "১২" (no grouping: counts and quantities are small). */
export function formatCount(value: number, locale: Locale = "en"): string {
  // A whole number is its digits, in Bangla digits on Bangla pages: what Intl writes for it (but -0
  // is 0), without Intl. Every hydration shows counts (the cart badge), and Intl's first use would
  // be a long task on the phone before the page answers a tap.
  if (Number.isSafeInteger(value)) return locale === "bn" ? toBanglaDigits(String(value)) : String(value);
  NUMBER[locale] ??= new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping: false });
  return NUMBER[locale].format(value);
}

/** A whole number typed by a shopper in either script ("১২" or "12"), or null. */
export function parseWholeNumber(text: string): number | null {
  const ascii = toAsciiDigits(text.trim());
  return /^\d+$/.test(ascii) ? Number(ascii) : null;
}
