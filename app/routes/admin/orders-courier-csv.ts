import type { AdminHandle } from "~/lib/permissions";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { courierCsv } from "~/.server/paperwork/courier-csv";
import { readPaperworkOrders } from "~/.server/paperwork/orders";
import { isCourier, MAX_PAPERWORK_ORDERS, parsePaperworkIds } from "~/lib/paperwork";
import type { Route } from "./+types/orders-courier-csv";

export const handle: AdminHandle = { permission: "paperwork" };

function refuse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** GET /admin/orders/courier.csv?ids=<order ids>&courier=steadfast|pathao: the orders in the courier's bulk upload format, one row per order. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const courier = params.get("courier");
  if (!isCourier(courier)) return refuse(400, "Unknown courier: choose steadfast or pathao.");
  const ids = parsePaperworkIds(params);
  if (!ids) return refuse(400, `Choose between 1 and ${MAX_PAPERWORK_ORDERS} orders.`);
  const orders = await readPaperworkOrders(ids);
  if (orders.length === 0) return refuse(404, "Order not found");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(courierCsv(courier, orders), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${courier}-${day}.csv"`,
    },
  });
}
