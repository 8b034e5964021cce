import { PRODUCT_IMAGE_WIDTHS, imageSrcSet } from "~/lib/images";
import { cn } from "~/lib/utils";
import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/** A small square product image for cart lines, or "No Image"; its size (up to 80 px) comes from className. */
export function ProductThumb({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const lang = useLang();
  if (!src) {
    return (
      <div className={cn("flex shrink-0 items-center justify-center rounded-md bg-gray-100 text-center text-xs text-gray-500", className)}>
        {m.thumb_none({}, lang)}
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src, PRODUCT_IMAGE_WIDTHS)}
      sizes="80px"
      alt={alt}
      width={80}
      height={80}
      loading="lazy"
      className={cn("shrink-0 rounded-md bg-gray-100 object-cover", className)}
    />
  );
}
