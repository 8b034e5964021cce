import type { AdminHandle } from "~/lib/permissions";
import { renderToStaticMarkup } from "react-dom/server";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { code128Svg } from "~/.server/paperwork/barcode";
import { readPaperworkOrders } from "~/.server/paperwork/orders";
import { requestContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { PaperworkDocument } from "~/components/admin/paperwork-sheets";
import { isPrintLayout, MAX_PAPERWORK_ORDERS, parsePaperworkIds, printHref } from "~/lib/paperwork";
import type { Route } from "./+types/orders-print";

export const handle: AdminHandle = { permission: "paperwork" };

function refuse(status: number, message: string) {
  return new Response(message, {
    status,
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * GET /admin/orders/print?ids=<order ids>&layout=invoice|label: the orders' invoices (A4) or shipping
 * labels (4×6 in), one order per printed page, as a plain HTML document with its own print styles.
 * Rendered to static markup: the page needs no React in the browser, only the print button's script.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const layout = params.get("layout") ?? "invoice";
  if (!isPrintLayout(layout)) return refuse(400, "Unknown layout: choose invoice or label.");
  const ids = parsePaperworkIds(params);
  if (!ids) return refuse(400, `Choose between 1 and ${MAX_PAPERWORK_ORDERS} orders to print.`);
  const [orders, { settings }] = await Promise.all([readPaperworkOrders(ids), settingsFor(context)]);
  if (orders.length === 0) return refuse(404, "Order not found");
  const found = orders.map((order) => order.id);
  const html = renderToStaticMarkup(
    <PaperworkDocument
      layout={layout}
      orders={orders.map((order) => ({
        ...order,
        barcodeSvg: code128Svg(order.orderNumber),
      }))}
      shop={settings}
      otherLayoutHref={printHref(found, layout === "invoice" ? "label" : "invoice")}
      nonce={context.get(requestContext).cspNonce}
    />,
  );
  return new Response(`<!DOCTYPE html>${html}`, {
    headers: { ...ADMIN_HEADERS, "Content-Type": "text/html; charset=utf-8" },
  });
}
