import { and, desc, eq } from "drizzle-orm";
import { getDb } from "./db";
import { categories, products } from "./db/schema";

/** The fields a product card shows; price is a decimal taka string. */
export type ProductCardData = {
  id: number;
  name: string;
  slug: string;
  price: string;
  imageUrl: string | null;
  images: string[];
  stockQuantity: number;
  categoryName: string | null;
};

const productCardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  imageUrl: products.imageUrl,
  images: products.images,
  stockQuantity: products.stockQuantity,
  categoryName: categories.name,
};

/** Newest active products first (home sections, flash sale, gallery). */
export async function listNewestProducts(limit: number): Promise<ProductCardData[]> {
  const db = await getDb();
  return db
    .select(productCardColumns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true)))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
}
