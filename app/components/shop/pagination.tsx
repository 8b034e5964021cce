import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { useLang } from "~/components/i18n";
import { formatCount } from "~/lib/i18n";
import * as m from "~/paraglide/messages";

/** The URL of `page` keeping the current filters (page 1 drops the parameter). */
function pageHref(pathname: string, search: URLSearchParams, page: number) {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

const linkClass = "inline-flex h-10 items-center gap-1 rounded-md border border-gray-300 px-3 text-sm font-medium hover:bg-gray-50";

/** Previous / "Page x of y" / Next, as plain links so it works before and without JavaScript. */
export function Pagination({ pathname, search, page, pageCount }: { pathname: string; search: URLSearchParams; page: number; pageCount: number }) {
  const lang = useLang();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={m.pagination_label({}, lang)} className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={pageHref(pathname, search, Math.min(page - 1, pageCount))} className={linkClass} rel="prev">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {m.pagination_previous({}, lang)}
        </Link>
      ) : null}
      <span className="text-sm text-gray-600">{m.pagination_page({ page: formatCount(page, lang.locale), pageCount: formatCount(pageCount, lang.locale) }, lang)}</span>
      {page < pageCount ? (
        <Link to={pageHref(pathname, search, page + 1)} className={linkClass} rel="next">
          {m.pagination_next({}, lang)}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
