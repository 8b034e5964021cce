import { INTL_LOCALE, type Locale } from "./i18n";

// Dates are shown in Bangladesh time whatever the server's or browser's zone, so the server HTML
// and the hydrated page always agree.
const DATE_OPTIONS: Intl.DateTimeFormatOptions = { timeZone: "Asia/Dhaka", day: "numeric", month: "long", year: "numeric" };
// Made on first use, not when a page loads this module: a page's first Intl object is a long task
// on a phone (see formatCount in i18n.ts), and most pages that load it show no date.
const DATE: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

/** A calendar date in Bangladesh time: "5 March 2024"; on Bangla pages "৫ মার্চ, ২০২৪". */
export function formatDate(value: Date | string, locale: Locale = "en"): string {
  DATE[locale] ??= new Intl.DateTimeFormat(INTL_LOCALE[locale], DATE_OPTIONS);
  return DATE[locale].format(typeof value === "string" ? new Date(value) : value);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A "YYYY-MM-DD" calendar day that exists, or null. */
export function parseDay(value: string | null | undefined): string | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? value! : null;
}

/**
 * The instant a Bangladesh calendar day (YYYY-MM-DD) starts, `plusDays` later. Bangladesh keeps UTC+6
 * all year (no daylight saving), so the offset is fixed.
 */
export function dhakaDayStart(day: string, plusDays = 0): Date {
  const start = new Date(`${day}T00:00:00+06:00`);
  return new Date(start.getTime() + plusDays * 86_400_000);
}
