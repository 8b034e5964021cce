import { useState } from "react";
import { Carousel, type CarouselApi, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, useCarouselAction, useSelectedIndex } from "~/components/ui/carousel";
import { PRODUCT_IMAGE_WIDTHS, imageSrcSet } from "~/lib/images";
import { cn } from "~/lib/utils";
import { useLang } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

const MAIN_SIZES = "(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw";

function MainImage({ src, alt, first }: { src: string; alt: string; first: boolean }) {
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src, PRODUCT_IMAGE_WIDTHS)}
      sizes={MAIN_SIZES}
      alt={alt}
      width={800}
      height={800}
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "auto"}
      className="aspect-square w-full rounded-lg bg-gray-100 object-cover"
    />
  );
}

/** The product's images: one picture, a carousel with thumbnails when there are several, "No image" when none. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [api, setApi] = useState<CarouselApi>();
  const selected = useSelectedIndex(api);
  const onCarousel = useCarouselAction(api);
  const lang = useLang();
  const n = (value: number) => formatCount(value, lang.locale);

  if (images.length === 0) {
    return <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-gray-100 text-gray-600">{m.gallery_no_image({}, lang)}</div>;
  }
  if (images.length === 1) return <MainImage src={images[0]!} alt={name} first />;

  return (
    <div>
      <Carousel opts={{ loop: true }} setApi={setApi} aria-label={m.gallery_images_of({ name }, lang)}>
        <CarouselContent>
          {images.map((src, index) => (
            <CarouselItem key={src} aria-label={m.hero_slide({ index: n(index + 1), count: n(images.length) }, lang)}>
              <MainImage src={src} alt={m.gallery_image_alt({ name, index: n(index + 1) }, lang)} first={index === 0} />
            </CarouselItem>
          ))}
        </CarouselContent>
        <CarouselPrevious className="left-3 bg-white/85" aria-label={m.carousel_previous({}, lang)} />
        <CarouselNext className="right-3 bg-white/85" aria-label={m.carousel_next({}, lang)} />
      </Carousel>
      <ul className="mt-3 grid grid-cols-5 gap-2" aria-label={m.gallery_thumbnails({}, lang)}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => onCarousel((ready) => ready.scrollTo(index))}
              aria-label={m.gallery_show_image({ index: n(index + 1) }, lang)}
              aria-current={selected === index ? "true" : undefined}
              className={cn(
                "block w-full overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
                selected === index ? "border-brand-700" : "border-transparent opacity-70 hover:opacity-100",
              )}
            >
              <img
                src={src}
                srcSet={imageSrcSet(src, PRODUCT_IMAGE_WIDTHS)}
                sizes="120px"
                alt=""
                width={120}
                height={120}
                loading="lazy"
                className="aspect-square w-full bg-gray-100 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
