import { MAX_PAGE_LENGTH, renderPageHtml } from "~/.server/content/pages";
import { currentSettings } from "~/.server/settings";
import type { Route } from "./+types/page-preview";

export const handle = { permission: "pages" };

// Admin → Pages' preview: the Markdown as the storefront would show it, rendered by the same server
// code (so the admin's browser never loads a Markdown parser either). Sent, not saved.
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = form.get("body");
  const locale = form.get("locale") === "bn" ? "bn" : "en";
  if (typeof body !== "string") return Response.json({ error: "Nothing to preview" }, { status: 400 });
  if (body.length > MAX_PAGE_LENGTH) return Response.json({ error: "The page is too long" }, { status: 413 });
  return Response.json({ html: renderPageHtml(body, await currentSettings(), locale) });
}
