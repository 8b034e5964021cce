import { inArray } from "drizzle-orm";
import { getDb } from "./db";
import { products } from "./db/schema";

/** Current facts about a product in a shopper's cart; price is decimal taka. */
export type CartProductFacts = {
  id: number;
  name: string;
  slug: string;
  price: string;
  image: string | null;
  stock: number;
  active: boolean;
};

/** Current name, price, first image, stock and active flag of the given products (unknown ids are left out). */
export async function getCartProducts(ids: number[]): Promise<CartProductFacts[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      price: products.price,
      imageUrl: products.imageUrl,
      images: products.images,
      stock: products.stockQuantity,
      active: products.isActive,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return rows.map(({ imageUrl, images, ...product }) => ({ ...product, image: imageUrl ?? images[0] ?? null }));
}
