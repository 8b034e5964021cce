import { type Locale, toBanglaDigits } from "./i18n";

// Money is integer poisha (1/100 taka) so sums are exact (0.1 + 0.2 taka is 30 poisha, not
// 0.30000000000000004). Postgres numeric(12,2) values travel as decimal strings and are parsed by
// splitting the string, never by multiplying a float.

const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;
const VALID_MONEY_PATTERN = /^\d{1,10}(?:\.\d{1,2})?$/;

/** Parses a taka amount ("1234.5", "0.01", 1500) into integer poisha; throws RangeError if malformed or > 2 decimals. */
export function toPoisha(value: string | number): number {
  if (typeof value === "number" && !Number.isFinite(value)) {
    throw new RangeError(`Invalid money amount: ${value}`);
  }
  // String(number) gives the shortest round-tripping form, so 12.5 → "12.5" and 0.1 + 0.2 → "0.30000000000000004" (rejected).
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) throw new RangeError(`Invalid money amount: ${JSON.stringify(value)}`);
  const [, sign, whole = "", fraction = ""] = match;
  const poisha = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(poisha)) throw new RangeError(`Money amount too large: ${text}`);
  return sign && poisha !== 0 ? -poisha : poisha;
}

/** Renders integer poisha as a plain decimal taka string with 2 decimals ("1234.50"), for numeric(12,2) columns; throws RangeError if not a safe integer. */
export function poishaToDecimal(poisha: number): string {
  if (!Number.isSafeInteger(poisha)) throw new RangeError(`Poisha must be a safe integer: ${poisha}`);
  const abs = Math.abs(poisha);
  const taka = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return `${poisha < 0 ? "-" : ""}${taka}.${rest}`;
}

/**
 * Whole taka grouped the South Asian way, as Intl's bn-BD writes them: the last three digits, then
 * pairs ("1234567" → "12,34,567"). Hand-rolled like the English grouping: every product card shows a
 * price, and Intl's first use on a page is a long task on a phone (see formatCount in i18n.ts).
 */
function groupSouthAsian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
}

/**
 * Formats integer poisha for display as taka: "৳1,234.00", "-৳5.00"; on Bangla pages "৳১,২৩৪.০০".
 * Throws RangeError if not a safe integer.
 */
export function formatTaka(poisha: number, locale: Locale = "en"): string {
  const decimal = poishaToDecimal(poisha);
  const negative = decimal.startsWith("-");
  const [whole = "0", fraction = "00"] = (negative ? decimal.slice(1) : decimal).split(".");
  if (locale === "bn") return `${negative ? "-" : ""}৳${toBanglaDigits(`${groupSouthAsian(whole)}.${fraction}`)}`;
  // Hand-rolled rather than Intl so server and browser render identically whatever their locale.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}৳${grouped}.${fraction}`;
}

/** Formats a decimal taka amount ("1234.5" or 1234.5) as "৳1,234.50" (Bangla: "৳১,২৩৪.৫০"); throws RangeError if malformed. */
export function formatPrice(decimal: string | number, locale: Locale = "en"): string {
  return formatTaka(toPoisha(decimal), locale);
}

/** True for a non-negative taka amount with at most 2 decimals and 10 integer digits (fits numeric(12,2)). */
export function isValidMoney(s: string): boolean {
  return VALID_MONEY_PATTERN.test(s);
}

/**
 * A round figure in an advertising line, as the spec writes it ("orders over ৳2000"): whole taka
 * without decimals or grouping; an amount with poisha keeps its two decimals ("৳1999.50").
 */
export function formatTakaBrief(poisha: number, locale: Locale = "en"): string {
  const decimal = poishaToDecimal(poisha);
  const brief = `৳${decimal.endsWith(".00") ? decimal.slice(0, -3) : decimal}`;
  return locale === "bn" ? toBanglaDigits(brief) : brief;
}
