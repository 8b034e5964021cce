import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db";
import { account, requestLimits, session, user } from "../db/schema";
import { type Env, env } from "../env";
import { logger } from "../logger";
import { accountSignInFailuresKey } from "../sign-in-lock";

// better-auth's email-and-password provider id; its account row holds the password hash.
const CREDENTIAL_PROVIDER = "credential";

export const NO_ADMIN_HINT =
  "No owner yet: run `npm run admin:create -- --email you@example.com --password …` or set ADMIN_EMAIL and ADMIN_PASSWORD";

/**
 * Makes `email` an active owner (app/lib/permissions.ts) with `password` (hashed the way better-auth
 * verifies it): creates the user if needed, otherwise sets the new password, re-activates the account
 * and ends the user's sessions; either way the account's sign-in lock is lifted. Email is stored
 * lower-case. The command line's way in (`npm run admin:create`, ADMIN_EMAIL/ADMIN_PASSWORD).
 */
export async function upsertAdmin(email: string, password: string): Promise<{ userId: string; created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const hash = await hashPassword(password);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Serialises concurrent runs (two instances starting at once) so neither duplicates a row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('haat:upsert-admin'))`);
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, normalised));
    const userId = existing?.id ?? randomUUID();
    if (!existing) {
      await tx.insert(user).values({ id: userId, name: normalised.split("@")[0] ?? normalised, email: normalised, emailVerified: true, role: "owner" });
    } else {
      await tx.update(user).set({ role: "owner", banned: false, banReason: null, updatedAt: new Date() }).where(eq(user.id, userId));
    }
    const [credential] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, CREDENTIAL_PROVIDER)));
    if (credential) {
      await tx.update(account).set({ password: hash, updatedAt: new Date() }).where(eq(account.id, credential.id));
      // A reset password must not leave old sign-ins alive.
      await tx.delete(session).where(eq(session.userId, userId));
    } else {
      await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: CREDENTIAL_PROVIDER, userId, password: hash });
    }
    // The operator's way back in: an attacker's failures may hold the account locked for browsers
    // without a known-device cookie, and after a reset those guesses were at a password that is gone.
    await tx.delete(requestLimits).where(eq(requestLimits.key, accountSignInFailuresKey(normalised)));
    return { userId, created: !existing };
  });
}

/** True when at least one active (not deactivated) owner exists. */
export async function hasAdmin(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, "owner"), sql`${user.banned} is not true`))
    .limit(1);
  return Boolean(row);
}

/**
 * Start-up: with no admin yet, creates one from ADMIN_EMAIL and ADMIN_PASSWORD, or logs how to create
 * one. Never invents a password.
 */
export async function ensureFirstAdmin(config: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD"> = env()): Promise<void> {
  if (await hasAdmin()) return;
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = config;
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    await upsertAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
    logger.info("created the first admin from ADMIN_EMAIL");
    return;
  }
  logger.warn(NO_ADMIN_HINT);
}
