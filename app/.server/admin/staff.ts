import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, gt, isNull, max, ne, sql } from "drizzle-orm";
import { ROLE_LABELS, type Role } from "~/lib/permissions";
import { LINK_HOURS } from "~/lib/staff";
import { type AuditActor, recordAudit } from "../audit";
import { getDb, type Tx } from "../db";
import { account, session, shopSettings, staffLinks, user } from "../db/schema";

// Staff accounts (Admin → Staff, owners only). Each change and its audit entry are one transaction.
// Deactivation is better-auth's admin plugin's ban (user.banned: the plugin refuses the person's
// sign-in), written here with the sessions' end and the entry in one transaction.

const CREDENTIAL_PROVIDER = "credential";

export class StaffError extends Error {}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Everyone with a role or a pending invite, with their last activity (their latest session). */
export async function listStaff() {
  const db = await getDb();
  const lastActive = db.select({ userId: session.userId, at: max(session.updatedAt).as("at") }).from(session).groupBy(session.userId).as("last_active");
  return db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, banned: user.banned, twoFactorEnabled: user.twoFactorEnabled, lastActive: lastActive.at })
    .from(user)
    .leftJoin(lastActive, eq(lastActive.userId, user.id))
    .where(sql`${user.role} is not null or exists (select 1 from ${staffLinks} where ${staffLinks.userId} = ${user.id} and ${staffLinks.kind} = 'invite' and ${staffLinks.usedAt} is null)`)
    .orderBy(asc(user.email));
}

async function newLink(tx: Tx, kind: "invite" | "reset", userId: string, role: Role | null, actor: AuditActor): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(staffLinks).values({ tokenHash: hashToken(token), kind, userId, role, createdBy: actor.email, expiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000) });
  return token;
}

/** Invites `email` with `role`: returns the one-time token of the invite link (valid 72 hours). */
export async function inviteStaff(email: string, role: Role, actor: AuditActor): Promise<string> {
  const normalised = email.trim().toLowerCase();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: user.id, role: user.role }).from(user).where(eq(user.email, normalised));
    if (existing?.role) throw new StaffError(`${normalised} is already on the staff`);
    const userId = existing?.id ?? randomUUID();
    if (!existing) await tx.insert(user).values({ id: userId, name: normalised.split("@")[0] ?? normalised, email: normalised, emailVerified: false });
    // A new invite replaces any earlier one.
    await tx.update(staffLinks).set({ usedAt: new Date() }).where(and(eq(staffLinks.userId, userId), isNull(staffLinks.usedAt)));
    const token = await newLink(tx, "invite", userId, role, actor);
    await recordAudit(tx, actor, { kind: "staff", summary: `Invited ${normalised} as ${ROLE_LABELS[role]}` });
    return token;
  });
}

/** A one-time password-reset link for a staff member; returns its token. */
export async function passwordResetLink(userId: string, actor: AuditActor): Promise<string> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [who] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!who) throw new StaffError("Staff member not found");
    const token = await newLink(tx, "reset", userId, null, actor);
    await recordAudit(tx, actor, { kind: "staff", summary: `Password-reset link issued for ${who.email}` });
    return token;
  });
}

/** The pending link of `token`: its kind and person, or null (unknown, used or expired). */
export async function findLink(token: string) {
  const db = await getDb();
  const [link] = await db
    .select({ kind: staffLinks.kind, email: user.email, name: user.name })
    .from(staffLinks)
    .innerJoin(user, eq(user.id, staffLinks.userId))
    .where(and(eq(staffLinks.tokenHash, hashToken(token)), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, new Date())));
  return link ?? null;
}

/** Uses a link: sets the name (an invite) and password, gives an invite its role, ends every session of the person. */
export async function redeemLink(token: string, name: string, password: string, clientIp: string | null): Promise<{ email: string } | null> {
  const hash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(staffLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(staffLinks.tokenHash, hashToken(token)), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, new Date())))
      .returning();
    if (!link) return null;
    const [who] = await tx
      .update(user)
      .set({ ...(link.kind === "invite" ? { name, role: link.role, emailVerified: true } : {}), updatedAt: new Date() })
      .where(eq(user.id, link.userId))
      .returning({ email: user.email });
    const [credential] = await tx.select({ id: account.id }).from(account).where(and(eq(account.userId, link.userId), eq(account.providerId, CREDENTIAL_PROVIDER)));
    if (credential) await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, credential.id));
    else await tx.insert(account).values({ id: randomUUID(), accountId: link.userId, providerId: CREDENTIAL_PROVIDER, userId: link.userId, password: hash });
    await tx.delete(session).where(eq(session.userId, link.userId));
    const email = who?.email ?? "";
    await recordAudit(tx, { userId: link.userId, email, clientIp }, { kind: "staff", summary: link.kind === "invite" ? `${email} accepted the invite` : `${email} set a new password with a reset link` });
    return { email };
  });
}

/** Refuses a change that would leave no active owner (locks the owners' rows so two changes cannot both pass). */
async function keepAnOwner(tx: Tx, userId: string) {
  const owners = await tx.select({ id: user.id }).from(user).where(and(eq(user.role, "owner"), sql`${user.banned} is not true`)).for("update");
  if (owners.length === 1 && owners[0]!.id === userId) throw new StaffError("The last active owner cannot be removed or demoted");
}

async function target(tx: Tx, userId: string) {
  const [who] = await tx.select({ email: user.email, role: user.role, banned: user.banned }).from(user).where(eq(user.id, userId));
  if (!who?.role) throw new StaffError("Staff member not found");
  return who as { email: string; role: Role; banned: boolean | null };
}

export async function changeRole(userId: string, role: Role, actor: AuditActor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const who = await target(tx, userId);
    if (who.role === role) return;
    if (who.role === "owner") await keepAnOwner(tx, userId);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, userId));
    await recordAudit(tx, actor, { kind: "staff", summary: `Role of ${who.email} changed`, changes: [["Role", ROLE_LABELS[who.role], ROLE_LABELS[role]]] });
  });
}

/** Deactivates (every session ends at once) or re-activates a staff member. */
export async function setActive(userId: string, active: boolean, actor: AuditActor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const who = await target(tx, userId);
    if (!active && who.role === "owner") await keepAnOwner(tx, userId);
    await tx.update(user).set({ banned: !active, banReason: active ? null : "Deactivated", updatedAt: new Date() }).where(eq(user.id, userId));
    if (!active) await tx.delete(session).where(eq(session.userId, userId));
    await recordAudit(tx, actor, { kind: "staff", summary: `${who.email} ${active ? "re-activated" : "deactivated"}` });
  });
}

/** Everyone who wrote an entry, for the Activity filter. */
export async function staffEmails(): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ email: user.email }).from(user).where(ne(sql`coalesce(${user.role}, '')`, "")).orderBy(asc(user.email));
  return rows.map((row) => row.email);
}

/** Turns "two-factor sign-in required for all staff" on or off (the guard enforces it; app/.server/auth.ts). */
export async function setRequireTwoFactor(required: boolean, actor: AuditActor): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ required: shopSettings.requireTwoFactor }).from(shopSettings).for("update");
    if (before?.required === required) return;
    await tx.update(shopSettings).set({ requireTwoFactor: required });
    const shown = (on: boolean | undefined) => (on ? "Required" : "Optional");
    await recordAudit(tx, actor, { kind: "staff", summary: "Two-factor sign-in for all staff changed", changes: [["Two-factor sign-in", shown(before?.required), shown(required)]] });
  });
}
