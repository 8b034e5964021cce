import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryZones } from "~/.server/db/schema";
import { localeContext } from "~/.server/request-context";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { loaderArgs, testContext } from "#tests/helpers/route-args";
import { loader as checkoutLoader } from "./checkout";
import { loader as shippingLoader } from "./shipping";

/** A loader's arguments for `path`, on a page in `locale` (the root middleware's localeContext). */
function args(path: string, locale: "en" | "bn") {
  const context = testContext();
  context.set(localeContext, locale);
  return loaderArgs(new Request(`http://haat.test${path}`), { context });
}

describe(`checkout and shipping loaders, zones by language (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("give a Bangla page each zone's Bangla name and estimate where saved, else the English, and an English page the English", async () => {
    const { db } = handle();
    await db.update(deliveryZones).set({ nameBn: "ঢাকার ভেতরে", estimateBn: "৩-৫ কর্মদিবস" }).where(eq(deliveryZones.key, "inside_dhaka"));
    // Only a Bangla name: the estimate stays English on Bangla pages.
    await db.update(deliveryZones).set({ nameBn: "ঢাকার বাইরে" }).where(eq(deliveryZones.key, "outside_dhaka"));

    {
      const loader = checkoutLoader;
      const bangla = await loader(args("/bn/checkout", "bn"));
      expect(bangla.zones).toEqual([
        { key: "inside_dhaka", name: "ঢাকার ভেতরে", chargePoisha: 6000, estimate: "৩-৫ কর্মদিবস" },
        { key: "outside_dhaka", name: "ঢাকার বাইরে", chargePoisha: 12_000, estimate: "5-7 business days" },
      ]);
      const english = await loader(args("/checkout", "en"));
      expect(english.zones).toEqual([
        { key: "inside_dhaka", name: "Inside Dhaka", chargePoisha: 6000, estimate: "3-5 business days" },
        { key: "outside_dhaka", name: "Outside Dhaka", chargePoisha: 12_000, estimate: "5-7 business days" },
      ]);
      // One language per page: the browser never gets the other one.
      expect(JSON.stringify(english)).not.toMatch(/[\u0980-\u09FF]/);
      expect(JSON.stringify(bangla)).not.toContain("Inside Dhaka");
    }
    // /shipping shows the same zones, as a table in the page's language.
    const bangla = await shippingLoader(args("/bn/shipping", "bn"));
    expect(bangla.html).toContain("<td>ঢাকার ভেতরে</td>\n<td>৩-৫ কর্মদিবস</td>\n<td>৳৬০.০০</td>");
    expect(bangla.html).toContain("<td>ঢাকার বাইরে</td>\n<td>5-7 business days</td>");
    expect(bangla.html).not.toContain("Inside Dhaka");
    const english = await shippingLoader(args("/shipping", "en"));
    expect(english.html).toContain("<td>Inside Dhaka</td>\n<td>3-5 business days</td>\n<td>৳60.00</td>");
    // Bangla letters or digits, not the taka sign (U+09F3), which English prices use too.
    expect(english.html).not.toMatch(/[\u0980-\u09F2\u09F4-\u09FF]/);
    await db.update(deliveryZones).set({ nameBn: null, estimateBn: null });
  });
});
