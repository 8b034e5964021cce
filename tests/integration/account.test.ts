import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { changeOwnPassword, confirmTwoFactor, ownSessions, signOutOthers, startTwoFactor, turnOffTwoFactor } from "~/.server/admin/account";
import { setRequireTwoFactor } from "~/.server/admin/staff";
import { getAuth, getSessionUser, requireStaff, TWO_FACTOR_FIRST } from "~/.server/auth";
import { auditLog } from "~/.server/db/schema";
import { adminRequest, createUser, ORIGIN, PASSWORD, run, signInCookie } from "../helpers/admin";
import { setupTestDb } from "../helpers/db";
import { totp } from "../helpers/totp";

const getHandle = setupTestDb();

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
const headersOf = (cookie: string, userAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36") =>
  new Headers({ origin: ORIGIN, cookie, "user-agent": userAgent });
const signedIn = async (cookie: string) => (await getSessionUser(adminRequest("/admin", { cookie })))?.staff ?? null;
const actorOf = (email: string) => ({ userId: null, email, clientIp: "203.0.113.9" });
const summaries = async () => (await getHandle().db.select({ summary: auditLog.summary }).from(auditLog)).map((row) => row.summary);

describe("own account (better-auth's server API)", () => {
  it("changes the password only with the current one, and ends every other session", async () => {
    await createUser("pw@example.com", { role: "packer" });
    const here = await signInCookie("pw@example.com");
    const elsewhere = await signInCookie("pw@example.com");

    const wrong = await changeOwnPassword(headersOf(here), actorOf("pw@example.com"), "not the password", "a new password");
    expect(wrong.ok).toBe(false);
    expect(await signedIn(elsewhere)).not.toBeNull();

    const changed = await changeOwnPassword(headersOf(here), actorOf("pw@example.com"), PASSWORD, "a new password");
    if (!changed.ok) throw new Error(changed.message);
    expect(await signedIn(elsewhere)).toBeNull();
    // This device keeps a session: the new cookie better-auth sets.
    expect((await signedIn(cookieOf(changed.cookies)))?.email).toBe("pw@example.com");
    await expect(signInCookie("pw@example.com")).rejects.toThrow();
    await signInCookie("pw@example.com", "a new password");
    expect(await summaries()).toContain("pw@example.com changed their password; other sessions ended");
  });

  it("lists this person's sessions with browser and address, and signs out everywhere else", async () => {
    await createUser("sessions@example.com", { role: "desk" });
    const here = await signInCookie("sessions@example.com");
    const elsewhere = await signInCookie("sessions@example.com");
    const me = (await signedIn(here))!;
    const sessions = await ownSessions(headersOf(here), me.sessionId);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ id: me.sessionId, current: true });

    const result = await signOutOthers(headersOf(here), actorOf("sessions@example.com"));
    expect(result.ok).toBe(true);
    expect(await signedIn(elsewhere)).toBeNull();
    expect((await signedIn(here))?.email).toBe("sessions@example.com");
    expect(await ownSessions(headersOf(here), me.sessionId)).toHaveLength(1);
    expect(await summaries()).toContain("sessions@example.com signed out everywhere else");
  });

  it("sets up two-factor sign-in with a code computed here, shows ten backup codes, then sign-in asks for the code; turning off needs a code", async () => {
    await createUser("twofa@example.com", { role: "manager" });
    let cookie = await signInCookie("twofa@example.com");
    expect((await startTwoFactor(headersOf(cookie), "wrong password")).ok).toBe(false);
    const started = await startTwoFactor(headersOf(cookie), PASSWORD);
    if (!started.ok) throw new Error(started.message);
    expect(started.qr).toContain("<svg");
    expect(started.uri).toContain(`secret=${started.key}`);

    expect((await confirmTwoFactor(headersOf(cookie), actorOf("twofa@example.com"), totp(started.key, Date.now() - 10 * 60_000))).ok).toBe(false);
    expect((await signedIn(cookie))?.twoFactorEnabled).toBe(false);
    const confirmed = await confirmTwoFactor(headersOf(cookie), actorOf("twofa@example.com"), totp(started.key));
    if (!confirmed.ok) throw new Error(confirmed.message);
    expect(confirmed.backupCodes).toHaveLength(10);
    cookie = cookieOf(confirmed.cookies);
    expect((await signedIn(cookie))?.twoFactorEnabled).toBe(true);

    const auth = await getAuth();
    const signIn = await auth.api.signInEmail({ body: { email: "twofa@example.com", password: PASSWORD }, headers: new Headers({ origin: ORIGIN }), asResponse: true });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(await signedIn(cookieOf(signIn.headers))).toBeNull();
    const second = await auth.api.verifyTOTP({ body: { code: totp(started.key) }, headers: headersOf(cookieOf(signIn.headers)), asResponse: true });
    expect(second.ok).toBe(true);
    expect((await signedIn(cookieOf(second.headers)))?.email).toBe("twofa@example.com");

    expect((await turnOffTwoFactor(headersOf(cookie), actorOf("twofa@example.com"), "000000", PASSWORD)).ok).toBe(false);
    const off = await turnOffTwoFactor(headersOf(cookie), actorOf("twofa@example.com"), totp(started.key), PASSWORD);
    if (!off.ok) throw new Error(off.message);
    expect((await signedIn(cookieOf(off.cookies)))?.twoFactorEnabled).toBe(false);
    expect(await summaries()).toEqual(expect.arrayContaining(["twofa@example.com turned on two-factor sign-in", "twofa@example.com turned off two-factor sign-in"]));
  });

  it("when the owner requires two-factor sign-in, a person without it may use only the account page", async () => {
    const owner = { userId: null, email: "owner@example.com", clientIp: null };
    await setRequireTwoFactor(true, owner);
    expect(await getHandle().db.select({ changes: auditLog.changes }).from(auditLog).where(eq(auditLog.summary, "Two-factor sign-in for all staff changed"))).toEqual([{ changes: [["Two-factor sign-in", "Optional", "Required"]] }]);
    await createUser("must@example.com", { role: "desk" });
    let cookie = await signInCookie("must@example.com");

    const page = await run(() => requireStaff(adminRequest("/admin/orders", { cookie }), "orders"));
    expect(page.thrown).toBe(true);
    expect((page.value as Response).headers.get("location")).toBe("/admin/account");
    const clientData = await run(() => requireStaff(adminRequest("/admin/desk.data", { cookie }), "desk"));
    expect((clientData.value as Response).headers.get("location")).toBe("/admin/account");
    const write = await run(() => requireStaff(adminRequest("/admin/orders", { cookie, form: { status: "confirmed" } }), "orders"));
    expect(write.value).toMatchObject({ data: TWO_FACTOR_FIRST, init: { status: 403 } });
    expect((await requireStaff(adminRequest("/admin/account", { cookie }), "panel")).email).toBe("must@example.com");
    expect((await requireStaff(adminRequest("/admin/account.data", { cookie, form: { intent: "2fa-start" } }), "panel")).email).toBe("must@example.com");

    const started = await startTwoFactor(headersOf(cookie), PASSWORD);
    if (!started.ok) throw new Error(started.message);
    const confirmed = await confirmTwoFactor(headersOf(cookie), actorOf("must@example.com"), totp(started.key));
    if (!confirmed.ok) throw new Error(confirmed.message);
    cookie = cookieOf(confirmed.cookies);
    expect((await requireStaff(adminRequest("/admin/orders", { cookie }), "orders")).email).toBe("must@example.com");

    // Off again: everyone may work without it.
    await setRequireTwoFactor(false, owner);
    await createUser("free@example.com", { role: "desk" });
    expect((await requireStaff(adminRequest("/admin/orders", { cookie: await signInCookie("free@example.com") }), "orders")).email).toBe("free@example.com");
  });
});
