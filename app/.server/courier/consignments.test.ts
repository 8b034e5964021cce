import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRefusal, orderRequest } from "#tests/helpers/orders";
import { STAND_IN_KEYS, type SteadfastStandIn, startSteadfastStandIn } from "#tests/helpers/steadfast-stand-in";
import { orders, products, shopSettings } from "../db/schema";
import { createOrder } from "../orders/place";
import { setOrderStatus } from "../orders/status";
import { importConsignments, refreshCourierStatuses, sendToSteadfast, setManualConsignment } from "./consignments";
import { getSteadfastCredentials, openSecret, saveSteadfastCredentials, sealSecret, steadfastCredentialsState } from "./credentials";
import { bookWithSteadfast } from "./steadfast";

describe(`courier handoff (${testDbKind})`, () => {
  const handle = setupTestDb();
  let standIn: SteadfastStandIn;
  beforeAll(async () => {
    standIn = await startSteadfastStandIn();
  });
  afterAll(async () => {
    await standIn.close();
  });
  beforeEach(async () => {
    standIn.requests.length = 0;
    standIn.refuse.clear();
    standIn.stall = false;
    await saveSteadfastCredentials(STAND_IN_KEYS);
  });
  const options = () => ({ baseUrl: standIn.baseUrl, timeoutMs: 2_000 });

  async function confirmedOrder(status: "confirmed" | "pending" | "processing" = "confirmed", quantity = 1) {
    const product = await createProduct(handle().db, { name: "Jamdani Saree", price: "1500.00", stockQuantity: 20 });
    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity }], { message: "Call before coming" }));
    if (status !== "pending") await setOrderStatus(order.id, status, "desk@haat.test");
    return { ...order, productId: product.id };
  }
  const courierOf = async (id: string) =>
    (
      await handle()
        .db.select({
          status: orders.status,
          courier: orders.courier,
          consignmentId: orders.courierConsignmentId,
          trackingCode: orders.courierTrackingCode,
          trackingUrl: orders.courierTrackingUrl,
          courierStatus: orders.courierStatus,
        })
        .from(orders)
        .where(eq(orders.id, id))
    )[0];
  const untouched = { courier: null, consignmentId: null, trackingCode: null, trackingUrl: null };

  describe("Steadfast credentials", () => {
    it("seal and open again with the same secret only; an altered value opens to nothing", () => {
      const sealed = sealSecret("my-api-key", "a".repeat(40));
      expect(sealed).not.toContain("my-api-key");
      expect(sealSecret("my-api-key", "a".repeat(40))).not.toBe(sealed);
      expect(openSecret(sealed, "a".repeat(40))).toBe("my-api-key");
      expect(openSecret(sealed, "b".repeat(40))).toBeNull();
      const [version, iv, tag, body] = sealed.split(".");
      const flipped = `${body!.startsWith("A") ? "B" : "A"}${body!.slice(1)}`;
      expect(openSecret([version, iv, tag, flipped].join("."), "a".repeat(40))).toBeNull();
      expect(openSecret("my-api-key", "a".repeat(40))).toBeNull();
    });

    it("are stored sealed, never as the plaintext, and can be replaced and cleared", async () => {
      const { db } = handle();
      await saveSteadfastCredentials({ apiKey: "live-key-123", secretKey: "live-secret-456" });
      const [row] = await db.select({ apiKey: shopSettings.steadfastApiKey, secretKey: shopSettings.steadfastSecretKey }).from(shopSettings);
      expect(row?.apiKey).toMatch(/^v1\./);
      expect(`${row?.apiKey} ${row?.secretKey}`).not.toContain("live-key-123");
      expect(`${row?.apiKey} ${row?.secretKey}`).not.toContain("live-secret-456");
      expect(await getSteadfastCredentials()).toEqual({ apiKey: "live-key-123", secretKey: "live-secret-456" });
      expect(await steadfastCredentialsState()).toBe("saved");
      // Sealed under another shop's secret (a restored backup): saved, but unreadable here.
      await db.update(shopSettings).set({ steadfastApiKey: sealSecret("x", "z".repeat(40)) });
      expect(await steadfastCredentialsState()).toBe("unreadable");
      expect(await getSteadfastCredentials()).toBeNull();
      await saveSteadfastCredentials(null);
      expect(await steadfastCredentialsState()).toBe("none");
    });
  });

  describe("Send to Steadfast", () => {
    it("books several confirmed orders in one documented bulk request and ships each with its consignment", async () => {
      const picked = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
      const results = await sendToSteadfast(
        picked.map((o) => o.id),
        "staff@haat.test",
        options(),
      );
      expect(results.every((r) => r.ok)).toBe(true);
      expect(standIn.requests).toHaveLength(1);
      const [request] = standIn.requests;
      expect(request).toMatchObject({ method: "POST", path: "/create_order/bulk-order" });
      expect(request!.headers).toMatchObject({ "api-key": STAND_IN_KEYS.apiKey, "secret-key": STAND_IN_KEYS.secretKey, "content-type": "application/json" });
      const sent = JSON.parse((request!.body as { data: string }).data) as Record<string, unknown>[];
      expect(sent.map((o) => o.invoice)).toEqual(picked.map((o) => o.order_number));
      expect(sent[0]).toEqual({
        invoice: picked[0]!.order_number,
        recipient_name: "Rahim Uddin",
        recipient_phone: "01712345678",
        recipient_address: "House 12, Road 5, Dhanmondi, Dhaka",
        cod_amount: 1560,
        note: "Call before coming",
        item_description: "1 x Jamdani Saree",
      });
      for (const order of picked) {
        const booked = standIn.consignments.get(order.order_number)!;
        expect(await courierOf(order.id)).toMatchObject({
          status: "shipped",
          courier: "Steadfast",
          consignmentId: String(booked.consignmentId),
          trackingCode: booked.trackingCode,
        });
      }
      expect(results[0]?.message).toBe(`Shipped with Steadfast (${standIn.consignments.get(picked[0]!.order_number)!.trackingCode})`);
    });

    it("books a single order through create_order", async () => {
      const order = await confirmedOrder();
      const [result] = await sendToSteadfast([order.id], "staff@haat.test", options());
      expect(result?.ok).toBe(true);
      expect(standIn.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /create_order"]);
      expect(standIn.requests[0]!.body).toMatchObject({ invoice: order.order_number, recipient_phone: "01712345678", cod_amount: 1560 });
      expect(await courierOf(order.id)).toMatchObject({ status: "shipped", courier: "Steadfast" });
    });

    it("changes nothing for an order the courier refuses in a bulk request, and says so; the others ship", async () => {
      const [good, refused, alsoGood] = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
      standIn.refuse.add(refused!.order_number);
      const results = await sendToSteadfast([good!.id, refused!.id, alsoGood!.id], "staff@haat.test", options());
      expect(results.map((r) => [r.orderNumber, r.ok])).toEqual([
        [good!.order_number, true],
        [refused!.order_number, false],
        [alsoGood!.order_number, true],
      ]);
      expect(results[1]?.message).toBe("Steadfast refused it without saying why");
      expect(await courierOf(refused!.id)).toEqual({ status: "confirmed", ...untouched, courierStatus: null });
      expect((await courierOf(good!.id))?.status).toBe("shipped");
    });

    it("sends only confirmed orders without a consignment, saying why for the rest", async () => {
      const pending = await confirmedOrder("pending");
      const booked = await confirmedOrder();
      await setManualConsignment(booked.id, { courier: "Pathao", trackingId: "DA123", trackingUrl: null }, "staff");
      const results = await sendToSteadfast([pending.id, booked.id], "staff@haat.test", options());
      expect(results.map((r) => r.message)).toEqual(["Only confirmed orders can be sent; this one is pending", "Already with Pathao (DA123)"]);
      expect(standIn.requests).toHaveLength(0);
    });

    it("changes nothing when Steadfast does not answer in time", async () => {
      const picked = [await confirmedOrder(), await confirmedOrder()];
      standIn.stall = true;
      const results = await sendToSteadfast(
        picked.map((o) => o.id),
        "staff@haat.test",
        { baseUrl: standIn.baseUrl, timeoutMs: 300 },
      );
      expect(results.map((r) => r.ok)).toEqual([false, false]);
      expect(results[0]?.message).toBe("Steadfast did not answer in time; nothing was changed here. Check its portal before sending again.");
      for (const order of picked) expect(await courierOf(order.id)).toEqual({ status: "confirmed", ...untouched, courierStatus: null });
    });

    it("says so when the keys are wrong or missing", async () => {
      const order = await confirmedOrder();
      await saveSteadfastCredentials({ apiKey: "wrong", secretKey: "wrong" });
      const [result] = await sendToSteadfast([order.id], "staff", options());
      expect(result).toMatchObject({ ok: false, message: "Steadfast refused the API key or secret. Check them in Settings." });
      await saveSteadfastCredentials(null);
      expect(await orderRefusal(sendToSteadfast([order.id], "staff", options()))).toEqual({
        status: 400,
        message: "Save Steadfast's API key and secret in Settings first",
      });
      expect((await courierOf(order.id))?.status).toBe("confirmed");
    });

    it("splits more than 500 orders into bulk requests of at most 500", async () => {
      const many = Array.from({ length: 501 }, (_, i) => ({
        invoice: `CHUNK-${i}`,
        recipient_name: "Karim",
        recipient_phone: "01812345678",
        recipient_address: "Road 1, Mirpur, Dhaka",
        cod_amount: 500,
      }));
      const outcomes = await bookWithSteadfast({ baseUrl: standIn.baseUrl, credentials: STAND_IN_KEYS }, many);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(501);
      expect(standIn.requests.map((r) => JSON.parse((r.body as { data: string }).data).length)).toEqual([500, 1]);
    });
  });

  describe("Refresh courier status", () => {
    it("maps delivered → Delivered, cancelled → Returned (restocked) and shows the other statuses in the courier's words", async () => {
      const picked = [await confirmedOrder(), await confirmedOrder(), await confirmedOrder(), await confirmedOrder()];
      await sendToSteadfast(
        picked.map((o) => o.id),
        "staff",
        options(),
      );
      const cid = (o: { order_number: string }) => String(standIn.consignments.get(o.order_number)!.consignmentId);
      standIn.statuses.set(cid(picked[0]!), "delivered");
      standIn.statuses.set(cid(picked[1]!), "cancelled");
      standIn.statuses.set(cid(picked[2]!), "partial_delivered");
      standIn.statuses.set(cid(picked[3]!), "hold");
      const stockBefore = (await handle().db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, picked[1]!.productId)))[0]!.stock;
      standIn.requests.length = 0;

      const results = await refreshCourierStatuses("staff@haat.test", options());
      const mine = new Map(results.map((r) => [r.orderNumber, r.message]));
      expect(picked.map((o) => mine.get(o.order_number))).toEqual([
        "Now delivered",
        "Now returned",
        "Steadfast says: Partly delivered",
        "Steadfast says: On hold",
      ]);
      expect(standIn.requests.filter((r) => r.method === "GET" && r.path.startsWith("/status_by_cid/")).length).toBe(results.length);
      expect(standIn.requests[0]!.headers).toMatchObject({ "api-key": STAND_IN_KEYS.apiKey, "secret-key": STAND_IN_KEYS.secretKey });
      expect((await Promise.all(picked.map((o) => courierOf(o.id)))).map((c) => [c?.status, c?.courierStatus])).toEqual([
        ["delivered", "delivered"],
        ["returned", "cancelled"],
        ["shipped", "partial_delivered"],
        ["shipped", "hold"],
      ]);
      const stockAfter = (await handle().db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, picked[1]!.productId)))[0]!.stock;
      expect(stockAfter).toBe(stockBefore + 1);
      // A second refresh asks about the shipped ones only, and moves nothing twice.
      await refreshCourierStatuses("staff@haat.test", options());
      expect((await courierOf(picked[1]!.id))?.status).toBe("returned");
      const stockAgain = (await handle().db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, picked[1]!.productId)))[0]!.stock;
      expect(stockAgain).toBe(stockBefore + 1);
    });

    it("changes nothing for a status it could not read", async () => {
      const order = await confirmedOrder();
      await sendToSteadfast([order.id], "staff", options());
      standIn.stall = true;
      const results = await refreshCourierStatuses("staff", { baseUrl: standIn.baseUrl, timeoutMs: 200 });
      expect(results.find((r) => r.orderNumber === order.order_number)).toMatchObject({ ok: false });
      expect(await courierOf(order.id)).toMatchObject({ status: "shipped", courierStatus: null });
    });
  });

  describe("consignments by hand", () => {
    it("stores courier, tracking id and URL; a confirmed or processing order ships, others keep their status", async () => {
      const confirmed = await confirmedOrder();
      expect(
        await setManualConsignment(confirmed.id, { courier: "Pathao", trackingId: "DA2511", trackingUrl: "https://merchant.pathao.com/t/DA2511" }, "staff"),
      ).toEqual({
        shipped: true,
      });
      expect(await courierOf(confirmed.id)).toEqual({
        status: "shipped",
        courier: "Pathao",
        consignmentId: null,
        trackingCode: "DA2511",
        trackingUrl: "https://merchant.pathao.com/t/DA2511",
        courierStatus: null,
      });
      const pending = await confirmedOrder("pending");
      expect(await setManualConsignment(pending.id, { courier: "RedX", trackingId: "R1", trackingUrl: null }, "staff")).toEqual({ shipped: false });
      expect((await courierOf(pending.id))?.status).toBe("pending");
      expect((await orderRefusal(setManualConsignment(crypto.randomUUID(), { courier: "RedX", trackingId: "R1", trackingUrl: null }, "staff"))).status).toBe(
        404,
      );
    });

    it("refuses a tracking URL that is not http(s) in the database too", async () => {
      const order = await confirmedOrder();
      await expect(handle().db.update(orders).set({ courierTrackingUrl: "javascript:alert(1)" }).where(eq(orders.id, order.id))).rejects.toThrow();
    });

    it("imports a CSV row by row: bad rows change nothing and say why, the good ones apply", async () => {
      const [a, b, c] = [await confirmedOrder(), await confirmedOrder("processing"), await confirmedOrder()];
      const csv = [
        "Order Number,Courier,Tracking ID,Tracking URL",
        `${a!.order_number},Pathao,DA100,https://merchant.pathao.com/t/DA100`,
        `${b!.order_number.toLowerCase()},RedX,RX200,`,
        "HT-NOPE0000,Pathao,DA300",
        `${c!.order_number},Pathao,DA400,javascript:alert(1)`,
        `${c!.order_number},,DA401`,
        "",
      ].join("\r\n");
      const results = await importConsignments(csv, "staff@haat.test");
      expect(results).toEqual([
        { line: 2, orderNumber: a!.order_number, ok: true, message: "Saved Pathao DA100; now shipped" },
        { line: 3, orderNumber: b!.order_number, ok: true, message: "Saved RedX RX200; now shipped" },
        { line: 4, orderNumber: "HT-NOPE0000", ok: false, message: "Unknown order number" },
        { line: 5, orderNumber: c!.order_number, ok: false, message: "Tracking URL must be a web address starting with http:// or https://" },
        { line: 6, orderNumber: c!.order_number, ok: false, message: "Courier is required" },
      ]);
      expect(await courierOf(b!.id)).toMatchObject({ status: "shipped", courier: "RedX", trackingCode: "RX200", trackingUrl: null });
      expect(await courierOf(c!.id)).toEqual({ status: "confirmed", ...untouched, courierStatus: null });
      const shipped = await handle()
        .db.select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.id, [a!.id, b!.id]));
      expect(shipped).toHaveLength(2);
    });

    it("refuses a file that is not CSV or has no rows, changing nothing", async () => {
      expect(await orderRefusal(importConsignments('HT-1,"Pathao,DA1\n', "staff"))).toMatchObject({ status: 400 });
      expect(await orderRefusal(importConsignments("order number,courier,tracking id\n", "staff"))).toEqual({
        status: 400,
        message: "The file has no rows: order number, courier, tracking id[, tracking url]",
      });
    });
  });
});
