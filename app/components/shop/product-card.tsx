import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { toast } from "~/components/toast";
import { useCart } from "~/components/orders/cart-store";
import { ProductImage } from "~/components/shop/product-image";
import { RatingSummary } from "~/components/shop/stars";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { formatPrice } from "~/lib/money";
import { productPath } from "~/lib/slug";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/** What a card needs (the server's ProductCardData); price is decimal taka. */
export type CardProduct = {
  id: number;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  stockQuantity: number;
  categoryName: string | null;
  /** Approved reviews' average and count; null or absent before the first. */
  rating?: { average: number; count: number } | null;
};

/**
 * A product tile linking to its page. The cart button sits outside the link, so adding never
 * navigates. `sizes` describes the grid's column width; `eager` is for the first row.
 */
export function ProductCard({
  product,
  sizes,
  eager = false,
  priority = false,
  heading: Heading = "h3",
}: {
  product: CardProduct;
  sizes: string;
  eager?: boolean;
  priority?: boolean;
  /** h2 where the grid sits right under the page's h1, h3 under a section's h2 (headings never skip a level). */
  heading?: "h2" | "h3";
}) {
  const add = useCart((state) => state.add);
  const lang = useLang();
  const to = useLocalePath();
  const soldOut = product.stockQuantity <= 0;

  function addToCart() {
    add({ id: product.id, name: product.name, slug: product.slug, price: product.price, image: product.image, stock: product.stockQuantity }, 1);
    toast.success(m.toast_added_one({}, lang));
  }

  return (
    // A card below the first screen is not styled or laid out until it nears the viewport
    // (content-visibility): on a 20-card shop page that was most of the phone's layout work at load.
    // 20rem stands in for its height until it has been drawn once (`auto` then keeps the real one).
    <article
      className={`group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition-shadow hover:shadow-md${eager ? "" : " [contain-intrinsic-size:auto_20rem] [content-visibility:auto]"}`}
    >
      <Link to={to(productPath(product.slug))} className="flex flex-1 flex-col outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        <div className="overflow-hidden">
          <ProductImage
            src={product.image}
            alt={product.name}
            sizes={sizes}
            eager={eager}
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-105"
          />
        </div>
        <div className="flex flex-1 flex-col gap-1 p-3">
          <Heading className="line-clamp-2 text-sm font-medium text-gray-900 sm:text-base">{product.name}</Heading>
          <p className="font-semibold text-brand-700">{formatPrice(product.price, lang.locale)}</p>
          {product.categoryName ? <p className="text-xs text-gray-600">{product.categoryName}</p> : null}
          {product.rating ? <RatingSummary rating={product.rating} className="text-xs" /> : null}
        </div>
      </Link>
      <div className="px-3 pb-3">
        {soldOut ? (
          <Button variant="secondary" size="sm" className="w-full" disabled>
            {m.card_out_of_stock({}, lang)}
            <span className="sr-only">: {product.name}</span>
          </Button>
        ) : (
          <Button size="sm" className="w-full" onClick={addToCart}>
            <ShoppingCart aria-hidden="true" />
            {m.card_add_to_cart({}, lang)}
            <span className="sr-only">: {product.name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}

/** The placeholder shown where a card is still loading. */
export function ProductCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-lg border border-gray-200" aria-hidden="true">
      {/* Square-cornered (the card's border rounds it), so not <Skeleton>, whose rounding a class can't undo. */}
      <div className="aspect-square w-full animate-pulse bg-gray-200" />
      <div className="space-y-2 p-3">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-2 h-9 w-full" />
      </div>
    </div>
  );
}
