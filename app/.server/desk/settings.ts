import type { DeskSettings } from "~/lib/desk";
import { currentSettings } from "../settings";

/** The desk's rules in force (calls before suggesting cancel, poor-record thresholds), as saved on Admin → Settings. */
export async function getDeskSettings(): Promise<DeskSettings> {
  return (await currentSettings()).settings.desk;
}

/** The shop's phone number shoppers are told to call (Admin → Settings; STORE_PHONE until saved). */
export async function getStorePhone(): Promise<string> {
  return (await currentSettings()).settings.supportPhone;
}
