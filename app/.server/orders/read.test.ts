import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deliveryZones, products } from "../db/schema";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRequest } from "#tests/helpers/orders";
import { createOrder } from "./place";
import { getOrderForConfirmation, getOrderForTracking } from "./read";

describe(`order reads (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("shows the confirmation by id and tracking by number without personal data", async () => {
    const product = await createProduct(handle().db, { name: "Tea Set", price: "750.00" });
    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 2 }]));
    expect(await getOrderForConfirmation(order.id)).toMatchObject({
      orderNumber: order.order_number,
      customerName: "Rahim Uddin",
      customerPhone: "01712345678",
      totalAmount: "1560.00",
      deliveryZoneName: "Inside Dhaka",
      deliveryEstimate: "3-5 business days",
      // What was ordered, and where it goes: the page's address is the order's private id.
      items: [{ productName: "Tea Set", quantity: 2, price: "750.00" }],
      subtotal: "1500.00",
      deliveryCharge: "60.00",
      shippingAddress: "House 12, Road 5, Dhanmondi",
      city: "Dhaka",
      area: null,
    });
    expect(await getOrderForConfirmation(crypto.randomUUID())).toBeNull();
    expect(await getOrderForConfirmation("1 or 1=1")).toBeNull();

    const tracked = await getOrderForTracking(order.order_number);
    expect(tracked).toMatchObject({
      orderNumber: order.order_number,
      status: "pending",
      subtotal: "1500.00",
      deliveryZoneName: "Inside Dhaka",
      deliveryCharge: "60.00",
      totalAmount: "1560.00",
      items: [{ productName: "Tea Set", quantity: 2, price: "750.00" }],
    });
    const text = JSON.stringify(tracked);
    for (const secret of ["Rahim", "01712345678", "Dhanmondi", order.id]) expect(text).not.toContain(secret);
    expect(await getOrderForTracking("HT-NOPE2345")).toBeNull();
  });

  it("tracks an order in Bangla with the Bangla names of products still named as ordered, else the ordered names", async () => {
    const db = handle().db;
    const [tea, lamp, pot, mug] = [
      await createProduct(db, { name: "Sylhet Tea", nameBn: "সিলেটের চা" }),
      await createProduct(db, { name: "Clay Lamp", nameBn: "মাটির প্রদীপ" }),
      await createProduct(db, { name: "Clay Pot", nameBn: null }),
      await createProduct(db, { name: "Mug", nameBn: "মগ" }),
    ];
    const { order } = await createOrder(orderRequest([tea, lamp, pot, mug].map((p) => ({ product_id: p.id, quantity: 1 }))));
    // Renamed since the order: its Bangla name may no longer be what was bought.
    await db.update(products).set({ name: "Brass Lamp", nameBn: "পিতলের প্রদীপ" }).where(eq(products.id, lamp.id));
    await db.delete(products).where(eq(products.id, mug.id));

    const names = async (options?: { locale: "en" | "bn" }) => (await getOrderForTracking(order.order_number, options))?.items.map((i) => i.productName);
    expect(await names({ locale: "bn" })).toEqual(["সিলেটের চা", "Clay Lamp", "Clay Pot", "Mug"]);
    expect(await names()).toEqual(["Sylhet Tea", "Clay Lamp", "Clay Pot", "Mug"]);
    expect(await names({ locale: "en" })).toEqual(await names());
  });

  it("shows the zone's Bangla name and estimate the order stored on Bangla pages, the English ones on English pages", async () => {
    const db = handle().db;
    const product = await createProduct(db, { price: "100.00" });
    await db.update(deliveryZones).set({ nameBn: "ঢাকার ভেতরে", estimateBn: "৩-৫ কর্মদিবস" }).where(eq(deliveryZones.key, "inside_dhaka"));
    const { order: bangla } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "inside_dhaka" }));
    // What the order stored, not what the zone says now.
    await db.update(deliveryZones).set({ name: "Dhaka city", nameBn: "ঢাকা শহর", estimateBn: "১-২ কর্মদিবস" }).where(eq(deliveryZones.key, "inside_dhaka"));

    expect(await getOrderForConfirmation(bangla.id, { locale: "bn" })).toMatchObject({ deliveryZoneName: "ঢাকার ভেতরে", deliveryEstimate: "৩-৫ কর্মদিবস" });
    expect(await getOrderForConfirmation(bangla.id, { locale: "en" })).toMatchObject({ deliveryZoneName: "Inside Dhaka", deliveryEstimate: "3-5 business days" });
    expect(await getOrderForConfirmation(bangla.id)).toMatchObject({ deliveryZoneName: "Inside Dhaka", deliveryEstimate: "3-5 business days" });
    expect(await getOrderForTracking(bangla.order_number, { locale: "bn" })).toMatchObject({ deliveryZoneName: "ঢাকার ভেতরে" });
    expect(await getOrderForTracking(bangla.order_number)).toMatchObject({ deliveryZoneName: "Inside Dhaka" });

    // A zone without Bangla twins: the stored English on Bangla pages too.
    const { order: english } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }], { delivery_location: "outside_dhaka" }));
    expect(await getOrderForConfirmation(english.id, { locale: "bn" })).toMatchObject({ deliveryZoneName: "Outside Dhaka", deliveryEstimate: "5-7 business days" });
    expect(await getOrderForTracking(english.order_number, { locale: "bn" })).toMatchObject({ deliveryZoneName: "Outside Dhaka" });
    await db.update(deliveryZones).set({ name: "Inside Dhaka", nameBn: null, estimateBn: null }).where(eq(deliveryZones.key, "inside_dhaka"));
  });
});
