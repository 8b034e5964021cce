import { Eye, Search } from "lucide-react";
import { useState } from "react";
import { Form, useSubmit } from "react-router";
import { listAdminOrders, parseOrderListQuery } from "~/.server/admin/orders";
import { ADMIN_PAGE_SIZE } from "~/.server/admin/products";
import { settingsFor } from "~/.server/settings";
import { countOf, moreThanCountOf, formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { OrderDetailDialog } from "~/components/admin/order-detail-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { TablePagination } from "~/components/admin/table-pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatPrice } from "~/lib/money";
import { ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/lib/order-status";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = () => adminMeta("Orders");

export async function loader({ request, context }: Route.LoaderArgs) {
  // Every zone, inactive ones too: their orders are still there to find.
  const { zones } = await settingsFor(context);
  const query = parseOrderListQuery(new URL(request.url).searchParams, zones.map((zone) => zone.key));
  const list = await listAdminOrders(query);
  return { ...list, query, pageSize: ADMIN_PAGE_SIZE, zones: zones.map(({ key, name }) => ({ key, name })) };
}

const selectClass =
  "h-10 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30";

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, page, query, pageSize, zones } = loaderData;
  const submit = useSubmit();
  const [viewing, setViewing] = useState<string | null>(null);

  return (
    <>
      <PageHeader title="Orders Management" description={capped ? moreThanCountOf(total, "orders") : countOf(total, "order", "orders")} />

      {/* Native selects: the filters are a plain GET form that also works before JavaScript loads. */}
      <Form
        method="get"
        role="search"
        aria-label="Filter orders"
        key={`${query.q}|${query.status}|${query.location}`}
        className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap"
        onChange={(event) => {
          if (event.target instanceof HTMLSelectElement) void submit(event.currentTarget);
        }}
      >
        <div className="relative sm:w-80">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
          <Input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder="Order #, customer name or phone"
            aria-label="Search by order number, customer name or phone"
            className="pl-9"
          />
        </div>
        <select name="status" defaultValue={query.status ?? ""} aria-label="Filter by status" className={selectClass}>
          <option value="">All Statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <select name="location" defaultValue={query.location ?? ""} aria-label="Filter by location" className={selectClass}>
          <option value="">All Locations</option>
          {zones.map((zone) => (
            <option key={zone.key} value={zone.key}>
              {zone.name}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Order #</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>City</TableHead>
              <TableHead>Location</TableHead>
              <TableHead>Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Date</TableHead>
              <TableHead className="text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={9} className="py-10 text-center text-gray-600">
                  No orders found
                </TableCell>
              </TableRow>
            ) : (
              rows.map((order) => (
                <TableRow key={order.id}>
                  <TableCell className="font-mono text-xs font-semibold whitespace-nowrap">
                    {/* Also opens the detail: on a phone the View column is off-screen to the right. */}
                    <button type="button" className="text-brand-700 hover:underline" onClick={() => setViewing(order.id)}>
                      {order.orderNumber}
                    </button>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{order.customerName}</TableCell>
                  <TableCell className="whitespace-nowrap">{order.customerPhone}</TableCell>
                  <TableCell>{order.city}</TableCell>
                  <TableCell className="whitespace-nowrap">{order.deliveryZoneName}</TableCell>
                  <TableCell className="tabular-nums whitespace-nowrap">{formatPrice(order.totalAmount)}</TableCell>
                  <TableCell>
                    <Badge className={ORDER_STATUS_BADGE_CLASSES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                  </TableCell>
                  <TableCell className="min-w-28 text-gray-600">{formatDateTime(order.createdAt)}</TableCell>
                  <TableCell className="text-right">
                    <Button variant="outline" size="sm" aria-label={`View order ${order.orderNumber}`} onClick={() => setViewing(order.id)}>
                      <Eye aria-hidden="true" />
                      View
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <TablePagination page={page} pageSize={pageSize} total={total} capped={capped} />
      <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
