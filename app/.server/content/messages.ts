import { and, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Locale } from "~/lib/i18n";
import type { ContactData } from "~/lib/schemas/contact";
import { getDb } from "../db";
import { contactMessages } from "../db/schema";

/** Stores a message sent with the contact form; returns its id. */
export async function saveContactMessage(data: ContactData, locale: Locale): Promise<number> {
  const db = await getDb();
  const [row] = await db.insert(contactMessages).values({ ...data, locale }).returning({ id: contactMessages.id });
  if (!row) throw new Error("contact message insert returned no row");
  return row.id;
}

export type InboxView = "inbox" | "archived";

// The inbox shows this many; an owner archives answered messages, so more is rarely needed.
const INBOX_LIMIT = 200;

/** The inbox (not archived) or the archive, newest first. */
export async function listContactMessages(view: InboxView = "inbox") {
  const db = await getDb();
  return db
    .select()
    .from(contactMessages)
    .where(view === "inbox" ? isNull(contactMessages.archivedAt) : isNotNull(contactMessages.archivedAt))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_LIMIT);
}

export type ContactMessage = Awaited<ReturnType<typeof listContactMessages>>[number];

/** Messages in the inbox not yet read: the sidebar's count. */
export async function countUnreadMessages(): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(isNull(contactMessages.archivedAt), isNull(contactMessages.readAt)));
  return row?.n ?? 0;
}

/** Marks a message read (or unread again); false when there is no such message. */
export async function markMessageRead(id: number, read: boolean): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(contactMessages)
    .set({ readAt: read ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Archives a message (read by then) or brings it back to the inbox; false when there is no such message. */
export async function archiveMessage(id: number, archived: boolean): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(contactMessages)
    .set(archived ? { archivedAt: new Date(), readAt: sql`coalesce(${contactMessages.readAt}, now())` } : { archivedAt: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
