import { describe, expect, it } from "vitest";
import { createOrder } from "~/.server/orders/place";
import { setOrderStatus } from "~/.server/orders/status";
import { createProduct } from "#tests/factories";
import { adminRequest, answer } from "#tests/helpers/admin";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRequest } from "#tests/helpers/orders";
import { actionArgs } from "#tests/helpers/route-args";
import { action } from "./orders";

const admin = { userId: "u1", email: "bulk@haat.test" };
const bulk = async (ids: string[], status: string) =>
  answer(await action(actionArgs(adminRequest("/admin/orders", { form: { intent: "bulk-status", status, ids } }), { context: { admin } })));

describe(`/admin/orders bulk status (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("answers 'N orders updated', and names the orders it could not change", async () => {
    const product = await createProduct(handle().db, { stockQuantity: 3 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]))).order.id);
    expect(await bulk(ids, "shipped")).toEqual({ status: 200, body: { ok: true, toast: "3 orders updated" } });
    expect(await bulk(ids, "cancelled")).toEqual({ status: 200, body: { ok: true, toast: "3 orders updated" } });
    // Sell the stock meanwhile: only two of the three can be reopened.
    const { order: other } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]));
    const reopened = await bulk(ids, "confirmed");
    expect(reopened.status).toBe(409);
    expect(reopened.body).toMatchObject({ ok: false, title: "2 orders updated" });
    expect((reopened.body as { message: string }).message).toMatch(/^1 order was not changed\. HT-\w+: .*out of stock: cannot reopen this order$/);
    await setOrderStatus(other.id, "cancelled", "test");
    expect(await bulk([], "confirmed")).toMatchObject({ status: 400, body: { message: "Please select at least one order" } });
    expect(await bulk(ids, "lost")).toMatchObject({ status: 400, body: { title: "Invalid Selection" } });
  });
});
