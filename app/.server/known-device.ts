import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parse } from "cookie";
import { env } from "./env";
import { isHttpsPublicUrl } from "./public-url";

// A browser an account has signed in from carries this cookie for a year: its failed sign-ins are
// counted on their own (sign-in.ts), so an attacker who keeps the account locked cannot keep its
// admin out. The value is `deviceId.expiresAt.mac`, the mac bound to the account's email.
const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;
const KNOWN_DEVICE_COOKIE = "haat.known_device";

/** The cookie's name: `__Secure-` prefixed behind https, as better-auth names its own cookies. */
function cookieName(): string {
  return isHttpsPublicUrl() ? `__Secure-${KNOWN_DEVICE_COOKIE}` : KNOWN_DEVICE_COOKIE;
}

function mac(email: string, deviceId: string, expiresAt: number): string {
  // Bound to the account: a cookie earned by one account proves nothing for another.
  return createHmac("sha256", env().BETTER_AUTH_SECRET).update(`known-device:v1:${email}:${deviceId}:${expiresAt}`).digest("base64url");
}

/** The raw known-device cookie value the request carries, unchecked, or undefined. */
function cookieValue(request: Request): string | undefined {
  return parse(request.headers.get("cookie") ?? "")[cookieName()];
}

/**
 * A Set-Cookie value marking this browser as one `email` has signed in from, for a year; `deviceId`
 * keeps the browser's id when it already had one, otherwise a new id is drawn.
 */
export function knownDeviceSetCookie(email: string, deviceId = randomBytes(18).toString("base64url")): string {
  const expiresAt = Math.floor(Date.now() / 1000) + KNOWN_DEVICE_SECONDS;
  const value = `${deviceId}.${expiresAt}.${mac(email, deviceId, expiresAt)}`;
  // Written out rather than by cookie's serialize(), which puts Secure before SameSite: the header
  // stays byte for byte what browsers have been sent so far.
  return `${cookieName()}=${value}; Max-Age=${KNOWN_DEVICE_SECONDS}; Path=/; HttpOnly; SameSite=Lax${isHttpsPublicUrl() ? "; Secure" : ""}`;
}

/** The device id of a valid, unexpired known-device cookie for `email` on the request, or null. */
export function knownDeviceId(request: Request, email: string): string | null {
  const match = /^([A-Za-z0-9_-]{16,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(cookieValue(request) ?? "");
  if (!match) return null;
  const [, deviceId = "", expires = "", given = ""] = match;
  const expiresAt = Number(expires);
  if (expiresAt * 1000 <= Date.now()) return null;
  const givenMac = Buffer.from(given, "base64url");
  const expectedMac = Buffer.from(mac(email, deviceId, expiresAt), "base64url");
  return givenMac.length === expectedMac.length && timingSafeEqual(givenMac, expectedMac) ? deviceId : null;
}

/** A Cookie header carrying only the request's known-device cookie (checked later), or null without one. */
export function knownDeviceCookieHeader(request: Request): string | null {
  const value = cookieValue(request);
  return value ? `${cookieName()}=${value}` : null;
}
