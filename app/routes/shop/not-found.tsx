import { data, Link } from "react-router";
import { logger } from "~/.server/logger";
import { metaLang, pageMeta } from "~/components/shop/meta";
import type { Route } from "./+types/not-found";
import { useLang, useLocalePath } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta({ matches, location }, m.not_found_title({}, metaLang(location)), m.not_found_description({}, metaLang(location))),
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  logger.warn({ path: new URL(request.url).pathname }, "page not found");
  return data(null, { status: 404 });
}

export default function NotFound() {
  const lang = useLang();
  const to = useLocalePath();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{formatCount(404, lang.locale)}</p>
      <h1 className="mt-4 text-2xl font-semibold">{m.not_found_heading({}, lang)}</h1>
      <Link to={to("/")} className="mt-8 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800">
        {m.not_found_home({}, lang)}
      </Link>
    </section>
  );
}
