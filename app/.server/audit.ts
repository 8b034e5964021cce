import { and, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { AuditKind } from "~/lib/staff";
import { type Db, getDb, type Tx } from "./db";
import { auditLog } from "./db/schema";
import { adminContext, requestContext } from "./request-context";

/** Who made a change, as the audit log keeps it. */
export type AuditActor = { userId: string | null; email: string | null; clientIp: string | null };

/** One entry: its kind (a filter of Admin → Activity), a sentence, and for an edit the fields before → after. */
export type AuditEntry = { kind: AuditKind; summary: string; changes?: [string, string, string][] };

export { AUDIT_KINDS, type AuditKind } from "~/lib/staff";

/** What a secret's before → after reads as: never the value. */
export const SECRET_CHANGED = "changed";

/** The signed-in staff member of an admin request and the client address, for an entry. */
export function auditActor(context: Readonly<RouterContextProvider>): AuditActor {
  const staff = context.get(adminContext);
  return { userId: staff.userId, email: staff.email, clientIp: context.get(requestContext).clientIp ?? null };
}

/**
 * Writes one entry with `db`: pass the transaction of the change it records, so the entry and the
 * change are kept or lost together (a change that fails leaves no entry).
 */
export async function recordAudit(db: Db | Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    clientIp: actor.clientIp,
    kind: entry.kind,
    summary: entry.summary,
    changes: entry.changes?.length ? entry.changes : null,
  });
}

/** An event that changes nothing else (an export, a sign-in): its entry on its own. */
export async function recordEvent(actor: AuditActor, entry: AuditEntry): Promise<void> {
  await recordAudit(await getDb(), actor, entry);
}

/** Field → [before, after] pairs that differ, as the log shows them ("Store name", "Haat" → "Haat BD"). */
export function fieldChanges(labels: Record<string, string>, before: Record<string, unknown>, after: Record<string, unknown>): [string, string, string][] {
  const shown = (value: unknown) => (value === null || value === undefined || value === "" ? "—" : String(value));
  return Object.entries(labels)
    .filter(([key]) => key in after && shown(before[key]) !== shown(after[key]))
    .map(([key, label]) => [label, shown(before[key]), shown(after[key])]);
}

export type AuditFilter = { actorEmail?: string; kind?: string; from?: Date; to?: Date };
const PAGE = 100;

/** Entries newest first (a page of 100), filtered by person, kind and a date range [from, to). */
export async function listAudit(filter: AuditFilter, page = 1) {
  const db = await getDb();
  const where: (SQL | undefined)[] = [
    filter.actorEmail ? eq(auditLog.actorEmail, filter.actorEmail) : undefined,
    filter.kind ? eq(auditLog.kind, filter.kind) : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.to ? lt(auditLog.at, filter.to) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(PAGE)
    .offset((Math.max(1, page) - 1) * PAGE);
}
