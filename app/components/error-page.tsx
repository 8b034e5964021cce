import { isRouteErrorResponse } from "react-router";
import type { Route } from "../+types/root";
import { useLang, useLocalePath } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/** The root's error boundary: what went wrong, in the page's language, and the way home (loaded on demand by app/root.tsx). */
export default function ErrorPage({ error }: Route.ErrorBoundaryProps) {
  const lang = useLang();
  const to = useLocalePath();
  const wentWrong = m.error_went_wrong({}, lang);
  let detail: string = wentWrong;
  let advice: string | undefined;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = error.statusText || (typeof error.data === "string" ? error.data : `Error ${error.status}`);
    // 503 while the database is unreachable: the shopper should know that trying again will work.
    if (error.status === 503 && typeof error.data === "string" && error.data !== detail) advice = error.data;
    if (lang.locale === "bn" && error.status === 503) {
      detail = m.error_unavailable_title({}, lang);
      advice = m.error_unavailable_advice({}, lang);
    } else if (lang.locale === "bn") {
      detail = error.status === 404 ? m.error_not_found({}, lang) : wentWrong;
    }
  } else if (error instanceof Error) {
    detail = import.meta.env.DEV ? error.message : wentWrong;
    stack = import.meta.env.DEV ? error.stack : undefined;
  }
  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.error_title({}, lang)}</h1>
      <p className="mt-3 text-gray-600">{detail}</p>
      {advice ? <p className="mt-2 text-gray-600">{advice}</p> : null}
      {stack ? <pre className="mt-6 overflow-x-auto rounded bg-gray-100 p-4 text-left text-xs">{stack}</pre> : null}
      <a href={to("/")} className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white">
        {m.error_back_home({}, lang)}
      </a>
    </main>
  );
}
