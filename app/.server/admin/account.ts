import { toSVG } from "bwip-js/node";
import { type AuditActor, recordEvent } from "../audit";
import { getAuth } from "../auth";

// A staff member's own account (Admin → My account): password, two-factor sign-in and sessions, all
// through better-auth's public server API with the request's headers (its session cookie), so the
// TOTP and session handling is better-auth's. Each answer that replaces the session cookie hands
// back its Set-Cookie headers for the route to forward. better-auth writes its own tables, so the
// audit entry follows the change (it cannot share better-auth's transaction).

/** What an account change answers: ok with cookies to forward and extra data, or the reason it failed. */
export type AccountResult<T = object> = ({ ok: true; cookies: Headers } & T) | { ok: false; message: string };

const cookiesOf = (response: Response) => {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
};

/** The cookie header of a request after `cookies` were set on it (a later call in the same action needs the new session). */
function withCookies(headers: Headers, cookies: Headers): Headers {
  const jar = new Map(
    (headers.get("cookie") ?? "")
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const cookie of cookies.getSetCookie()) {
    const pair = cookie.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  const next = new Headers(headers);
  next.set("cookie", [...jar.values()].join("; "));
  return next;
}

/** Changes the password (the current one required); every other session of the person ends. */
export async function changeOwnPassword(headers: Headers, actor: AuditActor, currentPassword: string, newPassword: string): Promise<AccountResult> {
  const auth = await getAuth();
  const response = await auth.api.changePassword({
    body: { currentPassword, newPassword, revokeOtherSessions: true },
    headers,
    asResponse: true,
  });
  if (!response.ok)
    return {
      ok: false,
      message: response.status === 400 ? "The current password is not right, or the new one is too short." : "The password could not be changed.",
    };
  await recordEvent(actor, {
    kind: "staff",
    summary: `${actor.email} changed their password; other sessions ended`,
  });
  return { ok: true, cookies: cookiesOf(response) };
}

/** The otpauth URI as a QR code, an SVG document drawn on the server. */
export function qrSvg(text: string): string {
  return toSVG({
    bcid: "qrcode",
    text,
    scale: 3,
    paddingwidth: 4,
    paddingheight: 4,
  }).replace("<svg ", '<svg role="img" aria-label="QR code for the authenticator app" ');
}

/** Starts two-factor set-up (password required): the key as text and as a QR code; not on until confirmed. */
export async function startTwoFactor(headers: Headers, password: string): Promise<AccountResult<{ key: string; uri: string; qr: string }>> {
  const auth = await getAuth();
  const setup = await auth.api.enableTwoFactor({ body: { password }, headers }).catch(() => null);
  if (!setup || setup.method !== "totp") return { ok: false, message: "The password is not right." };
  const key = new URL(setup.totpURI).searchParams.get("secret") ?? "";
  return {
    ok: true,
    cookies: new Headers(),
    key,
    uri: setup.totpURI,
    qr: qrSvg(setup.totpURI),
  };
}

/** Confirms set-up with a code from the app: two-factor is on; answers the ten backup codes (shown this once). */
export async function confirmTwoFactor(headers: Headers, actor: AuditActor, code: string): Promise<AccountResult<{ backupCodes: string[] }>> {
  const auth = await getAuth();
  const response = await auth.api.verifyTOTP({
    body: { code },
    headers,
    asResponse: true,
  });
  if (!response.ok)
    return {
      ok: false,
      message: "That code did not work. Enter the current code from the app.",
    };
  const session = await auth.api.getSession({
    headers: withCookies(headers, cookiesOf(response)),
  });
  if (!session) return { ok: false, message: "Please sign in again." };
  const { backupCodes } = await auth.api.viewBackupCodes({
    body: { userId: session.user.id },
  });
  await recordEvent(actor, {
    kind: "staff",
    summary: `${actor.email} turned on two-factor sign-in`,
  });
  return { ok: true, cookies: cookiesOf(response), backupCodes };
}

/** Turns two-factor sign-in off: a current code and the password (better-auth's disable asks for the password). */
export async function turnOffTwoFactor(headers: Headers, actor: AuditActor, code: string, password: string): Promise<AccountResult> {
  const auth = await getAuth();
  const checked = await auth.api.verifyTOTP({
    body: { code },
    headers,
    asResponse: true,
  });
  if (!checked.ok)
    return {
      ok: false,
      message: "That code did not work. Enter the current code from the app.",
    };
  const response = await auth.api.disableTwoFactor({
    body: { password },
    headers: withCookies(headers, cookiesOf(checked)),
    asResponse: true,
  });
  if (!response.ok) return { ok: false, message: "The password is not right." };
  await recordEvent(actor, {
    kind: "staff",
    summary: `${actor.email} turned off two-factor sign-in`,
  });
  return { ok: true, cookies: cookiesOf(response) };
}

/** This person's signed-in sessions, the current one first. */
export async function ownSessions(headers: Headers, currentSessionId: string) {
  const auth = await getAuth();
  const sessions = await auth.api.listSessions({ headers });
  return sessions
    .map((s) => ({
      id: s.id,
      browser: browserOf(s.userAgent),
      address: s.ipAddress || "—",
      lastActive: new Date(s.updatedAt),
      current: s.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActive.getTime() - a.lastActive.getTime());
}

/** Ends every session of this person but the current one. */
export async function signOutOthers(headers: Headers, actor: AuditActor): Promise<AccountResult> {
  const auth = await getAuth();
  const response = await auth.api.revokeOtherSessions({
    headers,
    asResponse: true,
  });
  if (!response.ok) return { ok: false, message: "The other sessions could not be ended." };
  await recordEvent(actor, {
    kind: "staff",
    summary: `${actor.email} signed out everywhere else`,
  });
  return { ok: true, cookies: cookiesOf(response) };
}

/** "Chrome on Android" from a user agent, for the sessions list; a guess, shown only to the person. */
export function browserOf(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown browser";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /OPR\/|Opera/.test(userAgent)
      ? "Opera"
      : /SamsungBrowser/.test(userAgent)
        ? "Samsung Internet"
        : /Firefox\//.test(userAgent)
          ? "Firefox"
          : /Chrom(e|ium)\//.test(userAgent)
            ? "Chrome"
            : /Safari\//.test(userAgent)
              ? "Safari"
              : "Unknown browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return system ? `${browser} on ${system}` : browser;
}
