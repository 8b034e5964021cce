import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setManualConsignment } from "~/.server/courier/consignments";
import { createOrder } from "~/.server/orders/place";
import { OrderRequestSchema } from "~/lib/schemas/checkout";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { loader } from "./track";
import { loaderArgs, testContext } from "#tests/helpers/route-args";
import { deliveryZones } from "~/.server/db/schema";
import { localeContext } from "~/.server/request-context";

type LoaderResult = Awaited<ReturnType<typeof loader>>;

async function track(query: string, ip = "198.51.100.1", locale: "en" | "bn" = "en") {
  const context = testContext({ clientIp: ip });
  context.set(localeContext, locale);
  const path = locale === "bn" ? "/bn/track" : "/track";
  const result: LoaderResult = await loader(loaderArgs(new Request(`http://haat.test${path}${query}`), { context }));
  // data() results carry a status; plain objects are 200.
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    return { status: result.init?.status ?? 200, body: result.data };
  }
  return { status: 200, body: result as Exclude<LoaderResult, { init: unknown }> };
}

/** Sadia's order of `quantity` of a product, delivered outside Dhaka to Khulna. */
function sadiasOrder(productId: number, quantity: number) {
  return createOrder(
    OrderRequestSchema.parse({
      customer_name: "Sadia Islam",
      customer_phone: "01912345678",
      city: "Khulna",
      delivery_location: "outside_dhaka",
      shipping_address: "12 Lake Road, Sonadanga",
      items: [{ product_id: productId, quantity }],
    }),
  );
}

describe(`/track loader (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("finds an order by its number, typed in any case with spaces, without personal data", async () => {
    const product = await createProduct(handle().db, { name: "Clay Lamp", price: "80.00" });
    const { order } = await sadiasOrder(product.id, 2);
    const found = await track(`?order=${encodeURIComponent(`  ${order.order_number.toLowerCase()} `)}`);
    expect(found.status).toBe(200);
    expect(found.body.lookup).toMatchObject({
      kind: "found",
      order: { orderNumber: order.order_number, status: "pending", subtotal: "160.00", deliveryCharge: "120.00", totalAmount: "280.00" },
    });
    expect(JSON.stringify(found.body)).not.toMatch(/Sadia|01912345678|Sonadanga/);
  });

  it("shows a Bangla page the order's zone and products in Bangla where they have it, an English page the English", async () => {
    const { db } = handle();
    const product = await createProduct(db, { name: "Clay Lamp", nameBn: "মাটির প্রদীপ", price: "80.00" });
    await db.update(deliveryZones).set({ nameBn: "ঢাকার বাইরে", estimateBn: "৫-৭ কর্মদিবস" }).where(eq(deliveryZones.key, "outside_dhaka"));
    const { order } = await sadiasOrder(product.id, 1);
    const bangla = await track(`?order=${order.order_number}`, "198.51.100.7", "bn");
    expect(bangla.body.lookup).toMatchObject({ kind: "found", order: { deliveryZoneName: "ঢাকার বাইরে", items: [{ productName: "মাটির প্রদীপ" }] } });
    const english = await track(`?order=${order.order_number}`, "198.51.100.7");
    expect(english.body.lookup).toMatchObject({ kind: "found", order: { deliveryZoneName: "Outside Dhaka", items: [{ productName: "Clay Lamp" }] } });
    await db.update(deliveryZones).set({ nameBn: null, estimateBn: null });
  });

  it("shows the courier and tracking id (and link) once the parcel is handed over", async () => {
    const product = await createProduct(handle().db, { name: "Brass Bowl", price: "300.00" });
    const { order } = await createOrder(
      OrderRequestSchema.parse({
        customer_name: "Rafiq Mia",
        customer_phone: "01812345678",
        city: "Dhaka",
        delivery_location: "inside_dhaka",
        shipping_address: "House 4, Road 9, Banani",
        items: [{ product_id: product.id, quantity: 1 }],
      }),
    );
    expect((await track(`?order=${order.order_number}`)).body.lookup).toMatchObject({ order: { courier: null, trackingId: null, trackingUrl: null } });
    await setManualConsignment(order.id, { courier: "RedX", trackingId: "RX77", trackingUrl: "https://example.com/t/RX77" }, "staff");
    expect((await track(`?order=${order.order_number}`)).body.lookup).toMatchObject({
      kind: "found",
      order: { status: "pending", courier: "RedX", trackingId: "RX77", trackingUrl: "https://example.com/t/RX77" },
    });
  });

  it("answers the empty page without a query, not-found for an unknown number, 400 for a blank one", async () => {
    expect((await track("")).body).toEqual({ query: "", lookup: null });
    expect(await track("?order=HT-ZZZZZZZZ")).toEqual({ status: 200, body: { query: "HT-ZZZZZZZZ", lookup: { kind: "not-found" } } });
    expect(await track("?order=%20%20")).toMatchObject({ status: 400, body: { lookup: { kind: "error", message: "Order number is required" } } });
  });

  it("limits lookups per IP to 30 a minute with a readable message", async () => {
    for (let i = 0; i < 30; i++) expect((await track("?order=HT-ZZZZZZZZ", "198.51.100.2")).status).toBe(200);
    const limited = await track("?order=HT-ZZZZZZZZ", "198.51.100.2");
    expect(limited.status).toBe(429);
    expect(limited.body.lookup).toMatchObject({ kind: "error", message: expect.stringMatching(/^Too many lookups\. Please try again in (1 second|([2-9]|[1-5]\d|60) seconds)\.$/) });
    expect((await track("?order=HT-ZZZZZZZZ", "198.51.100.3")).status).toBe(200);
  });
});
