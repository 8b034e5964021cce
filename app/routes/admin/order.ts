import { data } from "react-router";
import { getAdminOrder } from "~/.server/admin/orders";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { adminContext } from "~/.server/request-context";
import { describeError, logger } from "~/.server/logger";
import { OrderError } from "~/.server/orders/errors";
import { setOrderStatus } from "~/.server/orders/status";
import { addOrderNote } from "~/.server/desk/notes";
import { isOrderStatus } from "~/lib/order-status";
import type { Route } from "./+types/order";

// The order detail dialog's data (GET) and its status change (POST), as a resource route: outside the
// admin layout, so every answer sets the layout's headers itself (it carries customer data).
const headers = ADMIN_HEADERS;

export async function loader({ params }: Route.LoaderArgs) {
  const order = await getAdminOrder(params.orderId);
  // Returned, not thrown: the dialog's fetcher shows "Order not found" instead of the page's error boundary.
  if (!order) return data({ order: null }, { status: 404, headers });
  return data({ order }, { headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  if (form.get("intent") === "note") {
    try {
      await addOrderNote(params.orderId, String(form.get("body") ?? ""), admin.email);
    } catch (error) {
      if (error instanceof OrderError) return data({ ok: false as const, title: "Note Failed", message: error.message }, { status: error.status, headers });
      throw error;
    }
    return data({ ok: true as const, toast: "Note added!" }, { headers });
  }
  const status = form.get("status");
  if (!isOrderStatus(status)) {
    return data({ ok: false as const, title: "Invalid Selection", message: "Please select a status before updating." }, { status: 400, headers });
  }
  try {
    await setOrderStatus(params.orderId, status, admin.email);
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
