import { type AdminHandle, can, PACKER_STATUSES, permissionsOf, statusPermission } from "~/lib/permissions";
import { Download, Eye, Search } from "lucide-react";
import { useState } from "react";
import { Form, useFetcher, useSubmit } from "react-router";
import { listAdminOrders, parseOrderListQuery } from "~/.server/admin/orders";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { bulkSetOrderStatus } from "~/.server/desk/bulk";
import { flagsForOrders } from "~/.server/desk/flags";
import { OrderError } from "~/.server/orders/errors";
import { adminContext } from "~/.server/request-context";
import { auditActor } from "~/.server/audit";
import { CourierTools, SendToSteadfast } from "~/components/admin/courier-actions";
import { FlagList } from "~/components/admin/desk-parts";
import { BulkPaperworkLinks } from "~/components/admin/paperwork-links";
import { useActionResult } from "~/components/admin/use-action-result";
import { ADMIN_PAGE_SIZE } from "~/.server/admin/products";
import { settingsFor } from "~/.server/settings";
import { countOf, moreThanCountOf, formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { OrderDetailDialog } from "~/components/admin/order-detail-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { TablePagination } from "~/components/admin/table-pagination";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import { Input } from "~/components/ui/input";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatPrice } from "~/lib/money";
import { isOrderStatus, ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/lib/order-status";
import { CourierLine } from "~/components/admin/courier-section";
import type { Route } from "./+types/orders";

export const handle: AdminHandle = { permission: "orders" };

export const meta: Route.MetaFunction = () => adminMeta("Orders");

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Every zone, inactive ones too: their orders are still there to find.
  const { zones } = await settingsFor(context);
  const { role } = context.get(adminContext);
  const query = parseOrderListQuery(params, zones.map((zone) => zone.key));
  // Without the whole history (a packer), only the orders there are to pack: Confirmed or Processing.
  if (!can(role, "orders.history") && !PACKER_STATUSES.some((status) => status === query.status)) query.status = "confirmed";
  const list = await listAdminOrders(query);
  const desk = await flagsForOrders(list.rows.map((row) => row.id));
  const rows = list.rows.map((row) => ({ ...row, flags: desk.get(row.id)?.flags ?? [] }));
  // The export takes the same filters (not the page).
  params.delete("page");
  return {
    ...list,
    rows,
    query,
    pageSize: ADMIN_PAGE_SIZE,
    may: permissionsOf(role),
    zones: zones.map(({ key, name }) => ({ key, name })),
    exportHref: `/admin/orders.csv${params.size ? `?${params}` : ""}`,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  if (form.get("intent") !== "bulk-status") return refused(400, "Update Failed", "Unknown action");
  const status = form.get("status");
  if (!isOrderStatus(status)) return refused(400, "Invalid Selection", "Please select a status before updating.");
  if (!can(admin.role, statusPermission(status))) return refused(403, "Update Failed", "Your role may not set this status.");
  const ids = form.getAll("ids").map(String);
  return answerFailures("save", "bulk status", async () => {
    try {
      const result = await bulkSetOrderStatus(ids, status, admin.email, auditActor(context));
      const updated = countOf(result.updated, "order updated", "orders updated");
      if (result.failed.length === 0) return succeeded(updated);
      const notes = result.failed.map((f) => `${f.orderNumber}: ${f.message}`).join("; ");
      return refused(409, updated, `${countOf(result.failed.length, "order was", "orders were")} not changed. ${notes}`);
    } catch (error) {
      if (error instanceof OrderError) return refused(error.status, "Update Failed", error.message);
      throw error;
    }
  });
}

const selectClass =
  "h-10 rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30";

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { rows, total, capped, page, query, pageSize, zones, exportHref, may } = loaderData;
  const submit = useSubmit();
  const [viewing, setViewing] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bulk = useFetcher();
  const [bulkStatus, setBulkStatus] = useState("");
  useActionResult(bulk, () => setSelected(new Set()));
  // Selection is of the rows on screen: rows that left the page (another page, a filter) drop out.
  const visible = rows.filter((row) => selected.has(row.id)).map((row) => row.id);
  const allSelected = rows.length > 0 && visible.length === rows.length;
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <PageHeader title="Orders Management" description={capped ? moreThanCountOf(total, "orders") : countOf(total, "order", "orders")}>
        {may.includes("orders.export") && (
          <ButtonSlot variant="outline">
            <a href={exportHref} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </ButtonSlot>
        )}
      </PageHeader>

      {/* Native selects: the filters are a plain GET form that also works before JavaScript loads. */}
      <Form
        method="get"
        role="search"
        aria-label="Filter orders"
        key={`${query.q}|${query.status}|${query.location}|${query.flagged}|${query.from}|${query.to}`}
        className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap"
        onChange={(event) => {
          const target = event.target;
          if (target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && target.type !== "search")) void submit(event.currentTarget);
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
        {/* Input is w-full; max-w-max keeps each date field at its own width. */}
        <div className="flex items-center gap-1.5 text-sm text-gray-700">
          <label htmlFor="orders-from">From</label>
          <Input id="orders-from" type="date" name="from" defaultValue={query.from ?? ""} className="max-w-max" />
          <label htmlFor="orders-to">To</label>
          <Input id="orders-to" type="date" name="to" defaultValue={query.to ?? ""} className="max-w-max" />
        </div>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="flagged" value="1" defaultChecked={query.flagged} className="size-4 accent-brand-700" />
          Flagged
        </label>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </Form>

      {visible.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 p-2 text-sm">
          <bulk.Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="bulk-status" />
            {visible.map((id) => (
              <input key={id} type="hidden" name="ids" value={id} />
            ))}
            <span className="font-medium">{`${countOf(visible.length, "order", "orders")} selected`}</span>
            <select name="status" value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value)} aria-label="New status for the selected orders" className={selectClass}>
              <option value="">Change status to…</option>
              {ORDER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <Button type="submit" size="sm" disabled={!bulkStatus || bulk.state !== "idle"}>
              {bulk.state !== "idle" ? "Updating..." : "Apply"}
            </Button>
          </bulk.Form>
          <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-brand-200 sm:block" />
          <BulkPaperworkLinks ids={visible} />
          <SendToSteadfast ids={visible} />
        </div>
      ) : null}
      <CourierTools />

      <div className="rounded-lg border border-gray-200">
        {/* Tighter than other tables, and the location and courier lines may wrap: the ten columns the
            spec names then fit beside the sidebar on a 1280 px laptop, Date and View included. */}
        <Table className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <input
                  type="checkbox"
                  aria-label="Select all orders on this page"
                  checked={allSelected}
                  onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((row) => row.id)) : new Set())}
                  className="size-4 accent-brand-700"
                />
              </TableHead>
              <TableHead>Order #</TableHead>
              <TableHead>Customer</TableHead>
              <TableHead>Phone</TableHead>
              <TableHead>District</TableHead>
              <TableHead>Location</TableHead>
              <TableHead>Total</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Date</TableHead>
              <TableHead align="right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 ? (
              <TableEmpty colSpan={10}>
                No orders found
              </TableEmpty>
            ) : (
              rows.map((order) => (
                <TableRow key={order.id} data-state={selected.has(order.id) ? "selected" : undefined}>
                  <TableCell>
                    <input
                      type="checkbox"
                      aria-label={`Select order ${order.orderNumber}`}
                      checked={selected.has(order.id)}
                      onChange={(e) => toggle(order.id, e.target.checked)}
                      className="size-4 accent-brand-700"
                    />
                  </TableCell>
                  <TableCell className="font-mono text-xs font-semibold whitespace-nowrap">
                    {/* Also opens the detail: on a phone the View column is off-screen to the right. */}
                    <button type="button" className="text-brand-700 hover:underline" onClick={() => setViewing(order.id)}>
                      {order.orderNumber}
                    </button>
                  </TableCell>
                  <TableCell className="min-w-32">
                    <span>{order.customerName}</span>
                    {order.flags.length > 0 ? (
                      <div className="mt-1">
                        <FlagList flags={order.flags} />
                      </div>
                    ) : null}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{order.customerPhone}</TableCell>
                  <TableCell>{order.city}</TableCell>
                  <TableCell>{order.deliveryZoneName}</TableCell>
                  <TableCell className="tabular-nums whitespace-nowrap">{formatPrice(order.totalAmount)}</TableCell>
                  <TableCell>
                    <Badge variant="custom" className={ORDER_STATUS_BADGE_CLASSES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</Badge>
                    <CourierLine courier={order.courier} trackingCode={order.courierTrackingCode} courierStatus={order.courierStatus} />
                  </TableCell>
                  <TableCell className="min-w-24 text-gray-600">{formatDateTime(order.createdAt)}</TableCell>
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
