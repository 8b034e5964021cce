/** Rows per page in every admin table. */
export const ADMIN_PAGE_SIZE = 20;

// Far beyond any real page (a billion pages of 20 rows); larger numbers read as this and then clamp
// to the last page like any other page past the end.
const MAX_REQUESTED_PAGE = 1_000_000_000;

/**
 * The page an admin table was asked for: any whole number from 1 (1 when missing or malformed). Unlike
 * the storefront's parsePage there is no upper cap: at 1M orders the orders table has 50,000 pages.
 */
export function parseAdminPage(params: URLSearchParams): number {
  const value = params.get("page");
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = value.length > 10 ? MAX_REQUESTED_PAGE : Number(value);
  return page < 1 ? 1 : Math.min(page, MAX_REQUESTED_PAGE);
}

/** The last page of `total` rows (1 when there are none). */
export function lastPage(total: number, pageSize = ADMIN_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * How many pages past the current one a search counts its matches. Counting every match of a broad
 * search (one order in six of a million) costs a second per request; counting up to ten pages ahead
 * costs a few milliseconds and still says whether there is a next page.
 */
export const COUNT_AHEAD_PAGES = 10;

/**
 * How many rows a table holds: exact, or (`capped`) only known to be more than `total`, a number ten
 * pages past the current one. The page shows "{total}+ orders" and keeps a Next link.
 */
export type AdminTotal = { total: number; capped: boolean };

export type AdminPage<Row> = AdminTotal & { rows: Row[]; page: number };

/**
 * The total of a search, counting its matches only up to `countAheadPages` pages past `page`:
 * `countUpTo(limit)` answers min(matches, limit).
 */
export async function cappedTotal(
  page: number,
  countUpTo: (limit: number) => Promise<number>,
  countAheadPages = COUNT_AHEAD_PAGES,
): Promise<AdminTotal> {
  const cap = (page - 1 + countAheadPages) * ADMIN_PAGE_SIZE;
  const counted = await countUpTo(cap + 1);
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * One page of an admin table, clamped to the last page: a page past the end (an old link, or the last
 * row of the last page just deleted) shows the last page instead of an empty table. Rows and count are
 * read together; only a page past the end costs a second read of the rows. A capped total is always
 * past the current page, so it never clamps.
 */
export async function clampedPage<Row>(
  page: number,
  rowsAt: (offset: number) => Promise<Row[]>,
  count: () => Promise<AdminTotal>,
): Promise<AdminPage<Row>> {
  const [rows, counted] = await Promise.all([rowsAt((page - 1) * ADMIN_PAGE_SIZE), count()]);
  const last = lastPage(counted.total);
  if (counted.capped || page <= last) return { rows, ...counted, page };
  return { rows: await rowsAt((last - 1) * ADMIN_PAGE_SIZE), ...counted, page: last };
}
