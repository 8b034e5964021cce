import { BadgeCheck } from "lucide-react";
import { Link, useLocation } from "react-router";
import { useLang } from "~/components/i18n";
import { formatAverage, Stars } from "~/components/shop/stars";
import { formatDate } from "~/lib/dates";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/** A review as pages show it (the server's ShownReview). */
export type ReviewView = {
  id: number;
  rating: number;
  body: string;
  photoUrl: string | null;
  authorName: string;
  authorCity: string | null;
  reply: string | null;
  createdAt: Date | string;
  verified: boolean;
};

/** One review: stars, date, text, photo, who wrote it ("Verified purchase" when it came from an order) and the shop's reply. */
export function ReviewCard({ review, children }: { review: ReviewView; children?: React.ReactNode }) {
  const lang = useLang();
  const created = new Date(review.createdAt);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-gray-200 p-5">
      <div className="flex items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <span className="sr-only">{m.reviews_stars({ rating: formatCount(review.rating, lang.locale) }, lang)}</span>
        <time dateTime={created.toISOString()} className="text-sm text-gray-600">
          {formatDate(created, lang.locale)}
        </time>
      </div>
      {children}
      <blockquote className="break-words whitespace-pre-line text-gray-800">{review.body}</blockquote>
      {review.photoUrl ? (
        <img src={review.photoUrl} alt={m.product_review_photo_alt({ name: review.authorName }, lang)} loading="lazy" className="h-32 w-auto self-start rounded-md border border-gray-200 object-cover" />
      ) : null}
      <p className="mt-auto flex flex-wrap items-center gap-x-2 text-sm font-semibold">
        <span>
          {review.authorName}
          {review.authorCity ? <span className="font-normal text-gray-600">{`, ${review.authorCity}`}</span> : null}
        </span>
        {review.verified ? (
          <span className="inline-flex items-center gap-1 font-medium text-brand-700">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {m.product_verified({}, lang)}
          </span>
        ) : null}
      </p>
      {review.reply ? (
        <div className="rounded-md bg-gray-50 p-3 text-sm">
          <p className="font-semibold">{m.product_shop_reply({}, lang)}</p>
          <p className="mt-1 break-words whitespace-pre-line text-gray-700">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}

/** The product page's reviews: the average and count, the approved reviews newest first, page by page (?reviews=N). */
export function ProductReviews({ summary, reviews, page, perPage }: { summary: { average: number; count: number }; reviews: ReviewView[]; page: number; perPage: number }) {
  const lang = useLang();
  const location = useLocation();
  if (summary.count === 0) return null;
  const pageLink = (n: number) => {
    const params = new URLSearchParams(location.search);
    if (n > 1) params.set("reviews", String(n));
    else params.delete("reviews");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}#reviews`;
  };
  const hasOlder = page * perPage < summary.count;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-16 scroll-mt-20">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        {m.reviews_title({}, lang)}
      </h2>
      <p className="mt-2 text-gray-600">
        {m.reviews_average({ average: formatAverage(summary.average, lang.locale), count: formatCount(summary.count, lang.locale) }, lang)}
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      {page > 1 || hasOlder ? (
        <nav aria-label={m.reviews_title({}, lang)} className="mt-6 flex gap-4">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} preventScrollReset className="font-medium text-brand-700 hover:underline">
              {m.product_reviews_newer({}, lang)}
            </Link>
          ) : null}
          {hasOlder ? (
            <Link to={pageLink(page + 1)} preventScrollReset className="font-medium text-brand-700 hover:underline">
              {m.product_reviews_older({}, lang)}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
