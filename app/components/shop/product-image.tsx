import { PRODUCT_IMAGE_WIDTHS, imageSrcSet } from "~/lib/images";
import { cn } from "~/lib/utils";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/**
 * A square product image: uploaded images come as a srcset of their WebP variants so a card never
 * downloads the full-size original. `sizes` must describe the rendered width.
 */
export function ProductImage({
  src,
  alt,
  sizes,
  eager = false,
  priority = false,
  size = 640,
  className,
}: {
  src: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** The page's largest image (its LCP): fetched before other images. */
  priority?: boolean;
  size?: number;
  className?: string;
}) {
  const lang = useLang();
  if (!src) {
    return (
      <div className={cn("flex aspect-square w-full items-center justify-center bg-gray-100 text-sm text-gray-600", className)}>
        {m.image_none({}, lang)}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src, PRODUCT_IMAGE_WIDTHS)}
      sizes={sizes}
      alt={alt}
      width={size}
      height={size}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={cn("aspect-square w-full bg-gray-100 object-cover", className)}
    />
  );
}
