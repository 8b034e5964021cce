import { data, useFetcher } from "react-router";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { changeRole, inviteStaff, listStaff, passwordResetLink, setActive, setRequireTwoFactor, StaffError } from "~/.server/admin/staff";
import { auditActor } from "~/.server/audit";
import { twoFactorRequired } from "~/.server/auth";
import { env } from "~/.server/env";
import { formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { type AdminHandle, isRole, ROLE_LABELS, ROLES } from "~/lib/permissions";
import { LINK_HOURS } from "~/lib/staff";
import type { Route } from "./+types/staff";

export const handle: AdminHandle = { permission: "staff" };

export const meta: Route.MetaFunction = () => adminMeta("Staff");

export async function loader() {
  const [staff, requireTwoFactor] = await Promise.all([listStaff(), twoFactorRequired()]);
  return { staff, requireTwoFactor };
}

const linkOf = (request: Request, token: string) => `${env().PUBLIC_URL ?? new URL(request.url).origin}/admin/join/${token}`;

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const userId = String(form.get("userId") ?? "");
  const role = form.get("role");
  const actor = auditActor(context);
  return answerFailures("save", "staff", async () => {
    try {
      if (intent === "invite") {
        const email = String(form.get("email") ?? "").trim();
        if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 320) return refused(400, "Invite Failed", "Please enter an email address");
        if (!isRole(role)) return refused(400, "Invite Failed", "Please choose a role");
        const token = await inviteStaff(email, role, actor);
        return data({
          ok: true as const,
          toast: "Invite created",
          link: linkOf(request, token),
        });
      }
      if (intent === "role") {
        if (!isRole(role)) return refused(400, "Update Failed", "Please choose a role");
        await changeRole(userId, role, actor);
        return succeeded("Role changed");
      }
      if (intent === "deactivate" || intent === "reactivate") {
        await setActive(userId, intent === "reactivate", actor);
        return succeeded(intent === "reactivate" ? "Re-activated" : "Deactivated; every session ended");
      }
      if (intent === "require-two-factor") {
        const required = form.get("required") === "on";
        await setRequireTwoFactor(required, actor);
        return succeeded(required ? "Two-factor sign-in required for all staff" : "Two-factor sign-in optional");
      }
      if (intent === "reset") {
        const token = await passwordResetLink(userId, actor);
        return data({
          ok: true as const,
          toast: "Password-reset link created",
          link: linkOf(request, token),
        });
      }
      return refused(400, "Update Failed", "Unknown action");
    } catch (error) {
      if (error instanceof StaffError) return refused(409, "Not Changed", error.message);
      throw error;
    }
  });
}

function LinkToSend({ answer }: { answer: unknown }) {
  const link = answer && typeof answer === "object" && "link" in answer ? String(answer.link) : null;
  if (!link) return null;
  return (
    <div className="mt-3 grid gap-1.5">
      <Label htmlFor="staff-link">One-time link to send (valid {LINK_HOURS} hours)</Label>
      <Input id="staff-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
    </div>
  );
}

function RequireTwoFactor({ required }: { required: boolean }) {
  const fetcher = useFetcher<typeof action>();
  useActionResult(fetcher);
  return (
    <fetcher.Form method="post" className="mb-6 flex items-start gap-3 rounded-lg border border-gray-200 p-4">
      <input type="hidden" name="intent" value="require-two-factor" />
      <input
        id="require-two-factor"
        name="required"
        type="checkbox"
        defaultChecked={required}
        onChange={(event) => void fetcher.submit(event.currentTarget.form)}
        className="mt-1 size-4"
      />
      <div>
        <Label htmlFor="require-two-factor">Require two-factor sign-in for all staff</Label>
        <p className="text-sm text-gray-600">
          Whoever has not set it up is sent to My account to set it up right after signing in, and can do nothing else until then.
        </p>
      </div>
    </fetcher.Form>
  );
}

export default function Staff({ loaderData }: Route.ComponentProps) {
  const invite = useFetcher<typeof action>();
  useActionResult(invite);
  return (
    <>
      <PageHeader title="Staff" description="Who may use the admin, and with which role." />
      <RequireTwoFactor required={loaderData.requireTwoFactor} />
      <invite.Form method="post" className="mb-6 rounded-lg border border-gray-200 p-4">
        <input type="hidden" name="intent" value="invite" />
        <div className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="invite-email">Email</Label>
            <Input id="invite-email" name="email" type="email" required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <select id="invite-role" name="role" defaultValue="desk" className="h-10 rounded-md border border-gray-300 bg-white px-3 text-sm">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={invite.state !== "idle"}>
            Invite
          </Button>
        </div>
        <LinkToSend answer={invite.data} />
      </invite.Form>
      <div className="rounded-lg border border-gray-200">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Person</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Last active</TableHead>
              <TableHead align="right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loaderData.staff.map((member) => (
              <StaffRow key={member.id} member={member} />
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}

function StaffRow({ member }: { member: Route.ComponentProps["loaderData"]["staff"][number] }) {
  const fetcher = useFetcher<typeof action>();
  useActionResult(fetcher);
  const status = !member.role ? "Invited" : member.banned ? "Deactivated" : "Active";
  return (
    <TableRow>
      <TableCell>
        <div className="font-medium">{member.name}</div>
        <div className="text-sm text-gray-600">{member.email}</div>
        <LinkToSend answer={fetcher.data} />
      </TableCell>
      <TableCell>
        {member.role && (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="role" />
            <input type="hidden" name="userId" value={member.id} />
            <select
              name="role"
              aria-label={`Role of ${member.email}`}
              defaultValue={member.role}
              onChange={(event) => void fetcher.submit(event.currentTarget.form)}
              className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </fetcher.Form>
        )}
      </TableCell>
      <TableCell>
        {status}
        {member.twoFactorEnabled ? " · two-factor on" : ""}
      </TableCell>
      <TableCell className="text-gray-600">{member.lastActive ? formatDateTime(member.lastActive) : "—"}</TableCell>
      <TableCell className="text-right">
        {member.role && (
          <div className="flex justify-end gap-2">
            <fetcher.Form method="post">
              <input type="hidden" name="userId" value={member.id} />
              <Button type="submit" name="intent" value="reset" variant="outline" size="sm" disabled={fetcher.state !== "idle"} aria-label={`Password-reset link for ${member.email}`}>
                Reset link
              </Button>
            </fetcher.Form>
            <fetcher.Form method="post">
              <input type="hidden" name="userId" value={member.id} />
              <Button
                type="submit"
                name="intent"
                value={member.banned ? "reactivate" : "deactivate"}
                variant="outline"
                size="sm"
                disabled={fetcher.state !== "idle"}
                aria-label={`${member.banned ? "Re-activate" : "Deactivate"} ${member.email}`}
              >
                {member.banned ? "Re-activate" : "Deactivate"}
              </Button>
            </fetcher.Form>
          </div>
        )}
      </TableCell>
    </TableRow>
  );
}
