import { and, asc, eq, ilike } from "drizzle-orm";
import type { BannerFormData } from "~/lib/schemas/catalog";
import { cleanQuery, containsPattern } from "../catalog";
import { getDb } from "../db";
import { heroBanners, products } from "../db/schema";
import { removeUnreferencedImages } from "./images";

const PICKER_LIMIT = 20;

/** Every banner (active or not) in display order (the admin table; banners are few). */
export async function listAdminBanners() {
  const db = await getDb();
  return db
    .select({
      id: heroBanners.id,
      title: heroBanners.title,
      titleBn: heroBanners.titleBn,
      subtitle: heroBanners.subtitle,
      subtitleBn: heroBanners.subtitleBn,
      imageUrl: heroBanners.imageUrl,
      linkUrl: heroBanners.linkUrl,
      buttonText: heroBanners.buttonText,
      buttonTextBn: heroBanners.buttonTextBn,
      displayOrder: heroBanners.displayOrder,
      isActive: heroBanners.isActive,
    })
    .from(heroBanners)
    .orderBy(asc(heroBanners.displayOrder), asc(heroBanners.id));
}

export type AdminBannerRow = Awaited<ReturnType<typeof listAdminBanners>>[number];

function toColumns(input: BannerFormData) {
  return {
    title: input.title,
    titleBn: input.title_bn,
    subtitle: input.subtitle,
    subtitleBn: input.subtitle_bn,
    imageUrl: input.image_url,
    linkUrl: input.link_url,
    buttonText: input.button_text,
    buttonTextBn: input.button_text_bn,
    displayOrder: input.display_order,
    isActive: input.is_active,
  };
}

/** Inserts a banner from the validated form; returns its id. */
export async function createAdminBanner(input: BannerFormData): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(heroBanners).values(toColumns(input)).returning({ id: heroBanners.id });
  return row!.id;
}

/**
 * Updates a banner; false when it does not exist. Once saved, the stored file of an image it no
 * longer shows is deleted unless another banner or a product uses it.
 */
export async function updateAdminBanner(id: number, input: BannerFormData): Promise<boolean> {
  const db = await getDb();
  const before = await db.transaction(async (tx) => {
    // Locked, so two saves of one banner each see the image the other left behind.
    const [old] = await tx.select({ imageUrl: heroBanners.imageUrl }).from(heroBanners).where(eq(heroBanners.id, id)).for("update");
    if (old) await tx.update(heroBanners).set(toColumns(input)).where(eq(heroBanners.id, id));
    return old;
  });
  if (!before) return false;
  await removeUnreferencedImages([before.imageUrl]);
  return true;
}

/** Deletes a banner; false when it did not exist. Its image's stored files go too, unless a banner or product still uses them. */
export async function deleteAdminBanner(id: number): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.delete(heroBanners).where(eq(heroBanners.id, id)).returning({ imageUrl: heroBanners.imageUrl });
  await removeUnreferencedImages(deleted.map((row) => row.imageUrl));
  return deleted.length > 0;
}

/**
 * Active products for the banner's product picker (id, name, slug by name), at most 20 whose name
 * contains `q`: a search instead of the whole list, which could be 100,000 rows.
 */
export async function searchActiveProductOptions(q: string | null) {
  const text = cleanQuery(q);
  const db = await getDb();
  return db
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(eq(products.isActive, true), text ? ilike(products.name, containsPattern(text)) : undefined))
    .orderBy(asc(products.name), asc(products.id))
    .limit(PICKER_LIMIT);
}
