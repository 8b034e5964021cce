import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { deliveryZones, orders, shopSettings } from "~/.server/db/schema";
import { currentSettings } from "~/.server/settings";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { action as orderApi } from "~/routes/api/orders";
import { loader as checkoutLoader } from "~/routes/shop/checkout";
import { loader as layoutLoader } from "~/routes/shop/layout";
import { createProduct } from "../factories";
import { setupTestDb } from "../helpers/db";
import { adminRequest, answer, createUser, signInCookie } from "../helpers/admin";
import { actionArgs, loaderArgs, type DataFunction } from "../helpers/route-args";
import { appRouteTable, behindAdminGuard } from "../helpers/route-table";

// The owner's settings and delivery zones, from the admin page to the order API and the storefront.

const getHandle = setupTestDb();
let cookie: string;

type Answer = { ok: boolean; toast?: string; title?: string; message?: string; fieldErrors?: Record<string, string> };

async function post(form: Record<string, string>) {
  const request = adminRequest("/admin/settings", { cookie, form });
  return answer<Answer>(await (settingsAction as DataFunction)(await behindAdminGuard(actionArgs(request))));
}

const details = {
  intent: "settings",
  storeName: "Rupali Haat",
  supportPhone: "+8801811111111",
  email: "hello@rupali.example",
  address: "12 Kawran Bazar, Dhaka",
  businessHours: "10 AM to 9 PM",
  tradeLicenceNumber: "TRAD/DSCC/778899/2025",
  dbidNumber: "DBID-5550001",
  facebookUrl: "https://www.facebook.com/rupali",
  instagramUrl: "",
  xUrl: "",
  youtubeUrl: "https://www.youtube.com/@rupali",
  freeShippingThreshold: "2000",
};

let clientCounter = 0;
async function placeOrder(body: Record<string, unknown>) {
  const request = new Request("http://shop.test/api/orders", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  clientCounter += 1;
  const response = (await orderApi(actionArgs(request, { context: { clientIp: `settings-${clientCounter}` } }))) as Response;
  return { status: response.status, body: (await response.json()) as { error?: string; order?: Record<string, string> } };
}

const orderBody = (productId: number, quantity: number, deliveryLocation?: string) => ({
  customer_name: "Nusrat Jahan",
  customer_phone: "01712345678",
  city: "Dhaka",
  area: "Mirpur",
  ...(deliveryLocation === undefined ? {} : { delivery_location: deliveryLocation }),
  shipping_address: "House 4, Road 9, Mirpur 10",
  // The client's amounts are ignored: the server takes the charge and threshold from the database.
  delivery_charge: 0,
  total_amount: 1,
  items: [{ product_id: productId, quantity }],
});

async function zoneKeyNamed(name: string) {
  const [zone] = await getHandle().db.select().from(deliveryZones).where(eq(deliveryZones.name, name));
  return zone!.key;
}

describe("shop settings and delivery zones", () => {
  beforeAll(async () => {
    await createUser("owner@example.com");
    cookie = await signInCookie("owner@example.com");
  });

  it("shows STORE_NAME and STORE_PHONE until an admin saves the store's own, then the database wins", async () => {
    const before = await currentSettings();
    expect(before.settings).toMatchObject({ storeName: "Haat", supportPhone: "+8801700000000", freeShippingThresholdPoisha: 200_000 });
    expect(await post(details)).toEqual({ status: 200, body: { ok: true, toast: "Updated!" } });
    const layout = (await layoutLoader(loaderArgs(new Request("http://shop.test/"), { context: { routeTable: await appRouteTable() } }))) as Awaited<
      ReturnType<typeof layoutLoader>
    >;
    expect(layout).toMatchObject({
      storeName: "Rupali Haat",
      storePhone: "+8801811111111",
      social: { facebook: "https://www.facebook.com/rupali", instagram: null, x: null, youtube: "https://www.youtube.com/@rupali" },
      texts: {
        callPhone: "Call +8801811111111",
        footer: { tradeLicence: "Trade Licence No. TRAD/DSCC/778899/2025", dbid: "DBID No. DBID-5550001" },
      },
    });
  });

  it("refuses invalid settings field by field and changes nothing", async () => {
    const [before] = await getHandle().db.select().from(shopSettings);
    const refused = await post({ ...details, storeName: " ", email: "nope@", facebookUrl: "javascript:alert(1)", freeShippingThreshold: "-5" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      storeName: "Store name is required",
      email: "Please enter a valid email",
      facebookUrl: "Must be a link starting with http:// or https://",
      freeShippingThreshold: "Free-shipping threshold must be an amount in taka with at most 2 decimals",
    });
    const [after] = await getHandle().db.select().from(shopSettings);
    expect(after).toEqual(before);
  });

  it("prices orders with the zone's charge and the threshold from the database, as checkout shows them", async () => {
    const product = await createProduct(getHandle().db, { price: "500.00", stockQuantity: 100 });
    const inside = await zoneKeyNamed("Inside Dhaka");
    expect(await post({ intent: "update-zone", key: inside, name: "Inside Dhaka", charge: "70", estimate: "2-3 business days", isActive: "on", displayOrder: "0" })).toMatchObject({
      body: { ok: true, toast: "Updated!" },
    });
    expect(await post({ ...details, freeShippingThreshold: "1500" })).toMatchObject({ status: 200 });

    const checkout = (await checkoutLoader(loaderArgs(new Request("http://shop.test/checkout")))) as Awaited<ReturnType<typeof checkoutLoader>>;
    expect(checkout.freeShippingThresholdPoisha).toBe(150_000);
    expect(checkout.zones[0]).toEqual({ key: "inside_dhaka", name: "Inside Dhaka", chargePoisha: 7000, estimate: "2-3 business days" });

    // ৳1500 is not over ৳1500: the zone's charge.
    const atThreshold = await placeOrder(orderBody(product.id, 3, "inside_dhaka"));
    expect(atThreshold.status).toBe(201);
    expect(atThreshold.body.order).toMatchObject({ delivery_zone_name: "Inside Dhaka", delivery_estimate: "2-3 business days", subtotal: "1500.00", delivery_charge: "70.00", total_amount: "1570.00" });
    // ৳2000 is: free.
    const over = await placeOrder(orderBody(product.id, 4, "inside_dhaka"));
    expect(over.body.order).toMatchObject({ subtotal: "2000.00", delivery_charge: "0.00", total_amount: "2000.00" });
    // No zone named: the first active one, as checkout preselects it.
    const unnamed = await placeOrder(orderBody(product.id, 1));
    expect(unnamed.body.order).toMatchObject({ delivery_location: "inside_dhaka", delivery_charge: "70.00" });
    const [stored] = await getHandle().db.select().from(orders).where(eq(orders.orderNumber, atThreshold.body.order!.order_number!));
    expect(stored).toMatchObject({ city: "Dhaka", area: "Mirpur", deliveryZoneName: "Inside Dhaka", deliveryCharge: "70.00" });
  });

  it("keeps an order's charge and zone name when the zone is edited later", async () => {
    const product = await createProduct(getHandle().db, { price: "100.00", stockQuantity: 10 });
    const placed = await placeOrder(orderBody(product.id, 1, "outside_dhaka"));
    expect(placed.body.order).toMatchObject({ delivery_zone_name: "Outside Dhaka", delivery_charge: "120.00", total_amount: "220.00" });
    const outside = await zoneKeyNamed("Outside Dhaka");
    await post({ intent: "update-zone", key: outside, name: "Rest of Bangladesh", charge: "150.50", estimate: "4-6 business days", isActive: "on", displayOrder: "1" });
    const [stored] = await getHandle().db.select().from(orders).where(eq(orders.id, placed.body.order!.id!));
    expect(stored).toMatchObject({ deliveryZoneName: "Outside Dhaka", deliveryEstimate: "5-7 business days", deliveryCharge: "120.00", totalAmount: "220.00" });
    const next = await placeOrder(orderBody(product.id, 1, "outside_dhaka"));
    expect(next.body.order).toMatchObject({ delivery_zone_name: "Rest of Bangladesh", delivery_charge: "150.50", total_amount: "250.50" });
  });

  it("adds a zone the order API then accepts, refuses it once deactivated, and deletes a zone only while no order uses it", async () => {
    const product = await createProduct(getHandle().db, { price: "100.00", stockQuantity: 10 });
    expect(await post({ intent: "create-zone", name: "Dhaka suburbs", charge: "100", estimate: "2-4 business days", isActive: "on", displayOrder: "1" })).toMatchObject({
      body: { ok: true, toast: "Created!" },
    });
    const suburbs = await zoneKeyNamed("Dhaka suburbs");
    expect(suburbs).toBe("dhaka_suburbs");
    const placed = await placeOrder(orderBody(product.id, 1, suburbs));
    expect(placed.body.order).toMatchObject({ delivery_zone_name: "Dhaka suburbs", delivery_charge: "100.00" });

    // In use: cannot be deleted, only deactivated.
    expect(await post({ intent: "delete", id: suburbs })).toEqual({
      status: 409,
      body: { ok: false, title: "Delete Failed", message: "Orders use this delivery zone, so it cannot be deleted. Deactivate it instead." },
    });
    await post({ intent: "update-zone", key: suburbs, name: "Dhaka suburbs", charge: "100", estimate: "2-4 business days", displayOrder: "1" });
    const refused = await placeOrder(orderBody(product.id, 1, suburbs));
    expect(refused).toEqual({ status: 400, body: { error: 'We do not deliver to "dhaka_suburbs". Please choose another delivery location.' } });
    const unknown = await placeOrder(orderBody(product.id, 1, "mars"));
    expect(unknown.status).toBe(400);
    const checkout = (await checkoutLoader(loaderArgs(new Request("http://shop.test/checkout")))) as Awaited<ReturnType<typeof checkoutLoader>>;
    expect(checkout.zones.map((z) => z.key)).not.toContain(suburbs);
    // The old order still names its zone.
    const [stored] = await getHandle().db.select().from(orders).where(eq(orders.id, placed.body.order!.id!));
    expect(stored?.deliveryZoneName).toBe("Dhaka suburbs");

    // A zone no order uses can go.
    await post({ intent: "create-zone", name: "Hill Tracts", charge: "250", estimate: "7-10 business days", isActive: "on", displayOrder: "3" });
    expect(await post({ intent: "delete", id: "hill_tracts" })).toEqual({ status: 200, body: { ok: true, toast: "Deleted!" } });
    expect(await getHandle().db.select().from(deliveryZones).where(eq(deliveryZones.key, "hill_tracts"))).toEqual([]);
  });

  it("validates a zone field by field", async () => {
    const refused = await post({ intent: "create-zone", name: "", charge: "-1", estimate: "", displayOrder: "x" });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      name: "Zone name is required",
      charge: "Charge must be an amount in taka with at most 2 decimals",
      estimate: "Delivery estimate is required",
      displayOrder: "Display order must be a whole number from 0 to 1000",
    });
  });

  it("lists every zone for the admin with whether orders use it", async () => {
    const page = (await (settingsLoader as DataFunction)(await behindAdminGuard(loaderArgs(adminRequest("/admin/settings", { cookie }))))) as Awaited<
      ReturnType<typeof settingsLoader>
    >;
    expect(page.settings).toMatchObject({ storeName: "Rupali Haat", freeShippingThreshold: "1500.00" });
    expect(page.zones.map((z) => [z.key, z.isActive, z.inUse])).toEqual([
      ["inside_dhaka", true, true],
      ["dhaka_suburbs", false, true],
      ["outside_dhaka", true, true],
    ]);
  });
});
