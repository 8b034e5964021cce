import { Mail } from "lucide-react";
import { Link, useFetcher } from "react-router";
import { answerFailures, refused, succeeded } from "~/.server/admin/forms";
import { archiveMessage, type ContactMessage, listContactMessages, markMessageRead } from "~/.server/content/messages";
import { countOf, formatDateTime } from "~/components/admin/format";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { useActionResult } from "~/components/admin/use-action-result";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import { parseId } from "~/lib/ids";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/messages";

export const handle = { permission: "messages" };

export const meta: Route.MetaFunction = () => adminMeta("Messages");

export async function loader({ request }: Route.LoaderArgs) {
  const view = new URL(request.url).searchParams.get("view") === "archived" ? "archived" : "inbox";
  return { view, messages: await listContactMessages(view) } as const;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const id = parseId(String(form.get("id") ?? ""));
  return answerFailures("save", "message", async () => {
    if (id === null) return refused(404, "Update Failed", "Message not found");
    let found: boolean;
    if (intent === "read" || intent === "unread") found = await markMessageRead(id, intent === "read");
    else if (intent === "archive" || intent === "unarchive") found = await archiveMessage(id, intent === "archive");
    else return refused(400, "Update Failed", "Unknown action");
    if (!found) return refused(404, "Update Failed", "Message not found");
    return succeeded(intent === "archive" ? "Archived" : intent === "unarchive" ? "Moved to the inbox" : "Updated!");
  });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { view, messages } = loaderData;
  const archived = view === "archived";
  return (
    <>
      <PageHeader title="Messages" description="What shoppers sent with the contact form, newest first. Answer by e-mail, then archive the message.">
        <nav aria-label="Message folders" className="flex gap-2">
          <Link to="/admin/messages" aria-current={archived ? undefined : "page"} className={cn("rounded-md px-3 py-1.5 text-sm", archived ? "text-gray-700 hover:bg-gray-100" : "bg-gray-900 text-white")}>
            Inbox
          </Link>
          <Link to="/admin/messages?view=archived" aria-current={archived ? "page" : undefined} className={cn("rounded-md px-3 py-1.5 text-sm", archived ? "bg-gray-900 text-white" : "text-gray-700 hover:bg-gray-100")}>
            Archived
          </Link>
        </nav>
      </PageHeader>
      <p className="mb-2 text-sm text-gray-600">{countOf(messages.length, "message", "messages")}</p>
      {messages.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 px-4 py-10 text-center text-gray-600">{archived ? "No archived messages" : "No messages"}</p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
    </>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const fetcher = useFetcher();
  useActionResult(fetcher);
  const unread = message.readAt === null;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const button = (intent: string, label: string) => (
    <Button type="submit" name="intent" value={intent} variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
      {label}
    </Button>
  );
  return (
    <li className={cn("rounded-lg border p-4", unread ? "border-brand-300 bg-brand-50/40" : "border-gray-200")} aria-label={`Message from ${message.name}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className={cn("text-base break-words", unread ? "font-bold" : "font-medium")}>
            {unread ? <Badge className="mr-2 align-middle">New</Badge> : null}
            {message.subject}
          </h2>
          <p className="mt-0.5 text-sm text-gray-600">
            {message.name} · <a href={reply} className="text-brand-700 underline">{message.email}</a> · {message.locale === "bn" ? "Bangla page" : "English page"}
          </p>
        </div>
        <time dateTime={new Date(message.createdAt).toISOString()} className="text-sm whitespace-nowrap text-gray-600">
          {formatDateTime(message.createdAt)}
        </time>
      </div>
      <p className="mt-3 break-words whitespace-pre-line text-gray-800">{message.message}</p>
      <fetcher.Form method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="id" value={message.id} />
        <ButtonSlot size="sm">
          <a href={reply}>
            <Mail aria-hidden="true" />
            Reply by e-mail
          </a>
        </ButtonSlot>
        {message.archivedAt ? null : unread ? button("read", "Mark read") : button("unread", "Mark unread")}
        {message.archivedAt ? button("unarchive", "Move to inbox") : button("archive", "Archive")}
      </fetcher.Form>
    </li>
  );
}
