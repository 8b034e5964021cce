import { randomBytes } from "node:crypto";
import type { Db } from "~/.server/db";
import { categories, heroBanners, products } from "~/.server/db/schema";
import { addOption, createMissingVariants, readProductVariants, updateVariant } from "~/.server/variants";

const unique = () => randomBytes(4).toString("hex");

type NewCategory = typeof categories.$inferInsert;
type NewProduct = typeof products.$inferInsert;
type NewBanner = typeof heroBanners.$inferInsert;

/** Inserts a category; every field can be overridden. */
export async function createCategory(db: Db, overrides: Partial<NewCategory> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${suffix}`, slug: `category-${suffix}`, description: null, ...overrides })
    .returning();
  return row!;
}

/** Inserts an active product (price ৳500.00, stock 10) unless overridden. */
export async function createProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const suffix = unique();
  const [row] = await db
    .insert(products)
    .values({
      name: `Product ${suffix}`,
      slug: `product-${suffix}`,
      description: `Description of product ${suffix}`,
      price: "500.00",
      stockQuantity: 10,
      isActive: true,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Inserts an active hero banner unless overridden. */
export async function createBanner(db: Db, overrides: Partial<NewBanner> = {}) {
  const [row] = await db
    .insert(heroBanners)
    .values({ title: `Banner ${unique()}`, imageUrl: "/images/default-hero.webp", displayOrder: 0, isActive: true, ...overrides })
    .returning();
  return row!;
}

/** A shopper's checkout fields as the order API receives them (client amounts included: the server ignores them). */
export const orderCustomer = {
  customer_name: "Rahim Uddin",
  customer_phone: "+880 1712-345678",
  customer_email: "someone@example.com",
  city: "Dhaka",
  delivery_location: "inside_dhaka",
  shipping_address: "House 12, Road 5, Dhanmondi",
  message: "",
  total_amount: 1,
  delivery_charge: 0,
};

/**
 * Inserts a product with options and one variant per combination: `options` maps each option's name
 * to its values in order; `variants` sets stock, price (taka) and SKU of some, by their values in
 * option order (e.g. "M/Red"); the others get `stock` units (default 0) at the product's price.
 */
export async function createProductWithVariants(
  db: Db,
  options: Record<string, string[]>,
  variants: Record<string, { stock?: number; price?: string; sku?: string; active?: boolean }> = {},
  overrides: Partial<NewProduct> = {},
) {
  const product = await createProduct(db, overrides);
  await db.transaction(async (tx) => {
    for (const [name, values] of Object.entries(options)) await addOption(tx, product.id, { name, values: values.map((value) => ({ value })) });
    await createMissingVariants(tx, product.id);
    const { options: made, variants: rows } = await readProductVariants(tx, product.id);
    for (const variant of rows) {
      const key = made.map((option) => option.values.find((v) => v.id === variant.values[option.id])!.value).join("/");
      const wanted = variants[key];
      await updateVariant(tx, product.id, variant.id, {
        stockQuantity: wanted?.stock ?? 0,
        price: wanted?.price ?? null,
        sku: wanted?.sku ?? null,
        isActive: wanted?.active ?? true,
      });
    }
  });
  const read = await readProductVariants(db, product.id);
  /** The variant of "M/Red". */
  const variant = (key: string) =>
    read.variants.find((v) => read.options.map((o) => o.values.find((x) => x.id === v.values[o.id])!.value).join("/") === key)!;
  return { product, ...read, variant };
}
