import { randomBytes } from "node:crypto";
import type { Db } from "~/.server/db";
import { categories, heroBanners, products } from "~/.server/db/schema";

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
