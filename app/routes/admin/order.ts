import { type AdminHandle, can, PACKER_STATUSES, statusPermission } from "~/lib/permissions";
import { data } from "react-router";
import { getAdminOrder } from "~/.server/admin/orders";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { adminContext } from "~/.server/request-context";
import { auditActor } from "~/.server/audit";
import { describeError, logger } from "~/.server/logger";
import { OrderError } from "~/.server/orders/errors";
import { setOrderStatus } from "~/.server/orders/status";
import { addOrderNote } from "~/.server/desk/notes";
import { sendToSteadfast, setManualConsignment } from "~/.server/courier/consignments";
import { steadfastCredentialsState } from "~/.server/courier/credentials";
import { checkConsignment } from "~/lib/courier";
import { isOrderStatus } from "~/lib/order-status";
import type { Route } from "./+types/order";

export const handle: AdminHandle = { permission: "orders" };

// The order detail dialog's data (GET) and its status change (POST), as a resource route: outside the
// admin layout, so every answer sets the layout's headers itself (it carries customer data).
const headers = ADMIN_HEADERS;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { role } = context.get(adminContext);
  const [order, steadfast] = await Promise.all([getAdminOrder(params.orderId), steadfastCredentialsState()]);
  // Returned, not thrown: the dialog's fetcher shows "Order not found" instead of the page's error boundary.
  // A packer sees only the orders there are to pack.
  if (!order || (!can(role, "orders.history") && !PACKER_STATUSES.some((status) => status === order.status))) return data({ order: null }, { status: 404, headers });
  return data({ order: { ...order, steadfastReady: steadfast === "saved" } }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const needed = intent === "note" ? "orders.confirm" : intent === "consignment" || intent === "steadfast" ? "courier" : statusPermission(String(form.get("status") ?? ""));
  if (!can(admin.role, needed)) return data({ ok: false as const, title: "Not Allowed", message: "Your role may not do this." }, { status: 403, headers });
  if (intent === "note") {
    try {
      await addOrderNote(params.orderId, String(form.get("body") ?? ""), admin.email);
    } catch (error) {
      if (error instanceof OrderError) return data({ ok: false as const, title: "Note Failed", message: error.message }, { status: error.status, headers });
      throw error;
    }
    return data({ ok: true as const, toast: "Note added!" }, { headers });
  }
  if (intent === "consignment") {
    const checked = checkConsignment({
      courier: String(form.get("courier") ?? ""),
      trackingId: String(form.get("trackingId") ?? ""),
      trackingUrl: String(form.get("trackingUrl") ?? ""),
    });
    if (!checked.ok) return data({ ok: false as const, title: "Save Failed", message: checked.message }, { status: 400, headers });
    try {
      const { shipped } = await setManualConsignment(params.orderId, checked.consignment, admin.email);
      return data({ ok: true as const, toast: shipped ? "Saved! The order is shipped now." : "Saved!" }, { headers });
    } catch (error) {
      if (error instanceof OrderError) return data({ ok: false as const, title: "Save Failed", message: error.message }, { status: error.status, headers });
      throw error;
    }
  }
  if (intent === "steadfast") {
    try {
      const [result] = await sendToSteadfast([params.orderId], admin.email);
      if (!result) return data({ ok: false as const, title: "Send Failed", message: "Order not found" }, { status: 404, headers });
      if (!result.ok) return data({ ok: false as const, title: "Send Failed", message: result.message }, { status: 409, headers });
      return data({ ok: true as const, toast: result.message }, { headers });
    } catch (error) {
      if (error instanceof OrderError) return data({ ok: false as const, title: "Send Failed", message: error.message }, { status: error.status, headers });
      throw error;
    }
  }
  const status = form.get("status");
  if (!isOrderStatus(status)) {
    return data({ ok: false as const, title: "Invalid Selection", message: "Please select a status before updating." }, { status: 400, headers });
  }
  try {
    await setOrderStatus(params.orderId, status, admin.email, undefined, auditActor(context));
  } catch (error) {
    if (error instanceof OrderError) {
      return data({ ok: false as const, title: "Update Failed", message: error.message }, { status: error.status, headers });
    }
    // An unexpected failure still answers in the dialog, with the generic message.
    logger.error({ err: describeError(error), orderId: params.orderId }, "order status update failed");
    return data({ ok: false as const, title: "Update Failed", message: "Failed to update status" }, { status: 500, headers });
  }
  return data({ ok: true as const, status }, { headers });
}
