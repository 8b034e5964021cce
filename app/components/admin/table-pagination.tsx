import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { ButtonSlot } from "~/components/ui/button-slot";

function pageHref(pathname: string, search: string, page: number) {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Previous / "Page x of y" / Next links for a server-paginated admin table; keeps the other query
 * parameters. A `capped` total is only known to be more than `total` rows: "Page x of y+", with Next.
 */
export function TablePagination({ page, pageSize, total, capped = false }: { page: number; pageSize: number; total: number; capped?: boolean }) {
  const { pathname, search } = useLocation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1 && page <= 1 && !capped) return null;
  return (
    <nav aria-label="Pagination" className="mt-4 flex items-center justify-between gap-3">
      <span className="text-sm text-gray-600">{capped ? `Page ${page} of ${pageCount}+` : `Page ${page} of ${pageCount}`}</span>
      <div className="flex gap-2">
        {page > 1 ? (
          <ButtonSlot variant="outline" size="sm">
            <Link to={pageHref(pathname, search, Math.min(page - 1, pageCount))} rel="prev">
              <ChevronLeft aria-hidden="true" />
              Previous
            </Link>
          </ButtonSlot>
        ) : null}
        {page < pageCount || capped ? (
          <ButtonSlot variant="outline" size="sm">
            <Link to={pageHref(pathname, search, page + 1)} rel="next">
              Next
              <ChevronRight aria-hidden="true" />
            </Link>
          </ButtonSlot>
        ) : null}
      </div>
    </nav>
  );
}
