import { Form } from "react-router";
import { staffEmails } from "~/.server/admin/staff";
import { listAudit } from "~/.server/audit";
import { formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableEmpty, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import type { AdminHandle } from "~/lib/permissions";
import { AUDIT_KINDS } from "~/lib/staff";
import type { Route } from "./+types/activity";

export const handle: AdminHandle = { permission: "activity" };

export const meta: Route.MetaFunction = () => adminMeta("Activity");

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// A date in the filter is a Bangladesh day (UTC+6, no daylight saving).
const dayStart = (day: string | null, plusDays = 0) => (day && DAY.test(day) ? new Date(Date.parse(`${day}T00:00:00+06:00`) + plusDays * 86_400_000) : undefined);

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = {
    actorEmail: params.get("person") || undefined,
    kind: params.get("kind") || undefined,
    from: dayStart(params.get("from")),
    to: dayStart(params.get("to"), 1),
  };
  const [entries, people] = await Promise.all([listAudit(filter), staffEmails()]);
  return { entries, people, query: { person: filter.actorEmail ?? "", kind: filter.kind ?? "", from: params.get("from") ?? "", to: params.get("to") ?? "" } };
}

const selectClass = "h-10 rounded-md border border-gray-300 bg-white px-3 text-sm";

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { entries, people, query } = loaderData;
  return (
    <>
      <PageHeader title="Activity" description="Every change made in the admin, newest first. Entries cannot be edited or deleted." />
      <Form method="get" role="search" className="mb-4 grid gap-3 sm:grid-cols-[1fr_10rem_10rem_10rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="activity-person">Person</Label>
          <select id="activity-person" name="person" defaultValue={query.person} className={selectClass}>
            <option value="">Everyone</option>
            {people.map((email) => (
              <option key={email}>{email}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-kind">Kind</Label>
          <select id="activity-kind" name="kind" defaultValue={query.kind} className={selectClass}>
            <option value="">All kinds</option>
            {AUDIT_KINDS.map((kind) => (
              <option key={kind}>{kind}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-from">From</Label>
          <Input id="activity-from" name="from" type="date" defaultValue={query.from} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="activity-to">To</Label>
          <Input id="activity-to" name="to" type="date" defaultValue={query.to} />
        </div>
        <Button type="submit" variant="outline">
          Filter
        </Button>
      </Form>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>When</TableHead>
              <TableHead>Who</TableHead>
              <TableHead>Kind</TableHead>
              <TableHead>What</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {entries.length === 0 ? (
              <TableEmpty colSpan={4}>No activity</TableEmpty>
            ) : (
              entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell className="whitespace-nowrap text-gray-600">{formatDateTime(entry.at)}</TableCell>
                  <TableCell>
                    {entry.actorEmail ?? "—"}
                    {entry.clientIp && <div className="text-xs text-gray-500">{entry.clientIp}</div>}
                  </TableCell>
                  <TableCell>{entry.kind}</TableCell>
                  <TableCell>
                    {entry.summary}
                    {entry.changes?.map(([field, before, after]) => (
                      <div key={field} className="text-sm text-gray-700">
                        {field} {before} → {after}
                      </div>
                    ))}
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
