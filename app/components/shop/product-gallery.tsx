import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
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
      // The whole photo, letterboxed: a portrait saree cropped to a square hides what is being sold (cards may crop).
      className="aspect-square w-full rounded-lg bg-gray-100 object-contain"
    />
  );
}

/**
 * The product's images: one picture, a row of slides with arrows and thumbnails when there are
 * several, "No image" when none. The slides are the browser's own scroll snapping, not a carousel
 * library: a swipe works before the page's scripts have loaded, and the product page carries
 * 8 kB less script. The arrows go round from the last image to the first.
 */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const lang = useLang();
  const n = (value: number) => formatCount(value, lang.locale);

  // The slide most in view is the selected one, however the shopper got there (swipe, arrow, thumbnail).
  useEffect(() => {
    const root = track.current;
    if (!root || images.length < 2) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) setSelected(Number((entry.target as HTMLElement).dataset.slide));
      },
      { root, threshold: 0.6 },
    );
    for (const slide of root.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [images.length]);

  if (images.length === 0) {
    return <div className="flex aspect-square w-full items-center justify-center rounded-lg bg-gray-100 text-gray-600">{m.gallery_no_image({}, lang)}</div>;
  }
  if (images.length === 1) return <MainImage src={images[0]!} alt={name} first />;

  function show(index: number) {
    const root = track.current;
    if (!root) return;
    const next = (index + images.length) % images.length;
    setSelected(next);
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    root.scrollTo({ left: next * root.clientWidth, behavior: smooth ? "smooth" : "auto" });
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    show(selected + (event.key === "ArrowLeft" ? -1 : 1));
  }

  return (
    <div>
      {/* Arrow keys pressed on a focused control inside move the slides. */}
      <div role="region" aria-roledescription="carousel" aria-label={m.gallery_images_of({ name }, lang)} className="relative" onKeyDownCapture={onKeyDown}>
        {/* A region that scrolls must take keyboard focus, or keyboard users cannot scroll it; focused,
            the arrow keys (above) move the slides. */}
        <div
          ref={track}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is operable (WCAG 2.1.1)
          tabIndex={0}
          className="flex snap-x snap-mandatory overflow-x-auto rounded-lg outline-none [scrollbar-width:none] focus-visible:ring-2 focus-visible:ring-brand-500 [&::-webkit-scrollbar]:hidden"
        >
          {images.map((src, index) => (
            <div
              key={src}
              data-slide={index}
              role="group"
              aria-roledescription="slide"
              aria-label={m.hero_slide({ index: n(index + 1), count: n(images.length) }, lang)}
              className="w-full shrink-0 snap-center snap-always"
            >
              <MainImage src={src} alt={m.gallery_image_alt({ name, index: n(index + 1) }, lang)} first={index === 0} />
            </div>
          ))}
        </div>
        <Button
          variant="custom"
          size="icon"
          shape="round"
          className="absolute top-1/2 left-3 -translate-y-1/2 border border-gray-300 bg-white/85 text-gray-900 hover:bg-gray-50"
          onClick={() => show(selected - 1)}
          aria-label={m.carousel_previous({}, lang)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button
          variant="custom"
          size="icon"
          shape="round"
          className="absolute top-1/2 right-3 -translate-y-1/2 border border-gray-300 bg-white/85 text-gray-900 hover:bg-gray-50"
          onClick={() => show(selected + 1)}
          aria-label={m.carousel_next({}, lang)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <ul className="mt-3 grid grid-cols-5 gap-2" aria-label={m.gallery_thumbnails({}, lang)}>
        {images.map((src, index) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => show(index)}
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
