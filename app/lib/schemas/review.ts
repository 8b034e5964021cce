import { z } from "zod";
import { PHONE_ERROR, normalizeBdPhone } from "../phone";
import { toAsciiDigits } from "../i18n";

export const MAX_REVIEW_LENGTH = 2000;

/** A review from /track: the order's number and phone prove the purchase. */
export const ReviewSchema = z.object({
  orderNumber: z.string({ error: "Order number is required" }).trim().min(1, "Order number is required").max(40, "Order number is required").transform((v) => v.toUpperCase()),
  phone: z
    .string({ error: PHONE_ERROR })
    .transform((v, ctx) => {
      const phone = normalizeBdPhone(v);
      if (phone === null) ctx.addIssue({ code: "custom", message: PHONE_ERROR });
      return phone ?? "";
    }),
  productId: z.preprocess((v) => (typeof v === "string" ? Number(v) : v), z.number({ error: "Please choose a product" }).int().positive()),
  rating: z.preprocess(
    (v) => (typeof v === "string" ? Number(toAsciiDigits(v)) : v),
    z.number({ error: "Please choose a rating from 1 to 5" }).int("Please choose a rating from 1 to 5").min(1, "Please choose a rating from 1 to 5").max(5, "Please choose a rating from 1 to 5"),
  ),
  body: z.string({ error: "Please write your review" }).trim().min(1, "Please write your review").max(MAX_REVIEW_LENGTH, "Your review must be at most 2000 characters"),
});

export type ReviewInput = z.output<typeof ReviewSchema>;

/** The name a review shows: the first name and the initial of the last ("Nusrat J."), never the whole name. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? "";
  const last = words.length > 1 ? words[words.length - 1]! : "";
  return last ? `${first} ${Array.from(last)[0]}.` : first;
}

export type ReviewField = "phone" | "productId" | "rating" | "body" | "photo";

/** What /track's review form shows after sending: thanks, or the message and the fields to fix. */
export type ReviewResult = { ok: true; message: string } | { ok: false; message: string; errors: Partial<Record<ReviewField, string>> };
