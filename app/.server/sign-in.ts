import { tooManySignInsMessage } from "~/lib/retry-messages";
import { AUTH_BASE_PATH, getAuth, withClientIp } from "./auth";
import { env } from "./env";
import { knownDeviceCookieHeader, knownDeviceId, knownDeviceSetCookie } from "./known-device";
import { logger } from "./logger";
import { consumeRateLimit, refundRateLimit, resetRateLimit } from "./rate-limit";
import { accountSignInFailuresKey } from "./sign-in-lock";

// Per account, whatever the address: 10 failed sign-ins lock that account's password sign-in for
// the rest of a 15-minute window — for browsers the account has not signed in from before. A browser
// that carries the account's known-device cookie is counted on its own instead, so an attacker who
// keeps the account locked from elsewhere cannot keep its admin out. (The per-address limit is
// better-auth's own, set up in auth.ts.)
const ACCOUNT_FAILURES_MAX = 10;
const ACCOUNT_FAILURE_WINDOW_MS = 15 * 60_000;
const DEVICE_FAILURES_MAX = 10;
const DEVICE_FAILURE_WINDOW_MS = 15 * 60_000;

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
  headers.append("Set-Cookie", knownDeviceSetCookie(email, deviceId ?? undefined));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The lower-cased email of a sign-in request body, read from a clone (better-auth reads the original). */
async function signInEmail(request: Request): Promise<string | null> {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase().slice(0, 320) : null;
}

/** `twoFactor`: the password was right and the account uses two-factor sign-in; the cookies then hold only the pending second step. */
export type SignInResult = { ok: true; setCookies: string[]; twoFactor: boolean } | { ok: false; status: number; message: string };

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
  const device = knownDeviceCookieHeader(request);
  if (device) headers.set("cookie", device);
  const signIn = new Request(`${origin}${AUTH_BASE_PATH}/sign-in/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ ...credentials, rememberMe: true }),
  });
  const response = await handleAuthRequest(signIn, clientIp);
  if (response.ok) {
    const body = (await response.json().catch(() => null)) as { twoFactorRedirect?: unknown } | null;
    return { ok: true, setCookies: response.headers.getSetCookie(), twoFactor: body?.twoFactorRedirect === true };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === "string" && body.message ? body.message : "Sign-in failed";
  return { ok: false, status: response.status, message };
}
