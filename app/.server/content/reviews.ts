import { and, avg, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "~/lib/i18n";
import { type ReviewInput, reviewerName } from "~/lib/schemas/review";
import { getDb } from "../db";
import { pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { deleteStoredImage } from "../media";
import { orderItems, orders, productReviews, products, type REVIEW_STATUSES } from "../db/schema";

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export type SubmitOutcome = "submitted" | "not-found" | "not-delivered" | "not-in-order" | "already-reviewed";

/**
 * Stores a shopper's review, pending approval. Only the order's own number and phone open it, only
 * once the order is delivered, only for a product the order holds, and once per product per order.
 * A wrong phone answers like a wrong number, so the form tells nobody whose order a number is.
 * `storePhoto` runs only once the review is allowed, so a refused review stores no file.
 */
export async function submitReview(input: ReviewInput, locale: Locale, storePhoto?: () => Promise<string>): Promise<SubmitOutcome> {
  const db = await getDb();
  const [order] = await db
    .select({ id: orders.id, phone: orders.customerPhone, name: orders.customerName, city: orders.city, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNumber, input.orderNumber));
  if (!order || order.phone !== input.phone) return "not-found";
  if (order.status !== "delivered") return "not-delivered";
  const [line] = await db
    .select({ productId: orderItems.productId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.productId, input.productId)))
    .limit(1);
  if (!line) return "not-in-order";
  const [existing] = await db
    .select({ id: productReviews.id })
    .from(productReviews)
    .where(and(eq(productReviews.orderId, order.id), eq(productReviews.productId, input.productId)));
  if (existing) return "already-reviewed";
  const photoUrl = storePhoto ? await storePhoto() : null;
  try {
    await db.insert(productReviews).values({
      productId: input.productId,
      orderId: order.id,
      rating: input.rating,
      body: input.body,
      photoUrl,
      authorName: reviewerName(order.name),
      authorCity: order.city,
      locale,
    });
  } catch (error) {
    // The same review sent twice at once: the unique key keeps one.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      if (photoUrl) await deleteStoredImage(photoUrl).catch(() => undefined);
      return "already-reviewed";
    }
    throw error;
  }
  return "submitted";
}

/** A delivered order's products a shopper can review (the lines whose product still exists), for /track. */
export async function reviewableProducts(orderNumber: string): Promise<{ productId: number; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ productId: orderItems.productId, name: orderItems.productName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.status, "delivered")));
  return rows.flatMap((row) => (row.productId === null ? [] : [{ productId: row.productId, name: row.name }]));
}

const SHOWN = {
  id: productReviews.id,
  rating: productReviews.rating,
  body: productReviews.body,
  photoUrl: productReviews.photoUrl,
  authorName: productReviews.authorName,
  authorCity: productReviews.authorCity,
  reply: productReviews.reply,
  createdAt: productReviews.createdAt,
  // Only a review that came from an order is a verified purchase (the seed's samples are not).
  verified: sql<boolean>`${productReviews.orderId} is not null`,
};

export type ShownReview = {
  id: number;
  rating: number;
  body: string;
  photoUrl: string | null;
  authorName: string;
  authorCity: string | null;
  reply: string | null;
  createdAt: Date;
  verified: boolean;
};

export type RatingSummary = { average: number; count: number };

const approved = eq(productReviews.status, "approved");

/** Reviews a product page shows at a time. */
export const REVIEWS_PER_PAGE = 5;

/** A product's approved reviews, newest first, page by page (1-based), with its average and count. */
export async function productReviewsPage(productId: number, page = 1): Promise<{ summary: RatingSummary; reviews: ShownReview[] }> {
  const db = await getDb();
  const where = and(eq(productReviews.productId, productId), approved);
  const [[summary], reviews] = await Promise.all([
    db.select({ average: avg(productReviews.rating), count: count() }).from(productReviews).where(where),
    db
      .select(SHOWN)
      .from(productReviews)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((Math.max(1, page) - 1) * REVIEWS_PER_PAGE),
  ]);
  return { summary: { average: Number(summary?.average ?? 0), count: summary?.count ?? 0 }, reviews };
}

/** The shop's latest approved reviews and its overall average and count (/reviews). */
export async function latestReviews(limit = 24): Promise<{ summary: RatingSummary; reviews: (ShownReview & { productName: string; productSlug: string; productNameBn: string | null })[] }> {
  const db = await getDb();
  const [[summary], reviews] = await Promise.all([
    db.select({ average: avg(productReviews.rating), count: count() }).from(productReviews).where(approved),
    db
      .select({ ...SHOWN, productName: products.name, productNameBn: products.nameBn, productSlug: products.slug })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(and(approved, eq(products.isActive, true)))
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limit),
  ]);
  return { summary: { average: Number(summary?.average ?? 0), count: summary?.count ?? 0 }, reviews };
}

/** Approved-review averages and counts of some products (cards), by product id; a product without reviews is absent. */
export async function ratingsOf(productIds: number[]): Promise<Map<number, RatingSummary>> {
  if (productIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ productId: productReviews.productId, average: avg(productReviews.rating), count: count() })
    .from(productReviews)
    .where(and(approved, inArray(productReviews.productId, productIds)))
    .groupBy(productReviews.productId);
  return new Map(rows.map((row) => [row.productId, { average: Number(row.average ?? 0), count: row.count }]));
}

/** Admin → Reviews: reviews with one status, newest first. */
export async function listReviewsForAdmin(status: ReviewStatus) {
  const db = await getDb();
  return db
    .select({
      ...SHOWN,
      status: productReviews.status,
      productName: products.name,
      productSlug: products.slug,
      orderNumber: orders.orderNumber,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(orders, eq(orders.id, productReviews.orderId))
    .where(eq(productReviews.status, status))
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(200);
}

export type AdminReview = Awaited<ReturnType<typeof listReviewsForAdmin>>[number];

/** Counts of reviews by status (the admin's tabs). */
export async function countReviewsByStatus(): Promise<Record<ReviewStatus, number>> {
  const db = await getDb();
  const rows = await db.select({ status: productReviews.status, n: count() }).from(productReviews).groupBy(productReviews.status);
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, hidden: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Approves or hides a review; false when there is no such review. */
export async function setReviewStatus(id: number, status: ReviewStatus): Promise<boolean> {
  const db = await getDb();
  const rows = await db.update(productReviews).set({ status }).where(eq(productReviews.id, id)).returning({ id: productReviews.id });
  return rows.length > 0;
}

/** The shop's reply under a review (empty: none); false when there is no such review. */
export async function setReviewReply(id: number, reply: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(productReviews)
    .set({ reply: reply.trim() || null })
    .where(eq(productReviews.id, id))
    .returning({ id: productReviews.id });
  return rows.length > 0;
}
