import { z } from "zod";

// Field rules the admin forms share. Admin forms post FormData (strings only).

/** ৳99,999,999.99, the largest numeric(12,2) value, in poisha. */
export const MAX_AMOUNT_POISHA = 9_999_999_999;

/** Text that must be given (trimmed), at most `max` characters. */
export const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, maxMessage);

/** Optional text: empty is saved as null. */
export const optionalText = (max: number, maxMessage: string) =>
  z
    .string()
    .trim()
    .max(max, maxMessage)
    .nullish()
    .transform((v) => v || null);
