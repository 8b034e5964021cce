import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin as adminPlugin } from "better-auth/plugins/admin";
import { twoFactor as twoFactorPlugin } from "better-auth/plugins/two-factor";
import { data, redirect } from "react-router";
import { isRole, type Permission, type Role } from "~/lib/permissions";
import { accessControl, accessRoles, roleMay } from "./access";
import { type Db, getDb } from "./db";
import { account, rateLimit, session, shopSettings, twoFactor, user, verification } from "./db/schema";
import { env } from "./env";
import { isHttpsPublicUrl } from "./public-url";
import { pagePathOf } from "./route-table";
import { describeError, logger } from "./logger";

const SESSION_SECONDS = 7 * 24 * 60 * 60;
// Per client address: 5 sign-in attempts a minute, counted in the database so restarts and other
// instances share the count. The per-account and per-browser counts are sign-in.ts's.
const SIGN_IN_WINDOW_SECONDS = 60;
const SIGN_IN_MAX = 5;

export const AUTH_BASE_PATH = "/api/auth";

function createAuth(db: Db) {
  const config = env();
  const publicUrl = config.PUBLIC_URL;
  return betterAuth({
    appName: config.STORE_NAME,
    // Without PUBLIC_URL better-auth takes the origin of each request (it serves one host here).
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.BETTER_AUTH_SECRET,
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit, twoFactor } }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 128 },
    // A fixed lifetime from sign-in: loaders cannot forward a refreshed cookie, so a sliding session
    // would outlive its cookie in the database.
    session: { expiresIn: SESSION_SECONDS, disableSessionRefresh: true },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_MAX } },
    },
    advanced: {
      cookiePrefix: "haat",
      useSecureCookies: isHttpsPublicUrl(publicUrl),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // The client address comes from the server (server/app.ts applies TRUST_PROXY); see withClientIp().
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    plugins: [
      // Roles and deactivation (user.role, user.banned): a deactivated person cannot sign in, and
      // the access control is our permissions table (app/.server/access.ts).
      adminPlugin({ ac: accessControl, roles: accessRoles, adminRoles: ["owner"], defaultRole: "desk", bannedUserMessage: "This account is deactivated." }),
      // TOTP sign-in with backup codes (ten, better-auth's default), shown once when set up.
      twoFactorPlugin({ issuer: config.STORE_NAME }),
    ],
    logger: {
      log: (level, message) => {
        if (level === "error") logger.error({ source: "better-auth" }, message);
        // Without PUBLIC_URL, taking the origin from each request is the intended set-up, not a problem.
        else if (level === "warn" && !message.includes("Base URL is not set")) logger.warn({ source: "better-auth" }, message);
        else logger.debug({ source: "better-auth" }, message);
      },
    },
  });
}

type Auth = ReturnType<typeof createAuth>;
let cached: { db: Db; auth: Auth } | undefined;

/** The better-auth instance, created on first use for the process database (tests swap databases). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  if (cached?.db !== db) cached = { db, auth: createAuth(db) };
  return cached.auth;
}

/**
 * A copy of `request` whose X-Forwarded-For is the client address the server (server/app.ts) resolved (TRUST_PROXY
 * applied), so better-auth's per-address sign-in limit cannot be dodged by sending that header.
 */
export function withClientIp(request: Request, clientIp: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete("x-forwarded-for");
  if (clientIp) headers.set("x-forwarded-for", clientIp);
  return new Request(request, { headers });
}

/** A signed-in staff member as the admin guard hands it to loaders and actions. */
export type Staff = { userId: string; email: string; name: string; role: Role; twoFactorEnabled: boolean; sessionId: string };

/** The signed-in user of a request, or null (no cookie, expired or unknown session). Throws on database errors. */
export async function getSessionUser(request: Request): Promise<{ userId: string; email: string; role: Role | null; staff: Staff | null } | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const { user: who } = found;
  const role = isRole(who.role) && !who.banned ? who.role : null;
  const staff = role
    ? { userId: who.id, email: who.email, name: who.name, role, twoFactorEnabled: Boolean(who.twoFactorEnabled), sessionId: found.session.id }
    : null;
  return { userId: who.id, email: who.email, role, staff };
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

export const ACCESS_DENIED = "You don't have access to this page.";
export const TWO_FACTOR_FIRST = "Set up two-factor sign-in on My account first.";

/** The page where a person who must set up two-factor sign-in is sent, and the only one they may use. */
export const ACCOUNT_PATH = "/admin/account";

/** Whether the owner requires two-factor sign-in for all staff (Admin → Staff). */
export async function twoFactorRequired(): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ required: shopSettings.requireTwoFactor }).from(shopSettings).limit(1);
  return row?.required ?? false;
}

/**
 * Checks the request's staff session against the permission its route names; the admin routes'
 * middleware (routes/admin/guard.ts) runs it once per request. Returns the staff member, or throws:
 * no session or a failed check → redirect to /admin/login; a signed-in non-staff → /admin/denied for
 * page loads, 403 for writes; a staff member whose role lacks the permission (or a route naming
 * none) → 403 "You don't have access to this page" (nothing is changed). When the owner requires
 * two-factor sign-in, a person without it may use only the account page: other pages redirect there,
 * other writes get 403.
 */
export async function requireStaff(request: Request, permission: Permission | undefined): Promise<Staff> {
  let found: Awaited<ReturnType<typeof getSessionUser>>;
  try {
    found = await getSessionUser(request);
  } catch (error) {
    logger.warn({ err: describeError(error) }, "admin check failed");
    throw redirect("/admin/login");
  }
  if (!found) throw redirect("/admin/login");
  if (!found.staff) {
    if (isRead(request)) throw redirect("/admin/denied");
    throw data("Access denied. Admin privileges required.", { status: 403 });
  }
  if (!permission || !roleMay(found.staff.role, permission)) throw data(ACCESS_DENIED, { status: 403 });
  if (!found.staff.twoFactorEnabled && pagePathOf(new URL(request.url).pathname) !== ACCOUNT_PATH && (await twoFactorRequired())) {
    if (isRead(request)) throw redirect(ACCOUNT_PATH);
    throw data(TWO_FACTOR_FIRST, { status: 403 });
  }
  return found.staff;
}
