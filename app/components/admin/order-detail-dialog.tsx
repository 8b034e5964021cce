import { Phone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/toast";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Separator } from "~/components/ui/separator";
import { Skeleton } from "~/components/ui/skeleton";
import { Textarea } from "~/components/ui/textarea";
import { CANCEL_REASON_LABELS, type CancelReason, MAX_NOTE_LENGTH, type OrderFlag, type PhoneHistory } from "~/lib/desk";
import { formatDate } from "~/lib/dates";
import { formatPrice, formatTaka, toPoisha } from "~/lib/money";
import { canChangeStatus, ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "~/lib/order-status";
import { CourierSection, type OrderCourier } from "./courier-section";
import { FlagList, HistoryLink } from "./desk-parts";
import { formatDateTime } from "./format";
import { OrderPaperworkLinks } from "./paperwork-links";
import { useActionResult } from "./use-action-result";

/** What GET /admin/orders/:id answers (amounts are decimal taka; dates arrive as strings or Dates). */
export type OrderDetail = OrderCourier & {
  id: string;
  orderNumber: string;
  createdAt: Date | string;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  shippingAddress: string;
  city: string;
  area: string | null;
  deliveryZoneName: string;
  subtotal: string;
  deliveryCharge: string;
  totalAmount: string;
  message: string | null;
  items: { id: number; productName: string; variantLabel?: string | null; sku?: string | null; quantity: number; price: string }[];
  history: { id: number; fromStatus: OrderStatus | null; toStatus: OrderStatus; changedBy: string | null; createdAt: Date | string }[];
  notes: { id: number; body: string; authorEmail: string; createdAt: Date | string }[];
  calls: { calledBy: string; createdAt: Date | string }[];
  cancellation: { reason: CancelReason; detail: string | null; cancelledBy: string } | null;
  phoneHistory: PhoneHistory;
  flags: OrderFlag[];
};

type StatusResult = { ok: true; status: OrderStatus } | { ok: false; title: string; message: string };

function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant="custom" className={ORDER_STATUS_BADGE_CLASSES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** Order detail (customer, delivery, items, totals and status), loaded from /admin/orders/:id when opened. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      {orderId !== null ? <OrderDetailContent key={orderId} orderId={orderId} /> : null}
    </Dialog>
  );
}

function OrderDetailContent({ orderId }: { orderId: string }) {
  const detail = useFetcher<{ order: OrderDetail | null }>();
  const { load } = detail;
  useEffect(() => {
    void load(`/admin/orders/${orderId}`);
  }, [load, orderId]);
  const order = detail.data?.order;

  return (
    <DialogContent size="lg">
      <DialogHeader>
        <DialogTitle>{order ? `Order ${order.orderNumber}` : "Order details"}</DialogTitle>
        <DialogDescription>{order ? `Placed on ${formatDate(order.createdAt)}` : "Loading the order..."}</DialogDescription>
      </DialogHeader>
      {order ? <OrderBody order={order} /> : <OrderSkeleton notFound={detail.data?.order === null} />}
    </DialogContent>
  );
}

function OrderSkeleton({ notFound }: { notFound: boolean }) {
  if (notFound) return <p className="text-sm text-red-700">Order not found</p>;
  return (
    <div className="grid gap-3" aria-hidden="true">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm text-gray-900">{children}</dd>
    </div>
  );
}

function OrderBody({ order }: { order: OrderDetail }) {
  const update = useFetcher<StatusResult>();
  const [selected, setSelected] = useState<OrderStatus | "">("");
  const handled = useRef<StatusResult | undefined>(undefined);
  const updating = update.state !== "idle";
  const dial = order.customerPhone.replace(/[^\d+]/g, "");

  // Each answer toasts once.
  useEffect(() => {
    const result = update.data;
    if (update.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success("Updated!");
    } else {
      toast.error(result.title, { description: result.message || "Failed to update status" });
    }
  }, [update.state, update.data]);

  function submitStatus() {
    if (!selected) {
      toast.error("Invalid Selection", { description: "Please select a status before updating." });
      return;
    }
    void update.submit({ status: selected }, { method: "post", action: `/admin/orders/${order.id}` });
  }

  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <Detail label="Order Number">
          <span className="font-mono">{order.orderNumber}</span>
        </Detail>
        <Detail label="Date">{formatDateTime(order.createdAt)}</Detail>
        <Detail label="District">{order.city}</Detail>
        <Detail label="Status">
          <StatusBadge status={order.status} />
        </Detail>
        <Detail label="Payment">Cash on Delivery</Detail>
        <Detail label="Delivery">{order.deliveryZoneName}</Detail>
      </dl>
      <OrderPaperworkLinks orderId={order.id} />

      {order.flags.length > 0 ? <FlagList flags={order.flags} /> : null}
      {order.cancellation ? (
        <p className="text-sm text-red-800">
          {`Cancelled by ${order.cancellation.cancelledBy}: ${CANCEL_REASON_LABELS[order.cancellation.reason]}${order.cancellation.detail ? ` (${order.cancellation.detail})` : ""}`}
        </p>
      ) : null}
      <Separator />
      <section aria-labelledby="order-customer" className="grid gap-3 sm:grid-cols-2">
        <div>
          <h3 id="order-customer" className="text-sm font-semibold">
            Customer
          </h3>
          <p className="mt-1 text-sm">{order.customerName}</p>
          <p className="text-sm text-gray-700">{order.customerPhone}</p>
          <HistoryLink phone={order.customerPhone} history={order.phoneHistory} />
        </div>
        <div>
          <h3 className="text-sm font-semibold">Shipping Address</h3>
          <p className="mt-1 text-sm whitespace-pre-line">{order.shippingAddress}</p>
          {order.area ? <p className="text-sm text-gray-700">Area / Thana: {order.area}</p> : null}
          <p className="text-sm text-gray-700">{order.city}</p>
        </div>
        {order.message ? (
          <div className="sm:col-span-2">
            <h3 className="text-sm font-semibold">Special Instructions</h3>
            <p className="mt-1 text-sm whitespace-pre-line">{order.message}</p>
          </div>
        ) : null}
      </section>

      <Separator />
      <section aria-labelledby="order-items">
        <h3 id="order-items" className="text-sm font-semibold">
          Items
        </h3>
        <ul className="mt-2 divide-y divide-gray-100 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-start justify-between gap-3 py-2">
              <span>
                {item.productName}
                {item.variantLabel ? <span className="block text-xs text-gray-700">{item.variantLabel}</span> : null}
                {item.sku ? <span className="block text-xs text-gray-500">SKU {item.sku}</span> : null}
                <span className="block text-xs text-gray-500">
                  {item.quantity} × {formatPrice(item.price)}
                </span>
              </span>
              <span className="tabular-nums">{formatTaka(toPoisha(item.price) * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid gap-1 border-t border-gray-200 pt-2 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatPrice(order.subtotal)}</dd>
          </div>
          <div className="flex justify-between">
            <dt>Delivery Charge</dt>
            <dd className="tabular-nums">{formatPrice(order.deliveryCharge)}</dd>
          </div>
          <div className="flex justify-between font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPrice(order.totalAmount)}</dd>
          </div>
        </dl>
      </section>

      <Separator />
      <section aria-labelledby="order-history">
        <h3 id="order-history" className="text-sm font-semibold">
          Status History
        </h3>
        <ol className="mt-2 grid gap-2 text-sm">
          {order.history.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-2">
              {event.fromStatus ? (
                <>
                  <StatusBadge status={event.fromStatus} />
                  <span aria-label="to">→</span>
                </>
              ) : (
                <span>Placed as</span>
              )}
              <StatusBadge status={event.toStatus} />
              <span className="text-gray-500">
                {formatDateTime(event.createdAt)}
                {event.changedBy ? ` · ${event.changedBy}` : ""}
              </span>
            </li>
          ))}
        </ol>
      </section>

      {order.calls.length > 0 ? (
        <p className="text-sm text-gray-700">
          {`No answer: ${order.calls.map((call) => `${formatDateTime(call.createdAt)} (${call.calledBy})`).join(", ")}`}
        </p>
      ) : null}

      <Separator />
      <CourierSection order={order} />

      <Separator />
      <OrderNotes orderId={order.id} notes={order.notes} />

      <Separator />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-1.5">
          <Label htmlFor="order-status">Change Status</Label>
          <Select value={selected} onValueChange={(value) => setSelected(value as OrderStatus)}>
            <SelectTrigger id="order-status">
              <SelectValue placeholder="Select a status" />
            </SelectTrigger>
            <SelectContent>
              {ORDER_STATUSES.map((status) => (
                <SelectItem key={status} value={status} disabled={!canChangeStatus(order.status, status)}>
                  {ORDER_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button type="button" onClick={submitStatus} disabled={updating}>
          {updating ? "Updating..." : "Update Status"}
        </Button>
        <ButtonSlot variant="outline">
          <a href={`tel:${dial}`}>
            <Phone aria-hidden="true" />
            Contact Customer
          </a>
        </ButtonSlot>
      </div>
    </div>
  );
}

/** Staff notes (newest first) and a form to add one; the dialog reloads the order once it is saved. */
function OrderNotes({ orderId, notes }: { orderId: string; notes: OrderDetail["notes"] }) {
  const add = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  useActionResult(add, () => formRef.current?.reset());
  return (
    <section aria-labelledby="order-notes">
      <h3 id="order-notes" className="text-sm font-semibold">
        Staff Notes
      </h3>
      {notes.length === 0 ? (
        <p className="mt-1 text-sm text-gray-500">No notes yet</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="text-xs text-gray-500">{`${note.authorEmail} · ${formatDateTime(note.createdAt)}`}</p>
            </li>
          ))}
        </ul>
      )}
      <add.Form ref={formRef} method="post" action={`/admin/orders/${orderId}`} className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
        <input type="hidden" name="intent" value="note" />
        <Textarea name="body" required rows={2} maxLength={MAX_NOTE_LENGTH} aria-label="New note" placeholder="Add a note for the team" className="flex-1" />
        <Button type="submit" variant="outline" disabled={add.state !== "idle"}>
          Add note
        </Button>
      </add.Form>
    </section>
  );
}
