import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAdminBanner, deleteAdminBanner, updateAdminBanner } from "~/.server/admin/banners";
import { createAdminCategory, deleteAdminCategory, updateAdminCategory } from "~/.server/admin/categories";
import { blockPhone, unblockPhone } from "~/.server/desk/blocklist";
import { changeRole, inviteStaff, redeemLink, passwordResetLink, setActive, StaffError } from "~/.server/admin/staff";
import { type AuditActor } from "~/.server/audit";
import { sweepAudit } from "~/.server/audit-retention";
import { getSessionUser } from "~/.server/auth";
import { createOrder } from "~/.server/orders/place";
import { createProduct } from "../factories";
import { adminRequest, createUser, PASSWORD, run, signInCookie } from "../helpers/admin";
import { setupTestDb } from "../helpers/db";
import { actionArgs } from "../helpers/route-args";
import { runRoute } from "../helpers/route-table";

const getHandle = setupTestDb();

type Entry = { kind: string; summary: string; actor_email: string | null; changes: [string, string, string][] | null };
async function entries(): Promise<Entry[]> {
  return (await getHandle().db.execute<Entry>(sql`select kind, summary, actor_email, changes from audit_log order by id`)).rows;
}

describe("staff accounts and the audit log", () => {
  let ownerId: string;
  let owner: AuditActor;
  let ownerCookie: string;

  beforeAll(async () => {
    ownerId = await createUser("owner@example.com");
    owner = { userId: ownerId, email: "owner@example.com", clientIp: "203.0.113.9" };
    ownerCookie = await signInCookie("owner@example.com");
  });

  it("invites with a one-time link that sets name and password and gives the role, once", async () => {
    const before = (await entries()).length;
    const token = await inviteStaff("Caller@Example.com", "desk", owner);
    expect(await redeemLink(token, "Rina Caller", "caller password", null)).toEqual({ email: "caller@example.com" });
    expect(await redeemLink(token, "Someone Else", "another password", null)).toBeNull();
    const cookie = await signInCookie("caller@example.com", "caller password");
    const staff = (await getSessionUser(adminRequest("/admin", { cookie })))?.staff;
    expect(staff).toMatchObject({ role: "desk", name: "Rina Caller" });
    expect((await entries()).slice(before).map((e) => e.summary)).toEqual(["Invited caller@example.com as Order desk", "caller@example.com accepted the invite"]);
  });

  it("refuses an expired link", async () => {
    const token = await inviteStaff("late@example.com", "packer", owner);
    await getHandle().db.execute(sql`update staff_links set expires_at = now() - interval '1 second'`);
    expect(await redeemLink(token, "Late", "late password", null)).toBeNull();
  });

  it("ends every session of a deactivated person at once and refuses their sign-in until re-activated", async () => {
    const userId = await createUser("packer@example.com", { role: "packer" });
    const phone = await signInCookie("packer@example.com");
    const laptop = await signInCookie("packer@example.com");
    await setActive(userId, false, owner);
    for (const cookie of [phone, laptop]) expect(await getSessionUser(adminRequest("/admin", { cookie }))).toBeNull();
    await expect(signInCookie("packer@example.com")).rejects.toThrow(/403|deactivated/i);
    await setActive(userId, true, owner);
    const cookie = await signInCookie("packer@example.com");
    expect((await getSessionUser(adminRequest("/admin", { cookie })))?.staff?.role).toBe("packer");
    expect((await entries()).map((e) => e.summary)).toEqual(expect.arrayContaining(["packer@example.com deactivated", "packer@example.com re-activated"]));
  });

  it("never lets the last active owner be demoted or deactivated, and writes no entry for the refusal", async () => {
    const before = await entries();
    await expect(changeRole(ownerId, "manager", owner)).rejects.toBeInstanceOf(StaffError);
    await expect(setActive(ownerId, false, owner)).rejects.toBeInstanceOf(StaffError);
    expect(await entries()).toEqual(before);
    const second = await createUser("second-owner@example.com");
    await changeRole(second, "manager", owner);
    expect((await entries()).at(-1)).toMatchObject({ kind: "staff", changes: [["Role", "Owner", "Manager"]] });
  });

  it("issues a password-reset link that sets a new password and ends the person's sessions", async () => {
    const userId = await createUser("forgetful@example.com", { role: "manager" });
    const old = await signInCookie("forgetful@example.com");
    const token = await passwordResetLink(userId, owner);
    await redeemLink(token, "", "a new password", null);
    expect(await getSessionUser(adminRequest("/admin", { cookie: old }))).toBeNull();
    await expect(signInCookie("forgetful@example.com", PASSWORD)).rejects.toThrow(/401/);
    await signInCookie("forgetful@example.com", "a new password");
  });

  it("records an order's status change with before → after in its own transaction, and nothing for a refused one", async () => {
    const product = await createProduct(getHandle().db, { stockQuantity: 5 });
    const { order } = await createOrder({
      customer_name: "Rahim Uddin",
      customer_phone: "01712345678",
      city: "Dhaka",
      delivery_location: "inside_dhaka",
      shipping_address: "House 1, Road 2, Dhanmondi",
      message: "",
      items: [{ product_id: product.id, quantity: 1 }],
    } as never);
    const post = (status: string) =>
      run(() => runRoute("routes/admin/order.ts", "action", actionArgs(adminRequest(`/admin/orders/${order.id}`, { cookie: ownerCookie, form: { status } }), { params: { orderId: order.id } })));
    const before = (await entries()).length;
    // Returned is refused before the order has shipped: no entry.
    await post("returned");
    expect((await entries()).length).toBe(before);
    await post("confirmed");
    const after = await entries();
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)).toMatchObject({ kind: "order", actor_email: "owner@example.com", changes: [["Status", "Pending", "Confirmed"]] });
  });

  it("records settings with the fields changed, secrets only as changed, and exports with their filter", async () => {
    const settings = await run(() =>
      runRoute(
        "routes/admin/settings.tsx",
        "action",
        actionArgs(adminRequest("/admin/settings", { cookie: ownerCookie, form: { intent: "settings", storeName: "Haat BD", supportPhone: "+8801700000000", freeShippingThreshold: "" } })),
      ),
    );
    expect(settings.thrown).toBe(false);
    await runRoute("routes/admin/settings.tsx", "action", actionArgs(adminRequest("/admin/settings", { cookie: ownerCookie, form: { intent: "steadfast-keys", apiKey: "key-123", secretKey: "secret-456" } })));
    const response = (await runRoute("routes/admin/orders-export.ts", "loader", actionArgs(adminRequest("/admin/orders.csv?status=pending", { cookie: ownerCookie })))) as Response;
    await response.text();
    const log = await entries();
    const storeName = log.find((e) => e.summary === "Shop settings changed");
    expect(storeName?.changes).toContainEqual(["Store name", "—", "Haat BD"]);
    const keys = log.find((e) => e.summary === "Steadfast keys saved");
    expect(keys?.changes).toEqual([["Steadfast keys", "changed", "changed"]]);
    expect(JSON.stringify(log)).not.toContain("secret-456");
    expect(log.find((e) => e.kind === "export")?.summary).toContain("?status=pending");
  });

  it("keeps entries for the retention setting (a year by default) and sweeps older ones", async () => {
    const db = getHandle().db;
    await db.execute(sql`insert into audit_log (at, kind, summary) values (now() - interval '366 days', 'order', 'old'), (now() - interval '364 days', 'order', 'recent')`);
    expect(await sweepAudit()).toBe(1);
    const left = (await entries()).map((e) => e.summary);
    expect(left).toContain("recent");
    expect(left).not.toContain("old");
  });

  it("records a category's creation, its edit with the fields before → after, its deletion, and nothing for a refused change", async () => {
    const before = (await entries()).length;
    const form = {
      name: "Spices",
      name_bn: "",
      slug: "audit-spices",
      description: "",
      description_bn: "",
    };
    const created = await createAdminCategory(form, owner);
    if (!created.ok) throw new Error("not created");
    expect((await createAdminCategory({ ...form, name: "Again" }, owner)).ok).toBe(false);
    await updateAdminCategory(created.id, { ...form, name: "Spices and herbs" }, owner);
    await updateAdminCategory(created.id, { ...form, name: "Spices and herbs" }, owner);
    await deleteAdminCategory(created.id, owner);
    expect((await entries()).slice(before)).toEqual([
      {
        kind: "catalogue",
        summary: "Category Spices created",
        actor_email: "owner@example.com",
        changes: null,
      },
      {
        kind: "catalogue",
        summary: "Category Spices edited",
        actor_email: "owner@example.com",
        changes: [["Name", "Spices", "Spices and herbs"]],
      },
      {
        kind: "catalogue",
        summary: "Category Spices and herbs deleted",
        actor_email: "owner@example.com",
        changes: null,
      },
    ]);
  });

  it("records a banner's creation, its edit with the fields before → after and its deletion", async () => {
    const before = (await entries()).length;
    const form = {
      title: "Eid sale",
      title_bn: "",
      subtitle: "",
      subtitle_bn: "",
      image_url: "/banner.jpg",
      link_url: "",
      button_text: "",
      button_text_bn: "",
      display_order: 0,
      is_active: true,
    };
    const id = await createAdminBanner(form, owner);
    await updateAdminBanner(id, { ...form, display_order: 2, is_active: false }, owner);
    await deleteAdminBanner(id, owner);
    expect((await entries()).slice(before)).toEqual([
      {
        kind: "catalogue",
        summary: "Banner Eid sale created",
        actor_email: "owner@example.com",
        changes: null,
      },
      {
        kind: "catalogue",
        summary: "Banner Eid sale edited",
        actor_email: "owner@example.com",
        changes: [
          ["Display order", "0", "2"],
          ["Active", "true", "false"],
        ],
      },
      {
        kind: "catalogue",
        summary: "Banner Eid sale deleted",
        actor_email: "owner@example.com",
        changes: null,
      },
    ]);
  });

  it("records blocking and unblocking a phone, and nothing for a refused block or an unblock of a phone not blocked", async () => {
    const before = (await entries()).length;
    await blockPhone("+880 1712-345678", "Fake orders", "owner@example.com", owner);
    await expect(blockPhone("12345", "Fake orders", "owner@example.com", owner)).rejects.toThrow();
    expect(await unblockPhone("01712345678", owner)).toBe(true);
    expect(await unblockPhone("01712345678", owner)).toBe(false);
    expect((await entries()).slice(before)).toEqual([
      {
        kind: "blocklist",
        summary: "Blocked 01712345678: Fake orders",
        actor_email: "owner@example.com",
        changes: null,
      },
      {
        kind: "blocklist",
        summary: "Unblocked 01712345678",
        actor_email: "owner@example.com",
        changes: null,
      },
    ]);
  });
});
