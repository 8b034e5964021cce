import { asc, count, eq } from "drizzle-orm";
import type { CategoryFormData } from "~/lib/schemas/catalog";
import { type AuditActor, fieldChanges, recordAudit } from "../audit";
import { getDb } from "../db";
import { categories, products } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, pgErrorCode, UNIQUE_VIOLATION } from "../db/errors";
import { type SaveResult, SLUG_TAKEN } from "./products";

export type DeleteResult = { ok: true } | { ok: false; status: 404 | 409; message: string };

/** Every category by name with all its fields (the admin table; categories are few). */
export async function listAdminCategories() {
  const db = await getDb();
  return db
    .select({
      id: categories.id,
      name: categories.name,
      nameBn: categories.nameBn,
      slug: categories.slug,
      description: categories.description,
      descriptionBn: categories.descriptionBn,
    })
    .from(categories)
    .orderBy(asc(categories.name), asc(categories.id));
}

function toColumns(input: CategoryFormData) {
  return { name: input.name, nameBn: input.name_bn, slug: input.slug, description: input.description, descriptionBn: input.description_bn };
}

function saveError(error: unknown): SaveResult {
  if (pgErrorCode(error) === UNIQUE_VIOLATION) return { ok: false, fieldErrors: { slug: SLUG_TAKEN } };
  throw error;
}

const LABELS = {
  name: "Name",
  nameBn: "Name (Bangla)",
  slug: "Slug",
  description: "Description",
  descriptionBn: "Description (Bangla)",
};

/** Inserts a category; a duplicate slug is a field error. With `audit`, its entry is written in the same transaction. */
export async function createAdminCategory(input: CategoryFormData, audit?: AuditActor): Promise<SaveResult> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(categories).values(toColumns(input)).returning({ id: categories.id });
      if (audit)
        await recordAudit(tx, audit, {
          kind: "catalogue",
          summary: `Category ${input.name} created`,
        });
      return created;
    });
    return { ok: true, id: row!.id };
  } catch (error) {
    return saveError(error);
  }
}

/** Updates a category; null when it does not exist, a field error for a duplicate slug. */
export async function updateAdminCategory(id: number, input: CategoryFormData, audit?: AuditActor): Promise<SaveResult | null> {
  const db = await getDb();
  try {
    const row = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!before) return null;
      const after = toColumns(input);
      await tx.update(categories).set(after).where(eq(categories.id, id));
      const changes = fieldChanges(LABELS, before, after);
      if (audit && changes.length)
        await recordAudit(tx, audit, {
          kind: "catalogue",
          summary: `Category ${before.name} edited`,
          changes,
        });
      return { id };
    });
    return row ? { ok: true, id: row.id } : null;
  } catch (error) {
    return saveError(error);
  }
}

function stillHasProducts(n: number) {
  return n === 1
    ? "This category still has 1 product. Move or delete it first."
    : `This category still has ${n} products. Move or delete them first.`;
}

/**
 * Deletes a category that has no products. Refused (409, saying how many) while products use it;
 * the foreign key (RESTRICT) also refuses if a product is added between the check and the delete.
 */
export async function deleteAdminCategory(id: number, audit?: AuditActor): Promise<DeleteResult> {
  const db = await getDb();
  const [used] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  if (used && used.n > 0) return { ok: false, status: 409, message: stillHasProducts(used.n) };
  try {
    const deleted = await db.transaction(async (tx) => {
      const gone = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id, name: categories.name });
      if (audit && gone[0])
        await recordAudit(tx, audit, {
          kind: "catalogue",
          summary: `Category ${gone[0].name} deleted`,
        });
      return gone;
    });
    return deleted.length > 0 ? { ok: true } : { ok: false, status: 404, message: "Category not found" };
  } catch (error) {
    if (pgErrorCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    const [now] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    return { ok: false, status: 409, message: stillHasProducts(Math.max(now?.n ?? 1, 1)) };
  }
}
