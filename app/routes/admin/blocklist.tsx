import type { AdminHandle } from "~/lib/permissions";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { blockPhone, listBlockedPhones, unblockPhone } from "~/.server/desk/blocklist";
import { MAX_BLOCK_REASON } from "~/lib/desk";
import { OrderError } from "~/.server/orders/errors";
import { adminContext } from "~/.server/request-context";
import { countOf, formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { auditActor } from "~/.server/audit";
import type { Route } from "./+types/blocklist";

export const handle: AdminHandle = { permission: "blocklist" };

export const meta: Route.MetaFunction = () => adminMeta("Blocklist");

export async function loader() {
  return { blocked: await listBlockedPhones() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await request.formData();
  const intent = form.get("intent");
  const phone = String(form.get("phone") ?? "");
  return answerFailures("save", "blocklist", async () => {
    if (intent === "block") {
      try {
        await blockPhone(phone, String(form.get("reason") ?? ""), admin.email, auditActor(context));
      } catch (error) {
        if (error instanceof OrderError) return refused(error.status, "Block Failed", error.message);
        throw error;
      }
      return succeeded("Blocked!");
    }
    if (intent === "unblock") {
      if (!(await unblockPhone(phone, auditActor(context)))) return refused(404, "Unblock Failed", "This phone is not blocked");
      return succeeded("Unblocked!");
    }
    return refused(400, "Update Failed", "Unknown action");
  });
}

export default function Blocklist({ loaderData }: Route.ComponentProps) {
  const { blocked } = loaderData;
  const add = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  useActionResult(add, () => formRef.current?.reset());

  return (
    <>
      <PageHeader
        title="Blocklist"
        description="Phones that cannot place orders. Checkout from them is refused with a neutral message asking them to call the shop."
      />
      <add.Form ref={formRef} method="post" className="mb-6 grid gap-3 rounded-lg border border-gray-200 p-4 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="block" />
        <div className="grid gap-1.5">
          <Label htmlFor="block-phone">Phone</Label>
          <Input id="block-phone" name="phone" required inputMode="tel" placeholder="01XXXXXXXXX" />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="block-reason">Reason</Label>
          <Input id="block-reason" name="reason" required maxLength={MAX_BLOCK_REASON} placeholder="e.g. Refused three parcels" />
        </div>
        <Button type="submit" disabled={add.state !== "idle"}>
          Block phone
        </Button>
      </add.Form>

      <p className="mb-2 text-sm text-gray-600">{countOf(blocked.length, "blocked phone", "blocked phones")}</p>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Phone</TableHead>
              <TableHead>Reason</TableHead>
              <TableHead>Blocked by</TableHead>
              <TableHead>When</TableHead>
              <TableHead align="right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {blocked.length === 0 ? <TableEmpty colSpan={5}>No blocked phones</TableEmpty> : blocked.map((row) => <BlockedRow key={row.phone} row={row} />)}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

function BlockedRow({ row }: { row: Route.ComponentProps["loaderData"]["blocked"][number] }) {
  const unblock = useFetcher();
  useActionResult(unblock);
  return (
    <TableRow>
      <TableCell className="font-mono whitespace-nowrap">{row.phone}</TableCell>
      <TableCell className="min-w-48">{row.reason}</TableCell>
      <TableCell className="whitespace-nowrap">{row.blockedBy}</TableCell>
      <TableCell className="min-w-28 text-gray-600">{formatDateTime(row.createdAt)}</TableCell>
      <TableCell className="text-right">
        <unblock.Form method="post">
          <input type="hidden" name="intent" value="unblock" />
          <input type="hidden" name="phone" value={row.phone} />
          <Button type="submit" variant="outline" size="sm" disabled={unblock.state !== "idle"} aria-label={`Unblock ${row.phone}`}>
            Unblock
          </Button>
        </unblock.Form>
      </TableCell>
    </TableRow>
  );
}
