import { describe, expect, it } from "vitest";
import { tooManyLookupsMessage, tooManyOrdersMessage, tooManySignInsMessage } from "./retry-messages";

describe("retry messages", () => {
  it.each([
    [0, "Too many orders from your connection. Please try again in 1 minute."],
    [1, "Too many orders from your connection. Please try again in 1 minute."],
    [60, "Too many orders from your connection. Please try again in 1 minute."],
    [61, "Too many orders from your connection. Please try again in 2 minutes."],
    [600, "Too many orders from your connection. Please try again in 10 minutes."],
  ])("orders, %i s → %s", (seconds, message) => {
    expect(tooManyOrdersMessage(seconds)).toBe(message);
  });

  it.each([
    [0, "Too many lookups. Please try again in 1 second."],
    [1, "Too many lookups. Please try again in 1 second."],
    [2, "Too many lookups. Please try again in 2 seconds."],
    [59, "Too many lookups. Please try again in 59 seconds."],
  ])("lookups, %i s → %s", (seconds, message) => {
    expect(tooManyLookupsMessage(seconds)).toBe(message);
  });

  it.each([
    [30, false, "Too many failed sign-in attempts for this account. Try again in 1 minute."],
    [900, false, "Too many failed sign-in attempts for this account. Try again in 15 minutes."],
    [60, true, "Too many failed sign-in attempts from this browser. Try again in 1 minute."],
    [61, true, "Too many failed sign-in attempts from this browser. Try again in 2 minutes."],
  ])("sign-in, %i s (known browser %s) → %s", (seconds, knownBrowser, message) => {
    expect(tooManySignInsMessage(seconds, knownBrowser)).toBe(message);
  });
});
