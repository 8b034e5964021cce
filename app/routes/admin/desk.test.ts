import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blockedPhones, orderCancellations, orders, products } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/place";
import { createProduct } from "#tests/factories";
import { adminRequest, answer } from "#tests/helpers/admin";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRequest } from "#tests/helpers/orders";
import { actionArgs, loaderArgs } from "#tests/helpers/route-args";
import { action, loader } from "./desk";

const admin = { userId: "u1", email: "desk@haat.test" };
const post = async (form: Record<string, string>, who = admin) =>
  answer<{ ok: boolean; toast?: string; title?: string; message?: string }>(
    await action(actionArgs(adminRequest("/admin/desk", { form }), { context: { admin: who } })),
  );

describe(`/admin/desk (${testDbKind})`, () => {
  const handle = setupTestDb();

  async function pending(stock = 10) {
    const product = await createProduct(handle().db, { stockQuantity: stock });
    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 2 }], { customer_phone: "01755000111" }));
    return { order, product };
  }

  it("confirms once: the second click is told it was already done", async () => {
    const { order } = await pending();
    expect(await post({ intent: "confirm", orderId: order.id })).toEqual({ status: 200, body: { ok: true, toast: "Confirmed!" } });
    expect(await post({ intent: "confirm", orderId: order.id }, { userId: "u2", email: "other@haat.test" })).toEqual({
      status: 409,
      body: { ok: false, title: "Update Failed", message: "Already done: this order is confirmed now" },
    });
    const { rows } = (await loader(loaderArgs(adminRequest("/admin/desk")))) as { rows: { id: string }[] };
    expect(rows.map((r) => r.id)).not.toContain(order.id);
  });

  it("records No answer and a note, and cancels with a reason (restocking); 'Other' needs words", async () => {
    const { order, product } = await pending();
    expect((await post({ intent: "no-answer", orderId: order.id })).body).toEqual({ ok: true, toast: "No answer recorded (1 attempt)" });
    expect((await post({ intent: "note", orderId: order.id, body: "Busy until 5" })).body.ok).toBe(true);
    const { rows } = (await loader(loaderArgs(adminRequest("/admin/desk")))) as {
      rows: { id: string; attempts: number; latestNote: { body: string } | null }[];
    };
    expect(rows.find((r) => r.id === order.id)).toMatchObject({ attempts: 1, latestNote: { body: "Busy until 5" } });

    expect(await post({ intent: "cancel", orderId: order.id, reason: "other", detail: " " })).toMatchObject({
      status: 400,
      body: { message: "Please say why" },
    });
    expect(await post({ intent: "cancel", orderId: order.id, reason: "bored" })).toMatchObject({ status: 400, body: { message: "Please choose a reason" } });
    expect((await post({ intent: "cancel", orderId: order.id, reason: "could_not_reach" })).body).toEqual({ ok: true, toast: "Cancelled!" });
    const [row] = await handle().db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe("cancelled");
    const [why] = await handle().db.select().from(orderCancellations).where(eq(orderCancellations.orderId, order.id));
    expect(why).toMatchObject({ reason: "could_not_reach", cancelledBy: admin.email });
    const [stock] = await handle().db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(stock?.stock).toBe(10);
  });

  it("cancels a fake order and blocks its phone (read from the order) in one step", async () => {
    const { order } = await pending();
    expect((await post({ intent: "cancel", orderId: order.id, reason: "fake_order", block: "1" })).body).toEqual({
      ok: true,
      toast: "Cancelled and phone blocked!",
    });
    const [blocked] = await handle().db.select().from(blockedPhones).where(eq(blockedPhones.phone, "01755000111"));
    expect(blocked).toMatchObject({ reason: "Fake order", blockedBy: admin.email });
  });
});
