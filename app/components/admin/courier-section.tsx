import { ExternalLink, Send, Truck } from "lucide-react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { COURIER_SUGGESTIONS, courierStatusWords, MAX_COURIER_NAME, MAX_TRACKING_ID, MAX_TRACKING_URL, safeTrackingUrl } from "~/lib/courier";
import type { OrderStatus } from "~/lib/order-status";
import { formatDateTime } from "./format";
import { useActionResult } from "./use-action-result";

/** The courier facts of an order, as GET /admin/orders/:id answers them. */
export type OrderCourier = {
  id: string;
  status: OrderStatus;
  courier: string | null;
  courierConsignmentId: string | null;
  courierTrackingCode: string | null;
  courierTrackingUrl: string | null;
  courierStatus: string | null;
  courierCheckedAt: Date | string | null;
  steadfastReady: boolean;
};

/**
 * The order dialog's courier part: the parcel's courier and tracking once handed over, a form to enter
 * or correct them by hand (any courier), and "Send to Steadfast" for a confirmed order not yet handed
 * over when Steadfast's keys are saved.
 */
export function CourierSection({ order }: { order: OrderCourier }) {
  const save = useFetcher();
  const send = useFetcher();
  useActionResult(save);
  useActionResult(send);
  const link = order.courierTrackingUrl ? safeTrackingUrl(order.courierTrackingUrl) : null;
  const canSend = order.steadfastReady && order.status === "confirmed" && !order.courierTrackingCode;

  return (
    <section aria-labelledby="order-courier" className="grid gap-3">
      <h3 id="order-courier" className="flex items-center gap-2 text-sm font-semibold">
        <Truck aria-hidden="true" className="size-4" />
        Courier
      </h3>
      {order.courier && order.courierTrackingCode ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-gray-500 uppercase">Courier</dt>
            <dd>{order.courier}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-500 uppercase">Tracking ID</dt>
            <dd className="font-mono">
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                  {order.courierTrackingCode}
                  <ExternalLink aria-hidden="true" className="size-3" />
                </a>
              ) : (
                order.courierTrackingCode
              )}
            </dd>
          </div>
          {order.courierConsignmentId ? (
            <div>
              <dt className="text-xs text-gray-500 uppercase">Consignment</dt>
              <dd className="font-mono">{order.courierConsignmentId}</dd>
            </div>
          ) : null}
          {order.courierStatus ? (
            <div>
              <dt className="text-xs text-gray-500 uppercase">Courier says</dt>
              <dd>
                {courierStatusWords(order.courierStatus)}
                {order.courierCheckedAt ? <span className="block text-xs text-gray-500">{formatDateTime(order.courierCheckedAt)}</span> : null}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-sm text-gray-600">Not handed to a courier yet.</p>
      )}

      {canSend ? (
        <send.Form method="post" action={`/admin/orders/${order.id}`}>
          <input type="hidden" name="intent" value="steadfast" />
          <Button type="submit" size="sm" disabled={send.state !== "idle"}>
            <Send aria-hidden="true" />
            {send.state !== "idle" ? "Sending..." : "Send to Steadfast"}
          </Button>
        </send.Form>
      ) : null}

      <save.Form
        method="post"
        action={`/admin/orders/${order.id}`}
        className="grid gap-2 sm:grid-cols-[1fr_1fr_1.5fr_auto] sm:items-end"
        aria-label="Consignment by hand"
      >
        <input type="hidden" name="intent" value="consignment" />
        <div className="grid gap-1">
          <Label htmlFor="consignment-courier">Courier</Label>
          <Input
            id="consignment-courier"
            name="courier"
            list="courier-suggestions"
            required
            maxLength={MAX_COURIER_NAME}
            defaultValue={order.courier ?? ""}
            placeholder="Pathao"
          />
          <datalist id="courier-suggestions">
            {COURIER_SUGGESTIONS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="consignment-tracking">Tracking ID</Label>
          <Input id="consignment-tracking" name="trackingId" required maxLength={MAX_TRACKING_ID} defaultValue={order.courierTrackingCode ?? ""} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="consignment-url">Tracking URL (optional)</Label>
          <Input
            id="consignment-url"
            name="trackingUrl"
            type="url"
            maxLength={MAX_TRACKING_URL}
            defaultValue={order.courierTrackingUrl ?? ""}
            placeholder="https://"
          />
        </div>
        <Button type="submit" variant="outline" disabled={save.state !== "idle"}>
          {save.state !== "idle" ? "Saving..." : "Save consignment"}
        </Button>
      </save.Form>
      <p className="text-xs text-gray-500">Saving a consignment on a confirmed or processing order marks it shipped.</p>
    </section>
  );
}

/** Beside an order's status in a list: its courier and tracking id, and the courier's own words when they differ. */
export function CourierLine({ courier, trackingCode, courierStatus }: { courier: string | null; trackingCode: string | null; courierStatus: string | null }) {
  if (!courier || !trackingCode) return null;
  return (
    <span className="mt-1 block text-xs text-gray-600">
      {`${courier} ${trackingCode}`}
      {courierStatus ? <span className="block">{`${courier}: ${courierStatusWords(courierStatus)}`}</span> : null}
    </span>
  );
}
