import { Link, useFetcher } from "react-router";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { isPageKey, listPagesForAdmin, MAX_PAGE_LENGTH, PAGE_TOKENS, resetPage, savePage } from "~/.server/content/pages";
import { formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { OwnerPageBody } from "~/components/shop/owner-page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/pages";

export const handle = { permission: "pages" };

export const meta: Route.MetaFunction = () => adminMeta("Pages");

const PATHS = { about: "/about", returns: "/returns", shipping: "/shipping", terms: "/terms", privacy: "/privacy" } as const;

export async function loader({ request }: Route.LoaderArgs) {
  const pages = await listPagesForAdmin();
  const asked = new URL(request.url).searchParams.get("page");
  const current = pages.find((page) => page.key === asked) ?? pages[0]!;
  return { pages: pages.map(({ key, title, customised }) => ({ key, title, customised })), current, tokens: PAGE_TOKENS };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const key = form.get("key");
  const intent = form.get("intent");
  if (!isPageKey(key)) return refused(404, "Save Failed", "Page not found");
  if (intent === "reset") {
    return answerFailures("save", "page", async () => {
      await resetPage(key);
      return succeeded("The default text is back");
    });
  }
  if (intent !== "save") return refused(400, "Save Failed", "Unknown action");
  const bodyEn = String(form.get("bodyEn") ?? "");
  const bodyBn = String(form.get("bodyBn") ?? "");
  if (!bodyEn.trim()) return refused(400, "Save Failed", "The English text is required", { bodyEn: "The English text is required" });
  if (bodyEn.length > MAX_PAGE_LENGTH) return refused(400, "Save Failed", "The English text is too long", { bodyEn: `At most ${MAX_PAGE_LENGTH} characters` });
  if (bodyBn.length > MAX_PAGE_LENGTH) return refused(400, "Save Failed", "The Bangla text is too long", { bodyBn: `At most ${MAX_PAGE_LENGTH} characters` });
  return answerFailures("save", "page", async () => {
    await savePage(key, bodyEn, bodyBn);
    return succeeded("Saved!");
  });
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { pages, current, tokens } = loaderData;
  return (
    <>
      <PageHeader
        title="Pages"
        description="The shop's information pages, in English and Bangla, written in Markdown (## Heading, **bold**, - list, [link](/contact)). HTML is shown as text."
      />
      <nav aria-label="Pages" className="mb-4 flex flex-wrap gap-2">
        {pages.map((page) => (
          <Link
            key={page.key}
            to={`/admin/pages?page=${page.key}`}
            aria-current={page.key === current.key ? "page" : undefined}
            className={cn("rounded-md border px-3 py-1.5 text-sm", page.key === current.key ? "border-gray-900 bg-gray-900 text-white" : "border-gray-200 hover:bg-gray-50")}
          >
            {page.title}
            {page.customised ? null : <span className="ml-1 text-xs opacity-70">(default)</span>}
          </Link>
        ))}
      </nav>
      <PageEditor key={current.key} page={current} tokens={tokens} />
    </>
  );
}

type EditedPage = Route.ComponentProps["loaderData"]["current"];

function PageEditor({ page, tokens }: { page: EditedPage; tokens: readonly string[] }) {
  const save = useFetcher();
  const errors = useActionResult(save);
  const reset = useFetcher();
  useActionResult(reset);
  return (
    <section aria-labelledby="page-editor-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="page-editor-heading" className="text-lg font-semibold">
          {page.title}
        </h2>
        {page.customised ? <Badge variant="secondary">Edited {page.updatedAt ? formatDateTime(page.updatedAt) : ""}</Badge> : <Badge variant="outline">Default text</Badge>}
        <a href={PATHS[page.key]} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
          Open {PATHS[page.key]}
        </a>
      </div>
      <p className="text-sm text-gray-600">
        Facts from Settings, written as a token, stay the same on every page: {tokens.map((token, i) => (
          <span key={token}>
            {i > 0 ? ", " : ""}
            <code className="rounded bg-gray-100 px-1">{`{${token}}`}</code>
          </span>
        ))}{" "}
        (the return period, the delivery zones as a table, the free-shipping rule, the store name, the phone).
      </p>
      <save.Form method="post" className="grid gap-4">
        <input type="hidden" name="key" value={page.key} />
        <div className="grid gap-4 lg:grid-cols-2">
          <MarkdownField name="bodyEn" label="English" locale="en" defaultValue={page.bodyEn} error={errors.bodyEn} />
          <MarkdownField name="bodyBn" label="বাংলা (Bangla)" locale="bn" defaultValue={page.bodyBn} error={errors.bodyBn} hint="Empty: the Bangla page shows the English text." />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save" disabled={save.state !== "idle"}>
            {save.state !== "idle" ? "Saving..." : "Save Page"}
          </Button>
        </div>
      </save.Form>
      {page.customised ? (
        <reset.Form method="post">
          <input type="hidden" name="key" value={page.key} />
          <Button type="submit" name="intent" value="reset" variant="outline" disabled={reset.state !== "idle"}>
            Restore the default text
          </Button>
        </reset.Form>
      ) : null}
    </section>
  );
}

function MarkdownField({ name, label, locale, defaultValue, error, hint }: { name: string; label: string; locale: "en" | "bn"; defaultValue: string; error?: string; hint?: string }) {
  const preview = useFetcher<{ html?: string; error?: string }>();
  const id = `page-${name}`;
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        name={name}
        rows={18}
        lang={locale}
        defaultValue={defaultValue}
        className="font-mono text-sm"
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={preview.state !== "idle"}
          onClick={(event) => {
            const field = event.currentTarget.form?.elements.namedItem(name);
            const body = field instanceof HTMLTextAreaElement ? field.value : defaultValue;
            void preview.submit({ body, locale }, { method: "post", action: "/admin/pages/preview" });
          }}
        >
          Preview {locale === "bn" ? "Bangla" : "English"}
        </Button>
      </div>
      {preview.data?.html !== undefined ? (
        <section aria-label={`${label} preview`} lang={locale} className="rounded-md border border-dashed border-gray-300 p-4">
          <OwnerPageBody html={preview.data.html} />
        </section>
      ) : null}
      {preview.data?.error ? <p className="text-sm text-red-600">{preview.data.error}</p> : null}
    </div>
  );
}
