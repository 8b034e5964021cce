import { describe, expect, it } from "vitest";
import { shellTexts } from "./shell-texts";

const SHOP = { phone: "+8801700000000", storeName: "Haat", year: 2026, tradeLicenceNumber: "TRAD/DSCC/1/2025", dbidNumber: null };

describe("the header's and footer's texts, in one language", () => {
  it.each([
    ["en", "Home", "Call +8801700000000", "© 2026 Haat. All rights reserved.", "বাংলা", "Trade Licence No. TRAD/DSCC/1/2025"],
    ["bn", "হোম", "+8801700000000 নম্বরে কল করুন", "© ২০২৬ Haat। সর্বস্বত্ব সংরক্ষিত।", "English", "ট্রেড লাইসেন্স নং TRAD/DSCC/1/2025"],
  ] as const)("in %s: %s, %s, %s; the switch offers %s", (locale, home, call, copyright, switchText, licence) => {
    const texts = shellTexts(locale, SHOP);
    expect(texts.nav.home).toBe(home);
    expect(texts.callPhone).toBe(call);
    expect(texts.footer.copyright).toBe(copyright);
    expect(texts.languageSwitch.text).toBe(switchText);
    expect(texts.footer.tradeLicence).toBe(licence);
    // A number the shop has not registered is not shown at all.
    expect(texts.footer.dbid).toBeNull();
  });

  it("holds no text of the other language", () => {
    // Every text but the switch, which names the other language in that language.
    const values = (locale: "en" | "bn") => {
      const { languageSwitch: _, ...texts } = shellTexts(locale, SHOP);
      return JSON.stringify(texts).match(/"[^"]*"/g) ?? [];
    };
    expect(values("en").filter((text) => /[\u0980-\u09FF]/.test(text))).toEqual([]);
    // Bangla texts keep only the shop's own words (its name, phone and numbers) in Latin letters.
    const latin = values("bn")
      .filter((text) => text.includes(" ") || /[\u0980-\u09FF]/.test(text))
      .map((text) => text.replace(/Haat|TRAD\/DSCC\/1\/2025/g, ""))
      .filter((text) => /[A-Za-z]/.test(text));
    expect(latin).toEqual([]);
  });
});
