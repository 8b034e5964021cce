import { type Locale, toBanglaDigits } from "./i18n";

// Dates are shown in Bangladesh time whatever the server's or browser's zone, so the server HTML
// and the hydrated page always agree. Written here, not by Intl.DateTimeFormat: a page's first Intl
// object is a long task on a phone (73–95 ms on Lighthouse's throttled CPU, see formatCount in
// i18n.ts), which the tracking and reviews pages paid at hydration; and the words are then the same
// whichever ICU the server and the browser carry. A test checks both languages against Intl for
// every day of 2010–2040.
const MONTHS: Record<Locale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  bn: ["জানুয়ারি", "ফেব্রুয়ারি", "মার্চ", "এপ্রিল", "মে", "জুন", "জুলাই", "আগস্ট", "সেপ্টেম্বর", "অক্টোবর", "নভেম্বর", "ডিসেম্বর"],
};

/** Bangladesh keeps UTC+6 all year (its one summer time was in 2009, before any order here). */
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** A calendar date in Bangladesh time: "5 March 2024"; on Bangla pages "৫ মার্চ, ২০২৪" (as Intl's en-GB and bn-BD write them). */
export function formatDate(value: Date | string, locale: Locale = "en"): string {
  const time = (typeof value === "string" ? new Date(value) : value).getTime();
  // What Intl throws for a date that is not one.
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  const dhaka = new Date(time + DHAKA_OFFSET_MS);
  const [day, month, year] = [dhaka.getUTCDate(), MONTHS[locale][dhaka.getUTCMonth()]!, dhaka.getUTCFullYear()];
  return locale === "bn" ? toBanglaDigits(`${day} ${month}, ${year}`) : `${day} ${month} ${year}`;
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

/** The instant a Bangladesh calendar day (YYYY-MM-DD) starts, `plusDays` later (the offset is fixed: DHAKA_OFFSET_MS). */
export function dhakaDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS + plusDays * 86_400_000);
}
