import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

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
