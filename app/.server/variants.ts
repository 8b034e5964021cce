import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { toPoisha } from "~/lib/money";
import { type Choice, MAX_OPTIONS, MAX_VARIANTS, missingCombinations, type ProductOption, variantLabel } from "~/lib/variants";
import type { Db, Tx } from "./db";
import { productOptions, productOptionValues, products, productVariants, productVariantValues } from "./db/schema";

// A product's options and variants as the storefront, the cart, the order path and the admin read
// them, and the writes that keep "every variant has one value of every option" true: adding an option
// gives every existing variant its first value (so the one variant of a product without options
// becomes the first combination, keeping its stock and SKU), and "Create variants" adds the
// combinations still missing. docs/decisions/016-product-variants.md.

export type Variant = {
  id: number;
  values: Choice;
  /** Poisha: the variant's own price, or the product's. */
  price: number;
  stock: number;
  active: boolean;
  sku: string | null;
  imageUrl: string | null;
};

export type ProductVariants = { options: ProductOption[]; variants: Variant[] };

/** A refusal of an option or variant write, worded for the admin. */
export class VariantError extends Error {}

/** The options (with values, in order) and variants (in order) of each of `productIds`. */
export async function readVariants(db: Db | Tx, productIds: number[]): Promise<Map<number, ProductVariants>> {
  const result = new Map<number, ProductVariants>(productIds.map((id) => [id, { options: [], variants: [] }]));
  if (!productIds.length) return result;
  const [optionRows, valueRows, variantRows, pickRows] = await Promise.all([
    db.select().from(productOptions).where(inArray(productOptions.productId, productIds)).orderBy(asc(productOptions.position), asc(productOptions.id)),
    db
      .select({ id: productOptionValues.id, optionId: productOptionValues.optionId, value: productOptionValues.value, valueBn: productOptionValues.valueBn })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .where(inArray(productOptions.productId, productIds))
      .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
    db
      .select({ variant: productVariants, productPrice: products.price })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(inArray(productVariants.productId, productIds))
      .orderBy(asc(productVariants.position), asc(productVariants.id)),
    db
      .select({ variantId: productVariantValues.variantId, optionId: productVariantValues.optionId, valueId: productVariantValues.valueId })
      .from(productVariantValues)
      .innerJoin(productVariants, eq(productVariants.id, productVariantValues.variantId))
      .where(inArray(productVariants.productId, productIds)),
  ]);
  const options = new Map<number, ProductOption>();
  for (const row of optionRows) {
    const option = { id: row.id, name: row.name, nameBn: row.nameBn, values: [] };
    options.set(row.id, option);
    result.get(row.productId)!.options.push(option);
  }
  for (const row of valueRows) options.get(row.optionId)?.values.push({ id: row.id, value: row.value, valueBn: row.valueBn });
  const picks = new Map<number, Choice>();
  for (const row of pickRows) picks.set(row.variantId, { ...picks.get(row.variantId), [row.optionId]: row.valueId });
  for (const { variant, productPrice } of variantRows) {
    result.get(variant.productId)!.variants.push({
      id: variant.id,
      values: picks.get(variant.id) ?? {},
      price: toPoisha(variant.price ?? productPrice),
      stock: variant.stockQuantity,
      active: variant.isActive,
      sku: variant.sku,
      imageUrl: variant.imageUrl,
    });
  }
  return result;
}

/** One product's options and variants. */
export async function readProductVariants(db: Db | Tx, productId: number): Promise<ProductVariants> {
  return (await readVariants(db, [productId])).get(productId)!;
}

/** A variant's label in English and Bangla ("" and "" without options). */
export function labelsOf(options: ProductOption[], values: Choice) {
  return { en: variantLabel(options, values, "en"), bn: variantLabel(options, values, "bn") };
}

export type NewOption = { name: string; nameBn?: string | null; values: { value: string; valueBn?: string | null }[] };

/**
 * Adds an option with its values after the product's others, and gives every existing variant the
 * option's first value. Throws VariantError past MAX_OPTIONS or without values.
 */
export async function addOption(tx: Tx, productId: number, option: NewOption): Promise<ProductOption> {
  if (!option.values.length) throw new VariantError(`${option.name} needs at least one value`);
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))) as [{ count: number }];
  if (count >= MAX_OPTIONS) throw new VariantError(`A product can have at most ${MAX_OPTIONS} options`);
  const [created] = await tx
    .insert(productOptions)
    .values({ productId, position: count, name: option.name.trim(), nameBn: option.nameBn?.trim() || null })
    .returning();
  const values = await tx
    .insert(productOptionValues)
    .values(option.values.map((v, position) => ({ optionId: created!.id, position, value: v.value.trim(), valueBn: v.valueBn?.trim() || null })))
    .returning();
  const sorted = values.sort((a, b) => a.position - b.position);
  await tx.execute(sql`
    insert into ${productVariantValues} (variant_id, option_id, value_id)
    select v.id, ${created!.id}, ${sorted[0]!.id} from ${productVariants} v where v.product_id = ${productId}`);
  return { id: created!.id, name: created!.name, nameBn: created!.nameBn, values: sorted.map((v) => ({ id: v.id, value: v.value, valueBn: v.valueBn })) };
}

/**
 * "Create variants": adds every combination of the product's options no variant has yet, with
 * `stock` units each and the product's price. Throws VariantError when the product would pass MAX_VARIANTS.
 */
export async function createMissingVariants(tx: Tx, productId: number, stock = 0): Promise<number[]> {
  const { options, variants } = await readProductVariants(tx, productId);
  const missing = missingCombinations(
    options,
    variants.map((v) => v.values),
  );
  if (variants.length + missing.length > MAX_VARIANTS) {
    throw new VariantError(`A product can have at most ${MAX_VARIANTS} variants; these options make ${variants.length + missing.length}`);
  }
  const ids: number[] = [];
  for (const [index, choice] of missing.entries()) {
    const [row] = await tx
      .insert(productVariants)
      .values({ productId, position: variants.length + index, stockQuantity: stock })
      .returning({ id: productVariants.id });
    await tx.insert(productVariantValues).values(Object.entries(choice).map(([optionId, valueId]) => ({ variantId: row!.id, optionId: Number(optionId), valueId })));
    ids.push(row!.id);
  }
  return ids;
}

export type VariantPatch = Partial<{ price: string | null; stockQuantity: number; isActive: boolean; sku: string | null; imageUrl: string | null }>;

/** Updates one variant of a product (its stock flows to the product's total through the trigger). */
export async function updateVariant(tx: Tx, productId: number, variantId: number, patch: VariantPatch) {
  const sku = patch.sku === undefined ? undefined : patch.sku?.trim() || null;
  await tx
    .update(productVariants)
    .set({ ...patch, ...(sku === undefined ? {} : { sku }) })
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
}

/**
 * A product or variant as a refusal names it ("Panjabi (Size: M)") with the stock and active flag
 * that refused the line: the variant's when there is one (an inactive product makes it inactive).
 * Undefined when neither exists any more.
 */
export async function describeLine(db: Db | Tx, productId: number | null, variantId: number | null) {
  const [row] = await db
    .select({ id: products.id, name: products.name, productStock: products.stockQuantity, productActive: products.isActive, variant: productVariants })
    .from(products)
    .leftJoin(productVariants, and(eq(productVariants.productId, products.id), eq(productVariants.id, variantId ?? -1)))
    .where(
      productId !== null
        ? eq(products.id, productId)
        : sql`${products.id} = (select v.product_id from ${productVariants} v where v.id = ${variantId ?? -1})`,
    );
  if (!row) return undefined;
  if (!row.variant) return { name: row.name, stock: row.productStock, isActive: row.productActive };
  const { options, variants } = await readProductVariants(db, row.id);
  const variant = variants.find((v) => v.id === row.variant!.id)!;
  const label = variantLabel(options, variant.values, "en");
  return { name: label ? `${row.name} (${label})` : row.name, stock: variant.stock, isActive: row.productActive && variant.active };
}
