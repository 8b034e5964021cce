import { lazy, Suspense } from "react";
import { data, redirect } from "react-router";
import { getActiveProductSlug, getProductBySlug, listRelatedProducts } from "~/.server/catalog";
import { productReviewsPage, REVIEWS_PER_PAGE } from "~/.server/content/reviews";
import { publicOrigin } from "~/.server/public-url";
import { localeContext } from "~/.server/request-context";
import { belowTheFold } from "~/.server/streamed-section";
import { BelowTheFold } from "~/components/shop/below-the-fold";
import { AddToCartPanel } from "~/components/shop/add-to-cart-panel";
import { languageLinks, metaLang, pageMeta, storeNameOf } from "~/components/shop/meta";
import { ProductGallery } from "~/components/shop/product-gallery";
import { ProductReviews } from "~/components/shop/product-reviews";
import { RatingSummary } from "~/components/shop/stars";
import { ProductGrid, ProductGridSkeleton } from "~/components/shop/product-grid";
import { Badge } from "~/components/ui/badge";
import { DEFAULT_HERO_IMAGE } from "~/lib/images";
import { parseId, parsePositiveInt } from "~/lib/ids";
import { formatPrice } from "~/lib/money";
import { absolute, productJsonLd } from "~/lib/product-json-ld";
import { productPath } from "~/lib/slug";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/product";
import { useLang, useLocale } from "~/components/i18n";
import { formatCount, type Locale, localizePath } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue" } satisfies RouteFacts;




/** Meta description: the product's own text, cut at a word near 160 characters. */
function summary(description: string | null, name: string, lang: { locale: Locale }) {
  const text = (description ?? "").replace(/\s+/g, " ").trim();
  if (!text) return m.product_summary_fallback({ name }, lang);
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}...`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const lang = metaLang(location);
  if (!loaderData) {
    const notFound = m.product_not_found({}, lang);
    return [...pageMeta({ matches, location }, notFound, notFound), { name: "robots", content: "noindex" }];
  }
  const { product, origin } = loaderData;
  // The canonical URL is the product's own path in the page's language, never a variant with a query.
  const url = `${origin}${localizePath(productPath(product.slug), lang.locale)}`;
  const description = summary(product.description, product.name, lang);
  const tags = [
    { title: `${product.name} | ${storeNameOf(matches)}` },
    { name: "description", content: description },
    ...languageLinks({ matches, location }, productPath(product.slug)),
    { property: "og:type", content: "product" },
    { property: "og:title", content: product.name },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: storeNameOf(matches) },
    { property: "product:price:amount", content: product.price },
    { property: "product:price:currency", content: "BDT" },
  ];
  // Without a photo of its own, a shared link still gets a picture card: the shop's default artwork.
  return [...tags, { property: "og:image", content: absolute(origin, product.images[0] ?? DEFAULT_HERO_IMAGE) }];
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = context.get(localeContext);
  const product = await getProductBySlug(params.slug, { locale });
  if (!product) {
    // Old links by numeric id move permanently to the slug URL.
    const id = parseId(params.slug);
    const slug = id === null ? null : await getActiveProductSlug(id);
    // Slugs are the same in both languages.
    if (slug) throw redirect(localizePath(productPath(slug), locale), 301);
    throw data(m.product_not_found({}, { locale }), { status: 404 });
  }
  // Approved reviews only, newest first; ?reviews=N pages through them.
  const reviewPage = parsePositiveInt(new URL(request.url).searchParams.get("reviews"), 10_000) ?? 1;
  const [related, reviews] = await Promise.all([
    belowTheFold(context, "related products", listRelatedProducts(product, { locale })),
    productReviewsPage(product.id, reviewPage),
  ]);
  return { product, related: related.data, origin: publicOrigin(request), reviews: { ...reviews, page: reviewPage, perPage: REVIEWS_PER_PAGE } };
}

/** schema.org Product data for search engines; "<" is escaped so admin text cannot end the script. */
function ProductJsonLd({ product, origin, reviews }: Pick<Route.ComponentProps["loaderData"], "product" | "origin" | "reviews">) {
  const locale = useLocale();
  const json = JSON.stringify(productJsonLd({ product, origin, url: `${origin}${localizePath(productPath(product.slug), locale)}`, reviews })).replace(/</g, "\\u003c");
  // No nonce: a data block is never run, so the Content-Security-Policy does not ask for one.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, related, origin, reviews } = loaderData;
  const inStock = product.stockQuantity > 0;
  const lang = useLang();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ProductJsonLd product={product} origin={origin} reviews={reviews} />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} images={product.images} name={product.name} />
        <div className="flex flex-col gap-4">
          {product.categoryName ? <Badge className="w-fit">{product.categoryName}</Badge> : null}
          <h1 className="text-2xl font-bold sm:text-3xl">{product.name}</h1>
          <p className="text-2xl font-semibold text-brand-700 sm:text-3xl">{formatPrice(product.price, lang.locale)}</p>
          {reviews.summary.count > 0 ? (
            <a href="#reviews" className="w-fit hover:underline">
              <RatingSummary rating={reviews.summary} />
            </a>
          ) : null}
          <p className="leading-relaxed whitespace-pre-line text-gray-700">{product.description?.trim() || m.product_no_description({}, lang)}</p>
          <p className={inStock ? "font-medium text-brand-700" : "font-medium text-red-700"}>
            {inStock ? m.product_available({ count: formatCount(product.stockQuantity, lang.locale) }, lang) : m.product_out_of_stock({}, lang)}
          </p>
          {inStock ? (
            <AddToCartPanel
              key={product.id}
              stock={product.stockQuantity}
              product={{ id: product.id, name: product.name, slug: product.slug, price: product.price, image: product.images[0] ?? null }}
            />
          ) : null}
        </div>
      </div>

      <ProductReviews summary={reviews.summary} reviews={reviews.reviews} page={reviews.page} perPage={reviews.perPage} />

      <BelowTheFold
        data={related}
        fallback={
          <div className="mt-16">
            <ProductGridSkeleton count={4} layout="wide" />
          </div>
        }
      >
        {(items) =>
          items.length > 0 ? (
            <section aria-labelledby="related-heading" className="mt-16">
              <h2 id="related-heading" className="mb-6 text-2xl font-bold">
                {m.product_related({}, lang)}
              </h2>
              <ProductGrid products={items} layout="wide" />
            </section>
          ) : null
        }
      </BelowTheFold>
    </div>
  );
}

// Its error view (not found, or failed) loads when it is shown: the product page's own code is
// what a shopper loads on every product.
const ProductError = lazy(() => import("~/components/shop/product-error"));

export function ErrorBoundary(props: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <ProductError {...props} />
    </Suspense>
  );
}
