import { data } from "react-router";
import { getAdminOrder } from "~/.server/admin/orders";
import { requireAdmin } from "~/.server/auth";
import { describeError, logger } from "~/.server/logger";
import { OrderError, setOrderStatus } from "~/.server/orders";
import { isOrderStatus } from "~/lib/order-status";
import type { Route } from "./+types/order";

// The order detail dialog's data (GET) and its status change (POST), as a resource route.

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const order = await getAdminOrder(params.orderId);
  // Returned, not thrown: the dialog's fetcher shows "Order not found" instead of the page's error boundary.
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const status = form.get("status");
  if (!isOrderStatus(status)) {
    return data({ ok: false as const, title: "Invalid Selection", message: "Please select a status before updating." }, { status: 400 });
  }
  try {
    await setOrderStatus(params.orderId, status, admin.email);
  } catch (error) {
    if (error instanceof OrderError) {
      return data({ ok: false as const, title: "Update Failed", message: error.message }, { status: error.status });
    }
    // Spec §8: an unexpected failure still answers in the dialog, with the generic message.
    logger.error({ err: describeError(error), orderId: params.orderId }, "order status update failed");
    return data({ ok: false as const, title: "Update Failed", message: "Failed to update status" }, { status: 500 });
  }
  return { ok: true as const, status };
}
