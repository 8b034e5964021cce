import { RefreshCw, Send, Upload } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionResult } from "./use-action-result";

/** One order's (or CSV row's) outcome, as POST /admin/courier answers it. */
type Row = { orderNumber: string; ok: boolean; message: string; line?: number };
type CourierAnswer = { ok: boolean; rows?: Row[] };

/** The shared fetcher of the orders page's courier actions, so one results list shows the last answer. */
const COURIER_FETCHER = "courier-actions";

/** "Send to Steadfast" for the selected orders (the bulk bar of the orders page). */
export function SendToSteadfast({ ids }: { ids: string[] }) {
  const fetcher = useFetcher<CourierAnswer>({ key: COURIER_FETCHER });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "steadfast-send";
  return (
    <fetcher.Form method="post" action="/admin/courier">
      <input type="hidden" name="intent" value="steadfast-send" />
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== "idle"}>
        <Send aria-hidden="true" />
        {busy ? "Sending..." : "Send to Steadfast"}
      </Button>
    </fetcher.Form>
  );
}

/** "Refresh courier status" and the consignment CSV import, with the last answer's per-order results. */
export function CourierTools() {
  const fetcher = useFetcher<CourierAnswer>({ key: COURIER_FETCHER });
  const formRef = useRef<HTMLFormElement>(null);
  useActionResult(fetcher, () => formRef.current?.reset());
  const intent = fetcher.formData?.get("intent");
  const rows = fetcher.state === "idle" ? (fetcher.data?.rows ?? []) : [];
  return (
    <div className="mb-4 grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form method="post" action="/admin/courier">
          <input type="hidden" name="intent" value="courier-refresh" />
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
            <RefreshCw aria-hidden="true" />
            {intent === "courier-refresh" ? "Checking..." : "Refresh courier status"}
          </Button>
        </fetcher.Form>
        <fetcher.Form
          ref={formRef}
          method="post"
          action="/admin/courier"
          encType="multipart/form-data"
          className="flex flex-wrap items-center gap-2 text-sm"
          aria-label="Import consignments"
        >
          <input type="hidden" name="intent" value="import-consignments" />
          <label htmlFor="consignments-file" className="text-gray-700">
            Consignments CSV
          </label>
          <input
            id="consignments-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="max-w-56 text-sm file:mr-2 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-2 file:py-1"
          />
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
            <Upload aria-hidden="true" />
            {intent === "import-consignments" ? "Importing..." : "Import"}
          </Button>
        </fetcher.Form>
      </div>
      <p className="text-xs text-gray-500">
        CSV columns: order number, courier, tracking id, tracking url (optional). A confirmed or processing order becomes shipped.
      </p>
      {rows.length > 0 ? (
        <ul aria-label="Courier results" className="grid max-h-60 gap-1 overflow-auto rounded-md border border-gray-200 p-2 text-sm">
          {rows.map((row, index) => (
            <li key={`${row.line ?? ""}-${row.orderNumber}-${index}`} className={row.ok ? "text-gray-800" : "text-red-700"}>
              <span className="font-mono">{row.line !== undefined ? `Line ${row.line}: ${row.orderNumber || "—"}` : row.orderNumber}</span>
              {` — ${row.message}`}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
