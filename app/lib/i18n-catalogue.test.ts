import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as m from "~/paraglide/messages";
import { localizeFormMessage } from "./form-messages";
import { localizeShopperMessage } from "./shopper-messages";

// The message catalogues a translator edits: every key in both, the same placeholders in both, and
// the compiled messages (app/paraglide, `npm run i18n:compile`) up to date with them.

const ROOT = path.resolve(import.meta.dirname, "../..");
type Catalogue = Record<string, unknown>;
const read = (locale: string) => JSON.parse(readFileSync(path.join(ROOT, "messages", `${locale}.json`), "utf8")) as Catalogue;
const en = read("en");
const bn = read("bn");
const keys = (catalogue: Catalogue) => Object.keys(catalogue).filter((key) => key !== "$schema");

/** The placeholders a message uses, whether it is a plain pattern or a plural match. */
function placeholders(message: unknown): string[] {
  const text = JSON.stringify(message);
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))].sort();
}

describe("message catalogues", () => {
  it("hold the same keys in English and Bangla", () => {
    expect(keys(bn).filter((key) => !(key in en))).toEqual([]);
    expect(keys(en).filter((key) => !(key in bn))).toEqual([]);
  });

  it.each(keys(en))("%s has the same placeholders in both languages", (key) => {
    expect(placeholders(bn[key])).toEqual(placeholders(en[key]));
  });

  it("has every message compiled (run `npm run i18n:compile` after editing messages/)", () => {
    const compiled = new Set(Object.keys(m));
    expect(keys(en).filter((key) => !compiled.has(key))).toEqual([]);
  });

  it.each(keys(en).filter((key) => typeof en[key] === "string"))("%s is compiled from its current text in both languages", (key) => {
    // Each placeholder filled with its own name in braces gives back the catalogue's text.
    const messages = m as unknown as Record<string, (inputs: Record<string, string>, options: { locale: "en" | "bn" }) => string>;
    for (const [locale, catalogue] of [["en", en], ["bn", bn]] as const) {
      const text = catalogue[key] as string;
      const inputs = Object.fromEntries(placeholders(text).map((name) => [name, `{${name}}`]));
      expect(messages[key]!(inputs, { locale })).toBe(text);
    }
  });

  it("gives every message a Bangla text of its own, in Bangla script", () => {
    // A few are the same in both on purpose: the switch's own labels, placeholders of digits-only shapes.
    const sameOnPurpose = new Set(["lang_switch_to_bn", "lang_switch_to_en", "lang_switch_label_to_bn", "lang_switch_label_to_en", "price_between"]);
    const untranslated = keys(en).filter((key) => !sameOnPurpose.has(key) && !/[\u0980-\u09FF]/.test(JSON.stringify(bn[key])));
    expect(untranslated).toEqual([]);
  });
});

describe("shopper-facing messages of the shared rules", () => {
  it.each([
    ["Name must be at least 2 characters", "নাম কমপক্ষে ২ অক্ষরের হতে হবে"],
    ["Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)", "সঠিক বাংলাদেশি মোবাইল নম্বর দিন (যেমন ০১XXXXXXXXX)"],
    ["Please provide a complete address", "পুরো ঠিকানা লিখুন"],
    ["Quantity must be at most 99", "পরিমাণ সর্বোচ্চ ৯৯ হতে পারে"],
    ["Only 3 left of Jamdani Saree", "Jamdani Saree আর মাত্র ৩টি আছে"],
    ["Jamdani Saree is out of stock", "Jamdani Saree স্টকে নেই"],
    ["Brass Lamp is no longer available", "Brass Lamp আর পাওয়া যাচ্ছে না"],
    ["Too many orders from your connection. Please try again in 1 minute.", "আপনার সংযোগ থেকে অনেকগুলো অর্ডার এসেছে। ১ মিনিট পর আবার চেষ্টা করুন।"],
    ["Too many orders from your connection. Please try again in 7 minutes.", "আপনার সংযোগ থেকে অনেকগুলো অর্ডার এসেছে। ৭ মিনিট পর আবার চেষ্টা করুন।"],
    ["Too many lookups. Please try again in 30 seconds.", "অনেকবার খোঁজা হয়েছে। ৩০ সেকেন্ড পর আবার চেষ্টা করুন।"],
    ["We could not place this order. Please call us at 01712-345678.", "অর্ডারটি নেওয়া যায়নি। অনুগ্রহ করে ০১৭১২-৩৪৫৬৭৮ নম্বরে আমাদের কল করুন।"],
  ])("%j reads in Bangla", (english, bangla) => {
    expect(localizeShopperMessage(english, "bn")).toBe(bangla);
    expect(localizeShopperMessage(english, "en")).toBe(english);
  });

  // The browser carries only the forms' rules; the server's answers come already in Bangla.
  it.each([
    ["Name must be at least 2 characters", "নাম কমপক্ষে ২ অক্ষরের হতে হবে"],
    ["Quantity must be at most 99", "পরিমাণ সর্বোচ্চ ৯৯ হতে পারে"],
    ["Your cart is empty", "আপনার কার্ট খালি"],
    ["Message is required", "বার্তা লিখুন"],
    ["Jamdani Saree is out of stock", "Jamdani Saree is out of stock"],
    ["Too many lookups. Please try again in 30 seconds.", "Too many lookups. Please try again in 30 seconds."],
  ])("the forms' own rules only: %j reads %j", (english, shown) => {
    expect(localizeFormMessage(english, "bn")).toBe(shown);
  });

  it("keeps the English plural forms as they were", () => {
    expect(m.order_too_many({ count: 1, countText: "1" }, { locale: "en" })).toBe("Too many orders from your connection. Please try again in 1 minute.");
    expect(m.shop_found({ count: 2, countText: "2" }, { locale: "en" })).toBe("2 products found");
    expect(m.shop_found({ count: 1, countText: "1" }, { locale: "en" })).toBe("1 product found");
  });
});
