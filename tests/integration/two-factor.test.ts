import { describe, expect, it } from "vitest";
import { getAuth, getSessionUser } from "~/.server/auth";
import { adminRequest, createUser, ORIGIN, PASSWORD, signInCookie } from "../helpers/admin";
import { setupTestDb } from "../helpers/db";
import { totp } from "../helpers/totp";

setupTestDb();

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

describe("two-factor sign-in (better-auth's twoFactor plugin)", () => {
  it("sets up TOTP with a code from the key, then asks for a code at sign-in; a backup code works once", async () => {
    const auth = await getAuth();
    await createUser("totp@example.com", { role: "desk" });
    const cookie = await signInCookie("totp@example.com");
    const headers = new Headers({ origin: ORIGIN, cookie });
    const setup = await auth.api.enableTwoFactor({ body: { password: PASSWORD }, headers });
    if (setup.method !== "totp") throw new Error("expected a TOTP set-up");
    expect(setup.backupCodes).toHaveLength(10);
    const key = new URL(setup.totpURI).searchParams.get("secret")!;
    // Not on until a code confirms the set-up.
    expect((await getSessionUser(adminRequest("/admin", { cookie })))?.staff?.twoFactorEnabled).toBe(false);
    const confirmed = await auth.api.verifyTOTP({ body: { code: totp(key) }, headers, asResponse: true });
    expect(confirmed.ok).toBe(true);
    // Confirming replaces the session with one that knows two-factor is on.
    expect((await getSessionUser(adminRequest("/admin", { cookie: cookiesOf(confirmed) })))?.staff?.twoFactorEnabled).toBe(true);

    const signIn = async () => {
      const response = await auth.api.signInEmail({ body: { email: "totp@example.com", password: PASSWORD }, headers: new Headers({ origin: ORIGIN }), asResponse: true });
      expect(await response.clone().json()).toMatchObject({ twoFactorRedirect: true });
      // The password alone gives no session.
      expect(await getSessionUser(adminRequest("/admin", { cookie: cookiesOf(response) }))).toBeNull();
      return new Headers({ origin: ORIGIN, cookie: cookiesOf(response) });
    };

    const wrong = await auth.api.verifyTOTP({ body: { code: totp(key, Date.now() - 10 * 60_000) }, headers: await signIn(), asResponse: true });
    expect(wrong.ok).toBe(false);
    const right = await auth.api.verifyTOTP({ body: { code: totp(key) }, headers: await signIn(), asResponse: true });
    expect(right.ok).toBe(true);
    expect((await getSessionUser(adminRequest("/admin", { cookie: cookiesOf(right) })))?.staff?.email).toBe("totp@example.com");

    const backup = setup.backupCodes[0]!;
    const first = await auth.api.verifyBackupCode({ body: { code: backup }, headers: await signIn(), asResponse: true });
    expect(first.ok).toBe(true);
    const again = await auth.api.verifyBackupCode({ body: { code: backup }, headers: await signIn(), asResponse: true });
    expect(again.ok).toBe(false);
  });
});
