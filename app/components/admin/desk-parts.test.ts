import { describe, expect, it } from "vitest";
import { timeSince } from "./desk-parts";

describe("timeSince", () => {
  const now = "2026-03-05T12:00:00Z";
  it.each([
    ["2026-03-05T11:59:40Z", "just now"],
    ["2026-03-05T11:55:00Z", "5 min ago"],
    ["2026-03-05T09:00:00Z", "3 h ago"],
    ["2026-03-04T11:00:00Z", "1 day ago"],
    ["2026-03-02T12:00:00Z", "3 days ago"],
  ])("%s → %s", (from, words) => expect(timeSince(from, now)).toBe(words));
});
