import { data } from "react-router";
import type { Locale } from "~/lib/i18n";
import { MAX_UPLOAD_BYTES } from "~/lib/images";
import { type ReviewField, type ReviewResult, ReviewSchema } from "~/lib/schemas/review";
import * as m from "~/paraglide/messages";
import { readLimitedForm } from "../limited-form";
import { describeError, logger } from "../logger";
import { MediaError, storeImage } from "../media";
import { consumeRateLimit } from "../rate-limit";
import { submitReview } from "./reviews";


// Room for the multipart boundaries and the text fields around a photo of the maximum size.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

// Per client: a shopper reviewing a large order sends one a product; guessing an order's phone is slow.
const REVIEWS_PER_WINDOW = 20;
const REVIEW_WINDOW_MS = 15 * 60_000;

const FIELD_MESSAGES = {
  orderNumber: m.track_review_not_found,
  phone: m.track_review_phone_error,
  productId: m.track_review_product_error,
  rating: m.track_review_rating_error,
  body: m.track_review_text_error,
} as const;

const OUTCOME_MESSAGES = {
  "not-found": m.track_review_not_found,
  "not-delivered": m.track_review_not_delivered,
  "not-in-order": m.track_review_not_in_order,
  "already-reviewed": m.track_review_already,
} as const;

/** /track's review form: checks, rate-limits and stores a review (with its photo), answering in the page's language. */
export async function reviewAction(request: Request, clientIp: string | undefined, locale: Locale) {
  const lang = { locale };
  const refuse = (status: number, message: string, errors: Partial<Record<ReviewField, string>> = {}) =>
    data<ReviewResult>({ ok: false, message, errors }, { status });

  const limit = await consumeRateLimit(`review:${clientIp ?? "unknown"}`, REVIEWS_PER_WINDOW, REVIEW_WINDOW_MS);
  if (!limit.allowed) return refuse(429, m.track_review_too_many({}, lang));
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return refuse(413, m.track_review_photo_error({}, lang), { photo: m.track_review_photo_error({}, lang) });
  let form: FormData | null;
  try {
    form = await readLimitedForm(request, MAX_BODY_BYTES);
  } catch {
    form = null;
  }
  if (!form) return refuse(413, m.track_review_photo_error({}, lang), { photo: m.track_review_photo_error({}, lang) });

  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const parsed = ReviewSchema.safeParse({
    orderNumber: text("orderNumber"),
    phone: text("phone"),
    productId: text("productId"),
    rating: text("rating"),
    body: text("body"),
  });
  if (!parsed.success) {
    const errors: Partial<Record<ReviewField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof typeof FIELD_MESSAGES;
      if (field === "orderNumber") return refuse(404, m.track_review_not_found({}, lang));
      errors[field] ??= FIELD_MESSAGES[field]({}, lang);
    }
    return refuse(400, Object.values(errors)[0] ?? m.track_review_text_error({}, lang), errors);
  }

  const photo = form.get("photo");
  const hasPhoto = photo instanceof File && photo.size > 0;
  try {
    const outcome = await submitReview(
      parsed.data,
      locale,
      hasPhoto ? async () => (await storeImage("reviews", new Uint8Array(await photo.arrayBuffer()))).url : undefined,
    );
    if (outcome !== "submitted") return refuse(outcome === "already-reviewed" ? 409 : outcome === "not-found" ? 404 : 422, OUTCOME_MESSAGES[outcome]({}, lang));
  } catch (error) {
    if (error instanceof MediaError) return refuse(400, m.track_review_photo_error({}, lang), { photo: m.track_review_photo_error({}, lang) });
    logger.error({ err: describeError(error) }, "review failed");
    throw error;
  }
  return { ok: true, message: m.track_review_thanks({}, lang) } satisfies ReviewResult;
}
