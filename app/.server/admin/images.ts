import { arrayOverlaps, inArray, or } from "drizzle-orm";
import { getDb } from "../db";
import { heroBanners, products } from "../db/schema";
import { describeError, logger } from "../logger";
import { deleteStoredImage, isStoredImageUrl } from "../media";

/**
 * Deletes the stored files (original and WebP variants) of those `urls` that no product or banner
 * references any more. Call it only after the change that dropped them has committed: a save that
 * fails must leave every image it used. URLs that are not our stored images (external addresses,
 * files served from elsewhere) are never touched. Never throws: a failure is logged and the files
 * stay, because the admin's change has already been made.
 */
export async function removeUnreferencedImages(urls: Iterable<string | null | undefined>): Promise<void> {
  const candidates = [...new Set([...urls].filter((url): url is string => typeof url === "string" && isStoredImageUrl(url)))];
  if (candidates.length === 0) return;
  try {
    const unreferenced = await withoutReferences(candidates);
    const results = await Promise.allSettled(unreferenced.map((url) => deleteStoredImage(url)));
    const failures = results.flatMap((result, i) => (result.status === "rejected" ? [{ url: unreferenced[i], err: describeError(result.reason) }] : []));
    if (failures.length > 0) logger.error({ failures }, "removing images no longer used failed; the files stay in storage");
  } catch (error) {
    logger.error({ err: describeError(error), urls: candidates }, "checking which images are still used failed; the files stay in storage");
  }
}

/** Those of `urls` that no product (main image or gallery) and no banner names. */
async function withoutReferences(urls: string[]): Promise<string[]> {
  const db = await getDb();
  // One pass over each table: image columns have no index, and this runs only when an admin drops
  // an image of ours.
  const [productRows, bannerRows] = await Promise.all([
    db
      .select({ imageUrl: products.imageUrl, images: products.images })
      .from(products)
      .where(or(inArray(products.imageUrl, urls), arrayOverlaps(products.images, urls))),
    db.select({ imageUrl: heroBanners.imageUrl }).from(heroBanners).where(inArray(heroBanners.imageUrl, urls)),
  ]);
  const used = new Set<string>();
  for (const row of productRows) {
    if (row.imageUrl) used.add(row.imageUrl);
    for (const image of row.images) used.add(image);
  }
  for (const row of bannerRows) used.add(row.imageUrl);
  return urls.filter((url) => !used.has(url));
}
