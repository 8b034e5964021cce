import { and, asc, eq, ilike } from "drizzle-orm";
import type { BannerFormData } from "~/lib/schemas/catalog";
import { cleanQuery, containsPattern } from "../catalog";
import { type AuditActor, fieldChanges, recordAudit } from "../audit";
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

const LABELS = {
  title: "Title",
  titleBn: "Title (Bangla)",
  subtitle: "Subtitle",
  subtitleBn: "Subtitle (Bangla)",
  imageUrl: "Image",
  linkUrl: "Link",
  buttonText: "Button text",
  buttonTextBn: "Button text (Bangla)",
  displayOrder: "Display order",
  isActive: "Active",
};

/** Inserts a banner from the validated form; returns its id. With `audit`, its entry is written in the same transaction. */
export async function createAdminBanner(input: BannerFormData, audit?: AuditActor): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(heroBanners).values(toColumns(input)).returning({ id: heroBanners.id });
    if (audit)
      await recordAudit(tx, audit, {
        kind: "catalogue",
        summary: `Banner ${input.title} created`,
      });
    return row!.id;
  });
}

/**
 * Updates a banner; false when it does not exist. Once saved, the stored file of an image it no
 * longer shows is deleted unless another banner or a product uses it.
 */
export async function updateAdminBanner(id: number, input: BannerFormData, audit?: AuditActor): Promise<boolean> {
  const db = await getDb();
  const before = await db.transaction(async (tx) => {
    // Locked, so two saves of one banner each see the image the other left behind.
    const [old] = await tx.select().from(heroBanners).where(eq(heroBanners.id, id)).for("update");
    if (!old) return old;
    const after = toColumns(input);
    await tx.update(heroBanners).set(after).where(eq(heroBanners.id, id));
    const changes = fieldChanges(LABELS, old, after);
    if (audit && changes.length)
      await recordAudit(tx, audit, {
        kind: "catalogue",
        summary: `Banner ${old.title} edited`,
        changes,
      });
    return old;
  });
  if (!before) return false;
  await removeUnreferencedImages([before.imageUrl]);
  return true;
}

/** Deletes a banner; false when it did not exist. Its image's stored files go too, unless a banner or product still uses them. */
export async function deleteAdminBanner(id: number, audit?: AuditActor): Promise<boolean> {
  const db = await getDb();
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx.delete(heroBanners).where(eq(heroBanners.id, id)).returning({ imageUrl: heroBanners.imageUrl, title: heroBanners.title });
    if (audit && gone[0])
      await recordAudit(tx, audit, {
        kind: "catalogue",
        summary: `Banner ${gone[0].title} deleted`,
      });
    return gone;
  });
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
