import type { AdminHandle } from "~/lib/permissions";
import { Check, PhoneCall, PhoneOff, Truck, X } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Form, Link, useFetcher, useRevalidator, useSubmit } from "react-router";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { FLAGGED_SCAN_LIMIT, listDeskQueue, recordNoAnswer } from "~/.server/desk/queue";
import { blockPhoneOfOrder } from "~/.server/desk/blocklist";
import { addOrderNote } from "~/.server/desk/notes";
import { OrderError } from "~/.server/orders/errors";
import { setOrderStatus } from "~/.server/orders/status";
import { adminContext } from "~/.server/request-context";
import { auditActor } from "~/.server/audit";
import { FlagList, HistoryLink, timeSince } from "~/components/admin/desk-parts";
import { countOf, formatDateTime, formatTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { OrderDetailDialog } from "~/components/admin/order-detail-dialog";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { attemptsLine, CANCEL_REASON_LABELS, CANCEL_REASONS, type CancelReason, isCancelReason } from "~/lib/desk";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/desk";

export const handle: AdminHandle = { permission: "desk" };

export const meta: Route.MetaFunction = () => adminMeta("To confirm");

export async function loader({ request }: Route.LoaderArgs) {
  const flagged = new URL(request.url).searchParams.get("flagged") === "1";
  const { rows, pending, allPending, settings } = await listDeskQueue({ flagged });
  return {
    rows,
    pending,
    flagged,
    // The filter looked only at the oldest FLAGGED_SCAN_LIMIT pending orders: the page says so.
    flaggedAmong: flagged && allPending > FLAGGED_SCAN_LIMIT ? FLAGGED_SCAN_LIMIT : undefined,
    attemptsBeforeCancel: settings.callAttemptsBeforeCancel,
    now: new Date(),
  };
}

/** The longest free-text cancel reason kept. */
const MAX_CANCEL_DETAIL = 300;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const orderId = String(form.get("orderId") ?? "");
  return answerFailures("save", "desk", async () => {
    try {
      if (intent === "confirm") {
        await setOrderStatus(orderId, "confirmed", admin.email, { expected: "pending" }, auditActor(context));
        return succeeded("Confirmed!");
      }
      if (intent === "no-answer") {
        const { attempts } = await recordNoAnswer(orderId, admin.email);
        return succeeded(`No answer recorded (${countOf(attempts, "attempt", "attempts")})`);
      }
      if (intent === "cancel") {
        const reason = form.get("reason");
        if (!isCancelReason(reason)) return refused(400, "Cancel Failed", "Please choose a reason");
        const detail = String(form.get("detail") ?? "").trim();
        if (reason === "other" && !detail) return refused(400, "Cancel Failed", "Please say why");
        if (detail.length > MAX_CANCEL_DETAIL) return refused(400, "Cancel Failed", `The reason can be at most ${MAX_CANCEL_DETAIL} characters`);
        await setOrderStatus(orderId, "cancelled", admin.email, { expected: "pending", reason, detail: detail || null }, auditActor(context));
        if (form.get("block") === "1") {
          await blockPhoneOfOrder(orderId, `${CANCEL_REASON_LABELS[reason]}${detail ? `: ${detail}` : ""}`, admin.email, auditActor(context));
          return succeeded("Cancelled and phone blocked!");
        }
        return succeeded("Cancelled!");
      }
      if (intent === "note") {
        await addOrderNote(orderId, String(form.get("body") ?? ""), admin.email);
        return succeeded("Note added!");
      }
      return refused(400, "Update Failed", "Unknown action");
    } catch (error) {
      if (error instanceof OrderError) return refused(error.status, "Update Failed", error.message);
      throw error;
    }
  });
}

const noSubscription = () => () => {};

/** How often the queue reloads while the tab is visible, so another staff member's actions show. */
const POLL_MS = 10_000;

/** Revalidates the page's loaders every POLL_MS while the tab is visible, and at once when it comes back. */
function usePolling() {
  const { revalidate, state } = useRevalidator();
  // False in the server's HTML, true once running in the browser.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === "visible" && state === "idle") void revalidate();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [revalidate, state]);
  return live;
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

export default function Desk({ loaderData }: Route.ComponentProps) {
  const { rows, pending, flagged, flaggedAmong, attemptsBeforeCancel, now } = loaderData;
  const submit = useSubmit();
  const [viewing, setViewing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Row | null>(null);
  // Orders acted on here: their answers are toasted from this page, since a confirmed or cancelled
  // row leaves the list (and unmounts) as the answer arrives.
  const [acted, setActed] = useState<ReadonlySet<string>>(new Set());
  const onAct = (id: string) => setActed((current) => (current.has(id) ? current : new Set(current).add(id)));
  const live = usePolling();

  return (
    <>
      {/* data-live: the page follows other staff's actions (set once polling runs in the browser). */}
      <div data-live={live ? "on" : "off"} hidden />
      <PageHeader
        title="To confirm"
        description={
          flaggedAmong
            ? `${countOf(pending, "flagged order", "flagged orders")} among the oldest ${countOf(flaggedAmong, "order", "orders")} waiting for a call, oldest first. Updates by itself.`
            : `${countOf(pending, "order", "orders")} ${flagged ? "flagged and " : ""}waiting for a call, oldest first. Updates by itself.`
        }
      >
        {/* Confirmed orders leave the desk; their invoices, labels and courier files are printed from the orders list. */}
        <ButtonSlot variant="outline" size="sm">
          <Link to="/admin/orders?status=confirmed">
            <Truck aria-hidden="true" />
            Confirmed orders to ship
          </Link>
        </ButtonSlot>
        <Form method="get" onChange={(event) => void submit(event.currentTarget)}>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="flagged" value="1" defaultChecked={flagged} className="size-4 accent-brand-700" />
            Flagged only
          </label>
          <noscript>
            <Button type="submit" variant="outline" size="sm">
              Apply
            </Button>
          </noscript>
        </Form>
      </PageHeader>

      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 py-10 text-center text-gray-600">
          {flagged ? "No flagged orders to confirm" : "No orders to confirm"}
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Orders to confirm">
          {rows.map((row) => (
            <DeskRow
              key={row.id}
              row={row}
              now={now}
              attemptsBeforeCancel={attemptsBeforeCancel}
              onView={() => setViewing(row.id)}
              onCancel={() => setCancelling(row)}
              onAct={() => onAct(row.id)}
            />
          ))}
        </ol>
      )}
      <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
      <CancelDialog row={cancelling} onClose={() => setCancelling(null)} onAct={onAct} />
      {[...acted].map((id) => (
        <AnswerToast key={id} fetcherKey={deskFetcherKey(id)} />
      ))}
    </>
  );
}

/** One fetcher per order, shared by its row, the cancel dialog and the toast that outlives the row. */
const deskFetcherKey = (orderId: string) => `desk-${orderId}`;

function AnswerToast({ fetcherKey }: { fetcherKey: string }) {
  useActionResult(useFetcher({ key: fetcherKey }));
  return null;
}

function DeskRow({
  row,
  now,
  attemptsBeforeCancel,
  onView,
  onCancel,
  onAct,
}: {
  row: Row;
  now: Date;
  attemptsBeforeCancel: number;
  onView: () => void;
  onCancel: () => void;
  onAct: () => void;
}) {
  const fetcher = useFetcher({ key: deskFetcherKey(row.id) });
  const busy = fetcher.state !== "idle";
  const flaggedRow = row.flags.length > 0;
  const act = (intent: string) => {
    onAct();
    void fetcher.submit({ intent, orderId: row.id }, { method: "post" });
  };

  return (
    <li
      aria-label={`Order ${row.orderNumber}`}
      className={`rounded-lg border bg-white p-4 ${flaggedRow ? "border-red-200" : "border-gray-200"} ${busy ? "opacity-60" : ""}`}
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <button type="button" onClick={onView} className="font-mono text-sm font-semibold text-brand-700 hover:underline">
              {row.orderNumber}
            </button>
            <span className="text-xs text-gray-500" title={formatDateTime(row.createdAt)}>
              {timeSince(row.createdAt, now)}
            </span>
            <span className="text-sm font-semibold tabular-nums">{formatPrice(row.totalAmount)}</span>
            <span className="text-xs text-gray-600">{countOf(row.itemCount, "item", "items")}</span>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium">{row.customerName}</span>
            <a href={`tel:${row.customerPhone}`} className="inline-flex items-center gap-1 font-mono text-brand-700 hover:underline">
              <PhoneCall aria-hidden="true" className="size-3.5" />
              {row.customerPhone}
            </a>
            <span className="text-gray-600">{row.city}</span>
          </div>
          <HistoryLink phone={row.customerPhone} history={row.history} />
          <FlagList flags={row.flags} />
          {row.attempts > 0 && row.lastAttemptAt ? (
            <p className="text-xs text-gray-700">
              {attemptsLine(row.attempts, formatTime(row.lastAttemptAt))}
              {row.suggestCancel ? (
                <span className="ml-2 font-semibold text-red-700">{`No answer ${attemptsBeforeCancel} times: consider cancelling`}</span>
              ) : null}
            </p>
          ) : null}
          {row.latestNote ? (
            <p className="text-xs text-gray-700">
              <span className="font-medium">Note:</span> {row.latestNote.body}
              <span className="text-gray-500">{` · ${row.latestNote.authorEmail}, ${formatDateTime(row.latestNote.createdAt)}`}</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
          <Button size="sm" disabled={busy} onClick={() => act("confirm")} aria-label={`Confirmed ${row.orderNumber}`}>
            <Check aria-hidden="true" />
            Confirmed
          </Button>
          <Button size="sm" variant="outline" disabled={busy} onClick={() => act("no-answer")} aria-label={`No answer ${row.orderNumber}`}>
            <PhoneOff aria-hidden="true" />
            No answer
          </Button>
          <Button size="sm" variant={row.suggestCancel ? "destructive" : "outline"} disabled={busy} onClick={onCancel} aria-label={`Cancel ${row.orderNumber}`}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </div>
      </div>
    </li>
  );
}

const selectClass =
  "h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 outline-none focus-visible:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500/30";

function CancelDialog({ row, onClose, onAct }: { row: Row | null; onClose: () => void; onAct: (id: string) => void }) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Keyed by the order: no reason carries over from the last order cancelled. */}
      {row ? <CancelForm key={row.id} row={row} onClose={onClose} onAct={onAct} /> : null}
    </Dialog>
  );
}

function CancelForm({ row, onClose, onAct }: { row: Row; onClose: () => void; onAct: (id: string) => void }) {
  // The row's own fetcher: the page's AnswerToast toasts its answer; the dialog closes on submit.
  const fetcher = useFetcher({ key: deskFetcherKey(row.id) });
  // Nothing preselected: a cancelled order's reason is what the caller heard, not a default.
  const [reason, setReason] = useState<CancelReason | "">("");
  const [asked, setAsked] = useState(false);
  return (
    <DialogContent size="sm">
      <DialogHeader>
        <DialogTitle>{`Cancel ${row.orderNumber}?`}</DialogTitle>
        <DialogDescription>The items go back to stock.</DialogDescription>
      </DialogHeader>
      <fetcher.Form
        method="post"
        className="grid gap-4"
        onSubmit={() => {
          onAct(row.id);
          onClose();
        }}
      >
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="orderId" value={row.id} />
        <div className="grid gap-1.5">
          <Label htmlFor="cancel-reason">Reason</Label>
          <select
            id="cancel-reason"
            name="reason"
            required
            value={reason}
            onChange={(e) => setReason(isCancelReason(e.target.value) ? e.target.value : "")}
            // The browser keeps the form from submitting; this says why beside the field.
            onInvalid={() => setAsked(true)}
            aria-invalid={asked && reason === "" ? true : undefined}
            aria-describedby={asked && reason === "" ? "cancel-reason-error" : undefined}
            className={selectClass}
          >
            <option value="" disabled>
              Choose a reason
            </option>
            {CANCEL_REASONS.map((r) => (
              <option key={r} value={r}>
                {CANCEL_REASON_LABELS[r]}
              </option>
            ))}
          </select>
          {asked && reason === "" ? (
            <p id="cancel-reason-error" className="text-sm text-red-600">
              Please choose a reason
            </p>
          ) : null}
        </div>
        {reason === "other" ? (
          <div className="grid gap-1.5">
            <Label htmlFor="cancel-detail">Why?</Label>
            <Textarea id="cancel-detail" name="detail" required maxLength={MAX_CANCEL_DETAIL} rows={2} />
          </div>
        ) : null}
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="block" value="1" defaultChecked={false} className="size-4 accent-brand-700" />
          {`Also block ${row.customerPhone}`}
        </label>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Keep order
          </Button>
          <Button type="submit" variant="destructive" disabled={fetcher.state !== "idle"}>
            Cancel order
          </Button>
        </DialogFooter>
      </fetcher.Form>
    </DialogContent>
  );
}
