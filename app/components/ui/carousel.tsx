import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";

export type CarouselApi = UseEmblaCarouselType[1];
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0];

type CarouselContextValue = {
  carouselRef: UseEmblaCarouselType[0];
  api: CarouselApi;
  scrollPrev(): void;
  scrollNext(): void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

const CarouselContext = createContext<CarouselContextValue | null>(null);

type EmblaApi = NonNullable<CarouselApi>;

/**
 * Runs an action on the carousel now, or as soon as its API exists. A tap held before hydration is
 * replayed about when embla starts (decision 007): a thumbnail or an arrow must not be lost then.
 */
export function useCarouselAction(api: CarouselApi) {
  const pending = useRef<((api: EmblaApi) => void) | undefined>(undefined);
  useEffect(() => {
    if (!api || !pending.current) return;
    pending.current(api);
    pending.current = undefined;
  }, [api]);
  return useCallback(
    (action: (api: EmblaApi) => void) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );
}

function useCarousel() {
  const context = useContext(CarouselContext);
  if (!context) throw new Error("useCarousel must be used within <Carousel>");
  return context;
}

/** An embla carousel (shadcn style); `setApi` hands the embla API to the parent (autoplay, dots). */
export function Carousel({
  opts,
  setApi,
  className,
  children,
  ...props
}: React.ComponentProps<"div"> & { opts?: CarouselOptions; setApi?: (api: CarouselApi) => void }) {
  const [carouselRef, api] = useEmblaCarousel(opts);
  // A looping carousel can always move (its arrows are shown only with several slides): enabled from
  // the server render on, so a tap before hydration is held and replayed instead of dropped.
  const [canScrollPrev, setCanScrollPrev] = useState(Boolean(opts?.loop));
  const [canScrollNext, setCanScrollNext] = useState(Boolean(opts?.loop));

  const onCarousel = useCarouselAction(api);
  const scrollPrev = useCallback(() => onCarousel((ready) => ready.scrollPrev()), [onCarousel]);
  const scrollNext = useCallback(() => onCarousel((ready) => ready.scrollNext()), [onCarousel]);

  useEffect(() => {
    if (!api) return;
    setApi?.(api);
    const update = () => {
      setCanScrollPrev(api.canScrollPrev());
      setCanScrollNext(api.canScrollNext());
    };
    update();
    api.on("reInit", update).on("select", update);
    return () => {
      api.off("reInit", update).off("select", update);
    };
  }, [api, setApi]);

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollNext();
    }
  }

  return (
    <CarouselContext.Provider value={{ carouselRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      {/* Arrow keys pressed on a focused control inside move the slides. */}
      <div
        onKeyDownCapture={onKeyDown}
        className={cn("relative", className)}
        role="region"
        aria-roledescription="carousel"
        data-slot="carousel"
        {...props}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  );
}

export function CarouselContent({ className, ...props }: React.ComponentProps<"div">) {
  const { carouselRef } = useCarousel();
  return (
    <div ref={carouselRef} className="h-full overflow-hidden" data-slot="carousel-content">
      <div className={cn("flex h-full", className)} {...props} />
    </div>
  );
}

export function CarouselItem({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      data-slot="carousel-item"
      className={cn("min-w-0 shrink-0 grow-0 basis-full", className)}
      {...props}
    />
  );
}

/** The arrows sit half-way down; the caller's className places them sideways (left-…, right-…). */
export function CarouselPrevious({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <Button
      variant="outline"
      size="icon"
      shape="round"
      data-slot="carousel-previous"
      className={cn("absolute top-1/2 -translate-y-1/2", className)}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      aria-label="Previous slide"
      {...props}
    >
      <ChevronLeft aria-hidden="true" />
    </Button>
  );
}

export function CarouselNext({ className, ...props }: React.ComponentProps<typeof Button>) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <Button
      variant="outline"
      size="icon"
      shape="round"
      data-slot="carousel-next"
      className={cn("absolute top-1/2 -translate-y-1/2", className)}
      disabled={!canScrollNext}
      onClick={scrollNext}
      aria-label="Next slide"
      {...props}
    >
      <ChevronRight aria-hidden="true" />
    </Button>
  );
}

/** The index of the selected slide, following the embla API. */
export function useSelectedIndex(api: CarouselApi): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on("select", update).on("reInit", update);
    return () => {
      api.off("select", update).off("reInit", update);
    };
  }, [api]);
  return selected;
}
