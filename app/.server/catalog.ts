import { and, asc, count, desc, eq, gt, gte, ilike, lte, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { MAX_INT, parseId, parsePositiveInt } from "~/lib/ids";
import { DEFAULT_LOCALE, type Locale } from "~/lib/i18n";
import { parsePriceBand, PRICE_BANDS } from "~/lib/price-bands";
import { isSafeLink } from "~/lib/url";
import { type Db, getDb } from "./db";
import { prepared } from "./db/prepared";
import { categories, heroBanners, productReviews, products } from "./db/schema";

/** The fields a product card shows; price is a decimal taka string, image the first safe image URL. */
export type ProductCardData = {
  id: number;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  stockQuantity: number;
  categoryName: string | null;
  /** The approved reviews' average (one decimal) and count; null before the first one. */
  rating: { average: number; count: number } | null;
};

/** A product page: card fields plus description, every image, category id and update time. */
export type ProductDetail = Omit<ProductCardData, "image" | "rating"> & {
  description: string | null;
  images: string[];
  categoryId: number | null;
  updatedAt: Date;
};

export type CategorySummary = { id: number; name: string; slug: string; description: string | null };

export type Banner = {
  id: number;
  title: string;
  subtitle: string | null;
  imageUrl: string;
  linkUrl: string | null;
  buttonText: string | null;
};

/**
 * Which language's catalogue text a read returns: for "bn", each Bangla text that is saved (not null,
 * not empty), else its English twin; "en" (the default) reads the English columns alone.
 */
export type CatalogueReadOptions = { locale?: Locale };

/** The Bangla column's text where there is one, else the English column's; only the English column for "en". */
function inLocale<T extends string | null>(english: PgColumn, bangla: PgColumn, locale: Locale): SQL<T> {
  return locale === "bn" ? sql<T>`coalesce(nullif(${bangla}, ''), ${english})` : sql<T>`${english}`;
}

/** A page of products and the number of all matching products. */
export type ProductPage = { products: ProductCardData[]; total: number };

/** Products per page on /shop and /search. */
export const PAGE_SIZE = 24;
/** Longest text filter kept from a URL: longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 100;
/** Highest page number honoured; beyond it the page is simply empty. */
const MAX_PAGE = 10_000;
const MAX_SLUG_LENGTH = 300;

/** A product's name as a page in `locale` shows it. */
export function productName(locale: Locale): SQL<string> {
  return inLocale<string>(products.name, products.nameBn, locale);
}

function cardColumns(locale: Locale) {
  return {
    id: products.id,
    name: productName(locale),
    slug: products.slug,
    price: products.price,
    imageUrl: products.imageUrl,
    images: products.images,
    stockQuantity: products.stockQuantity,
    categoryName: inLocale<string | null>(categories.name, categories.nameBn, locale),
    // "4.5 12": the approved reviews' average and count (product_reviews_product_approved_idx), null without any.
    ratingText: sql<string | null>`(select round(avg(r.rating), 1)::text || ' ' || count(*) from ${productReviews} r where r.product_id = ${products.id} and r.status = 'approved' having count(*) > 0)`,
  };
}

type CardRow = { imageUrl: string | null; images: string[]; ratingText: string | null } & Omit<ProductCardData, "image" | "rating">;

/** The featured image first, then the others, without duplicates or unsafe URLs (admin input). */
export function productImages(imageUrl: string | null, images: readonly string[]): string[] {
  const all = imageUrl ? [imageUrl, ...images] : [...images];
  return [...new Set(all)].filter(isSafeLink);
}

function toCard({ imageUrl, images, ratingText, ...rest }: CardRow): ProductCardData {
  const [average, count] = ratingText ? ratingText.split(" ").map(Number) : [];
  return { ...rest, image: productImages(imageUrl, images)[0] ?? null, rating: average && count ? { average, count } : null };
}

// The column itself, not "= $1": the partial indexes say `WHERE is_active`, and a prepared statement's
// generic plan can use them only when the condition is written the same way, not as a parameter.
const isActive = sql`${products.isActive}`;
const newestFirst = [desc(products.createdAt), desc(products.id)];

/** Product cards' columns (and `extra` ones) with their category's name: what card lists and the product page select from. */
function cardRows<Extra extends Record<string, SQL | PgColumn>>(db: Db, locale: Locale, extra: Extra = {} as Extra) {
  return db
    .select({ ...cardColumns(locale), ...extra })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

async function selectCards(where: SQL | undefined, orderBy: SQL[], limit: number, offset: number, locale: Locale): Promise<ProductCardData[]> {
  const db = await getDb();
  const rows = await cardRows(db, locale)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map(toCard);
}

async function countProducts(where: SQL | undefined): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(products).where(where);
  return row?.n ?? 0;
}

/**
 * One page of the products a text filter matches, newest first, and the number of all matches, in
 * one statement. The innermost query collects every match with its count (a window function, so
 * PostgreSQL plans it on its own, for all rows: through the trigram indexes); only then are the
 * matches sorted and cut to the page. A plain ORDER BY … LIMIT lets the planner walk the newest-first
 * index instead, testing every product, whenever it overestimates the matches (a rare text that
 * happens to appear in the column's statistics): 800 ms at 100k products instead of 2 ms.
 */
async function selectMatchingPage(where: SQL | undefined, page: number, locale: Locale): Promise<ProductPage> {
  const db = await getDb();
  const matches = db
    .select({ id: products.id, createdAt: products.createdAt, total: sql<number>`count(*) over ()`.mapWith(Number).as("total") })
    .from(products)
    .where(where)
    .as("matches");
  const onPage = db
    .select({ id: matches.id, createdAt: matches.createdAt, total: matches.total })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as("on_page");
  const rows = await db
    .select({ ...cardColumns(locale), total: onPage.total })
    .from(onPage)
    .innerJoin(products, eq(products.id, onPage.id))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(desc(onPage.createdAt), desc(onPage.id));
  // A page past the end has no row to carry the count.
  if (rows.length === 0) return { products: [], total: page > 1 ? await countProducts(where) : 0 };
  return { products: rows.map(({ total: _total, ...row }) => toCard(row)), total: rows[0]!.total };
}

/** Newest active products first (home sections, flash sale, gallery). */
export async function listNewestProducts(limit: number, { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<ProductCardData[]> {
  return selectCards(isActive, newestFirst, limit, 0, locale);
}

/** All categories ordered by the name shown (navigation, shop filter, categories page). */
export async function listCategories({ locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<CategorySummary[]> {
  const db = await getDb();
  const name = inLocale<string>(categories.name, categories.nameBn, locale);
  return db
    .select({ id: categories.id, name, slug: categories.slug, description: inLocale<string | null>(categories.description, categories.descriptionBn, locale) })
    .from(categories)
    .orderBy(asc(name), asc(categories.id));
}

/** Active hero banners by display order; banners whose image URL is unsafe are left out, unsafe links dropped. */
export async function listActiveBanners({ locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<Banner[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: heroBanners.id,
      title: inLocale<string>(heroBanners.title, heroBanners.titleBn, locale),
      subtitle: inLocale<string | null>(heroBanners.subtitle, heroBanners.subtitleBn, locale),
      imageUrl: heroBanners.imageUrl,
      linkUrl: heroBanners.linkUrl,
      buttonText: inLocale<string | null>(heroBanners.buttonText, heroBanners.buttonTextBn, locale),
    })
    .from(heroBanners)
    .where(eq(heroBanners.isActive, true))
    .orderBy(asc(heroBanners.displayOrder), asc(heroBanners.id));
  return rows
    .filter((b) => isSafeLink(b.imageUrl))
    .map((b) => ({ ...b, linkUrl: b.linkUrl && isSafeLink(b.linkUrl) ? b.linkUrl : null }));
}

/** Shop filters as read from a URL; anything malformed reads as "no filter". */
export type ShopFilters = { categoryId: number | null; q: string; price: string; page: number };

// PostgreSQL refuses NUL in text, and no product name holds a control character.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;

/** Trims and cuts a text query to MAX_QUERY_LENGTH characters; control characters become spaces. */
export function cleanQuery(value: string | null): string {
  return (value ?? "").replace(new RegExp(CONTROL_CHAR, "g"), " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** A page number from the URL: 1 unless a whole number from 1 to 10,000. */
export function parsePage(params: URLSearchParams): number {
  return parsePositiveInt(params.get("page"), MAX_PAGE) ?? 1;
}

/** Reads ?category=&q=&price=&page= leniently: unknown or malformed values are ignored, never an error. */
export function parseShopFilters(params: URLSearchParams): ShopFilters {
  const price = params.get("price") ?? "all";
  return {
    categoryId: parseId(params.get("category")),
    q: cleanQuery(params.get("q")),
    price: PRICE_BANDS.some((b) => b.value === price) ? price : "all",
    page: parsePage(params),
  };
}

const BENGALI_LETTER = /[\u0980-\u09FF]/;

/**
 * `text` contained (case-insensitively) in any of the English columns or their Bangla twins. The
 * trigram indexes find the candidate rows; each is then tested against the conditions in order, and
 * a case-insensitive test of Bengali text costs several times one of ASCII, so a Bangla query tests
 * the Bangla columns first and stops at the first match (it halves the time of a common Bangla word).
 */
function matchesText(text: string, english: PgColumn[], bangla: PgColumn[]): SQL | undefined {
  const pattern = containsPattern(text);
  const columns = BENGALI_LETTER.test(text) ? [...bangla, ...english] : [...english, ...bangla];
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** A LIKE pattern matching `text` anywhere, with %, _ and \ matching themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * One page (PAGE_SIZE) of active products matching the filters, newest first, with the full count.
 * Shop text matches the name only, English or Bangla whatever the page's language (search also
 * matches the descriptions).
 */
export async function listShopProducts(filters: ShopFilters, { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<ProductPage> {
  const band = parsePriceBand(filters.price);
  const where = and(
    isActive,
    filters.categoryId === null ? undefined : eq(products.categoryId, filters.categoryId),
    filters.q ? matchesText(filters.q, [products.name], [products.nameBn]) : undefined,
    band ? gte(products.price, band.min.toFixed(2)) : undefined,
    band?.max != null ? lte(products.price, band.max.toFixed(2)) : undefined,
  );
  if (filters.q) return selectMatchingPage(where, filters.page, locale);
  const [list, total] = await Promise.all([
    selectCards(where, newestFirst, PAGE_SIZE, (filters.page - 1) * PAGE_SIZE, locale),
    countProducts(where),
  ]);
  return { products: list, total };
}

/**
 * One page (PAGE_SIZE) of active products whose name or description, English or Bangla, contains q
 * (case-insensitive), newest first, with the full count. Each of the four columns has its trigram
 * index, so the planner ORs four index scans.
 */
export async function searchProducts(q: string, page: number, { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<ProductPage> {
  const where = and(isActive, matchesText(q, [products.name, products.description], [products.nameBn, products.descriptionBn]));
  return selectMatchingPage(where, page, locale);
}

/** The active product with this slug, or null (inactive products are never shown). */
export async function getProductBySlug(slug: string, { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<ProductDetail | null> {
  // Not a slug any product can have (and NUL would make PostgreSQL throw): no query needed.
  if (slug.length > MAX_SLUG_LENGTH || CONTROL_CHAR.test(slug)) return null;
  const db = await getDb();
  const statement = prepared(db, `product_by_slug_${locale}`, (name) =>
    cardRows(db, locale, {
      description: inLocale<string | null>(products.description, products.descriptionBn, locale),
      categoryId: products.categoryId,
      updatedAt: products.updatedAt,
    })
      .where(and(isActive, eq(products.slug, sql.placeholder("slug"))))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ slug });
  if (!row) return null;
  // The page reads its reviews (and their average) itself, page by page.
  const { imageUrl, images, ratingText: _rating, ...rest } = row;
  return { ...rest, images: productImages(imageUrl, images) };
}

/** Slug of the active product with this id (old numeric links), or null. */
export async function getActiveProductSlug(id: number): Promise<string | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT) return null;
  const db = await getDb();
  const [row] = await db.select({ slug: products.slug }).from(products).where(and(isActive, eq(products.id, id))).limit(1);
  return row?.slug ?? null;
}

/** Up to 4 other active products of the same category, newest first; none without a category. */
export async function listRelatedProducts(
  product: { id: number; categoryId: number | null },
  { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {},
): Promise<ProductCardData[]> {
  if (product.categoryId === null) return [];
  const db = await getDb();
  const statement = prepared(db, `related_products_${locale}`, (name) =>
    cardRows(db, locale)
      .where(and(isActive, eq(products.categoryId, sql.placeholder("categoryId")), ne(products.id, sql.placeholder("id"))))
      .orderBy(...newestFirst)
      .limit(4)
      .prepare(name),
  );
  const rows = await statement.execute({ categoryId: product.categoryId, id: product.id });
  return rows.map(toCard);
}

/**
 * The `limit` best-selling active products by units sold (products.sold_count, kept by the order
 * service), ties newest first; the newest active products when nothing has sold yet.
 */
export async function listBestSellers(limit = 12, { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<ProductCardData[]> {
  const sold = await selectCards(and(isActive, gt(products.soldCount, 0)), [desc(products.soldCount), ...newestFirst], limit, 0, locale);
  return sold.length > 0 ? sold : listNewestProducts(limit, { locale });
}

/** Slugs and update times of active products for the sitemap, newest first, at most `limit`. */
export async function listProductSlugsForSitemap(limit: number): Promise<{ slug: string; updatedAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(isActive)
    .orderBy(...newestFirst)
    .limit(limit);
}
