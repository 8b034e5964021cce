import { and, count, eq, isNull, sql } from "drizzle-orm";
import { deliveryChargePoisha } from "~/lib/delivery";
import { poishaToDecimal, toPoisha } from "~/lib/money";
import type { Db } from "./db";
import { DEMO_BANNERS, DEMO_BLOCKED_PHONES, DEMO_CATEGORIES, DEMO_NOTE, DEMO_ORDERS, DEMO_PRODUCTS, DEMO_SETTINGS, DEMO_ZONES, type DemoOrderStatus } from "./demo-data";
import { DEMO_BANNERS_BN, DEMO_CATEGORIES_BN, DEMO_PRODUCTS_BN, DEMO_ZONES_BN } from "./demo-data-bn";
import { renderDemoImage } from "./demo-images";
import { imageProcessor, storeImage } from "./media";
import { generateOrderNumber } from "./order-number";
import {
  blockedPhones,
  categories,
  deliveryZones,
  heroBanners,
  orderCallAttempts,
  orderItems,
  orderNotes,
  orders,
  orderStatusEvents,
  products,
  shopSettings,
} from "./db/schema";

const MINUTE = 60_000;

/** Demo art is rendered as PNG; stored originals are WebP like a photo a shop would upload. */
const asWebp = async (png: Buffer) => (await imageProcessor(png)).webp({ quality: 82 }).toBuffer();
const DAY = 24 * 60 * MINUTE;


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
  // Two at a time: sharp keeps both cores busy without starving the server that is starting.
  const productImages = new Map<string, string[]>();
  const jobs = DEMO_PRODUCTS.map((product) => async () => {
    const urls: string[] = [];
    for (let variant = 0; variant < (withImages ? product.imageCount : 0); variant++) {
      const art = await renderDemoImage({ title: product.name, width: 640, height: 640, hue: product.hue, variant });
      urls.push((await storeImage("products", await asWebp(art))).url);
    }
    productImages.set(product.slug, urls);
  });
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) await job();
  };
  await Promise.all([worker(), worker()]);
  const bannerImages: string[] = [];
  for (const banner of DEMO_BANNERS) {
    // Banner art carries no text: the hero overlays the banner's own title and subtitle.
    const art = withImages ? await renderDemoImage({ title: "", width: 1920, height: 600, hue: banner.hue, variant: banner.displayOrder }) : null;
    bannerImages.push(art ? (await storeImage("banners", await asWebp(art))).url : "/images/default-hero.webp");
  }

  return db.transaction(async (tx) => {
    // Re-check inside the transaction: two first starts against one PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [existing] = await tx.select({ n: count() }).from(products);
    if ((existing?.n ?? 0) > 0) return false;

    const categoryRows = await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((c) => ({
          name: c.name,
          nameBn: DEMO_CATEGORIES_BN[c.slug]?.name ?? null,
          slug: c.slug,
          description: c.description,
          descriptionBn: DEMO_CATEGORIES_BN[c.slug]?.description ?? null,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((c) => [c.slug, c.id]));

    const productRows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p, index) => {
          const images = productImages.get(p.slug) ?? [];
          return {
            name: p.name,
            nameBn: DEMO_PRODUCTS_BN[p.slug]?.name ?? null,
            slug: p.slug,
            description: p.description,
            descriptionBn: DEMO_PRODUCTS_BN[p.slug]?.description ?? null,
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
        titleBn: DEMO_BANNERS_BN[b.displayOrder]?.title ?? null,
        subtitle: b.subtitle,
        subtitleBn: DEMO_BANNERS_BN[b.displayOrder]?.subtitle ?? null,
        imageUrl: bannerImages[index] ?? "/images/default-hero.webp",
        linkUrl: b.link === null ? null : b.link.kind === "product" ? `/product/${b.link.productSlug}` : b.link.url,
        buttonText: b.buttonText,
        buttonTextBn: DEMO_BANNERS_BN[b.displayOrder]?.buttonText ?? null,
        displayOrder: b.displayOrder,
        isActive: b.isActive,
      })),
    );

    // The shop's details a real shop fills in (footer registration numbers, social pages) and a third
    // zone beside the two the migration creates, so the settings page shows each of its features.
    await tx.update(shopSettings).set(DEMO_SETTINGS).where(eq(shopSettings.id, 1));
    await tx.insert(deliveryZones).values(DEMO_ZONES).onConflictDoNothing();
    // Bangla names and estimates for every demo zone, the migration's two included (they exist before
    // the seed, so they get theirs here, with the catalogue's Bangla texts). A Bangla text an admin
    // saved before the first seed stays.
    for (const [key, bn] of Object.entries(DEMO_ZONES_BN)) {
      await tx
        .update(deliveryZones)
        .set({ nameBn: bn.name, estimateBn: bn.estimate })
        .where(and(eq(deliveryZones.key, key), isNull(deliveryZones.nameBn), isNull(deliveryZones.estimateBn)));
    }
    const zones = await tx.select().from(deliveryZones);
    const [settingsRow] = await tx.select({ threshold: shopSettings.freeShippingThreshold }).from(shopSettings);
    const threshold = settingsRow?.threshold == null ? null : toPoisha(settingsRow.threshold);

    for (const demo of DEMO_ORDERS) {
      const lines = demo.items.map((item) => {
        const product = productBySlug.get(item.productSlug);
        if (!product) throw new Error(`demo order refers to unknown product ${item.productSlug}`);
        return { product, quantity: item.quantity };
      });
      const subtotal = lines.reduce((sum, l) => sum + toPoisha(l.product.price) * l.quantity, 0);
      const zone = zones.find((z) => z.key === demo.deliveryLocation);
      if (!zone) throw new Error(`demo order refers to unknown zone ${demo.deliveryLocation}`);
      const charge = deliveryChargePoisha(toPoisha(zone.charge), subtotal, threshold);
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
          deliveryLocation: zone.key,
          deliveryZoneName: zone.name,
          deliveryEstimate: zone.estimate,
          // As place_order stores them (drizzle/0025).
          deliveryZoneNameBn: zone.nameBn,
          deliveryEstimateBn: zone.estimateBn,
          area: demo.area ?? null,
          subtotal: poishaToDecimal(subtotal),
          deliveryCharge: poishaToDecimal(charge),
          totalAmount: poishaToDecimal(subtotal + charge),
          message: demo.message,
          courier: demo.consignment?.courier ?? null,
          courierTrackingCode: demo.consignment?.trackingId ?? null,
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
      // A returned parcel was shipped first.
      const path: DemoOrderStatus[] = demo.status === "pending" ? ["pending"] : demo.status === "returned" ? ["pending", "shipped", "returned"] : ["pending", demo.status];
      await tx.insert(orderStatusEvents).values(
        path.map((status, step) => ({
          orderId: order.id,
          fromStatus: step === 0 ? null : (path[step - 1] ?? null),
          toStatus: status,
          changedBy: step === 0 ? "customer" : "demo seed",
          createdAt: new Date(createdAt.getTime() + step * 2 * 60 * MINUTE),
        })),
      );
      if (demo.status !== "cancelled" && demo.status !== "returned") {
        for (const l of lines) {
          await tx
            .update(products)
            .set({ soldCount: sql`${products.soldCount} + ${l.quantity}` })
            .where(eq(products.id, l.product.id));
        }
      }
    }
    await tx.insert(blockedPhones).values(DEMO_BLOCKED_PHONES.map((b) => ({ ...b, blockedBy: "demo seed" })));
    const [noted] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerPhone, DEMO_NOTE.phone), eq(orders.status, "pending")));
    if (noted) {
      await tx.insert(orderNotes).values({ orderId: noted.id, body: DEMO_NOTE.body, authorEmail: "demo seed" });
      await tx.insert(orderCallAttempts).values({ orderId: noted.id, calledBy: "demo seed", createdAt: new Date(now - 20 * MINUTE) });
    }
    return true;
  });
}
