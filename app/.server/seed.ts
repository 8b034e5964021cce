import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { deliveryChargePoisha } from "~/lib/delivery";
import { poishaToDecimal, toPoisha } from "~/lib/money";
import type { Db } from "./db";
import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_ORDERS, DEMO_PRODUCTS } from "./demo-data";
import { renderDemoImage } from "./demo-images";
import { storeImage } from "./media";
import { generateOrderNumber } from "./order-number";
import { categories, heroBanners, orderItems, orders, orderStatusEvents, products } from "./db/schema";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function demoImage(title: string, hue: number, width: number, height: number, variant: number, subtitle?: string) {
  const png = await renderDemoImage({ title, subtitle, width, height, hue, variant });
  return sharp(png).webp({ quality: 80 }).toBuffer();
}

/** True when the catalogue has no products and no categories (a fresh database). */
export async function isCatalogueEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`(select count(*) from ${products}) + (select count(*) from ${categories})`.mapWith(Number) })
    .from(sql`(select 1) as one`);
  return (row?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo shop (categories, products with generated images, banners,
 * orders in every status). Does nothing when a catalogue exists, so it is safe to run repeatedly.
 * Returns whether anything was seeded.
 */
export async function seedDemoShop(db: Db, options: { images?: boolean } = {}): Promise<boolean> {
  if (!(await isCatalogueEmpty(db))) return false;
  const withImages = options.images ?? true;
  const now = Date.now();

  // Images are rendered before the transaction: PGlite is one connection and rendering is slow.
  const productImages = new Map<string, string[]>();
  for (const product of DEMO_PRODUCTS) {
    const urls: string[] = [];
    const wanted = withImages ? product.imageCount : 0;
    for (let variant = 0; variant < wanted; variant++) {
      urls.push((await storeImage("products", await demoImage(product.name, product.hue, 800, 800, variant))).url);
    }
    productImages.set(product.slug, urls);
  }
  const bannerImages: string[] = [];
  for (const banner of DEMO_BANNERS) {
    bannerImages.push(
      withImages
        ? (await storeImage("banners", await demoImage(banner.title, banner.hue, 1920, 600, 0, banner.subtitle ?? undefined))).url
        : "/images/default-hero.webp",
    );
  }

  return db.transaction(async (tx) => {
    // Re-check inside the transaction: two first starts against one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return false;

    const categoryRows = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((c) => ({ name: c.name, slug: c.slug, description: c.description })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    const productRows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p, index) => {
          const images = productImages.get(p.slug) ?? [];
          return {
            name: p.name,
            slug: p.slug,
            description: p.description,
            price: p.price,
            categoryId: categoryId.get(p.categorySlug) ?? null,
            stockQuantity: p.stock,
            isActive: p.isActive,
            isFeatured: p.isFeatured,
            imageUrl: images[0] ?? null,
            images,
            // Staggered so "newest first" has a stable, meaningful order.
            createdAt: new Date(now - (DEMO_PRODUCTS.length - index) * 37 * MINUTE),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug, name: products.name, price: products.price });
    const productBySlug = new Map(productRows.map((p) => [p.slug, p]));

    await tx.insert(heroBanners).values(
      DEMO_BANNERS.map((b, index) => ({
        title: b.title,
        subtitle: b.subtitle,
        imageUrl: bannerImages[index] ?? "/images/default-hero.webp",
        linkUrl: b.link === null ? null : b.link.kind === "product" ? `/product/${b.link.productSlug}` : b.link.url,
        buttonText: b.buttonText,
        displayOrder: b.displayOrder,
        isActive: b.isActive,
      })),
    );

    for (const demo of DEMO_ORDERS) {
      const lines = demo.items.map((item) => {
        const product = productBySlug.get(item.productSlug);
        if (!product) throw new Error(`demo order refers to unknown product ${item.productSlug}`);
        return { product, quantity: item.quantity };
      });
      const subtotal = lines.reduce((sum, l) => sum + toPoisha(l.product.price) * l.quantity, 0);
      const charge = deliveryChargePoisha(demo.deliveryLocation);
      const createdAt = new Date(now - demo.daysAgo * DAY - 3 * 60 * MINUTE);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: generateOrderNumber(),
          createdAt,
          updatedAt: createdAt,
          status: demo.status,
          customerName: demo.customerName,
          customerPhone: demo.phone,
          shippingAddress: demo.address,
          city: demo.city,
          deliveryLocation: demo.deliveryLocation,
          subtotal: poishaToDecimal(subtotal),
          deliveryCharge: poishaToDecimal(charge),
          totalAmount: poishaToDecimal(subtotal + charge),
          message: demo.message,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error("order insert returned nothing");
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.product.id,
          productName: l.product.name,
          quantity: l.quantity,
          price: l.product.price,
        })),
      );
      await tx.insert(orderStatusEvents).values([
        { orderId: order.id, fromStatus: null, toStatus: "pending", changedBy: "customer", createdAt },
        ...(demo.status === "pending"
          ? []
          : [{ orderId: order.id, fromStatus: "pending" as const, toStatus: demo.status, changedBy: "demo seed", createdAt: new Date(createdAt.getTime() + 2 * 60 * MINUTE) }]),
      ]);
      if (demo.status !== "cancelled") {
        for (const l of lines) {
          await tx
            .update(products)
            .set({ soldCount: sql`${products.soldCount} + ${l.quantity}` })
            .where(eq(products.id, l.product.id));
        }
      }
    }
    return true;
  });
}
