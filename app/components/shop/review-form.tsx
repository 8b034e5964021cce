import { Star } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useLang } from "~/components/i18n";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { formatCount } from "~/lib/i18n";
import { MAX_REVIEW_LENGTH, type ReviewResult } from "~/lib/schemas/review";
import { cn } from "~/lib/utils";
import * as m from "~/paraglide/messages";

/**
 * /track's "Review your items" for a delivered order: one product at a time, a rating from 1 to 5,
 * the text, an optional photo, and the order's phone, which proves the purchase on the server.
 */
export function ReviewItems({ orderNumber, products }: { orderNumber: string; products: { productId: number; name: string }[] }) {
  const lang = useLang();
  const fetcher = useFetcher<ReviewResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState(0);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result && !result.ok ? result.errors : {};
  const sending = fetcher.state !== "idle";

  const [answered, setAnswered] = useState(result);
  if (result !== answered) {
    setAnswered(result);
    if (result?.ok) setRating(0);
  }
  useEffect(() => {
    if (!result?.ok) return;
    // The phone stays for the next product; the review itself starts over.
    const form = formRef.current;
    if (!form) return;
    for (const name of ["body", "photo"]) {
      const field = form.elements.namedItem(name);
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.value = "";
    }
  }, [result]);

  const describedBy = (name: keyof typeof errors) => (errors[name] ? { "aria-invalid": true as const, "aria-describedby": `review-${name}-error` } : {});
  const error = (name: keyof typeof errors) =>
    errors[name] ? (
      <p id={`review-${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section aria-labelledby="review-heading" className="mt-8 rounded-lg border border-gray-200 p-5 sm:p-6">
      <h2 id="review-heading" className="text-lg font-semibold">
        {m.track_review_heading({}, lang)}
      </h2>
      <p className="mt-1 text-sm text-gray-600">{m.track_review_intro({}, lang)}</p>
      <fetcher.Form ref={formRef} method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="orderNumber" value={orderNumber} />
        {products.length === 1 ? (
          <p className="font-medium">
            <input type="hidden" name="productId" value={products[0]!.productId} />
            {products[0]!.name}
          </p>
        ) : (
          <div className="space-y-1.5">
            <Label htmlFor="review-productId">{m.track_review_product({}, lang)}</Label>
            <select id="review-productId" name="productId" className="h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm" {...describedBy("productId")}>
              {products.map((product) => (
                <option key={product.productId} value={product.productId}>
                  {product.name}
                </option>
              ))}
            </select>
            {error("productId")}
          </div>
        )}
        <fieldset className="space-y-1.5">
          <legend className="text-sm font-medium">{m.track_review_rating({}, lang)}</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="cursor-pointer rounded p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
                <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" required />
                <Star aria-hidden="true" className={cn("size-7", n <= rating ? "fill-amber-400 text-amber-400" : "text-gray-300")} />
                <span className="sr-only">{m.reviews_stars({ rating: formatCount(n, lang.locale) }, lang)}</span>
              </label>
            ))}
          </div>
          {error("rating")}
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor="review-body">{m.track_review_text({}, lang)}</Label>
          <Textarea id="review-body" name="body" rows={4} required maxLength={MAX_REVIEW_LENGTH} {...describedBy("body")} />
          {error("body")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="review-phone">{m.track_review_phone({}, lang)}</Label>
            <Input id="review-phone" name="phone" type="tel" inputMode="tel" autoComplete="tel" required placeholder="01XXXXXXXXX" {...describedBy("phone")} />
            {error("phone")}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="review-photo">{m.track_review_photo({}, lang)}</Label>
            <Input id="review-photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/gif" {...describedBy("photo")} />
            {error("photo")}
          </div>
        </div>
        {result ? (
          <p role={result.ok ? "status" : "alert"} className={cn("rounded-md p-3 text-sm", result.ok ? "bg-brand-50 text-brand-800" : "bg-red-50 text-red-800")}>
            {result.message}
          </p>
        ) : null}
        <Button type="submit" disabled={sending}>
          {sending ? m.track_review_sending({}, lang) : m.track_review_submit({}, lang)}
        </Button>
      </fetcher.Form>
    </section>
  );
}
