import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { createOrder } from "~/.server/orders/place";
import { createProduct } from "#tests/factories";
import { adminRequest } from "#tests/helpers/admin";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRequest } from "#tests/helpers/orders";
import { loaderArgs } from "#tests/helpers/route-args";
import { loader } from "./orders-export";

describe(`/admin/orders.csv (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("answers the filtered orders as a CSV download, one row per line, never cached", async () => {
    const pot = await createProduct(handle().db, { name: "Clay Pot", price: "450.00" });
    const mat = await createProduct(handle().db, { name: "Jute Mat, large", price: "120.50" });
    const { order } = await createOrder(
      orderRequest(
        [
          { product_id: pot.id, quantity: 2 },
          { product_id: mat.id, quantity: 1 },
        ],
        { customer_phone: "01766000222", customer_name: 'Rahim "Bhai" Uddin' },
      ),
    );
    await createOrder(orderRequest([{ product_id: pot.id, quantity: 1 }], { customer_phone: "01766000333" }));
    const response = await loader(loaderArgs(adminRequest("/admin/orders.csv?q=01766000222"), { context: { admin: { userId: "u1", email: "owner@example.com" } } }));
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({
        "Order number": order.order_number,
        Customer: 'Rahim "Bhai" Uddin',
        Zone: "Inside Dhaka",
        Product: "Clay Pot",
        Quantity: "2",
        "Unit price": "450.00",
        "Line total": "900.00",
        "Order total": order.total_amount,
      }),
      expect.objectContaining({
        "Order number": order.order_number,
        Product: "Jute Mat, large",
        Quantity: "1",
        "Line total": "120.50",
        "Delivery charge": order.delivery_charge,
      }),
    ]);
  });
});
