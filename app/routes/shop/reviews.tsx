import { Star } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "~/components/shop/meta";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { cn } from "~/lib/utils";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/reviews";

export const handle = { cache: "catalogue", scripts: "intent", sitemap: true } satisfies RouteFacts;

// Six hard-coded sample reviews dated March 2024; there is no review system behind them.
const REVIEWS = [
  { name: "Nusrat Jahan", city: "Dhaka", rating: 5, date: "2024-03-02", text: "The Jamdani saree was even more beautiful in person. Delivered in two days and the delivery man was very polite." },
  { name: "Tanvir Ahmed", city: "Chattogram", rating: 4, date: "2024-03-06", text: "Good quality panjabi at a fair price. Delivery took a little longer outside Dhaka, but they kept me informed." },
  { name: "Farhana Akter", city: "Sylhet", rating: 5, date: "2024-03-11", text: "Cash on delivery makes shopping so easy. I checked everything before paying. Will order again!" },
  { name: "Rakibul Hasan", city: "Rajshahi", rating: 5, date: "2024-03-15", text: "My earbuds arrived well packed and work perfectly. Customer service answered all my questions quickly." },
  { name: "Sumaiya Islam", city: "Khulna", rating: 4, date: "2024-03-20", text: "Nice collection of home decor. The brass lamp looks lovely in our living room." },
  { name: "Mahmudul Karim", city: "Dhaka", rating: 5, date: "2024-03-27", text: "Ordered groceries for Ramadan and everything was fresh. Very reliable service." },
] as const;

const average = REVIEWS.reduce((sum, review) => sum + review.rating, 0) / REVIEWS.length;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Customer Reviews", "What our customers across Bangladesh say about shopping with us.");

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
  const averageText = average.toFixed(1);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-8 flex flex-col gap-6 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Customer Reviews</h1>
          <div className="mt-3 flex items-center gap-3">
            <span className="text-4xl font-bold" data-testid="average-rating">
              {averageText}
            </span>
            <div>
              <Stars rating={average} />
              <p className="text-sm text-gray-600">{`Average rating ${averageText} out of 5, based on ${REVIEWS.length} reviews`}</p>
            </div>
          </div>
        </div>
        <Button asChild size="lg">
          <Link to="/contact">Leave a Review</Link>
        </Button>
      </div>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {REVIEWS.map((review) => (
          <li key={review.name} className="flex flex-col gap-3 rounded-lg border border-gray-200 p-5">
            <div className="flex items-center justify-between gap-2">
              <Stars rating={review.rating} />
              <span className="sr-only">{`${review.rating} out of 5 stars`}</span>
              <time dateTime={review.date} className="text-sm text-gray-600">
                {formatDate(review.date)}
              </time>
            </div>
            <blockquote className="text-gray-800">{review.text}</blockquote>
            <p className="mt-auto text-sm font-semibold">
              {review.name}
              <span className="font-normal text-gray-600">{`, ${review.city}`}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
