import { ArrowRight, Headphones, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { ProductImage } from "~/components/shop/product-image";
import { Skeleton } from "~/components/ui/skeleton";
import { formatTakaBrief } from "~/lib/money";
import { productPath } from "~/lib/slug";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/** A home section: heading with its "Product" and "See More" links to /shop, then its content. */
export function ProductSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10">
      <div className="mb-6 flex items-end justify-between gap-4">
        <div>
          <Link to={to("/shop")} className="text-sm font-semibold tracking-wide text-brand-700 uppercase hover:underline">
            {m.nav_product({}, lang)}
          </Link>
          <h2 id={id} className="text-2xl font-bold sm:text-3xl">
            {title}
          </h2>
        </div>
        <Link to={to("/shop")} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {m.home_see_more({}, lang)}
          <span className="sr-only"> {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      {children}
    </section>
  );
}

const BENEFITS = [
  { icon: ShieldCheck, title: m.benefit_payment_title, text: m.benefit_payment_text },
  { icon: Headphones, title: m.benefit_support_title, text: m.benefit_support_text },
  { icon: RotateCcw, title: m.benefit_returns_title, text: m.benefit_returns_text },
];

/**
 * The home page's four promises (shipping, payment, support, returns), in the exact words the shop has
 * always shown. Free shipping is promised only with a threshold (poisha) that checkout applies; without
 * one the first promise is delivery everywhere with cash on delivery.
 */
export function BenefitsStrip({ freeShippingThresholdPoisha }: { freeShippingThresholdPoisha: number | null }) {
  const lang = useLang();
  const shipping =
    freeShippingThresholdPoisha === null
      ? { icon: Truck, title: m.benefit_cod_title({}, lang), text: m.benefit_cod_text({}, lang) }
      : {
          icon: Truck,
          title: m.benefit_free_shipping_title({}, lang),
          text: m.benefit_free_shipping_text({ amount: formatTakaBrief(freeShippingThresholdPoisha, lang.locale) }, lang),
        };
  const benefits = BENEFITS.map((benefit) => ({ icon: benefit.icon, title: benefit.title({}, lang), text: benefit.text({}, lang) }));
  return (
    <section aria-label={m.benefits_label({}, lang)} className="bg-brand-50">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 lg:grid-cols-4">
        {[shipping, ...benefits].map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex flex-col items-center gap-2 text-center sm:flex-row sm:text-left">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-gray-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

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
