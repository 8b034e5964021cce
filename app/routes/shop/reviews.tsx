import { Link } from "react-router";
import { latestReviews } from "~/.server/content/reviews";
import { localeContext } from "~/.server/request-context";
import { useLang, useLocalePath } from "~/components/i18n";
import { RichText } from "~/components/rich-text";
import { ReviewCard } from "~/components/shop/product-reviews";
import { formatAverage, Stars } from "~/components/shop/stars";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { formatCount } from "~/lib/i18n";
import { productPath } from "~/lib/slug";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/reviews";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.reviews_title({}, metaLang(location)), m.reviews_description({}, metaLang(location)));

// The shop's latest approved reviews (from shoppers whose orders were delivered), with the average
// and count over every approved one.
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const { summary, reviews } = await latestReviews();
  // One language per page: the product's Bangla name on /bn where it has one.
  return {
    summary,
    reviews: reviews.map(({ productNameBn, productName, ...review }) => ({ ...review, productName: (locale === "bn" && productNameBn) || productName })),
  };
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { summary, reviews } = loaderData;
  const lang = useLang();
  const to = useLocalePath();
  const averageText = formatAverage(summary.average, lang.locale);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-8 flex flex-col gap-6 rounded-lg bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">{m.reviews_title({}, lang)}</h1>
          {summary.count > 0 ? (
            <div className="mt-3 flex items-center gap-3">
              <span className="text-4xl font-bold" data-testid="average-rating">
                {averageText}
              </span>
              <div>
                <Stars rating={summary.average} />
                <p className="text-sm text-gray-600">{m.reviews_average({ average: averageText, count: formatCount(summary.count, lang.locale) }, lang)}</p>
              </div>
            </div>
          ) : null}
        </div>
        {/* "Leave a Review": reviews come from delivered orders, so it says where to write one. */}
        <div className="max-w-md">
          <h2 className="text-lg font-semibold">{m.reviews_leave({}, lang)}</h2>
          <p className="mt-1 text-sm text-gray-700">
            <RichText
              text={m.reviews_leave_how({}, lang)}
              tags={{
                link: (chunk) => (
                  <Link to={to("/track")} className="font-medium text-brand-700 underline">
                    {chunk}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </div>
      {reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-16 text-center text-gray-600">{m.reviews_none({}, lang)}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review}>
                <Link to={to(productPath(review.productSlug))} className="font-semibold text-gray-900 hover:underline">
                  {review.productName}
                </Link>
              </ReviewCard>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
