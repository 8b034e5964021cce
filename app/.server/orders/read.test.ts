import { describe, expect, it } from "vitest";
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
});
