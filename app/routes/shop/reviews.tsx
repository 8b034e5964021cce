import { Star } from "lucide-react";
import { Link } from "react-router";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { formatCount, toBanglaDigits } from "~/lib/i18n";
import { buttonVariants } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/reviews";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

// Six hard-coded sample reviews dated March 2024; there is no review system behind them. Being the
// shop's own words, their text, names and cities are in the message catalogue.
const REVIEWS = [
  { id: 1, name: m.review_1_name, city: m.review_1_city, rating: 5, date: "2024-03-02", text: m.review_1_text },
  { id: 2, name: m.review_2_name, city: m.review_2_city, rating: 4, date: "2024-03-06", text: m.review_2_text },
  { id: 3, name: m.review_3_name, city: m.review_3_city, rating: 5, date: "2024-03-11", text: m.review_3_text },
  { id: 4, name: m.review_4_name, city: m.review_4_city, rating: 5, date: "2024-03-15", text: m.review_4_text },
  { id: 5, name: m.review_5_name, city: m.review_5_city, rating: 4, date: "2024-03-20", text: m.review_5_text },
  { id: 6, name: m.review_6_name, city: m.review_6_city, rating: 5, date: "2024-03-27", text: m.review_6_text },
] as const;

const average = REVIEWS.reduce((sum, review) => sum + review.rating, 0) / REVIEWS.length;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.reviews_title({}, metaLang(location)), m.reviews_description({}, metaLang(location)));

function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn("flex gap-0.5", className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("size-4", n <= Math.round(rating) ? "fill-amber-400 text-amber-400" : "text-gray-300")} />
      ))}
    </span>
  );
}

export default function Reviews() {
  const lang = useLang();
  const to = useLocalePath();
  const averageText = lang.locale === "bn" ? toBanglaDigits(average.toFixed(1)) : average.toFixed(1);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-8 flex flex-col gap-6 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{m.reviews_title({}, lang)}</h1>
          <div className="mt-3 flex items-center gap-3">
            <span className="text-4xl font-bold" data-testid="average-rating">
              {averageText}
            </span>
            <div>
              <Stars rating={average} />
              <p className="text-sm text-gray-600">{m.reviews_average({ average: averageText, count: formatCount(REVIEWS.length, lang.locale) }, lang)}</p>
            </div>
          </div>
        </div>
        <Link to={to("/contact")} data-slot="button" className={buttonVariants({ size: "lg" })}>
          {m.reviews_leave({}, lang)}
        </Link>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {REVIEWS.map((review) => (
          <li key={review.id} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-5">
            <div className="flex items-center justify-between gap-2">
              <Stars rating={review.rating} />
              <span className="sr-only">{m.reviews_stars({ rating: formatCount(review.rating, lang.locale) }, lang)}</span>
              <time dateTime={review.date} className="text-sm text-gray-600">
                {formatDate(review.date, lang.locale)}
              </time>
            </div>
            <blockquote className="text-gray-800">{review.text({}, lang)}</blockquote>
            <p className="mt-auto text-sm font-semibold">
              {review.name({}, lang)}
              <span className="font-normal text-gray-600">{`, ${review.city({}, lang)}`}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
