import { useLang } from "~/components/i18n";
import * as m from "~/paraglide/messages";

/** The spec's plain "Loading..." state, announced to screen readers. */
export function PageLoading() {
  const lang = useLang();
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-gray-600">
      {m.loading({}, lang)}
    </p>
  );
}
