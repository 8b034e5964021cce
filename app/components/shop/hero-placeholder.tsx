import { useLang } from "~/components/i18n";
import { cn } from "~/lib/utils";
import * as m from "~/paraglide/messages";

// Its own module, apart from the carousel: the shop layout shows this placeholder while home loads,
// and importing it from hero-carousel would put the carousel code on every page.

/** 500 px on wider screens, the hero's intended height; shorter on phones, where a 500 px band would fill the screen (decision 003). */
export const HERO_HEIGHT = "h-[250px] sm:h-[400px] md:h-[500px]";

/** The hero's place at its own height while the home page loads: a placeholder as tall as the hero. */
export function HeroPlaceholder() {
  const lang = useLang();
  return <section aria-label={m.hero_featured({}, lang)} aria-busy="true" className={cn("animate-pulse bg-gray-200", HERO_HEIGHT)} />;
}
