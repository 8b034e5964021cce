import { Star } from "lucide-react";
import { useLang } from "~/components/i18n";
import { formatCount, toBanglaDigits } from "~/lib/i18n";
import { cn } from "~/lib/utils";
import * as m from "~/paraglide/messages";

/** Five stars, `rating` of them filled (rounded); drawn only: the words beside them say the rating. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("flex gap-0.5", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("size-4", n <= Math.round(rating) ? "fill-amber-400 text-amber-400" : "text-gray-300")} />
      ))}
    </span>
  );
}

/** An average as the page's language writes it: "4.5", "৪.৫". */
export function formatAverage(average: number, locale: "en" | "bn"): string {
  const text = average.toFixed(1);
  return locale === "bn" ? toBanglaDigits(text) : text;
}

/** Stars with "4.5 out of 5 (12 reviews)": near a product's price, and on its card once it has reviews. */
export function RatingSummary({ rating, className }: { rating: { average: number; count: number }; className?: string }) {
  const lang = useLang();
  return (
    <p className={cn("flex flex-wrap items-center gap-2 text-sm text-gray-700", className)}>
      <Stars rating={rating.average} />
      <span>{m.product_rating_summary({ average: formatAverage(rating.average, lang.locale), count: formatCount(rating.count, lang.locale) }, lang)}</span>
    </p>
  );
}
