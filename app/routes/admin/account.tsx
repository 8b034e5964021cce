import { data, useFetcher } from "react-router";
import { type AccountResult, changeOwnPassword, confirmTwoFactor, ownSessions, signOutOthers, startTwoFactor, turnOffTwoFactor } from "~/.server/admin/account";
import { auditActor } from "~/.server/audit";
import { twoFactorRequired } from "~/.server/auth";
import { adminContext } from "~/.server/request-context";
import { formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { type AdminHandle, ROLE_LABELS } from "~/lib/permissions";
import type { Route } from "./+types/account";

// Every role's own account; the guard lets a person who must still set up two-factor sign-in use
// only this page (and sign-out).
export const handle: AdminHandle = { permission: "panel" };

export const meta: Route.MetaFunction = () => adminMeta("My account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(adminContext);
  const [sessions, required] = await Promise.all([ownSessions(request.headers, staff.sessionId), twoFactorRequired()]);
  return {
    email: staff.email,
    name: staff.name,
    role: ROLE_LABELS[staff.role],
    twoFactorEnabled: staff.twoFactorEnabled,
    required,
    sessions,
  };
}

type Answer =
  | {
      ok: true;
      toast: string;
      key?: string;
      qr?: string;
      backupCodes?: string[];
    }
  | { ok: false; title: string; message: string };

function answer(result: AccountResult<object>, toast: string, title: string, extra: (result: never) => object = () => ({})) {
  if (!result.ok) return data<Answer>({ ok: false, title, message: result.message }, { status: 400 });
  return data<Answer>({ ok: true, toast, ...extra(result as never) }, { headers: result.cookies });
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const code = field("code").replace(/\s/g, "");
  const actor = auditActor(context);
  const headers = request.headers;
  switch (field("intent")) {
    case "password": {
      const next = field("newPassword");
      if (next.length < 6 || next.length > 128)
        return data<Answer>(
          {
            ok: false,
            title: "Not Changed",
            message: "The new password needs 6 to 128 characters.",
          },
          { status: 400 },
        );
      if (next !== field("confirmPassword"))
        return data<Answer>(
          {
            ok: false,
            title: "Not Changed",
            message: "The two new passwords differ.",
          },
          { status: 400 },
        );
      return answer(await changeOwnPassword(headers, actor, field("currentPassword"), next), "Password changed; other sessions signed out", "Not Changed");
    }
    case "2fa-start":
      return answer(
        await startTwoFactor(headers, field("password")),
        "Scan the code, then enter a code from the app",
        "Not Started",
        (r: { key: string; qr: string }) => ({ key: r.key, qr: r.qr }),
      );
    case "2fa-confirm":
      return answer(await confirmTwoFactor(headers, actor, code), "Two-factor sign-in is on", "Not Confirmed", (r: { backupCodes: string[] }) => ({
        backupCodes: r.backupCodes,
      }));
    case "2fa-off":
      return answer(await turnOffTwoFactor(headers, actor, code, field("password")), "Two-factor sign-in is off", "Not Turned Off");
    case "sign-out-others":
      return answer(await signOutOthers(headers, actor), "Signed out everywhere else", "Not Signed Out");
    default:
      return data<Answer>({ ok: false, title: "Not Changed", message: "Unknown action" }, { status: 400 });
  }
}

const section = "mb-6 rounded-lg border border-gray-200 p-4";

export default function Account({ loaderData }: Route.ComponentProps) {
  const { email, name, role, twoFactorEnabled, required, sessions } = loaderData;
  return (
    <>
      <PageHeader title="My account" description={`${name} · ${email} · ${role}`} />
      {required && !twoFactorEnabled && (
        <p role="alert" className="mb-6 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          The owner requires two-factor sign-in for all staff. Set it up below to use the rest of the admin.
        </p>
      )}
      <TwoFactor enabled={twoFactorEnabled} />
      <PasswordForm />
      <Sessions sessions={sessions} />
    </>
  );
}

function Field({ id, label, ...props }: { id: string; label: string } & React.ComponentProps<typeof Input>) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...props} />
    </div>
  );
}

function PasswordForm() {
  const fetcher = useFetcher<Answer>();
  useActionResult(fetcher);
  return (
    <section className={section} aria-labelledby="password-heading">
      <h2 id="password-heading" className="mb-3 font-semibold">
        Change password
      </h2>
      <fetcher.Form method="post" className="grid gap-3 sm:max-w-sm" key={fetcher.data?.ok ? "done" : "form"}>
        <input type="hidden" name="intent" value="password" />
        <Field id="current-password" label="Current password" name="currentPassword" type="password" autoComplete="current-password" required />
        <Field id="new-password" label="New password" name="newPassword" type="password" autoComplete="new-password" minLength={6} maxLength={128} required />
        <Field id="confirm-password" label="New password again" name="confirmPassword" type="password" autoComplete="new-password" required />
        <p className="text-sm text-gray-600">Every other device signed in as you is signed out.</p>
        <Button type="submit" disabled={fetcher.state !== "idle"} className="justify-self-start">
          Change password
        </Button>
      </fetcher.Form>
    </section>
  );
}

function TwoFactor({ enabled }: { enabled: boolean }) {
  const start = useFetcher<Answer>();
  const confirm = useFetcher<Answer>();
  const off = useFetcher<Answer>();
  useActionResult(start);
  useActionResult(confirm);
  useActionResult(off);
  const started = start.data?.ok ? start.data : null;
  const backupCodes = confirm.data?.ok ? confirm.data.backupCodes : undefined;
  return (
    <section className={section} aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading" className="mb-1 font-semibold">
        Two-factor sign-in
      </h2>
      <p className="mb-3 text-sm text-gray-600">
        {enabled ? "On: signing in asks for a code from your authenticator app." : "Off: signing in asks only for your password."}
      </p>
      {backupCodes && (
        <div className="mb-4 rounded-md bg-green-50 p-3">
          <p className="text-sm font-medium">Backup codes: each works once if you lose your phone. They are shown only now; write them down.</p>
          <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5">
            {backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
      )}
      {!enabled && !started && (
        <start.Form method="post" className="grid gap-3 sm:max-w-sm">
          <input type="hidden" name="intent" value="2fa-start" />
          <Field id="two-factor-password" label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" disabled={start.state !== "idle"} className="justify-self-start">
            Set up two-factor sign-in
          </Button>
        </start.Form>
      )}
      {!enabled && started && (
        <confirm.Form method="post" className="grid gap-3 sm:max-w-md">
          <input type="hidden" name="intent" value="2fa-confirm" />
          <p className="text-sm">Scan this code with an authenticator app, or type the key into it.</p>
          {/* Drawn on the server by bwip-js from better-auth's otpauth URI; no user text inside. */}
          <div className="w-48 bg-white" dangerouslySetInnerHTML={{ __html: started.qr ?? "" }} />
          <p className="text-sm">
            Key:{" "}
            <code className="font-mono break-all" aria-label="Key">
              {started.key}
            </code>
          </p>
          <Field id="two-factor-code" label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <Button type="submit" disabled={confirm.state !== "idle"} className="justify-self-start">
            Confirm
          </Button>
        </confirm.Form>
      )}
      {enabled && (
        <off.Form method="post" className="grid gap-3 sm:max-w-sm">
          <input type="hidden" name="intent" value="2fa-off" />
          <Field id="two-factor-off-code" label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" required />
          <Field id="two-factor-off-password" label="Password" name="password" type="password" autoComplete="current-password" required />
          <Button type="submit" variant="outline" disabled={off.state !== "idle"} className="justify-self-start">
            Turn off two-factor sign-in
          </Button>
        </off.Form>
      )}
    </section>
  );
}

function Sessions({ sessions }: { sessions: Route.ComponentProps["loaderData"]["sessions"] }) {
  const fetcher = useFetcher<Answer>();
  useActionResult(fetcher);
  return (
    <section className={section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="mb-3 font-semibold">
        Signed-in devices
      </h2>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Browser</TableHead>
            <TableHead>Address</TableHead>
            <TableHead>Last active</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id}>
              <TableCell>
                {s.browser}
                {s.current ? " (this device)" : ""}
              </TableCell>
              <TableCell>{s.address}</TableCell>
              <TableCell className="text-gray-600">{formatDateTime(s.lastActive)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <fetcher.Form method="post" className="mt-3">
        <Button type="submit" name="intent" value="sign-out-others" variant="outline" disabled={fetcher.state !== "idle" || sessions.length < 2}>
          Sign out everywhere else
        </Button>
      </fetcher.Form>
    </section>
  );
}
