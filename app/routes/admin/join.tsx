import { data, Form, redirect } from "react-router";
import { findLink, redeemLink } from "~/.server/admin/staff";
import { requestContext } from "~/.server/request-context";
import { adminMeta } from "~/components/admin/meta";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Route } from "./+types/join";

// A staff member's one-time link (an invite or a password reset): public, since its holder has no
// session yet; the token itself is the proof, and it works once.

export const meta: Route.MetaFunction = () => adminMeta("Set your password");

export async function loader({ params }: Route.LoaderArgs) {
  const link = await findLink(params.token);
  if (!link) throw data("This link was used already or has expired. Ask an owner for a new one.", { status: 404 });
  return { kind: link.kind, email: link.email, name: link.kind === "invite" ? "" : link.name };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const name = String(form.get("name") ?? "").trim();
  const password = String(form.get("password") ?? "");
  if (password.length < 8 || password.length > 128) return data({ message: "The password must be 8 to 128 characters." }, { status: 400 });
  const link = await findLink(params.token);
  if (!link) return data({ message: "This link was used already or has expired." }, { status: 404 });
  if (link.kind === "invite" && (!name || name.length > 100)) return data({ message: "Please enter your name." }, { status: 400 });
  const used = await redeemLink(params.token, name, password, context.get(requestContext).clientIp ?? null);
  if (!used) return data({ message: "This link was used already or has expired." }, { status: 404 });
  throw redirect("/admin/login");
}

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-gray-50 px-4">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold">{loaderData.kind === "invite" ? "Join the staff" : "Set a new password"}</h1>
        <p className="mt-1 text-sm text-gray-600">{loaderData.email}</p>
        <Form method="post" className="mt-6 grid gap-4">
          {loaderData.kind === "invite" && (
            <div className="grid gap-1.5">
              <Label htmlFor="join-name">Your name</Label>
              <Input id="join-name" name="name" required maxLength={100} autoComplete="name" />
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="join-password">Password</Label>
            <Input id="join-password" name="password" type="password" required minLength={8} maxLength={128} autoComplete="new-password" />
          </div>
          {actionData?.message && (
            <p role="alert" className="text-sm text-red-700">
              {actionData.message}
            </p>
          )}
          <Button type="submit">Save and go to sign-in</Button>
        </Form>
      </div>
    </main>
  );
}
