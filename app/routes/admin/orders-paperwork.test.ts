import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/place";
import { createProduct } from "#tests/factories";
import { adminRequest, createUser, run, signInCookie } from "#tests/helpers/admin";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRequest } from "#tests/helpers/orders";
import { loaderArgs } from "#tests/helpers/route-args";
import { runRoute } from "#tests/helpers/route-table";

const PRINT = "routes/admin/orders-print.tsx";
const COURIER = "routes/admin/orders-courier-csv.ts";

describe(`order paperwork routes (${testDbKind})`, () => {
  const handle = setupTestDb();
  const orders: { id: string; number: string; total: string }[] = [];
  let adminCookie = "";
  let shopperCookie = "";

  beforeAll(async () => {
    const db = handle().db;
    await db
      .update(shopSettings)
      .set({
        storeName: "Haat Bazar",
        supportPhone: "+8801911000111",
        address: "House 18, Road 11, Banani, Dhaka 1213",
      })
      .where(eq(shopSettings.id, 1));
    const pot = await createProduct(db, {
      name: "Clay Cooking Pot",
      price: "450.00",
      stockQuantity: 50,
    });
    const saree = await createProduct(db, {
      name: "Jamdani Saree",
      price: "3250.50",
      stockQuantity: 50,
    });
    const placed = [
      await createOrder(
        orderRequest([{ product_id: pot.id, quantity: 2 }], {
          customer_name: "Nasima Begum",
          customer_phone: "01712000111",
          area: "Mirpur",
        }),
      ),
      await createOrder(
        orderRequest(
          [
            { product_id: saree.id, quantity: 1 },
            { product_id: pot.id, quantity: 1 },
          ],
          {
            customer_name: "Karim Ahmed",
            customer_phone: "+880 1812-000222",
            city: "Sylhet",
            delivery_location: "outside_dhaka",
            message: "Call first",
          },
        ),
      ),
    ];
    for (const { order } of placed)
      orders.push({
        id: order.id,
        number: order.order_number,
        total: order.total_amount,
      });
    await createUser("admin@example.com");
    await createUser("shopper@example.com", { admin: false });
    adminCookie = await signInCookie("admin@example.com");
    shopperCookie = await signInCookie("shopper@example.com");
  });

  const get = (file: string, path: string, cookie?: string) =>
    run(() =>
      runRoute(
        file,
        "loader",
        loaderArgs(adminRequest(path, { cookie }), {
          context: { cspNonce: "n0nce" },
        }),
      ),
    );
  const ids = () => orders.map((order) => order.id).join(",");

  it.each([
    [PRINT, () => `/admin/orders/print?ids=${ids()}&layout=label`],
    [COURIER, () => `/admin/orders/courier.csv?ids=${ids()}&courier=steadfast`],
  ])("%s: a visitor is sent to sign in, a signed-in non-admin to the denied page; no order data either way", async (file, path) => {
    const anonymous = await get(file, path());
    expect(anonymous.thrown).toBe(true);
    expect((anonymous.value as Response).status).toBe(302);
    expect((anonymous.value as Response).headers.get("location")).toBe("/admin/login");
    const shopper = await get(file, path(), shopperCookie);
    expect(shopper.thrown).toBe(true);
    expect((shopper.value as Response).status).toBe(302);
    expect((shopper.value as Response).headers.get("location")).toBe("/admin/denied");
  });

  it("prints the selected orders' labels, one sheet per order in the order chosen, with the shop, the barcode and the amount to collect", async () => {
    const { thrown, value } = await get(PRINT, `/admin/orders/print?ids=${orders[1]!.id},${orders[0]!.id}&layout=label`, adminCookie);
    expect(thrown).toBe(false);
    const response = value as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html).toContain("@page{size:4in 6in;margin:0}");
    expect([...html.matchAll(/<section class="sheet" aria-label="Label ([^"]+)"/g)].map((m) => m[1])).toEqual([orders[1]!.number, orders[0]!.number]);
    expect(html.match(/<svg /g)).toHaveLength(2);
    // The toolbar switches to the same orders' invoices.
    expect(html).toContain(`<a href="/admin/orders/print?ids=${orders[1]!.id},${orders[0]!.id}&amp;layout=invoice">Invoices</a>`);
    expect(html).toContain('<span aria-current="page">Labels</span>');
    for (const text of [
      "Haat Bazar",
      "+8801911000111",
      "House 18, Road 11, Banani, Dhaka 1213",
      "Nasima Begum",
      "01712000111",
      "Area: Mirpur · District: Dhaka",
      "Karim Ahmed",
      "District: Sylhet",
      "Outside Dhaka",
      "Note: Call first",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("Collect ৳960.00 (Cash on Delivery)");
    // Over the free-shipping threshold: no delivery charge.
    expect(html).toContain("Collect ৳3,700.50 (Cash on Delivery)");
  });

  it("prints an invoice with quantities, unit prices, line totals, subtotal, delivery and total", async () => {
    const { value } = await get(PRINT, `/admin/orders/print?ids=${orders[1]!.id}&layout=invoice`, adminCookie);
    const html = await (value as Response).text();
    expect(html).toContain("@page{size:A4;margin:0}");
    expect(html).toContain('aria-label="Invoice ');
    const cells = [...html.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(["1", "Clay Cooking Pot", "1", "৳450.00", "৳450.00", "2", "Jamdani Saree", "1", "৳3,250.50", "৳3,250.50"]);
    expect(html).toMatch(/Subtotal<\/dt><dd class="num">৳3,700.50</);
    expect(html).toMatch(/Delivery charge<\/dt><dd class="num">৳0.00</);
    expect(html).toMatch(/Total<\/dt><dd class="grand num">৳3,700.50</);
    // The print button's script carries the response's nonce.
    expect(html).toContain('<script nonce="n0nce">document.getElementById("print-now")');
  });

  it.each([
    ["an unknown layout", () => `/admin/orders/print?ids=${ids()}&layout=poster`, 400],
    ["no ids", () => "/admin/orders/print?layout=label", 400],
    ["a malformed id", () => "/admin/orders/print?ids=1%20or%201=1&layout=label", 400],
    ["orders that do not exist", () => "/admin/orders/print?ids=00000000-0000-4000-8000-000000000000&layout=invoice", 404],
    ["an unknown courier", () => `/admin/orders/courier.csv?ids=${ids()}&courier=dhl`, 400],
    ["no orders for a courier file", () => "/admin/orders/courier.csv?ids=00000000-0000-4000-8000-000000000000&courier=pathao", 404],
  ])("answers %s with %i", async (_name, path, status) => {
    const file = path().includes("courier.csv") ? COURIER : PRINT;
    const { thrown, value } = await get(file, path(), adminCookie);
    expect(thrown).toBe(false);
    expect((value as Response).status).toBe(status);
  });

  it("downloads the Steadfast file of the selected orders: order number, 01XXXXXXXXX phone, total to collect", async () => {
    const { value } = await get(COURIER, `/admin/orders/courier.csv?ids=${ids()}&courier=steadfast`, adminCookie);
    const response = value as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="steadfast-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.invoice, row.recipient_name, row.recipient_phone, row.cod_amount])).toEqual([
      [orders[0]!.number, "Nasima Begum", "01712000111", "960"],
      [orders[1]!.number, "Karim Ahmed", "01812000222", "3700.50"],
    ]);
  });

  it("downloads the Pathao file with the city and zone ids left for its portal", async () => {
    const { value } = await get(COURIER, `/admin/orders/courier.csv?ids=${orders[0]!.id}&courier=pathao`, adminCookie);
    const response = value as Response;
    expect(response.headers.get("content-disposition")).toMatch(/filename="pathao-/);
    const [row] = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      merchant_order_id: orders[0]!.number,
      recipient_city: "",
      recipient_zone: "",
      amount_to_collect: "960",
      item_description: "2 × Clay Cooking Pot",
    });
  });
});
