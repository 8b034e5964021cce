import { describe, expect, it } from "vitest";
import { setOrderStatus } from "~/.server/orders/status";
import { createOrder } from "~/.server/orders/place";
import { createProduct } from "#tests/factories";
import { adminRequest, answer } from "#tests/helpers/admin";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { orderRequest } from "#tests/helpers/orders";
import { actionArgs, loaderArgs } from "#tests/helpers/route-args";
import { action as orderAction, loader as orderLoader } from "./order";
import { action as settingsAction, loader as settingsLoader } from "./settings";

const admin = { userId: "u1", email: "courier@haat.test" };

describe(`courier fields in the admin (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("the order dialog saves a consignment by hand, refuses a non-http tracking URL, and shows what it saved", async () => {
    const product = await createProduct(handle().db, { stockQuantity: 5 });
    const { order } = await createOrder(orderRequest([{ product_id: product.id, quantity: 1 }]));
    await setOrderStatus(order.id, "confirmed", "desk");
    const post = async (form: Record<string, string>) =>
      answer(await orderAction(actionArgs(adminRequest(`/admin/orders/${order.id}`, { form }), { params: { orderId: order.id }, context: { admin } })));

    expect(await post({ intent: "consignment", courier: "Pathao", trackingId: "DA1", trackingUrl: "javascript:alert(1)" })).toEqual({
      status: 400,
      body: { ok: false, title: "Save Failed", message: "Tracking URL must be a web address starting with http:// or https://" },
    });
    expect(await post({ intent: "consignment", courier: "Pathao", trackingId: "DA1", trackingUrl: "https://example.com/t/DA1" })).toEqual({
      status: 200,
      body: { ok: true, toast: "Saved! The order is shipped now." },
    });
    const { body } = answer<{ order: Record<string, unknown> }>(
      await orderLoader(loaderArgs(adminRequest(`/admin/orders/${order.id}`), { params: { orderId: order.id }, context: { admin } })),
    );
    expect(body.order).toMatchObject({
      status: "shipped",
      courier: "Pathao",
      courierTrackingCode: "DA1",
      courierTrackingUrl: "https://example.com/t/DA1",
      steadfastReady: false,
    });
    // Once shipped, the dialog may mark the parcel returned.
    expect((await post({ status: "returned" })).body).toMatchObject({ ok: true, status: "returned" });
  });

  it("Settings saves Steadfast's keys and only ever answers whether they are saved", async () => {
    const post = async (form: Record<string, string>) =>
      answer(await settingsAction(actionArgs(adminRequest("/admin/settings", { form }), { context: { admin } })));
    expect(await post({ intent: "steadfast-keys", apiKey: "key-visible-nowhere", secretKey: "" })).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { secretKey: "Secret key is required" } },
    });
    expect(await post({ intent: "steadfast-keys", apiKey: " key-visible-nowhere ", secretKey: "secret-visible-nowhere" })).toEqual({
      status: 200,
      body: { ok: true, toast: "Steadfast keys saved!" },
    });
    const page = JSON.stringify(await settingsLoader());
    expect(page).toContain('"steadfast":"saved"');
    expect(page).not.toContain("visible-nowhere");
    expect(await post({ intent: "steadfast-clear" })).toEqual({ status: 200, body: { ok: true, toast: "Steadfast keys removed" } });
    expect(JSON.stringify(await settingsLoader())).toContain('"steadfast":"none"');
  });
});
