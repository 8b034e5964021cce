import { asc, count, desc, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { ProductFormData } from "~/lib/schemas/catalog";
import { cleanQuery, containsPattern } from "../catalog";
import { getDb } from "../db";
import { categories, productCounts, products } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { removeUnreferencedImages } from "./images";
import { ADMIN_PAGE_SIZE, cappedPage, clampedPage, parseAdminPage } from "./pagination";

export { ADMIN_PAGE_SIZE };

export const PRODUCT_SORTS = ["name", "price", "stock", "created"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type SortDirection = "asc" | "desc";

export type ProductListQuery = { q: string; page: number; sort: ProductSort; dir: SortDirection };

/** Field errors keyed by form field name, ready for the dialog. */
export type FieldErrors = Partial<Record<string, string>>;
export type SaveResult = { ok: true; id: number } | { ok: false; fieldErrors: FieldErrors };

export const SLUG_TAKEN = "Slug is already in use";
const CATEGORY_GONE = "Category not found";

/** Reads ?q=&page=&sort=&dir= leniently; newest first unless asked otherwise. */
export function parseProductListQuery(params: URLSearchParams): ProductListQuery {
  const sort = PRODUCT_SORTS.find((s) => s === params.get("sort")) ?? "created";
  const dirParam = params.get("dir");
  const dir: SortDirection = dirParam === "asc" || dirParam === "desc" ? dirParam : sort === "created" ? "desc" : "asc";
  return { q: cleanQuery(params.get("q")), page: parseAdminPage(params), sort, dir };
}

const SORT_COLUMNS = {
  name: products.name,
  price: products.price,
  stock: products.stockQuantity,
  created: products.createdAt,
} as const;

/** How many products exist, active or not: exact, from the trigger-kept product_counts (a few rows). */
export async function countAllProducts(): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: sql<string>`coalesce(sum(${productCounts.products}), 0)` }).from(productCounts);
  return Number(row?.n ?? 0);
}

const LIST_COLUMNS = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  slug: products.slug,
  description: products.description,
  descriptionBn: products.descriptionBn,
  price: products.price,
  categoryId: products.categoryId,
  categoryName: categories.name,
  stockQuantity: products.stockQuantity,
  isFeatured: products.isFeatured,
  isActive: products.isActive,
  imageUrl: products.imageUrl,
  images: products.images,
};

/**
 * One page of the admin products table (all products, active or not). Without a search the total is
 * exact (trigger-kept counter); a name search counts its matches only up to `countAheadPages` past
 * this page (see cappedPage). A page past the end reads as the last page. Price is decimal taka.
 */
export async function listAdminProducts(query: ProductListQuery, options: { countAheadPages?: number } = {}) {
  const db = await getDb();
  const where: SQL | undefined = query.q ? ilike(products.name, containsPattern(query.q)) : undefined;
  const column = SORT_COLUMNS[query.sort];
  const direction = query.dir === "asc" ? asc : desc;
  // The id breaks ties so pages never overlap or skip rows.
  const order = [direction(column), direction(products.id)];
  // Deep pages: the skipped rows are walked in a sort index (only ids), and only the 20 shown rows
  // are read from the table, instead of reading and discarding `offset` whole rows.
  const matchingIds = (offset: number, limit: number) => db.select({ id: products.id }).from(products).where(where).orderBy(...order).limit(limit).offset(offset);

  if (where) {
    const idsAt = async (offset: number, limit: number) => (await matchingIds(offset, limit)).map((row) => row.id);
    const rowsOf = async (ids: number[]) =>
      ids.length === 0
        ? []
        : db.select(LIST_COLUMNS).from(products).leftJoin(categories, eq(categories.id, products.categoryId)).where(inArray(products.id, ids)).orderBy(...order);
    const countUpTo = async (limit: number) => (await db.select({ n: count() }).from(matchingIds(0, limit).as("matches")))[0]?.n ?? 0;
    return cappedPage(query.page, idsAt, rowsOf, countUpTo, options.countAheadPages);
  }
  const rowsAt = async (offset: number) => {
    const page = matchingIds(offset, ADMIN_PAGE_SIZE).as("page");
    return db
      .select(LIST_COLUMNS)
      .from(page)
      .innerJoin(products, eq(products.id, page.id))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(...order);
  };
  return clampedPage(query.page, rowsAt, countAllProducts);
}

export type AdminProductRow = Awaited<ReturnType<typeof listAdminProducts>>["rows"][number];

/** Categories for the product form's select, by name. */
export async function listCategoryOptions(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name), asc(categories.id));
}

function toColumns(input: ProductFormData) {
  return {
    name: input.name,
    nameBn: input.name_bn,
    slug: input.slug,
    description: input.description,
    descriptionBn: input.description_bn,
    price: input.price,
    categoryId: input.category_id,
    stockQuantity: input.stock_quantity,
    imageUrl: input.image_url,
    images: input.images,
    isFeatured: input.is_featured,
    isActive: input.is_active,
  };
}

/** A taken slug or a vanished category become field errors; anything else is rethrown. */
function saveError(error: unknown): SaveResult {
  const code = pgErrorCode(error);
  if (code === UNIQUE_VIOLATION) return { ok: false, fieldErrors: { slug: SLUG_TAKEN } };
  if (code === FOREIGN_KEY_VIOLATION) return { ok: false, fieldErrors: { category_id: CATEGORY_GONE } };
  throw error;
}

/** Inserts a product from the validated form. A duplicate slug is a field error, not an exception. */
export async function createAdminProduct(input: ProductFormData): Promise<SaveResult> {
  const db = await getDb();
  try {
    const [row] = await db.insert(products).values(toColumns(input)).returning({ id: products.id });
    return { ok: true, id: row!.id };
  } catch (error) {
    return saveError(error);
  }
}

/**
 * Updates a product; null when it does not exist. A duplicate slug is a field error. Once saved,
 * the stored files of images it no longer shows are deleted unless another product or banner uses them.
 */
export async function updateAdminProduct(id: number, input: ProductFormData): Promise<SaveResult | null> {
  const db = await getDb();
  let before: { imageUrl: string | null; images: string[] } | undefined;
  try {
    before = await db.transaction(async (tx) => {
      // Locked, so two saves of one product each see the images the other left behind.
      const [old] = await tx.select({ imageUrl: products.imageUrl, images: products.images }).from(products).where(eq(products.id, id)).for("update");
      if (!old) return undefined;
      await tx
        .update(products)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(eq(products.id, id));
      return old;
    });
  } catch (error) {
    return saveError(error);
  }
  if (!before) return null;
  await removeUnreferencedImages([before.imageUrl, ...before.images]);
  return { ok: true, id };
}

/**
 * Deletes a product; orders keep its name and price (order_items.product_id becomes null). False when
 * it did not exist. Its images' stored files go too, unless another product or banner uses them.
 */
export async function deleteAdminProduct(id: number): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.delete(products).where(eq(products.id, id)).returning({ imageUrl: products.imageUrl, images: products.images });
  await removeUnreferencedImages(deleted.flatMap((row) => [row.imageUrl, ...row.images]));
  return deleted.length > 0;
}
