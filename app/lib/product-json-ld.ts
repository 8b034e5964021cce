/** An absolute URL for a path or URL (images may be stored relative to the shop). */
export const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url}`);

type JsonLdProduct = {
  id: number;
  name: string;
  description: string | null;
  images: string[];
  categoryName: string | null;
  price: string;
  stockQuantity: number;
};

type JsonLdReviews = {
  summary: { average: number; count: number };
  reviews: { authorName: string; createdAt: Date | string; body: string; rating: number }[];
};

/**
 * schema.org Product data for a product page at `url`. aggregateRating and review come only from
 * approved reviews, and only when there are some: search engines take an empty rating as a false claim.
 */
export function productJsonLd({ product, origin, url, reviews }: { product: JsonLdProduct; origin: string; url: string; reviews: JsonLdReviews }) {
  const { summary } = reviews;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description ?? undefined,
    image: product.images.map((src) => absolute(origin, src)),
    sku: String(product.id),
    category: product.categoryName ?? undefined,
    url,
    offers: {
      "@type": "Offer",
      price: product.price,
      priceCurrency: "BDT",
      availability: product.stockQuantity > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      url,
    },
    ...(summary.count > 0
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: summary.average.toFixed(1), reviewCount: summary.count, bestRating: 5, worstRating: 1 },
          review: reviews.reviews.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.authorName },
            datePublished: new Date(review.createdAt).toISOString().slice(0, 10),
            reviewBody: review.body,
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
