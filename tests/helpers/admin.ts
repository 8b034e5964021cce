import { eq } from "drizzle-orm";
import { upsertAdmin } from "~/.server/admin/users";
import { getAuth } from "~/.server/auth";
import { getDb } from "~/.server/db";
import { user } from "~/.server/db/schema";
import type { Role } from "~/lib/permissions";

export const ORIGIN = "http://shop.test";
export const PASSWORD = "correct horse battery";

/** A user with a password: an owner unless `role` names another role, or no staff role at all with `admin: false`. */
export async function createUser(email: string, { admin = true, role = "owner" }: { admin?: boolean; role?: Role } = {}) {
  const { userId } = await upsertAdmin(email, PASSWORD);
  if (!admin || role !== "owner") {
    const db = await getDb();
    await db.update(user).set({ role: admin ? role : null }).where(eq(user.id, userId));
  }
  return userId;
}

/** Signs in through better-auth's API and returns the Cookie header value for later requests. */
export async function signInCookie(email: string, password = PASSWORD): Promise<string> {
  const auth = await getAuth();
  const response = await auth.api.signInEmail({ body: { email, password }, headers: new Headers({ origin: ORIGIN }), asResponse: true });
  if (!response.ok) throw new Error(`sign-in failed with ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A request to an admin URL, optionally signed in, posting `form` when given. */
export function adminRequest(path: string, options: { cookie?: string; form?: Record<string, string | string[]>; method?: string } = {}) {
  const headers = new Headers({ origin: ORIGIN });
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: FormData | undefined;
  if (options.form) {
    body = new FormData();
    for (const [key, value] of Object.entries(options.form)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
    }
  }
  return new Request(`${ORIGIN}${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

/** Runs a loader or action and returns what it threw or returned as a Response-like result. */
export async function run<T>(fn: () => Promise<T>): Promise<{ thrown: boolean; value: unknown }> {
  try {
    return { thrown: false, value: await fn() };
  } catch (error) {
    return { thrown: true, value: error };
  }
}

/** Status and body of what a loader or action returned: data() results carry both; plain objects are 200. */
export function answer<T = Record<string, unknown>>(value: unknown): { status: number; body: T } {
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const { init, data } = value as { init?: ResponseInit | null; data: T };
    return { status: init?.status ?? 200, body: data };
  }
  return { status: 200, body: value as T };
}
