import { describe, expect, it } from "vitest";
import { DeliveryZoneSchema, isWebUrl, ShopSettingsSchema, zoneKeyFromName } from "./settings";

type Issues = { error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messagesFor = (result: Issues) => result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

const validSettings = {
  storeName: "Haat",
  supportPhone: "+8801700000000",
  email: "support@haat.com.bd",
  address: "House 12, Road 5, Dhanmondi, Dhaka",
  businessHours: "9:00 AM to 8:00 PM",
  tradeLicenceNumber: "TRAD/DNCC/012345/2024",
  dbidNumber: "DBID-1234567",
  facebookUrl: "https://www.facebook.com/haat",
  instagramUrl: "https://www.instagram.com/haat",
  xUrl: "https://x.com/haat",
  youtubeUrl: "https://www.youtube.com/@haat",
  freeShippingThreshold: "2000",
};

describe("ShopSettingsSchema", () => {
  it("parses the form into stored values", () => {
    expect(ShopSettingsSchema.parse({ ...validSettings, storeName: "  Haat  " })).toEqual({
      ...validSettings,
      freeShippingThreshold: "2000.00",
      // The order desk's rules, not posted: their defaults.
      deskCallAttempts: 3,
      poorRecordMinBad: 2,
      poorRecordMinPercent: 50,
      // Not posted either: no Bangla twins, and the spec's 7-day return period.
      addressBn: null,
      businessHoursBn: null,
      returnDays: 7,
    });
  });

  it.each([
    ["threshold empty → none", { freeShippingThreshold: "" }, "freeShippingThreshold", null],
    ["threshold missing → none", { freeShippingThreshold: undefined }, "freeShippingThreshold", null],
    ["threshold with a comma", { freeShippingThreshold: "1,999.5" }, "freeShippingThreshold", "1999.50"],
    ["threshold in Bangla digits", { freeShippingThreshold: "২,০০০" }, "freeShippingThreshold", "2000.00"],
    ["threshold 0", { freeShippingThreshold: "0" }, "freeShippingThreshold", "0.00"],
    ["email empty → null", { email: "" }, "email", null],
    ["licence blank → null", { tradeLicenceNumber: "   " }, "tradeLicenceNumber", null],
    ["facebook empty → null", { facebookUrl: "" }, "facebookUrl", null],
    ["http link kept", { youtubeUrl: "http://youtube.com/x" }, "youtubeUrl", "http://youtube.com/x"],
    ["desk calls typed", { deskCallAttempts: " 5 " }, "deskCallAttempts", 5],
    ["desk calls empty → default", { deskCallAttempts: "" }, "deskCallAttempts", 3],
    ["poor record share 100", { poorRecordMinPercent: "100" }, "poorRecordMinPercent", 100],
  ] as const)("%s", (_, patch, key, expected) => {
    expect(ShopSettingsSchema.parse({ ...validSettings, ...patch })[key]).toEqual(expected);
  });

  it.each([
    ["store name empty", { storeName: " " }, "storeName: Store name is required"],
    ["store name too long", { storeName: "x".repeat(61) }, "storeName: Store name must be at most 60 characters"],
    ["phone empty", { supportPhone: "" }, "supportPhone: Support phone is required"],
    ["phone letters", { supportPhone: "call us" }, "supportPhone: Please enter a phone number such as +8801700000000"],
    ["email malformed", { email: "support@" }, "email: Please enter a valid email"],
    ["address too long", { address: "x".repeat(301) }, "address: Address must be at most 300 characters"],
    ["licence too long", { tradeLicenceNumber: "x".repeat(61) }, "tradeLicenceNumber: Trade licence number must be at most 60 characters"],
    ["javascript link", { facebookUrl: "javascript:alert(1)" }, "facebookUrl: Must be a link starting with http:// or https://"],
    ["relative link", { instagramUrl: "/haat" }, "instagramUrl: Must be a link starting with http:// or https://"],
    ["ftp link", { xUrl: "ftp://x.com/haat" }, "xUrl: Must be a link starting with http:// or https://"],
    ["threshold negative", { freeShippingThreshold: "-1" }, "freeShippingThreshold: Free-shipping threshold must be an amount in taka with at most 2 decimals"],
    ["threshold 3 decimals", { freeShippingThreshold: "1.234" }, "freeShippingThreshold: Free-shipping threshold must be an amount in taka with at most 2 decimals"],
    ["threshold text", { freeShippingThreshold: "lots" }, "freeShippingThreshold: Free-shipping threshold must be an amount in taka with at most 2 decimals"],
    ["threshold too big", { freeShippingThreshold: "100000000" }, "freeShippingThreshold: Free-shipping threshold must be at most ৳99,999,999.99"],
    ["desk calls 0", { deskCallAttempts: "0" }, "deskCallAttempts: Calls before suggesting cancel must be a whole number from 1 to 20"],
    ["desk calls 21", { deskCallAttempts: "21" }, "deskCallAttempts: Calls before suggesting cancel must be a whole number from 1 to 20"],
    ["desk calls decimal", { deskCallAttempts: "2.5" }, "deskCallAttempts: Calls before suggesting cancel must be a whole number from 1 to 20"],
    ["poor record count text", { poorRecordMinBad: "two" }, "poorRecordMinBad: Cancelled orders for a poor record must be a whole number from 1 to 100"],
    ["poor record share over 100", { poorRecordMinPercent: "150" }, "poorRecordMinPercent: Share of finished orders must be a whole number from 1 to 100"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(ShopSettingsSchema.safeParse({ ...validSettings, ...patch }))).toEqual([message]);
  });
});

describe("DeliveryZoneSchema", () => {
  const validZone = { name: "Dhaka suburbs", charge: "100", estimate: "2-4 business days", isActive: "on", displayOrder: "2" };

  it("parses a zone", () => {
    expect(DeliveryZoneSchema.parse(validZone)).toEqual({
      name: "Dhaka suburbs",
      nameBn: null,
      charge: "100.00",
      estimate: "2-4 business days",
      estimateBn: null,
      isActive: true,
      displayOrder: 2,
    });
  });

  it("keeps the optional Bangla name and estimate trimmed, and an empty one as null", () => {
    expect(DeliveryZoneSchema.parse({ ...validZone, nameBn: " ঢাকার আশেপাশে ", estimateBn: "২-৪ কর্মদিবস" })).toMatchObject({
      nameBn: "ঢাকার আশেপাশে",
      estimateBn: "২-৪ কর্মদিবস",
    });
    expect(DeliveryZoneSchema.parse({ ...validZone, nameBn: "", estimateBn: "   " })).toMatchObject({ nameBn: null, estimateBn: null });
    // As long as their English twins may be.
    expect(DeliveryZoneSchema.safeParse({ ...validZone, nameBn: "ক".repeat(60), estimateBn: "ক".repeat(60) }).success).toBe(true);
  });

  it("reads an unticked checkbox (absent) as inactive and an empty order as 0", () => {
    expect(DeliveryZoneSchema.parse({ ...validZone, isActive: undefined, displayOrder: "" })).toMatchObject({ isActive: false, displayOrder: 0 });
  });

  it.each([
    ["name empty", { name: "" }, "name: Zone name is required"],
    ["charge empty", { charge: "" }, "charge: Charge is required"],
    ["charge negative", { charge: "-60" }, "charge: Charge must be an amount in taka with at most 2 decimals"],
    ["charge 3 decimals", { charge: "60.001" }, "charge: Charge must be an amount in taka with at most 2 decimals"],
    ["estimate empty", { estimate: " " }, "estimate: Delivery estimate is required"],
    ["Bangla name too long", { nameBn: "ক".repeat(61) }, "nameBn: Zone name (বাংলা) must be at most 60 characters"],
    ["Bangla estimate too long", { estimateBn: "ক".repeat(61) }, "estimateBn: Delivery estimate (বাংলা) must be at most 60 characters"],
    ["order negative", { displayOrder: "-1" }, "displayOrder: Display order must be a whole number from 0 to 1000"],
    ["order fraction", { displayOrder: "1.5" }, "displayOrder: Display order must be a whole number from 0 to 1000"],
    ["order huge", { displayOrder: "1001" }, "displayOrder: Display order must be a whole number from 0 to 1000"],
  ])("rejects %s", (_, patch, message) => {
    expect(messagesFor(DeliveryZoneSchema.safeParse({ ...validZone, ...patch }))).toEqual([message]);
  });
});

describe("isWebUrl", () => {
  it.each([
    ["https://facebook.com/haat", true],
    ["http://example.com", true],
    ["javascript:alert(1)", false],
    ["data:text/html,hi", false],
    ["//facebook.com/haat", false],
    ["facebook.com/haat", false],
    ["", false],
  ])("%s → %s", (url, expected) => {
    expect(isWebUrl(url)).toBe(expected);
  });
});

describe("zoneKeyFromName", () => {
  it.each([
    ["Dhaka suburbs", "dhaka_suburbs"],
    ["  Chattogram City (Metro) ", "chattogram_city_metro"],
    ["ঢাকা", "zone"],
    ["x".repeat(50), "x".repeat(32)],
  ])("%s → %s", (name, key) => {
    expect(zoneKeyFromName(name)).toBe(key);
  });
});
