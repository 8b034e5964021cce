import { useEffect, useState } from "react";
import { preload } from "react-dom";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Carousel, type CarouselApi, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, useCarouselAction, useSelectedIndex } from "~/components/ui/carousel";
import { BANNER_IMAGE_WIDTHS, DEFAULT_HERO_IMAGE, imageSrcSet } from "~/lib/images";
import { HERO_HEIGHT } from "~/components/shop/hero-placeholder";
import { cn } from "~/lib/utils";
import { useLang, useLocalePath } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

export type HeroBanner = {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string;
  linkUrl: string | null;
  buttonText: string | null;
};

/** The hero moves on to the next banner every 5 seconds. */
export const HERO_AUTOPLAY_MS = 5000;

function BannerButton({ banner }: { banner: HeroBanner }) {
  const to = useLocalePath();
  if (!banner.buttonText || !banner.linkUrl) return null;
  // External links leave the shop in a new tab; internal ones stay client-side.
  if (/^https?:\/\//i.test(banner.linkUrl)) {
    return (
      <a href={banner.linkUrl} target="_blank" rel="noopener noreferrer" data-slot="button" className={buttonVariants({ size: "lg", className: "mt-4 sm:mt-6" })}>
        {banner.buttonText}
      </a>
    );
  }
  return (
    <Link to={to(banner.linkUrl)} data-slot="button" className={buttonVariants({ size: "lg", className: "mt-4 sm:mt-6" })}>
      {banner.buttonText}
    </Link>
  );
}

function Slide({ banner, index, count }: { banner: HeroBanner; index: number; count: number }) {
  const first = index === 0;
  const lang = useLang();
  return (
    <CarouselItem
      className={cn("relative", HERO_HEIGHT)}
      aria-label={m.hero_slide({ index: formatCount(index + 1, lang.locale), count: formatCount(count, lang.locale) }, lang)}
    >
      <img
        src={banner.imageUrl}
        srcSet={imageSrcSet(banner.imageUrl, BANNER_IMAGE_WIDTHS)}
        sizes="100vw"
        alt=""
        width={1920}
        height={600}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "auto"}
        // The first banner is the page's largest paint: let the browser show it as soon as it is decoded.
        decoding={first ? "sync" : "async"}
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-black/70 via-black/40 to-transparent" />
      {/* Centred above the dots (bottom-3, 24 px): on a 250 px phone hero the button would touch them. */}
      <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-center px-14 pb-9 sm:px-16 sm:pb-0 md:px-20">
        <div className="max-w-xl text-white">
          <h2 className="text-2xl font-bold drop-shadow sm:text-4xl md:text-5xl">{banner.title}</h2>
          {banner.subtitle ? <p className="mt-2 text-base drop-shadow sm:mt-3 sm:text-lg md:text-xl">{banner.subtitle}</p> : null}
          <BannerButton banner={banner} />
        </div>
      </div>
    </CarouselItem>
  );
}

/**
 * Home hero: loops and moves on every 5 s even after the shopper used the arrows or dots;
 * arrows and dots only with more than one banner; the default image when there is none.
 */
export function HeroCarousel({ banners, storeName }: { banners: HeroBanner[]; storeName: string }) {
  const [api, setApi] = useState<CarouselApi>();
  const selected = useSelectedIndex(api);
  const onCarousel = useCarouselAction(api);
  const several = banners.length > 1;
  const lang = useLang();
  const lead = banners[0];
  // React puts this in the document's head: the phone starts fetching the hero (the home page's
  // largest paint) before it has parsed the stylesheet and the body.
  if (lead) preload(lead.imageUrl, { as: "image", imageSrcSet: imageSrcSet(lead.imageUrl, BANNER_IMAGE_WIDTHS), imageSizes: "100vw", fetchPriority: "high" });

  useEffect(() => {
    if (!api || !several) return;
    // A plain timer rather than an autoplay plugin, because interaction must not stop it: every
    // slide change (automatic or by the shopper) starts the next 5 s.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => api.scrollNext(), HERO_AUTOPLAY_MS);
    };
    schedule();
    api.on("select", schedule);
    return () => {
      clearTimeout(timer);
      api.off("select", schedule);
    };
  }, [api, several]);

  if (banners.length === 0) {
    return (
      <section aria-label={m.hero_featured({}, lang)} className={cn("relative overflow-hidden bg-gray-200", HERO_HEIGHT)}>
        {/* The artwork carries its text at the left, so narrow screens keep the left part. */}
        <img
          src={DEFAULT_HERO_IMAGE}
          alt={m.hero_welcome_alt({ storeName }, lang)}
          width={1920}
          height={600}
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover object-left"
        />
      </section>
    );
  }

  return (
    <Carousel
      opts={{ loop: several, active: several }}
      setApi={setApi}
      aria-label={m.hero_featured({}, lang)}
      // The grey shows while the first image is still loading.
      className={cn("overflow-hidden bg-gray-200", HERO_HEIGHT)}
    >
      <CarouselContent>
        {banners.map((banner, index) => (
          <Slide key={banner.id} banner={banner} index={index} count={banners.length} />
        ))}
      </CarouselContent>
      {several ? (
        <>
          <CarouselPrevious variant="custom" size="icon-sm" className="left-2 border border-white/60 bg-white/80 text-gray-900 hover:bg-gray-50 sm:left-4 sm:size-10" aria-label={m.carousel_previous({}, lang)} />
          <CarouselNext variant="custom" size="icon-sm" className="right-2 border border-white/60 bg-white/80 text-gray-900 hover:bg-gray-50 sm:right-4 sm:size-10" aria-label={m.carousel_next({}, lang)} />
          <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 gap-1">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                aria-label={m.hero_go_to_slide({ index: formatCount(index + 1, lang.locale) }, lang)}
                aria-current={selected === index ? "true" : undefined}
                onClick={() => onCarousel((ready) => ready.scrollTo(index))}
                className="flex size-6 items-center justify-center"
              >
                <span className={cn("block h-2.5 rounded-full transition-all", selected === index ? "w-6 bg-white" : "w-2.5 bg-white/60")} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </Carousel>
  );
}
