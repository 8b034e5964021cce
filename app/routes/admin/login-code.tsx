import { data, Form, redirect } from "react-router";
import { recordEvent } from "~/.server/audit";
import { getAuth } from "~/.server/auth";
import { requestContext } from "~/.server/request-context";
import { adminMeta } from "~/components/admin/meta";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Route } from "./+types/login-code";

// The second step of a two-factor sign-in: the password was right (login.tsx), better-auth's
// twoFactor plugin holds the pending sign-in in its own short-lived cookie, and a code from the
// authenticator app (or one of the backup codes) finishes it.

export const meta: Route.MetaFunction = () => adminMeta("Two-factor sign-in");

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  if (!code || code.length > 32) return data({ message: "Enter the code from your authenticator app or a backup code." }, { status: 400 });
  const auth = await getAuth();
  const headers = request.headers;
  // Six digits: the app's code; anything else: a backup code (each works once).
  const response = /^\d{6}$/.test(code)
    ? await auth.api.verifyTOTP({ body: { code }, headers, asResponse: true })
    : await auth.api.verifyBackupCode({ body: { code }, headers, asResponse: true });
  const clientIp = context.get(requestContext).clientIp ?? null;
  if (!response.ok) {
    await recordEvent({ userId: null, email: null, clientIp }, { kind: "sign-in", summary: "Two-factor code refused" });
    return data({ message: "That code did not work. Try the current code, or sign in again." }, { status: 401 });
  }
  const body = (await response.json().catch(() => null)) as { user?: { id?: string; email?: string } } | null;
  await recordEvent({ userId: body?.user?.id ?? null, email: body?.user?.email ?? null, clientIp }, { kind: "sign-in", summary: "Signed in with a two-factor code" });
  const forwarded = new Headers();
  for (const cookie of response.headers.getSetCookie()) forwarded.append("Set-Cookie", cookie);
  throw redirect("/admin", { headers: forwarded });
}

export default function LoginCode({ actionData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold">Two-factor sign-in</h1>
        <p className="mt-1 text-sm text-gray-600">Enter the 6-digit code from your authenticator app, or one of your backup codes.</p>
        <Form method="post" className="mt-6 grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="login-code">Code</Label>
            <Input id="login-code" name="code" required autoComplete="one-time-code" inputMode="text" />
          </div>
          {actionData?.message && (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              {actionData.message}
            </p>
          )}
          <Button type="submit">Sign in</Button>
          <a href="/admin/login" className="text-center text-sm text-brand-700 underline">
            Start again
          </a>
        </Form>
      </div>
    </main>
  );
}
