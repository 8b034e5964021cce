import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderItems, productOptionValues, products, productVariants } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/place";
import { getOrderForTracking, readPlacedOrder } from "~/.server/orders/read";
import { setOrderStatus } from "~/.server/orders/status";
import { addOption, createMissingVariants, readProductVariants } from "~/.server/variants";
import { action } from "~/routes/api/orders";
import { createProduct, createProductWithVariants, orderCustomer } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { orderRefusal, orderRequest } from "../helpers/orders";
import { actionArgs } from "../helpers/route-args";

// Orders of variants (issue 45): stock is the variant's, taken atomically and given back on Cancel and
// Returned; a line keeps the label and SKU it was placed with.

let ip = 0;
async function postOrder(items: { product_id?: number; variant_id?: number; quantity: number }[]) {
  const request = new Request("http://haat.test/api/orders", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...orderCustomer, items }),
  });
  const response = (await action(actionArgs(request, { context: { clientIp: `variant-${ip++}` } }))) as Response;
  return { status: response.status, body: (await response.json()) as { error?: string; order?: { id: string } } };
}

const suffix = Math.random().toString(36).slice(2, 8);
const panjabi = (db: Parameters<typeof createProductWithVariants>[0], stock: Record<string, number>) =>
  createProductWithVariants(
    db,
    { Size: ["S", "M"], Colour: ["Red", "Blue"] },
    Object.fromEntries(Object.entries(stock).map(([key, units]) => [key, { stock: units, sku: `PJ-${key.replace("/", "-")}-${suffix}-${ip++}` }])),
    { name: "Eid Panjabi", price: "1500.00" },
  );

describe(`orders of variants (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 30 });
  const stocks = async (ids: number[]) =>
    Object.fromEntries((await handle().db.select().from(productVariants).where(inArray(productVariants.id, ids))).map((v) => [v.id, v.stockQuantity]));
  const productStock = async (id: number) => (await handle().db.select().from(products).where(eq(products.id, id)))[0]!;

  it("sells exactly a variant's 10 units to 200 concurrent buyers and never touches another variant", async () => {
    const { db } = handle();
    const made = await panjabi(db, { "M/Red": 10, "S/Red": 4, "M/Blue": 3 });
    const [mRed, sRed, mBlue] = [made.variant("M/Red"), made.variant("S/Red"), made.variant("M/Blue")];
    const results = await Promise.all(Array.from({ length: 200 }, () => postOrder([{ variant_id: mRed.id, quantity: 1 }])));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.body.error).toBe("Eid Panjabi (Size: M · Colour: Red) is out of stock");
    expect(await stocks([mRed.id, sRed.id, mBlue.id])).toEqual({ [mRed.id]: 0, [sRed.id]: 4, [mBlue.id]: 3 });
    expect(await productStock(made.product.id)).toMatchObject({ stockQuantity: 7, soldCount: 10 });
  });

  it("takes a product id alone for a product without options, refuses it with a 400 for one with options", async () => {
    const { db } = handle();
    const plain = await createProduct(db, { name: "Miniket Rice", stockQuantity: 5 });
    const made = await panjabi(db, { "M/Red": 5 });
    const placed = await createOrder(orderRequest([{ product_id: plain.id, quantity: 2 }]));
    const plainVariant = (await readProductVariants(db, plain.id)).variants[0]!;
    expect(placed.order.items).toEqual([expect.objectContaining({ product_id: plain.id, variant_id: plainVariant.id, variant_label: null, sku: null, quantity: 2 })]);
    expect(await stocks([plainVariant.id])).toEqual({ [plainVariant.id]: 3 });
    const response = await postOrder([{ product_id: made.product.id, quantity: 1 }]);
    expect(response).toEqual({ status: 400, body: { error: "Eid Panjabi comes in several options: choose one (variant_id) to order it" } });
    // A variant of another product is not that product's.
    expect((await orderRefusal(createOrder(orderRequest([{ product_id: plain.id, variant_id: made.variant("M/Red").id, quantity: 1 }])))).status).toBe(409);
    expect(await stocks([made.variant("M/Red").id])).toEqual({ [made.variant("M/Red").id]: 5 });
  });

  it("prices a line at the variant's own price, else the product's", async () => {
    const { db } = handle();
    const made = await createProductWithVariants(db, { Size: ["S", "XL"] }, { S: { stock: 3 }, XL: { stock: 3, price: "1750.00" } }, { price: "1500.00" });
    const { order } = await createOrder(orderRequest([{ variant_id: made.variant("S").id, quantity: 1 }, { variant_id: made.variant("XL").id, quantity: 2 }]));
    expect(order.items.map((i) => [i.variant_label, i.price])).toEqual([
      ["Size: S", "1500.00"],
      ["Size: XL", "1750.00"],
    ]);
    expect(order.subtotal).toBe("5000.00");
  });

  it("keeps a line's label and SKU as placed after the value is renamed and the variant deleted", async () => {
    const { db } = handle();
    const made = await panjabi(db, { "M/Red": 5 });
    const mRed = made.variant("M/Red");
    const { order } = await createOrder(orderRequest([{ variant_id: mRed.id, quantity: 1 }]));
    expect(order.items[0]).toMatchObject({ variant_id: mRed.id, variant_label: "Size: M · Colour: Red", sku: mRed.sku });
    const [bn] = await db.select({ label: orderItems.variantLabelBn }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(bn!.label).toBe("Size: M · Colour: Red");
    const red = made.options[1]!.values.find((v) => v.value === "Red")!;
    await db.update(productOptionValues).set({ value: "Maroon" }).where(eq(productOptionValues.id, red.id));
    await db.update(productVariants).set({ sku: null }).where(eq(productVariants.id, mRed.id));
    expect((await readPlacedOrder(db, order.id))!.items[0]).toMatchObject({ variant_label: "Size: M · Colour: Red", sku: mRed.sku });
    await db.delete(productVariants).where(eq(productVariants.id, mRed.id));
    expect((await readPlacedOrder(db, order.id))!.items[0]).toMatchObject({
      product_id: made.product.id,
      variant_id: null,
      product_name: "Eid Panjabi",
      variant_label: "Size: M · Colour: Red",
      sku: mRed.sku,
    });
  });

  it("shows the line's label on /track in the page's language, as placed", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Printed Three-Piece", stockQuantity: 4 });
    await db.transaction(async (tx) => {
      await addOption(tx, product.id, { name: "Colour", nameBn: "রং", values: [{ value: "Red", valueBn: "লাল" }, { value: "Blue" }] });
      await createMissingVariants(tx, product.id);
    });
    const red = (await readProductVariants(db, product.id)).variants[0]!;
    const { order } = await createOrder(orderRequest([{ variant_id: red.id, quantity: 1 }]));
    expect((await getOrderForTracking(order.order_number))!.items[0]).toMatchObject({ productName: "Printed Three-Piece", variantLabel: "Colour: Red" });
    expect((await getOrderForTracking(order.order_number, { locale: "bn" }))!.items[0]).toMatchObject({ variantLabel: "রং: লাল" });
  });

  it("gives the variant its units back on Cancel and on Returned, and takes them again on reopening", async () => {
    const { db } = handle();
    const made = await panjabi(db, { "M/Red": 5, "S/Blue": 5 });
    const [mRed, sBlue] = [made.variant("M/Red"), made.variant("S/Blue")];
    const first = await createOrder(orderRequest([{ variant_id: mRed.id, quantity: 2 }, { variant_id: sBlue.id, quantity: 1 }]));
    const second = await createOrder(orderRequest([{ variant_id: mRed.id, quantity: 3 }]));
    expect(await stocks([mRed.id, sBlue.id])).toEqual({ [mRed.id]: 0, [sBlue.id]: 4 });
    await setOrderStatus(first.order.id, "cancelled", "admin@haat.test");
    expect(await stocks([mRed.id, sBlue.id])).toEqual({ [mRed.id]: 2, [sBlue.id]: 5 });
    await setOrderStatus(second.order.id, "shipped", "admin@haat.test");
    await setOrderStatus(second.order.id, "returned", "admin@haat.test");
    expect(await stocks([mRed.id, sBlue.id])).toEqual({ [mRed.id]: 5, [sBlue.id]: 5 });
    expect(await productStock(made.product.id)).toMatchObject({ stockQuantity: 10, soldCount: 0 });
    await setOrderStatus(first.order.id, "pending", "admin@haat.test");
    expect(await stocks([mRed.id, sBlue.id])).toEqual({ [mRed.id]: 3, [sBlue.id]: 4 });
    await db.update(productVariants).set({ stockQuantity: 0 }).where(eq(productVariants.id, mRed.id));
    expect(await orderRefusal(setOrderStatus(second.order.id, "shipped", "admin@haat.test"))).toEqual({
      status: 409,
      message: "Eid Panjabi (Size: M · Colour: Red) is out of stock: cannot reopen this order",
    });
  });
});
