import { inArray } from "drizzle-orm";
import { getDb } from "./db";
import { products } from "./db/schema";

/**
 * Current facts about a product in a shopper's cart; price is decimal taka. A product no longer
 * sold is only reported as unavailable: its name, price and stock are nobody's business any more
 * (the cart still has the name it showed, for its notice).
 */
export type CartProductFacts =
  | { id: number; available: true; name: string; slug: string; price: string; image: string | null; stock: number }
  | { id: number; available: false };

/** Current name, price, first image and stock of the given products, or only `available: false` for inactive ones (unknown ids are left out). */
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
  return rows.map(({ imageUrl, images, active, ...product }) =>
    active ? { ...product, available: true as const, image: imageUrl ?? images[0] ?? null } : { id: product.id, available: false as const },
  );
}
