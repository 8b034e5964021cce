import { Link } from "react-router";
import { ProductImage } from "~/components/shop/product-image";
import { Skeleton } from "~/components/ui/skeleton";
import { productPath } from "~/lib/slug";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export type GalleryProduct = { id: number; name: string; slug: string; image: string | null };

const GALLERY_SIZES = "(min-width: 1280px) 200px, (min-width: 768px) 16vw, 33vw";

/** The six newest products as image tiles; the name shows on hover or keyboard focus. */
export function NewArrivalsGallery({ products }: { products: GalleryProduct[] }) {
  const lang = useLang();
  const to = useLocalePath();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="gallery-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="gallery-heading" className="mb-6 text-2xl font-bold sm:text-3xl">
        {m.home_gallery({}, lang)}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4 md:grid-cols-6">
        {products.map((product) => (
          <li key={product.id}>
            <Link
              to={to(productPath(product.slug))}
              className="group relative block overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <ProductImage src={product.image} alt="" sizes={GALLERY_SIZES} className="transition-transform duration-300 group-hover:scale-110" />
              <span className="absolute inset-0 flex items-end bg-gradient-to-t from-black/75 to-transparent p-2 text-xs font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 sm:text-sm">
                {product.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Placeholder tiles while the gallery streams in. */
export function GallerySkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" aria-hidden="true">
      <Skeleton className="mb-6 h-8 w-64" />
      <div className="grid grid-cols-3 gap-2 sm:gap-4 md:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="aspect-square w-full" />
        ))}
      </div>
    </div>
  );
}
