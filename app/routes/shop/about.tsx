import { Award, Heart, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { metaLang, pageMeta } from "~/components/shop/meta";
import { buttonVariants } from "~/components/ui/button";
import type { RouteFacts } from "~/lib/route-facts";
import type { Route } from "./+types/about";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

export const handle = { cache: "catalogue", sitemap: true } satisfies RouteFacts;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ matches, location }, m.about_title({}, metaLang(location)), m.about_description({}, metaLang(location)));

const VALUES = [
  { icon: Users, title: m.about_value_customer_title, text: m.about_value_customer_text },
  { icon: Award, title: m.about_value_quality_title, text: m.about_value_quality_text },
  { icon: Heart, title: m.about_value_passion_title, text: m.about_value_passion_text },
  { icon: Sparkles, title: m.about_value_excellence_title, text: m.about_value_excellence_text },
];

export default function About() {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{m.about_title({}, lang)}</h1>
      <section aria-labelledby="story-heading" className="mt-8 space-y-4 text-lg leading-relaxed text-gray-700">
        <h2 id="story-heading" className="text-2xl font-semibold text-gray-900">
          {m.about_story_heading({}, lang)}
        </h2>
        <p>{m.about_story_1({}, lang)}</p>
        <p>{m.about_story_2({}, lang)}</p>
      </section>
      <section aria-labelledby="values-heading" className="mt-12">
        <h2 id="values-heading" className="text-2xl font-semibold">
          {m.about_values_heading({}, lang)}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title({}, lang)} className="rounded-lg border border-gray-200 p-6">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold">{title({}, lang)}</h3>
              <p className="mt-2 text-gray-600">{text({}, lang)}</p>
            </li>
          ))}
        </ul>
      </section>
      <Link to={to("/shop")} data-slot="button" className={buttonVariants({ size: "lg", className: "mt-12" })}>
        {m.about_start_shopping({}, lang)}
      </Link>
    </div>
  );
}
