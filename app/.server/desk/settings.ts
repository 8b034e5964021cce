import { DESK_DEFAULTS, type DeskSettings } from "~/lib/desk";
import { env } from "../env";

/**
 * The desk's tunables in force (call attempts before suggesting cancel, poor-record thresholds).
 * Today the defaults of app/lib/desk.ts; the one place to read them from the Settings page once it exists.
 */
export async function getDeskSettings(): Promise<DeskSettings> {
  return DESK_DEFAULTS;
}

/** The shop's phone number shoppers are told to call (today STORE_PHONE; the one place to switch to Settings). */
export async function getStorePhone(): Promise<string> {
  return env().STORE_PHONE;
}
