import { useEffect } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { toast } from "~/components/toast";
import { getSessionUser } from "~/.server/auth";
import { recordEvent } from "~/.server/audit";
import { signInWithPassword } from "~/.server/sign-in";
import { requestContext } from "~/.server/request-context";
import { settingsFor } from "~/.server/settings";
import { adminMeta } from "~/components/admin/meta";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { LoginSchema } from "~/lib/schemas/auth";
import type { Route } from "./+types/login";

type FieldErrors = Partial<Record<"email" | "password", string>>;

export const meta: Route.MetaFunction = () => adminMeta("Admin Login");

export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = await getSessionUser(request);
  if (signedIn?.staff) throw redirect("/admin");
  return { storeName: (await settingsFor(context)).settings.storeName };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const parsed = LoginSchema.safeParse({ email: form.get("email") ?? undefined, password: form.get("password") ?? undefined });
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if ((key === "email" || key === "password") && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    return data({ fieldErrors, message: null }, { status: 400 });
  }
  const clientIp = context.get(requestContext).clientIp ?? null;
  const result = await signInWithPassword(request, clientIp ?? undefined, parsed.data);
  // Signing in is an event of its own: its entry is written after better-auth's answer.
  await recordEvent(
    { userId: null, email: parsed.data.email.trim().toLowerCase(), clientIp },
    { kind: "sign-in", summary: result.ok ? "Signed in" : `Sign-in failed (${result.status})` },
  );
  if (!result.ok) return data({ fieldErrors: {} as FieldErrors, message: result.message }, { status: result.status });
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(result.twoFactor ? "/admin/login/code" : "/admin", { headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const fieldErrors = actionData?.fieldErrors ?? {};

  // Keyed on the action result, so each failed attempt toasts once.
  useEffect(() => {
    if (actionData?.message) toast.error("Login Failed", { description: actionData.message });
  }, [actionData]);

  return (
    <main className="flex min-h-svh items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <p className="text-center text-2xl font-extrabold tracking-tight text-brand-700">{loaderData.storeName}</p>
        <h1 className="mt-2 text-center text-lg font-semibold">Admin Login</h1>
        <p className="mt-1 text-center text-sm text-gray-600">Sign in to manage the store.</p>
        <Form method="post" className="mt-6 grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="login-email">Email</Label>
            <Input
              id="login-email"
              name="email"
              type="email"
              autoComplete="username"
              required
              aria-invalid={fieldErrors.email ? true : undefined}
              aria-describedby={fieldErrors.email ? "login-email-error" : undefined}
            />
            {fieldErrors.email ? (
              <p id="login-email-error" className="text-sm text-red-600">
                {fieldErrors.email}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="login-password">Password</Label>
            <Input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              minLength={6}
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? "login-password-error" : undefined}
            />
            {fieldErrors.password ? (
              <p id="login-password-error" className="text-sm text-red-600">
                {fieldErrors.password}
              </p>
            ) : null}
          </div>
          {actionData?.message ? (
            <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
              Login Failed: {actionData.message}
            </p>
          ) : null}
          <Button type="submit" disabled={submitting}>
            {submitting ? "Signing in..." : "Sign In"}
          </Button>
        </Form>
      </div>
    </main>
  );
}
