import { inArray } from "drizzle-orm";
import type { CartProductFacts } from "~/lib/cart";
import { DEFAULT_LOCALE } from "~/lib/i18n";
import { type CatalogueReadOptions, productName } from "./catalog";
import { getDb } from "./db";
import { products } from "./db/schema";

/**
 * Current name (in the locale's language, see CatalogueReadOptions), price, first image and stock of
 * the given products, or only `available: false` for inactive ones (unknown ids are left out).
 */
export async function getCartProducts(ids: number[], { locale = DEFAULT_LOCALE }: CatalogueReadOptions = {}): Promise<CartProductFacts[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: products.id,
      name: productName(locale),
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
