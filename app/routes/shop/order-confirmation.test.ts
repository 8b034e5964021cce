import { describe, expect, it } from "vitest";
import { createOrder } from "~/.server/orders/place";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { loader } from "./order-confirmation";
import { loaderArgs } from "#tests/helpers/route-args";

const load = (orderId: string) =>
  loader(loaderArgs(new Request(`http://haat.test/order-confirmation/${orderId}`), { params: { orderId } }));

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
});
