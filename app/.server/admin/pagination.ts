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
 * costs about what reading the page costs and still says whether there is a next page.
 */
export const COUNT_AHEAD_PAGES = 10;

/**
 * How many rows a table holds: exact, or (`capped`) only known to be more than `total`, a number ten
 * pages past the current one. The page shows "{total}+ orders" and keeps a Next link.
 */
export type AdminTotal = { total: number; capped: boolean };

export type AdminPage<Row> = AdminTotal & { rows: Row[]; page: number };

/**
 * One page of an admin table with an exact count, clamped to the last page: a page past the end (an
 * old link, or the last row of the last page just deleted) shows the last page instead of an empty
 * table. Rows and count are read together; only a page past the end costs a second read of the rows.
 */
export async function clampedPage<Row>(
  page: number,
  rowsAt: (offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<AdminPage<Row>> {
  const [rows, total] = await Promise.all([rowsAt((page - 1) * ADMIN_PAGE_SIZE), count()]);
  const last = lastPage(total);
  if (page <= last) return { rows, total, capped: false, page };
  return { rows: await rowsAt((last - 1) * ADMIN_PAGE_SIZE), total, capped: false, page: last };
}

/**
 * One page of a search whose matches are counted only up to `countAheadPages` past this page. A
 * single walk of the matches in display order reads the ids from this page's first row up to the cap:
 * the first ADMIN_PAGE_SIZE of them are the page, and how many there are is the count (the rows before
 * were all skipped, so the exact total is offset + ids when the cap is not reached). Only a page past
 * the end counts every match (`countUpTo`, fewer than the offset) to clamp to the last page.
 * `idsAt(offset, limit)` lists matching ids in display order; `rowsOf(ids)` reads them in that order.
 */
export async function cappedPage<Id, Row>(
  page: number,
  idsAt: (offset: number, limit: number) => Promise<Id[]>,
  rowsOf: (ids: Id[]) => Promise<Row[]>,
  countUpTo: (limit: number) => Promise<number>,
  countAheadPages = COUNT_AHEAD_PAGES,
): Promise<AdminPage<Row>> {
  const offset = (page - 1) * ADMIN_PAGE_SIZE;
  const ahead = countAheadPages * ADMIN_PAGE_SIZE;
  const ids = await idsAt(offset, ahead + 1);
  if (ids.length > 0 || page === 1) {
    const capped = ids.length > ahead;
    return { rows: await rowsOf(ids.slice(0, ADMIN_PAGE_SIZE)), total: offset + Math.min(ids.length, ahead), capped, page };
  }
  const total = await countUpTo(offset);
  const last = lastPage(total);
  return { rows: await rowsOf(await idsAt((last - 1) * ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZE)), total, capped: false, page: last };
}
