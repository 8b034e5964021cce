import type { AdminHandle } from "~/lib/permissions";
import { data } from "react-router";
import { ADMIN_HEADERS } from "~/.server/admin/headers";
import { answerFailures } from "~/.server/admin/forms";
import { type CourierRowResult, importConsignments, refreshCourierStatuses, sendToSteadfast } from "~/.server/courier/consignments";
import { OrderError } from "~/.server/orders/errors";
import { adminContext } from "~/.server/request-context";
import type { Route } from "./+types/courier";

export const handle: AdminHandle = { permission: "courier" };

// The orders page's courier actions, as a resource route (POST only): "Send to Steadfast" for the
// selected orders, "Refresh courier status" and the consignment CSV import. Each answers a summary for
// the toast and one result per order (or per CSV row), which the page lists.
const headers = ADMIN_HEADERS;

/** What every courier action answers. */
export type CourierActionResult =
  | { ok: true; toast: string; rows: (CourierRowResult & { line?: number })[] }
  | { ok: false; title: string; message: string; rows: (CourierRowResult & { line?: number })[] };

function answer(title: string, rows: (CourierRowResult & { line?: number })[], done: string) {
  const failed = rows.filter((row) => !row.ok).length;
  const summary = `${done}: ${rows.length - failed} of ${rows.length}`;
  if (failed === 0) return data<CourierActionResult>({ ok: true, toast: summary, rows }, { headers });
  const notChanged = `${failed === 1 ? "1 was" : `${failed} were`} not changed: see the list.`;
  // Nothing applied: the action failed. Some applied: the summary is the title, the rest the reason.
  if (failed === rows.length) return data<CourierActionResult>({ ok: false, title, message: notChanged, rows }, { status: 409, headers });
  return data<CourierActionResult>({ ok: false, title: summary, message: notChanged, rows }, { headers });
}

function refusal(title: string, error: unknown) {
  if (error instanceof OrderError) return data<CourierActionResult>({ ok: false, title, message: error.message, rows: [] }, { status: error.status, headers });
  throw error;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  const intent = form.get("intent");
  return answerFailures("save", "courier", async () => {
    if (intent === "steadfast-send") {
      try {
        return answer("Send Failed", await sendToSteadfast(form.getAll("ids").map(String), admin.email), "Sent to Steadfast");
      } catch (error) {
        return refusal("Send Failed", error);
      }
    }
    if (intent === "courier-refresh") {
      try {
        const rows = await refreshCourierStatuses(admin.email);
        if (rows.length === 0) return data<CourierActionResult>({ ok: true, toast: "No shipped Steadfast parcels to check", rows }, { headers });
        return answer("Refresh Failed", rows, "Checked with Steadfast");
      } catch (error) {
        return refusal("Refresh Failed", error);
      }
    }
    if (intent === "import-consignments") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return data<CourierActionResult>({ ok: false, title: "Import Failed", message: "Please choose a CSV file", rows: [] }, { status: 400, headers });
      }
      try {
        return answer("Import Failed", await importConsignments(await file.text(), admin.email), "Imported");
      } catch (error) {
        return refusal("Import Failed", error);
      }
    }
    return data<CourierActionResult>({ ok: false, title: "Update Failed", message: "Unknown action", rows: [] }, { status: 400, headers });
  });
}
