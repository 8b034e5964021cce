import type { AdminHandle } from "~/lib/permissions";
import { parseOrderListQuery } from "~/.server/admin/orders";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { orderCsvStream } from "~/.server/desk/export";
import { settingsFor } from "~/.server/settings";
import { auditActor, recordEvent } from "~/.server/audit";
import type { Route } from "./+types/orders-export";

export const handle: AdminHandle = { permission: "orders.export" };

/** GET /admin/orders.csv?<the list's filters>: the filtered orders as CSV, one row per order line, streamed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { zones } = await settingsFor(context);
  const query = parseOrderListQuery(new URL(request.url).searchParams, zones.map((zone) => zone.key));
  const day = new Date().toISOString().slice(0, 10);
  const filter = new URL(request.url).search || "all orders";
  await recordEvent(auditActor(context), { kind: "export", summary: `Orders exported as CSV (filter: ${filter})` });
  return new Response(orderCsvStream(query), {
    headers: {
      ...ADMIN_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="orders-${day}.csv"`,
    },
  });
}
