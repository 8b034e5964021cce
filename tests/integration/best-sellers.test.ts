import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/place";
import { setOrderStatus } from "~/.server/orders/status";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import { loader } from "~/routes/shop/best-selling";
import { createProduct } from "../factories";
import { loaderArgs } from "../helpers/route-args";
import { setupTestDb, testDbKind } from "../helpers/db";

// Best sellers read products.sold_count (docs/decisions/002-best-sellers-counter.md). These orders
// go through the real order service, so the ranking proves the counter is kept where orders change.

const at = (minute: number) => new Date(Date.UTC(2024, 2, 1, 0, minute));

async function order(lines: [productId: number, quantity: number][]) {
  const { order: placed } = await createOrder(
    OrderRequestSchema.parse({
      customer_name: "Rahim Uddin",
      customer_phone: "01712345678",
      city: "Dhaka",
      delivery_location: "inside_dhaka",
      shipping_address: "House 12, Road 5, Dhanmondi",
      items: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    }),
  );
  return placed;
}

const ranking = async () => (await loader(loaderArgs(new Request("http://haat.test/best-selling")))).products.map((p) => p.name);

describe(`/best-selling follows units sold through real orders (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("ranks by units of non-cancelled orders, ties newest first, only active products", async () => {
    const { db } = handle();
    const make = (name: string, minute: number) => createProduct(db, { name, createdAt: at(minute), stockQuantity: 50 });
    const kantha = await make("Nakshi Kantha", 1);
    const saree = await make("Jamdani Saree", 2);
    const lamp = await make("Brass Lamp", 3);
    const pot = await make("Clay Pot", 4);
    await make("Never Sold", 5);

    // Nothing sold yet: the newest products.
    expect(await ranking()).toEqual(["Never Sold", "Clay Pot", "Brass Lamp", "Jamdani Saree", "Nakshi Kantha"]);

    await order([[kantha.id, 3]]);
    await order([[saree.id, 2], [lamp.id, 2]]);
    const lampAgain = await order([[lamp.id, 1]]);
    const bigSaree = await order([[saree.id, 4]]);
    await order([[pot.id, 6]]);
    // Kantha 3, Saree 6, Lamp 3, Pot 6: ties broken newest first.
    expect(await ranking()).toEqual(["Clay Pot", "Jamdani Saree", "Brass Lamp", "Nakshi Kantha"]);

    // A cancelled order's units no longer count; reopening it counts them again.
    await setOrderStatus(bigSaree.id, "cancelled", "admin@example.com");
    expect(await ranking()).toEqual(["Clay Pot", "Brass Lamp", "Nakshi Kantha", "Jamdani Saree"]);
    await setOrderStatus(lampAgain.id, "cancelled", "admin@example.com");
    expect(await ranking()).toEqual(["Clay Pot", "Nakshi Kantha", "Brass Lamp", "Jamdani Saree"]);
    await setOrderStatus(bigSaree.id, "processing", "admin@example.com");
    expect(await ranking()).toEqual(["Clay Pot", "Jamdani Saree", "Nakshi Kantha", "Brass Lamp"]);

    // Other status changes do not count twice.
    await setOrderStatus(bigSaree.id, "delivered", "admin@example.com");
    expect(await ranking()).toEqual(["Clay Pot", "Jamdani Saree", "Nakshi Kantha", "Brass Lamp"]);

    // A product taken off sale leaves the list, whatever it sold.
    await db.update(products).set({ isActive: false }).where(eq(products.id, pot.id));
    expect(await ranking()).toEqual(["Jamdani Saree", "Nakshi Kantha", "Brass Lamp"]);
  });
});
