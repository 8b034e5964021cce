import { afterEach, describe, expect, it, vi } from "vitest";

// A page's first Intl object is a long task on a mid-range phone (~100 ms on Lighthouse's throttled
// CPU, while Chromium loads its locale data). Catalogue pages load these modules at hydration and show counts and prices (the tracking and reviews pages, dates): none of that
// may make an Intl object.
describe("counts, prices and dates without Intl", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("writing counts, prices and dates in both languages makes no Intl object", async () => {
    vi.resetModules();
    const made = [
      ...(["NumberFormat", "DateTimeFormat", "PluralRules", "Collator", "Locale"] as const).map((name) => vi.spyOn(Intl, name as "NumberFormat")),
      // The methods that make one behind the scenes.
      vi.spyOn(Number.prototype, "toLocaleString"),
      vi.spyOn(String.prototype, "localeCompare"),
      vi.spyOn(Date.prototype, "toLocaleString"),
    ];
    const { formatCount } = await import("~/lib/i18n");
    const { formatPrice, formatTaka } = await import("~/lib/money");
    const { cartBadge } = await import("~/lib/cart");
    // The tracking and reviews pages' dates.
    const { formatDate } = await import("~/lib/dates");
    // The checkout page's district picker.
    await import("~/lib/districts");
    expect([formatCount(12, "bn"), formatPrice("123456.50", "bn"), formatTaka(99, "en"), cartBadge(120, "bn").figure]).toEqual([
      "১২",
      "৳১,২৩,৪৫৬.৫০",
      "৳0.99",
      "৯৯+",
    ]);
    expect([formatDate("2024-03-05T10:00:00Z", "en"), formatDate("2024-12-31T18:00:00Z", "bn")]).toEqual(["5 March 2024", "১ জানুয়ারি, ২০২৫"]);
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
