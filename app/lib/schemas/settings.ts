import { z } from "zod";
import { DESK_DEFAULTS } from "../desk";
import { toAsciiDigits } from "../i18n";
import { isValidMoney, poishaToDecimal, toPoisha } from "../money";
import { MAX_AMOUNT_POISHA, optionalText, required } from "./fields";

// The admin settings page's two forms (shop details, delivery zones). FormData posts strings only:
// an empty optional field is saved as null.


/** True for an absolute http: or https: URL (social links: never javascript:, data: or a relative path). */
export function isWebUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
}

const WEB_URL_ERROR = "Must be a link starting with http:// or https://";

const socialUrl = z
  .string()
  .trim()
  .max(500, "Link must be at most 500 characters")
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || isWebUrl(v), WEB_URL_ERROR);

/** An amount in taka typed by an admin ("60", "60.5", "1,999.00"): a canonical decimal string, ≥ 0, two decimals at most. */
const taka = (requiredMessage: string, label: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    // Bangla digits (a Bangla keyboard) are the same digits.
    .transform((v) => toAsciiDigits(v).replace(/,/g, ""))
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .refine(isValidMoney, { error: `${label} must be an amount in taka with at most 2 decimals`, abort: true })
        .refine((v) => toPoisha(v) <= MAX_AMOUNT_POISHA, `${label} must be at most ৳99,999,999.99`)
        .transform((v) => poishaToDecimal(toPoisha(v))),
    );

/** A whole number typed by an admin, from `min` to `max`; left empty, `fallback` (the documented default). */
const wholeNumber = (label: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? String(fallback) : v),
    z
      .string()
      .trim()
      .regex(/^\d+$/, { error: `${label} must be a whole number from ${min} to ${max}`, abort: true })
      .transform(Number)
      .refine((n) => n >= min && n <= max, `${label} must be a whole number from ${min} to ${max}`),
  );

// Digits, spaces, dashes and a leading +: the same rule STORE_PHONE has at start-up (app/.server/env.ts).
export const SUPPORT_PHONE_PATTERN = /^\+?[0-9 -]{6,20}$/;

export const ShopSettingsSchema = z.object({
  storeName: required("Store name is required", 60, "Store name must be at most 60 characters"),
  supportPhone: required("Support phone is required", 20, "Please enter a phone number such as +8801700000000").regex(
    SUPPORT_PHONE_PATTERN,
    "Please enter a phone number such as +8801700000000",
  ),
  email: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || (v.length <= 200 && z.email().safeParse(v).success), "Please enter a valid email"),
  address: optionalText(300, "Address must be at most 300 characters"),
  businessHours: optionalText(200, "Business hours must be at most 200 characters"),
  // Bangla twins for /bn pages; empty: Bangla pages show the English.
  addressBn: optionalText(300, "Address (বাংলা) must be at most 300 characters"),
  businessHoursBn: optionalText(200, "Business hours (বাংলা) must be at most 200 characters"),
  // The return period every page states: the home strip and /returns ({return_days}).
  returnDays: wholeNumber("Return period (days)", 1, 365, 7),
  tradeLicenceNumber: optionalText(60, "Trade licence number must be at most 60 characters"),
  dbidNumber: optionalText(60, "DBID number must be at most 60 characters"),
  facebookUrl: socialUrl,
  instagramUrl: socialUrl,
  xUrl: socialUrl,
  youtubeUrl: socialUrl,
  // Empty: no free shipping.
  freeShippingThreshold: z.preprocess(
    (v) => (v === "" || v === null || v === undefined ? null : v),
    taka("Free-shipping threshold is required", "Free-shipping threshold").nullable(),
  ),
  // The order desk's rules (app/lib/desk.ts).
  deskCallAttempts: wholeNumber("Calls before suggesting cancel", 1, 20, DESK_DEFAULTS.callAttemptsBeforeCancel),
  poorRecordMinBad: wholeNumber("Cancelled orders for a poor record", 1, 100, DESK_DEFAULTS.poorRecordMinBad),
  poorRecordMinPercent: wholeNumber("Share of finished orders", 1, 100, DESK_DEFAULTS.poorRecordMinShare * 100),
});

export type ShopSettingsInput = z.input<typeof ShopSettingsSchema>;
export type ShopSettingsData = z.output<typeof ShopSettingsSchema>;

const TRUE_WORDS = new Set(["true", "on", "1"]);
const FALSE_WORDS = new Set(["false", "off", "0", ""]);

export const DeliveryZoneSchema = z.object({
  name: required("Zone name is required", 60, "Zone name must be at most 60 characters"),
  // Optional Bangla twins, with their English twin's length limit; empty: Bangla pages show the English.
  nameBn: optionalText(60, "Zone name (বাংলা) must be at most 60 characters"),
  charge: taka("Charge is required", "Charge"),
  estimate: required("Delivery estimate is required", 60, "Delivery estimate must be at most 60 characters"),
  estimateBn: optionalText(60, "Delivery estimate (বাংলা) must be at most 60 characters"),
  // A checkbox posts "on" or nothing at all.
  isActive: z.preprocess((v) => (v === undefined || v === null ? false : typeof v === "string" ? (TRUE_WORDS.has(v) ? true : FALSE_WORDS.has(v) ? false : v) : v), z.boolean()),
  displayOrder: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? 0 : /^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN) : v),
    z.number({ error: "Display order must be a whole number from 0 to 1000" }).int("Display order must be a whole number from 0 to 1000").min(0, "Display order must be a whole number from 0 to 1000").max(1000, "Display order must be a whole number from 0 to 1000"),
  ),
});

export type DeliveryZoneData = z.output<typeof DeliveryZoneSchema>;

/** A new zone's key from its name ("Dhaka suburbs" → "dhaka_suburbs"); "zone" when the name has no Latin letters or digits. */
export function zoneKeyFromName(name: string): string {
  const key = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 32)
    .replace(/_+$/, "");
  return key || "zone";
}
