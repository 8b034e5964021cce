import { toAsciiDigits } from "./i18n";

export const PHONE_ERROR = "Please enter a valid Bangladesh phone number (e.g., 01XXXXXXXXX)";

// Country code (+880, 880 or 00880) replaces the trunk 0; the operator digit after "1" is 3-9.
const BD_MOBILE = /^(?:(?:\+|00)?880|0)(1[3-9]\d{8})$/;
const SEPARATORS = /[\s\-()]/g;

/** Normalises a Bangladesh mobile number to 11 digits "01XXXXXXXXX", or null if it is not one. */
export function normalizeBdPhone(input: string): string | null {
  // Shoppers on Bangla keyboards type Bangla digits (০১৭…): read them as the same number.
  const match = BD_MOBILE.exec(toAsciiDigits(input).replace(SEPARATORS, ""));
  return match ? `0${match[1]}` : null;
}

/** Masks a phone number for logs, keeping the first 3 and last 2 digits: "017******78". */
export function maskPhone(phone: string): string {
  const digits = normalizeBdPhone(phone) ?? phone.replace(/\D/g, "");
  // Too short to keep any digits without revealing most of the number.
  if (digits.length <= 5) return "*".repeat(digits.length);
  return `${digits.slice(0, 3)}${"*".repeat(digits.length - 5)}${digits.slice(-2)}`;
}
