import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { tooManySignInsMessage } from "~/lib/retry-messages";
import { type Db, getDb } from "./db";
import { account, rateLimit, session, user, userRoles, verification } from "./db/schema";
import { env } from "./env";
import { describeError, logger } from "./logger";
import { consumeRateLimit, refundRateLimit, resetRateLimit } from "./rate-limit";
import { accountSignInFailuresKey } from "./sign-in-lock";

const SESSION_SECONDS = 7 * 24 * 60 * 60;
// Per client address: 5 sign-in attempts a minute, counted in the database so restarts and other
// instances share the count.
const SIGN_IN_WINDOW_SECONDS = 60;
const SIGN_IN_MAX = 5;

// Per account, whatever the address: 10 failed sign-ins lock that account's password sign-in for
// the rest of a 15-minute window — for browsers the account has not signed in from before. A browser
// that carries the account's known-device cookie is counted on its own instead, so an attacker who
// keeps the account locked from elsewhere cannot keep its admin out.
const ACCOUNT_FAILURES_MAX = 10;
const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
const DEVICE_FAILURES_MAX = 10;
const DEVICE_FAILURE_WINDOW_MS = 15 * 60_000;
const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;
const KNOWN_DEVICE_COOKIE = "haat.known_device";

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
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification, rateLimit } }),
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
      useSecureCookies: publicUrl?.startsWith("https://") ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // The client address comes from server.ts (which applies TRUST_PROXY); see authRequest().
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
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
 * A copy of `request` whose X-Forwarded-For is the client address server.ts resolved (TRUST_PROXY
 * applied), so better-auth's per-address sign-in limit cannot be dodged by sending that header.
 */
export function withClientIp(request: Request, clientIp: string | undefined): Request {
  const headers = new Headers(request.headers);
  headers.delete("x-forwarded-for");
  if (clientIp) headers.set("x-forwarded-for", clientIp);
  return new Request(request, { headers });
}

/** Serves better-auth's endpoints under /api/auth/* for one request (sign-in also limited per account or known device). */
export async function handleAuthRequest(request: Request, clientIp: string | undefined): Promise<Response> {
  const auth = await getAuth();
  const isSignIn = request.method === "POST" && new URL(request.url).pathname.endsWith("/sign-in/email");
  if (!isSignIn) return auth.handler(withClientIp(request, clientIp));

  // Only JSON reaches the password check: better-auth would also read a form body, which would
  // pass it without the per-account count below. Our login form sends JSON (signInWithPassword).
  const mediaType = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") return Response.json({ message: "Send the sign-in as JSON." }, { status: 415 });
  const email = await signInEmail(request);
  if (!email) return Response.json({ message: "Email and password are required." }, { status: 400 });

  const deviceId = knownDeviceId(request, email);
  const [key, max, windowMs] = deviceId
    ? [`sign-in-device-failures:${deviceId}`, DEVICE_FAILURES_MAX, DEVICE_FAILURE_WINDOW_MS]
    : [accountSignInFailuresKey(email), ACCOUNT_FAILURES_MAX, ACCOUNT_FAILURE_WINDOW_MS];
  // The attempt takes its place in the count before it runs (one atomic upsert), so parallel
  // attempts cannot all pass a check made before any of them failed.
  const slot = await consumeRateLimit(key, max, windowMs);
  if (!slot.allowed) {
    logger.warn({ source: "sign-in", knownDevice: Boolean(deviceId) }, "sign-in locked after repeated failures");
    return Response.json(
      { message: tooManySignInsMessage(slot.retryAfterSeconds, Boolean(deviceId)) },
      { status: 429, headers: { "Retry-After": String(slot.retryAfterSeconds) } },
    );
  }

  const response = await auth.handler(withClientIp(request, clientIp));
  if (response.status === 401) return response;
  if (!response.ok) {
    // Not a wrong password (e.g. the per-address limit answered): the slot was not a failure.
    await refundRateLimit(key, windowMs);
    return response;
  }
  // A browser's own failures are forgiven by its success. The account's count is not: those
  // failures may be an attacker's, and clearing them would hand out fresh guesses.
  if (deviceId) await resetRateLimit(key);
  else await refundRateLimit(key, windowMs);
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", knownDeviceCookie(email, deviceId ?? randomBytes(18).toString("base64url")));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function knownDeviceCookieName(): string {
  return env().PUBLIC_URL?.startsWith("https://") ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
}

function knownDeviceMac(email: string, deviceId: string, expiresAt: number): string {
  // Bound to the account: a cookie earned by one account proves nothing for another.
  return createHmac("sha256", env().BETTER_AUTH_SECRET).update(`known-device:v1:${email}:${deviceId}:${expiresAt}`).digest("base64url");
}

/** A Set-Cookie value marking this browser as one `email` has signed in from, for a year. */
function knownDeviceCookie(email: string, deviceId: string): string {
  const expiresAt = Math.floor(Date.now() / 1000) + KNOWN_DEVICE_SECONDS;
  const value = `${deviceId}.${expiresAt}.${knownDeviceMac(email, deviceId, expiresAt)}`;
  const secure = env().PUBLIC_URL?.startsWith("https://") ? "; Secure" : "";
  return `${knownDeviceCookieName()}=${value}; Max-Age=${KNOWN_DEVICE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The device id of a valid, unexpired known-device cookie for `email` on the request, or null. */
function knownDeviceId(request: Request, email: string): string | null {
  const value = readCookie(request, knownDeviceCookieName());
  const match = value && /^([A-Za-z0-9_-]{16,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, deviceId = "", expires = "", mac = ""] = match;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= Date.now()) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = Buffer.from(knownDeviceMac(email, deviceId, expiresAt), "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The lower-cased email of a sign-in request body, read from a clone (better-auth reads the original). */
async function signInEmail(request: Request): Promise<string | null> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase().slice(0, 320) : null;
}

export type SignInResult = { ok: true; setCookies: string[] } | { ok: false; status: number; message: string };

/**
 * Signs in with email and password through better-auth's own endpoint, so its database-backed
 * rate limit applies. Returns the Set-Cookie headers to forward, or the server's message.
 */
export async function signInWithPassword(
  request: Request,
  clientIp: string | undefined,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const origin = env().PUBLIC_URL ?? new URL(request.url).origin;
  const headers = new Headers({ "content-type": "application/json", origin });
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers.set("user-agent", userAgent);
  // Only the known-device cookie: it decides which sign-in limit applies (see handleAuthRequest).
  const device = readCookie(request, knownDeviceCookieName());
  if (device) headers.set("cookie", `${knownDeviceCookieName()}=${device}`);
  const signIn = new Request(`${origin}${AUTH_BASE_PATH}/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...credentials, rememberMe: true }),
  });
  const response = await handleAuthRequest(signIn, clientIp);
  if (response.ok) return { ok: true, setCookies: response.headers.getSetCookie() };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" && body.message ? body.message : "Sign-in failed";
  return { ok: false, status: response.status, message };
}

/** The signed-in user of a request, or null (no cookie, expired or unknown session). Throws on database errors. */
export async function getSessionUser(request: Request): Promise<{ userId: string; email: string } | null> {
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers: request.headers });
  return found ? { userId: found.user.id, email: found.user.email } : null;
}

/** True when the user has the admin role record. */
export async function isAdmin(userId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
    .limit(1);
  return Boolean(row);
}

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/**
 * The guard of every admin loader, action and resource route (spec §4, §6). Returns the admin, or
 * throws: no session or a failed check → redirect to /admin/login; a signed-in non-admin → redirect
 * to /admin/denied for page loads, 403 for writes (nothing is changed).
 */
export async function requireAdmin(request: Request): Promise<{ userId: string; email: string }> {
  let admin: { userId: string; email: string } | null;
  let allowed: boolean;
  try {
    admin = await getSessionUser(request);
    allowed = admin ? await isAdmin(admin.userId) : false;
  } catch (error) {
    logger.warn({ err: describeError(error) }, "admin check failed");
    throw redirect("/admin/login");
  }
  if (!admin) throw redirect("/admin/login");
  if (!allowed) {
    if (isRead(request)) throw redirect("/admin/denied");
    throw data("Access denied. Admin privileges required.", { status: 403 });
  }
  return admin;
}
