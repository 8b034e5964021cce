import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createOrder } from "~/.server/orders/place";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { loader } from "./order-confirmation";
import { loaderArgs, testContext } from "#tests/helpers/route-args";
import { deliveryZones } from "~/.server/db/schema";
import { localeContext } from "~/.server/request-context";

const load = (orderId: string) =>
  loader(loaderArgs(new Request(`http://haat.test/order-confirmation/${orderId}`), { params: { orderId } }));

/** The loader as the Bangla page (/bn/order-confirmation/…) calls it. */
function loadInBangla(orderId: string) {
  const context = testContext();
  context.set(localeContext, "bn");
  return loader(loaderArgs(new Request(`http://haat.test/bn/order-confirmation/${orderId}`), { params: { orderId }, context }));
}

describe(`/order-confirmation loader (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("shows the order by id and answers 404 for unknown or malformed ids", async () => {
    const product = await createProduct(handle().db, { price: "300.00" });
    const { order } = await createOrder(
      OrderRequestSchema.parse({
        customer_name: "Nusrat Jahan",
        customer_phone: "01612345678",
        city: "Dhaka",
        shipping_address: "House 4, Road 7, Banani",
        items: [{ product_id: product.id, quantity: 1 }],
      }),
    );
    expect(await load(order.id)).toMatchObject({ order: { orderNumber: order.order_number, customerName: "Nusrat Jahan", totalAmount: "360.00" } });
    for (const id of [crypto.randomUUID(), "not-a-uuid", "%27%20or%201%3D1"]) {
      expect(await load(id)).toMatchObject({ data: { order: null }, init: { status: 404 } });
    }
  });

  it("shows a Bangla page the zone's Bangla name and estimate the order stored, an English page the English", async () => {
    const { db } = handle();
    const product = await createProduct(db, { price: "300.00" });
    await db.update(deliveryZones).set({ nameBn: "ঢাকার ভেতরে", estimateBn: "৩-৫ কর্মদিবস" }).where(eq(deliveryZones.key, "inside_dhaka"));
    const { order } = await createOrder(
      OrderRequestSchema.parse({
        customer_name: "Nusrat Jahan",
        customer_phone: "01612345678",
        city: "Dhaka",
        delivery_location: "inside_dhaka",
        shipping_address: "House 4, Road 7, Banani",
        items: [{ product_id: product.id, quantity: 1 }],
      }),
    );
    expect(await loadInBangla(order.id)).toMatchObject({ order: { deliveryZoneName: "ঢাকার ভেতরে", deliveryEstimate: "৩-৫ কর্মদিবস" } });
    expect(await load(order.id)).toMatchObject({ order: { deliveryZoneName: "Inside Dhaka", deliveryEstimate: "3-5 business days" } });
    await db.update(deliveryZones).set({ nameBn: null, estimateBn: null });
  });
});
