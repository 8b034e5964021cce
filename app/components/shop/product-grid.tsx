import { type CardProduct, ProductCard, ProductCardSkeleton } from "~/components/shop/product-card";
import { cn } from "~/lib/utils";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

// Column layouts and the image width each implies, so the browser picks the right srcset entry.
const LAYOUTS = {
  /** Shop listing beside the filter sidebar: 2 columns, 3 from lg. */
  shop: { grid: "grid-cols-2 lg:grid-cols-3", sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, 50vw", firstRow: 3 },
  /** Full-width sections: 2 columns, 4 from md. */
  wide: { grid: "grid-cols-2 md:grid-cols-4", sizes: "(min-width: 1280px) 300px, (min-width: 768px) 25vw, 50vw", firstRow: 4 },
  /** Listing pages without a sidebar: 2, 3, then 4 columns. */
  page: { grid: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4", sizes: "(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw", firstRow: 4 },
} as const;

export type GridLayout = keyof typeof LAYOUTS;

/**
 * A grid of product cards; the first row loads eagerly when `aboveFold`. A grid that is the page's
 * main content (`main`) sits under the h1: its cards get h2 headings and its first image is the
 * page's largest, fetched first.
 */
export function ProductGrid({
  products,
  layout,
  aboveFold = false,
  main = false,
  label,
}: {
  products: CardProduct[];
  layout: GridLayout;
  aboveFold?: boolean;
  main?: boolean;
  label?: string;
}) {
  const { grid, sizes, firstRow } = LAYOUTS[layout];
  return (
    <ul className={cn("grid gap-3 sm:gap-4", grid)} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            sizes={sizes}
            eager={aboveFold && index < firstRow}
            priority={main && index === 0}
            heading={main ? "h2" : "h3"}
          />
        </li>
      ))}
    </ul>
  );
}

/** `count` card placeholders in the same grid, announced once as loading. */
export function ProductGridSkeleton({ count, layout }: { count: number; layout: GridLayout }) {
  const lang = useLang();
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {m.loading_products({}, lang)}
      </p>
      <div className={cn("grid gap-3 sm:gap-4", LAYOUTS[layout].grid)} data-testid="product-skeletons">
        {Array.from({ length: count }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
