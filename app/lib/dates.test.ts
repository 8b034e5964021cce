import { describe, expect, it } from "vitest";
import { dhakaDayStart, formatDate, parseDay } from "./dates";

describe("formatDate", () => {
  it.each([
    ["2024-03-05T10:00:00Z", "5 March 2024"],
    // 20:00 UTC is already the next day in Dhaka (UTC+6).
    ["2024-03-05T20:00:00Z", "6 March 2024"],
    [new Date("2024-12-31T17:59:59Z"), "31 December 2024"],
    [new Date("2024-12-31T18:00:00Z"), "1 January 2025"],
  ])("%s → %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });
});

describe("formatDate in both languages", () => {
  it.each([
    ["2024-03-05T10:00:00Z", "5 March 2024", "৫ মার্চ, ২০২৪"],
    ["2024-12-31T18:00:00Z", "1 January 2025", "১ জানুয়ারি, ২০২৫"],
    ["2026-11-25T06:00:00Z", "25 November 2026", "২৫ নভেম্বর, ২০২৬"],
  ])("%s → %s / %s", (input, en, bn) => {
    expect(formatDate(input, "en")).toBe(en);
    expect(formatDate(input, "bn")).toBe(bn);
  });
});

describe("formatDate against Intl", () => {
  it("writes every day of 2010–2040 as Intl's en-GB and bn-BD do in Dhaka, on both sides of its midnight", () => {
    const options: Intl.DateTimeFormatOptions = { timeZone: "Asia/Dhaka", day: "numeric", month: "long", year: "numeric" };
    const intl = { en: new Intl.DateTimeFormat("en-GB", options), bn: new Intl.DateTimeFormat("bn-BD", options) };
    const differences: string[] = [];
    for (let day = Date.UTC(2010, 0, 1); day < Date.UTC(2041, 0, 1); day += 86_400_000) {
      // Midnight UTC, the last second before Dhaka's midnight (17:59:59 UTC) and Dhaka's midnight itself.
      for (const time of [day, day + 64_799_000, day + 64_800_000]) {
        const date = new Date(time);
        for (const locale of ["en", "bn"] as const) {
          if (formatDate(date, locale) !== intl[locale].format(date)) differences.push(`${date.toISOString()} ${locale}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });

  it("refuses a date that is not one, as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});

describe("parseDay and dhakaDayStart", () => {
  it("accepts real days only", () => {
    expect(parseDay("2026-02-28")).toBe("2026-02-28");
    expect(parseDay("2026-02-30")).toBeNull();
    expect(parseDay("26-2-1")).toBeNull();
    expect(parseDay(null)).toBeNull();
  });
  it("starts a day at midnight in Dhaka (UTC+6)", () => {
    expect(dhakaDayStart("2026-03-05").toISOString()).toBe("2026-03-04T18:00:00.000Z");
    expect(dhakaDayStart("2026-03-05", 1).toISOString()).toBe("2026-03-05T18:00:00.000Z");
  });
});
