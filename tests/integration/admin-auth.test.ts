import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureFirstAdmin, hasAdmin, upsertAdmin } from "~/.server/admin/users";
import { getSessionUser, requireStaff } from "~/.server/auth";
import { signInWithPassword } from "~/.server/sign-in";
import { account, session, user } from "~/.server/db/schema";
import { setupTestDb } from "../helpers/db";
import { adminRequest, answer, createUser, PASSWORD, run, signInCookie } from "../helpers/admin";
import { actionArgs, loaderArgs } from "../helpers/route-args";

/** The admin guard's check for a page every staff member may open (the dashboard). */
const requireAdmin = (request: Request) => requireStaff(request, "panel");

const getHandle = setupTestDb();

describe("admin sign-in and the admin guard", () => {
  let adminCookie: string;
  let shopperCookie: string;

  beforeAll(async () => {
    await createUser("boss@example.com");
    await createUser("shopper@example.com", { admin: false });
    adminCookie = await signInCookie("boss@example.com");
    shopperCookie = await signInCookie("shopper@example.com");
  });

  it("returns the admin for an admin session", async () => {
    const admin = await requireAdmin(adminRequest("/admin", { cookie: adminCookie }));
    expect(admin.email).toBe("boss@example.com");
  });

  it("sends a visitor without a session to /admin/login", async () => {
    const { thrown, value } = await run(() => requireAdmin(adminRequest("/admin")));
    expect(thrown).toBe(true);
    expect((value as Response).status).toBe(302);
    expect((value as Response).headers.get("location")).toBe("/admin/login");
  });

  it("treats a forged or unknown session cookie as no session", async () => {
    const { value } = await run(() => requireAdmin(adminRequest("/admin", { cookie: "haat.session_token=forged.value" })));
    expect((value as Response).headers.get("location")).toBe("/admin/login");
  });

  it("sends a signed-in non-admin to the access-denied page, and refuses their writes with 403", async () => {
    const page = await run(() => requireAdmin(adminRequest("/admin", { cookie: shopperCookie })));
    expect((page.value as Response).headers.get("location")).toBe("/admin/denied");
    const write = await run(() => requireAdmin(adminRequest("/admin/products", { cookie: shopperCookie, form: { intent: "delete" } })));
    expect(write.thrown).toBe(true);
    expect((write.value as { init?: ResponseInit }).init?.status).toBe(403);
  });

  it("signs in through the rate-limited endpoint and hands back an HttpOnly, SameSite=Lax session cookie", async () => {
    const request = adminRequest("/admin/login");
    const result = await signInWithPassword(request, "203.0.113.7", { email: "boss@example.com", password: PASSWORD });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cookie = result.setCookies.find((c) => c.startsWith("haat.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // PUBLIC_URL is not https here, so the cookie must also work over plain http.
    expect(cookie).not.toMatch(/Secure/i);
    const signedIn = await getSessionUser(adminRequest("/admin", { cookie: cookie!.split(";")[0] }));
    expect(signedIn?.email).toBe("boss@example.com");
  });

  it("answers a wrong password with the server's message", async () => {
    const result = await signInWithPassword(adminRequest("/admin/login"), "203.0.113.8", { email: "boss@example.com", password: "wrong-password" });
    expect(result).toEqual({ ok: false, status: 401, message: "Invalid email or password" });
  });

  it("limits sign-in attempts per client address in the database, not per process", async () => {
    const ip = "198.51.100.9";
    const attempt = () => signInWithPassword(adminRequest("/admin/login"), ip, { email: "boss@example.com", password: "wrong-password" });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const result = await attempt();
      statuses.push(result.ok ? 200 : result.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const { rows } = await getHandle().db.execute<{ count: number }>(`select count from rate_limit where key like '%198.51.100.9%'`);
    expect(Number(rows[0]?.count)).toBe(5);
    // Another address is not affected.
    const other = await signInWithPassword(adminRequest("/admin/login"), "198.51.100.10", { email: "boss@example.com", password: PASSWORD });
    expect(other.ok).toBe(true);
  });
});

describe("creating admins", () => {
  it("creates an admin whose password signs in, and resets the password of an existing user, ending old sessions", async () => {
    const { userId, created } = await upsertAdmin("New.Admin@Example.com", "first-password");
    expect(created).toBe(true);
    const db = getHandle().db;
    const [row] = await db.select().from(user).where(eq(user.id, userId));
    expect(row?.email).toBe("new.admin@example.com");
    const [credential] = await db.select().from(account).where(eq(account.userId, userId));
    expect(credential?.password).not.toContain("first-password");
    await signInCookie("new.admin@example.com", "first-password");
    expect(await db.select().from(session).where(eq(session.userId, userId))).toHaveLength(1);

    const again = await upsertAdmin("new.admin@example.com", "second-password");
    expect(again).toEqual({ userId, created: false });
    expect(await db.select().from(session).where(eq(session.userId, userId))).toHaveLength(0);
    expect(await db.select().from(account).where(eq(account.userId, userId))).toHaveLength(1);
    expect((await db.select({ role: user.role }).from(user).where(eq(user.id, userId)))[0]?.role).toBe("owner");
    await expect(signInCookie("new.admin@example.com", "first-password")).rejects.toThrow(/401/);
    await signInCookie("new.admin@example.com", "second-password");
  });

  it("makes an existing non-admin an admin", async () => {
    const userId = await createUser("promoted@example.com", { admin: false });
    await upsertAdmin("promoted@example.com", PASSWORD);
    const cookie = await signInCookie("promoted@example.com");
    expect((await requireAdmin(adminRequest("/admin", { cookie }))).userId).toBe(userId);
  });

  it("does nothing on start-up when an admin exists", async () => {
    expect(await hasAdmin()).toBe(true);
    const before = await getHandle().db.select().from(user);
    await ensureFirstAdmin();
    expect(await getHandle().db.select().from(user)).toEqual(before);
  });
});

describe("the /admin/login route", () => {
  it("refuses a malformed form with field errors, answers a wrong password with the server's message, and signs in with a redirect carrying the cookie", async () => {
    const { action, loader } = await import("~/routes/admin/login");
    await createUser("login@example.com");
    const call = (form: Record<string, string>, ip: string) =>
      run(() => action(actionArgs(adminRequest("/admin/login", { form }), { context: { clientIp: ip } })));

    const malformed = await call({ email: "not-an-email", password: "123" }, "192.0.2.1");
    expect(answer(malformed.value)).toEqual({
      status: 400,
      body: { fieldErrors: { email: "Please enter a valid email", password: "Password must be at least 6 characters" }, message: null },
    });

    const wrong = await call({ email: "login@example.com", password: "wrong-password" }, "192.0.2.2");
    expect(answer(wrong.value)).toEqual({ status: 401, body: { fieldErrors: {}, message: "Invalid email or password" } });

    const right = await call({ email: " Login@Example.com ", password: PASSWORD }, "192.0.2.3");
    expect(right.thrown).toBe(true);
    const response = right.value as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("haat.session_token="))!;
    expect(cookie).toBeTruthy();

    // Signed in as an admin, the login page sends you on to the panel.
    const signedIn = await run(() => loader(loaderArgs(adminRequest("/admin/login", { cookie: cookie.split(";")[0] }))));
    expect((signedIn.value as Response).headers.get("location")).toBe("/admin");
    const anonymous = await run(() => loader(loaderArgs(adminRequest("/admin/login"))));
    expect(anonymous.thrown).toBe(false);
  });
});

describe("/api/auth/*", () => {
  it("has sign-up disabled: nobody can create an account through the API", async () => {
    const { action } = await import("~/routes/api/auth.$");
    const before = await getHandle().db.select().from(user);
    const request = new Request("http://shop.test/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://shop.test" },
      body: JSON.stringify({ email: "intruder@example.com", password: "password123", name: "Intruder" }),
    });
    const response = (await action(actionArgs(request, { params: { "*": "sign-up/email" }, context: { clientIp: "192.0.2.50" } }))) as Response;
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "EMAIL_PASSWORD_SIGN_UP_DISABLED" });
    expect(await getHandle().db.select().from(user)).toEqual(before);
  });

  it("refuses sign-in bodies that are not JSON, so a form post cannot skip the per-account count", async () => {
    const { action } = await import("~/routes/api/auth.$");
    const attempt = async (headers: Record<string, string>, body: string) => {
      const request = new Request("http://shop.test/api/auth/sign-in/email", { method: "POST", headers: { origin: "http://shop.test", ...headers }, body });
      const response = (await action(actionArgs(request, { context: { clientIp: "192.0.2.88" } }))) as Response;
      return { status: response.status, body: (await response.json()) as { message?: string } };
    };
    const form = await attempt({ "content-type": "application/x-www-form-urlencoded" }, "email=formpost%40example.com&password=wrong-password");
    expect(form).toEqual({ status: 415, body: { message: "Send the sign-in as JSON." } });
    const noEmail = await attempt({ "content-type": "application/json" }, JSON.stringify({ password: "wrong-password" }));
    expect(noEmail).toEqual({ status: 400, body: { message: "Email and password are required." } });
    const garbage = await attempt({ "content-type": "application/json" }, "{not json");
    expect(garbage.status).toBe(400);
  });

  it("counts sign-in attempts by the address the server resolved, whatever X-Forwarded-For the client sends", async () => {
    const { action } = await import("~/routes/api/auth.$");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const request = new Request("http://shop.test/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://shop.test", "x-forwarded-for": `10.0.0.${i}` },
        // Another account than the earlier tests', whose own failure count would answer 429 first.
        body: JSON.stringify({ email: "forwarded@example.com", password: "wrong-password" }),
      });
      const response = (await action(actionArgs(request, { context: { clientIp: "192.0.2.77" } }))) as Response;
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe("per-account sign-in throttling", () => {
  beforeAll(async () => {
    await createUser("target@example.com");
    await createUser("colleague@example.com");
    await createUser("besieged@example.com");
    await createUser("parallel@example.com");
    await createUser("typist@example.com");
    await createUser("forgetful@example.com");
    await createUser("bystander@example.com");
  });

  const attempt = (email: string, password: string, ip: string, cookie?: string) =>
    signInWithPassword(adminRequest("/admin/login", { cookie }), ip, { email, password });

  /** Signs in from a new browser and returns its known-device cookie ("name=value"). */
  async function knownDevice(email: string, ip: string): Promise<string> {
    const result = await attempt(email, PASSWORD, ip);
    if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
    const cookie = result.setCookies.find((c) => c.startsWith("haat.known_device="));
    if (!cookie) throw new Error("no known-device cookie");
    return cookie.split(";")[0]!;
  }

  const failures = async (email: string, count: number, firstIp: number, cookie?: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const result = await attempt(email, "wrong-password", `192.0.2.${firstIp + i}`, cookie);
      statuses.push(result.ok ? 200 : result.status);
    }
    return statuses;
  };

  it("locks an account's password sign-in for new browsers after 10 failures from any addresses, for that account only", async () => {
    expect(await failures("target@example.com", 10, 1)).toEqual(Array(10).fill(401));
    const locked = await attempt("Target@Example.com", PASSWORD, "192.0.2.200");
    expect(locked).toMatchObject({ ok: false, status: 429 });
    if (!locked.ok) expect(locked.message).toMatch(/^Too many failed sign-in attempts for this account\. Try again in \d+ minutes\.$/);
    expect((await attempt("colleague@example.com", PASSWORD, "192.0.2.201")).ok).toBe(true);
  });

  it("hands out an HttpOnly, SameSite=Lax known-device cookie on each successful sign-in", async () => {
    const result = await attempt("colleague@example.com", PASSWORD, "192.0.2.202");
    const cookie = result.ok ? result.setCookies.find((c) => c.startsWith("haat.known_device=")) : undefined;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=31536000/);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it("lets the admin's own browser sign in while an attacker keeps the account locked for every other browser", async () => {
    const adminBrowser = await knownDevice("besieged@example.com", "198.51.100.1");
    // The attack: 10 failures from many addresses, then more to keep renewing the lock.
    expect(await failures("besieged@example.com", 12, 100)).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await attempt("besieged@example.com", PASSWORD, "198.51.100.2"))).toMatchObject({ ok: false, status: 429 });

    const own = await attempt("besieged@example.com", PASSWORD, "198.51.100.1", adminBrowser);
    expect(own.ok).toBe(true);
    // The same, through the login form the browser actually posts.
    const { action } = await import("~/routes/admin/login");
    const form = await run(() =>
      action(actionArgs(adminRequest("/admin/login", { cookie: adminBrowser, form: { email: "besieged@example.com", password: PASSWORD } }), { context: { clientIp: "198.51.100.3" } })),
    );
    expect((form.value as Response).status).toBe(302);
    expect((form.value as Response).headers.getSetCookie().some((c) => c.startsWith("haat.session_token="))).toBe(true);
    // The admin's success does not hand the attacker fresh guesses.
    expect((await attempt("besieged@example.com", PASSWORD, "198.51.100.4"))).toMatchObject({ ok: false, status: 429 });
  });

  it("does not let a forged, altered or other account's known-device cookie past the lock", async () => {
    const colleagueBrowser = await knownDevice("colleague@example.com", "198.51.100.20");
    // target is still locked from the first test.
    expect(await attempt("target@example.com", PASSWORD, "198.51.100.21")).toMatchObject({ ok: false, status: 429 });
    const [id, expires, mac] = colleagueBrowser.slice("haat.known_device=".length).split(".") as [string, string, string];
    const forged = [
      colleagueBrowser,
      `haat.known_device=${id}.${Number(expires) + 1}.${mac}`,
      `haat.known_device=${"A".repeat(24)}.${expires}.${"A".repeat(43)}`,
      `haat.known_device=${id}`,
    ];
    for (const [i, cookie] of forged.entries()) {
      expect(await attempt("target@example.com", PASSWORD, `198.51.100.${30 + i}`, cookie), cookie).toMatchObject({ ok: false, status: 429 });
    }
  });

  it("limits failures from a known browser on their own, and forgives them after its success", async () => {
    const browser = await knownDevice("typist@example.com", "203.0.113.1");
    expect(await failures("typist@example.com", 9, 10, browser)).toEqual(Array(9).fill(401));
    expect((await attempt("typist@example.com", PASSWORD, "203.0.113.2", browser)).ok).toBe(true);
    expect(await failures("typist@example.com", 11, 30, browser)).toEqual([...Array(10).fill(401), 429]);
    const locked = await attempt("typist@example.com", PASSWORD, "203.0.113.3", browser);
    expect(locked).toMatchObject({ ok: false, status: 429 });
    if (!locked.ok) expect(locked.message).toMatch(/^Too many failed sign-in attempts from this browser\. Try again in \d+ minutes\.$/);
    // Those were the browser's failures, not the account's: another browser still signs in.
    expect((await attempt("typist@example.com", PASSWORD, "203.0.113.4")).ok).toBe(true);
  });

  it("keeps the account's count across a success from a new browser (the failures may be an attacker's)", async () => {
    expect(await failures("colleague@example.com", 9, 150)).toEqual(Array(9).fill(401));
    expect((await attempt("colleague@example.com", PASSWORD, "192.0.2.99")).ok).toBe(true);
    expect(await failures("colleague@example.com", 2, 170)).toEqual([401, 429]);
  });

  it("lifts the account's lock when an operator resets its password with admin:create (upsertAdmin), and no other account's", async () => {
    expect(await failures("forgetful@example.com", 10, 180)).toEqual(Array(10).fill(401));
    expect(await failures("bystander@example.com", 10, 190)).toEqual(Array(10).fill(401));
    expect(await attempt("forgetful@example.com", PASSWORD, "198.51.100.60")).toMatchObject({ ok: false, status: 429 });

    await upsertAdmin(" Forgetful@Example.com ", "a brand new password");
    expect((await attempt("forgetful@example.com", "a brand new password", "198.51.100.61")).ok).toBe(true);
    // A fresh count, not a single pass: nine more failures still leave the account open.
    expect(await failures("forgetful@example.com", 9, 200)).toEqual(Array(9).fill(401));
    expect((await attempt("forgetful@example.com", "a brand new password", "198.51.100.62")).ok).toBe(true);
    expect(await attempt("bystander@example.com", PASSWORD, "198.51.100.63")).toMatchObject({ ok: false, status: 429 });
  });

  it("lets no more than 10 of many parallel failures through", async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attempt("parallel@example.com", "wrong-password", `203.0.113.${100 + i}`)),
    );
    const statuses = results.map((r) => (r.ok ? 200 : r.status));
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  });
});
