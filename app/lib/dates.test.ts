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
