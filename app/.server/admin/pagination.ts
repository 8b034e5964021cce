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

export type AdminPage<Row> = { rows: Row[]; total: number; page: number };

/**
 * One page of an admin table, clamped to the last page: a page past the end (an old link, or the last
 * row of the last page just deleted) shows the last page instead of an empty table. Rows and count are
 * read together; only a page past the end costs a second read of the rows.
 */
export async function clampedPage<Row>(
  page: number,
  rowsAt: (offset: number) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<AdminPage<Row>> {
  const [rows, total] = await Promise.all([rowsAt((page - 1) * ADMIN_PAGE_SIZE), count()]);
  const last = lastPage(total);
  if (page <= last) return { rows, total, page };
  return { rows: await rowsAt((last - 1) * ADMIN_PAGE_SIZE), total, page: last };
}
