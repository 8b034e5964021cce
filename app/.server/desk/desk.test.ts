import { asc, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRefusal, orderRequest } from "#tests/helpers/orders";
import { DESK_DEFAULTS, flagsOf, historyLine } from "~/lib/desk";
import { getAdminOrder, listAdminOrders, parseOrderListQuery } from "../admin/orders";
import { blockedPhones, orderCallAttempts, orderCancellations, orderClients, orders, orderStatusEvents, products, shopSettings } from "../db/schema";
import { createOrder } from "../orders/place";
import { setOrderStatus } from "../orders/status";
import { blockPhone, listBlockedPhones, unblockPhone } from "./blocklist";
import { bulkSetOrderStatus } from "./bulk";
import { orderFacts } from "./flags";
import { addOrderNote, listOrderNotes } from "./notes";
import { listDeskQueue, recordNoAnswer } from "./queue";
import { getStorePhone } from "./settings";

// The zones the migrations create (the list filter ignores any other location).
const ZONE_KEYS = ["inside_dhaka", "outside_dhaka"];

let phoneCounter = 0;
/** A fresh phone per test, so histories never mix. */
const freshPhone = () => `0171${String(1_000_000 + phoneCounter++ * 7919).slice(-7)}`;

describe(`order desk (${testDbKind})`, () => {
  const handle = setupTestDb({ poolSize: 20 });

  async function place(
    phone: string,
    options: {
      productId?: number;
      quantity?: number;
      hoursAgo?: number;
      status?: "delivered" | "cancelled" | "returned" | "confirmed";
      clientAddress?: string;
    } = {},
  ) {
    const productId = options.productId ?? (await createProduct(handle().db, { stockQuantity: 100 })).id;
    const { order } = await createOrder(orderRequest([{ product_id: productId, quantity: options.quantity ?? 1 }], { customer_phone: phone }), undefined, options.clientAddress);
    if (options.hoursAgo) {
      await handle()
        .db.update(orders)
        .set({
          createdAt: sql`now() - make_interval(mins => ${Math.round(options.hoursAgo * 60)})`,
        })
        .where(eq(orders.id, order.id));
    }
    // A parcel comes back only after it left.
    if (options.status === "returned") await setOrderStatus(order.id, "shipped", "seed@haat.test");
    if (options.status) await setOrderStatus(order.id, options.status, "seed@haat.test");
    return order;
  }
  const statusOf = async (id: string) => (await handle().db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
  const flagKinds = async (id: string) => {
    const facts = (await orderFacts(handle().db, [id])).get(id)!;
    return flagsOf(facts, DESK_DEFAULTS).map((f) => f.kind);
  };

  it("records 'No answer' with who and when; the order stays pending and suggests cancel after the set attempts", async () => {
    const phone = freshPhone();
    const order = await place(phone);
    expect(await recordNoAnswer(order.id, "a@haat.test")).toEqual({
      attempts: 1,
    });
    expect(await recordNoAnswer(order.id, "b@haat.test")).toEqual({
      attempts: 2,
    });
    const calls = await handle().db.select().from(orderCallAttempts).where(eq(orderCallAttempts.orderId, order.id)).orderBy(asc(orderCallAttempts.id));
    expect(calls.map((c) => c.calledBy)).toEqual(["a@haat.test", "b@haat.test"]);
    expect(calls.every((c) => c.createdAt instanceof Date)).toBe(true);
    expect(await statusOf(order.id)).toBe("pending");
    let row = (await listDeskQueue()).rows.find((r) => r.id === order.id)!;
    expect(row).toMatchObject({ attempts: 2, suggestCancel: false });
    expect(row.lastAttemptAt).toEqual(calls[1]!.createdAt);
    await recordNoAnswer(order.id, "a@haat.test");
    row = (await listDeskQueue()).rows.find((r) => r.id === order.id)!;
    expect(row).toMatchObject({
      attempts: DESK_DEFAULTS.callAttemptsBeforeCancel,
      suggestCancel: true,
    });
  });

  it("follows the number of calls and the store phone saved on Admin → Settings", async () => {
    const order = await place(freshPhone());
    await recordNoAnswer(order.id, "a@haat.test");
    expect((await listDeskQueue()).rows.find((r) => r.id === order.id)).toMatchObject({ attempts: 1, suggestCancel: false });
    await handle().db.update(shopSettings).set({ deskCallAttempts: 1, supportPhone: "+880 1911-222333" });
    try {
      expect((await listDeskQueue()).rows.find((r) => r.id === order.id)).toMatchObject({ attempts: 1, suggestCancel: true });
      expect(await getStorePhone()).toBe("+880 1911-222333");
    } finally {
      await handle().db.update(shopSettings).set({ deskCallAttempts: DESK_DEFAULTS.callAttemptsBeforeCancel, supportPhone: null });
    }
  });

  it("confirms once: two staff at once, one succeeds and the other is told it was already done", async () => {
    const order = await place(freshPhone());
    const results = await Promise.allSettled([
      setOrderStatus(order.id, "confirmed", "a@haat.test", {
        expected: "pending",
      }),
      setOrderStatus(order.id, "confirmed", "b@haat.test", {
        expected: "pending",
      }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(await orderRefusal(Promise.reject(refused.reason))).toEqual({
      status: 409,
      message: "Already done: this order is confirmed now",
    });
    const events = await handle().db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id));
    expect(events.map((e) => e.toStatus)).toEqual(["pending", "confirmed"]);
    // No answer on a decided order is refused the same way, and records nothing.
    expect((await orderRefusal(recordNoAnswer(order.id, "c@haat.test"))).message).toBe("Already done: this order is confirmed now");
    expect((await handle().db.select({ n: count() }).from(orderCallAttempts).where(eq(orderCallAttempts.orderId, order.id)))[0]?.n).toBe(0);
  });

  it("cancels with a reason, restocking, and records who and why", async () => {
    const product = await createProduct(handle().db, { stockQuantity: 10 });
    const order = await place(freshPhone(), {
      productId: product.id,
      quantity: 4,
    });
    await setOrderStatus(order.id, "cancelled", "a@haat.test", {
      expected: "pending",
      reason: "other",
      detail: "Wants it next month",
    });
    expect(await statusOf(order.id)).toBe("cancelled");
    const [stock] = await handle().db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock?.stock).toBe(10);
    const [why] = await handle().db.select().from(orderCancellations).where(eq(orderCancellations.orderId, order.id));
    expect(why).toMatchObject({
      reason: "other",
      detail: "Wants it next month",
      cancelledBy: "a@haat.test",
    });
    expect((await getAdminOrder(order.id))?.cancellation).toEqual({
      reason: "other",
      detail: "Wants it next month",
      cancelledBy: "a@haat.test",
    });
    // A second cancel from the desk is refused and writes nothing more.
    expect(
      (
        await orderRefusal(
          setOrderStatus(order.id, "cancelled", "b@haat.test", {
            expected: "pending",
            reason: "fake_order",
          }),
        )
      ).status,
    ).toBe(409);
    expect((await handle().db.select().from(orderCancellations).where(eq(orderCancellations.orderId, order.id)))[0]?.cancelledBy).toBe("a@haat.test");
  });

  it("keeps staff notes with author and time, newest first, and shows the latest on the desk", async () => {
    const order = await place(freshPhone());
    await addOrderNote(order.id, "  Call after 6 pm  ", "a@haat.test");
    await addOrderNote(order.id, "Asked for a gift wrap", "b@haat.test");
    const notes = await listOrderNotes(order.id);
    expect(notes.map((n) => [n.body, n.authorEmail])).toEqual([
      ["Asked for a gift wrap", "b@haat.test"],
      ["Call after 6 pm", "a@haat.test"],
    ]);
    expect((await listDeskQueue()).rows.find((r) => r.id === order.id)?.latestNote?.body).toBe("Asked for a gift wrap");
    expect((await getAdminOrder(order.id))?.notes).toHaveLength(2);
    expect((await orderRefusal(addOrderNote(order.id, "   ", "a@haat.test"))).status).toBe(400);
    expect((await orderRefusal(addOrderNote(crypto.randomUUID(), "x", "a@haat.test"))).status).toBe(404);
  });

  it("counts every pending order, and filters flags among the oldest ones only (the desk works from the oldest)", async () => {
    // Older than anything else this file places: the oldest pending order.
    const oldest = await place(freshPhone(), { hoursAgo: 100_000 });
    const blocked = freshPhone();
    await blockPhone(blocked, "Fake orders", "admin@haat.test");
    const flagged = await place(blocked);
    const [pendingRows] = await handle().db.select({ n: count() }).from(orders).where(eq(orders.status, "pending"));
    const all = await listDeskQueue();
    expect(all.pending).toBe(pendingRows!.n);
    expect(all.allPending).toBe(pendingRows!.n);
    expect(all.rows[0]?.id).toBe(oldest.id);

    const filtered = await listDeskQueue({ flagged: true });
    expect(filtered.rows.map((r) => r.id)).toContain(flagged.id);
    expect(filtered.allPending).toBe(pendingRows!.n);
    // Looking at the oldest pending order only, the new flagged one is not reached yet.
    const window = await listDeskQueue({ flagged: true, flaggedScanLimit: 1 });
    expect(window.rows).toEqual([]);
    expect([window.pending, window.allPending]).toEqual([0, pendingRows!.n]);
  });

  it("lists pending orders oldest first with item count and the phone's history", async () => {
    const phone = freshPhone();
    await place(phone, { status: "delivered", hoursAgo: 100 });
    await place(phone, { status: "cancelled", hoursAgo: 90 });
    const older = await place(phone, { hoursAgo: 30, quantity: 3 });
    const newer = await place(phone, { hoursAgo: 2 });
    const { rows } = await listDeskQueue();
    const ours = rows.filter((r) => r.customerPhone === phone);
    expect(ours.map((r) => r.id)).toEqual([older.id, newer.id]);
    expect(ours[0]).toMatchObject({
      itemCount: 3,
      history: { placed: 4, delivered: 1, cancelled: 1, returned: 0 },
    });
  });

  describe("flags", () => {
    it("poor record: 2 or more cancelled and at least half of the finished orders", async () => {
      const poor = freshPhone();
      await place(poor, { status: "cancelled", hoursAgo: 300 });
      await place(poor, { status: "cancelled", hoursAgo: 200 });
      await place(poor, { status: "delivered", hoursAgo: 150 });
      await place(poor, { status: "delivered", hoursAgo: 120 });
      const flagged = await place(poor);
      expect(await flagKinds(flagged.id)).toEqual(["poor_record"]);
      const fine = freshPhone();
      await place(fine, { status: "cancelled", hoursAgo: 300 });
      await place(fine, { status: "cancelled", hoursAgo: 200 });
      for (const hoursAgo of [150, 140, 130]) await place(fine, { status: "delivered", hoursAgo });
      expect(await flagKinds((await place(fine)).id)).toEqual([]);
      const once = freshPhone();
      await place(once, { status: "cancelled", hoursAgo: 300 });
      expect(await flagKinds((await place(once)).id)).toEqual([]);
      const facts = (await orderFacts(handle().db, [flagged.id])).get(flagged.id)!;
      expect(flagsOf(facts, DESK_DEFAULTS)[0]?.reason).toBe("2 of this phone's 4 finished orders were cancelled");
    });

    it("poor record counts returned parcels like cancelled orders, and the history says how many came back", async () => {
      const phone = freshPhone();
      await place(phone, { status: "returned", hoursAgo: 300 });
      await place(phone, { status: "cancelled", hoursAgo: 200 });
      await place(phone, { status: "delivered", hoursAgo: 150 });
      const flagged = await place(phone);
      expect(await flagKinds(flagged.id)).toEqual(["poor_record"]);
      const facts = (await orderFacts(handle().db, [flagged.id])).get(flagged.id)!;
      expect(facts.history).toEqual({ placed: 4, delivered: 1, cancelled: 1, returned: 1 });
      expect(facts.finished).toBe(3);
      expect(flagsOf(facts, DESK_DEFAULTS)[0]?.reason).toBe("2 of this phone's 3 finished orders were cancelled or returned");
      expect(historyLine(facts.history)).toBe("4 orders · 1 delivered · 1 cancelled · 1 returned");
      // Only returned parcels make the record poor as well, and the Flagged filter agrees.
      const returns = freshPhone();
      await place(returns, { status: "returned", hoursAgo: 300 });
      await place(returns, { status: "returned", hoursAgo: 200 });
      const next = await place(returns);
      expect(await flagKinds(next.id)).toEqual(["poor_record"]);
      expect((await listDeskQueue({ flagged: true })).rows.map((r) => r.id)).toContain(next.id);
    });

    it("possible duplicate: same phone and a same product as another open order within 24 hours", async () => {
      const phone = freshPhone();
      const product = await createProduct(handle().db, { stockQuantity: 100 });
      const first = await place(phone, { productId: product.id, hoursAgo: 5 });
      const second = await place(phone, { productId: product.id });
      expect(await flagKinds(second.id)).toEqual(["duplicate"]);
      expect(await flagKinds(first.id)).toEqual(["duplicate"]);
      // Another product, an old order or a finished one is no duplicate.
      const other = freshPhone();
      await place(other, { productId: product.id, hoursAgo: 30 });
      await place(other, {
        productId: product.id,
        hoursAgo: 3,
        status: "delivered",
      });
      await place(other, { hoursAgo: 1 });
      expect(await flagKinds((await place(other, { productId: product.id })).id)).toEqual([]);
    });

    it("burst: more than 3 orders from one phone or one client address within an hour", async () => {
      const phone = freshPhone();
      const placed: { id: string }[] = [];
      for (const hoursAgo of [0.9, 0.6, 0.3]) placed.push(await place(phone, { hoursAgo }));
      const fourth = await place(phone);
      expect(await flagKinds(fourth.id)).toEqual(["burst"]);
      expect(await flagKinds(placed[0]!.id)).toEqual(["burst"]);
      const spread = freshPhone();
      for (const hoursAgo of [3, 2, 1.2]) await place(spread, { hoursAgo });
      expect(await flagKinds((await place(spread)).id)).toEqual([]);

      const address = "203.0.113.77";
      const fromOneAddress: { id: string }[] = [];
      for (let i = 0; i < 4; i++) fromOneAddress.push(await place(freshPhone(), { clientAddress: address }));
      const facts = (await orderFacts(handle().db, [fromOneAddress[3]!.id])).get(fromOneAddress[3]!.id)!;
      expect(flagsOf(facts, DESK_DEFAULTS)).toEqual([
        {
          kind: "burst",
          reason: "4 orders from this client address within an hour",
        },
      ]);
      expect((await handle().db.select({ n: count() }).from(orderClients))[0]?.n).toBe(4);
    });

    it("blocked phone, and the Flagged filter of the desk and the orders list agree with the flags", async () => {
      const phone = freshPhone();
      const order = await place(phone);
      await blockPhone(`+88${phone}`, "Prank orders", "a@haat.test");
      expect(await flagKinds(order.id)).toEqual(["blocked"]);
      const flaggedDesk = (await listDeskQueue({ flagged: true })).rows.map((r) => r.id);
      expect(flaggedDesk).toContain(order.id);
      for (const row of (await listDeskQueue({ flagged: true })).rows) expect(row.flags.length).toBeGreaterThan(0);
      for (const row of (await listDeskQueue()).rows) expect(flaggedDesk.includes(row.id)).toBe(row.flags.length > 0);
      const list = await listAdminOrders(parseOrderListQuery(new URLSearchParams("flagged=1"), ZONE_KEYS));
      expect(list.rows.map((r) => r.id)).toContain(order.id);
    });
  });

  it("filters the orders list by a Bangladesh date range, with the other filters", async () => {
    const phone = freshPhone();
    const old = await place(phone, { hoursAgo: 24 * 10 });
    const recent = await place(phone);
    const day = (d: Date) => new Date(d.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);
    const [oldRow] = await handle().db.select({ at: orders.createdAt }).from(orders).where(eq(orders.id, old.id));
    const find = async (params: string) => (await listAdminOrders(parseOrderListQuery(new URLSearchParams(`q=${phone}&${params}`), ZONE_KEYS))).rows.map((r) => r.id);
    expect(await find(`from=${day(oldRow!.at)}&to=${day(oldRow!.at)}`)).toEqual([old.id]);
    expect(await find(`from=${day(new Date())}`)).toEqual([recent.id]);
    expect(await find(`to=${day(new Date())}&status=pending`)).toEqual([recent.id, old.id]);
    expect(await find("from=not-a-day")).toEqual([recent.id, old.id]);
  });

  it("blocks, lists and unblocks a phone in any spelling", async () => {
    const phone = freshPhone();
    expect(await blockPhone(`+880 ${phone.slice(1)}`, "Refused three parcels", "a@haat.test")).toBe(phone);
    expect((await listBlockedPhones()).find((b) => b.phone === phone)).toMatchObject({
      reason: "Refused three parcels",
      blockedBy: "a@haat.test",
    });
    expect((await orderRefusal(blockPhone("12345", "x", "a@haat.test"))).status).toBe(400);
    expect((await orderRefusal(blockPhone(phone, " ", "a@haat.test"))).status).toBe(400);
    expect(await unblockPhone(phone)).toBe(true);
    expect(await unblockPhone(phone)).toBe(false);
    expect(await handle().db.select().from(blockedPhones).where(eq(blockedPhones.phone, phone))).toEqual([]);
  });

  it("bulk status on 50 orders changes each through the service: stock, history and the count", async () => {
    const product = await createProduct(handle().db, { stockQuantity: 200 });
    const placed: { id: string }[] = [];
    for (let i = 0; i < 50; i++) placed.push(await place(freshPhone(), { productId: product.id, quantity: 2 }));
    await setOrderStatus(placed[0]!.id, "cancelled", "a@haat.test");
    expect(
      await bulkSetOrderStatus(
        placed.map((o) => o.id),
        "cancelled",
        "bulk@haat.test",
      ),
    ).toEqual({ updated: 49, unchanged: 1, failed: [] });
    const [stock] = await handle().db.select({ stock: products.stockQuantity, sold: products.soldCount }).from(products).where(eq(products.id, product.id));
    expect(stock).toEqual({ stock: 200, sold: 0 });
    const events = await handle()
      .db.select({
        orderId: orderStatusEvents.orderId,
        to: orderStatusEvents.toStatus,
        by: orderStatusEvents.changedBy,
      })
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.toStatus, "cancelled"));
    const ours = events.filter((e) => placed.some((o) => o.id === e.orderId));
    expect(ours).toHaveLength(50);
    expect(ours.filter((e) => e.by === "bulk@haat.test")).toHaveLength(49);
    // Reopening: each order takes its stock again; the ones stock cannot cover are reported, not changed.
    await handle().db.update(products).set({ stockQuantity: 10 }).where(eq(products.id, product.id));
    const reopened = await bulkSetOrderStatus(
      placed.slice(0, 8).map((o) => o.id),
      "confirmed",
      "bulk@haat.test",
    );
    expect(reopened.updated).toBe(5);
    expect(reopened.failed).toHaveLength(3);
    expect(reopened.failed[0]?.message).toMatch(/out of stock: cannot reopen this order/);
    const statuses = await Promise.all(placed.slice(0, 8).map((o) => statusOf(o.id)));
    expect(statuses).toEqual([...Array(5).fill("confirmed"), ...Array(3).fill("cancelled")]);
  });
});
