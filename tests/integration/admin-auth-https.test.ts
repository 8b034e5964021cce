import { describe, expect, it, vi } from "vitest";
import { setupTestDb } from "../helpers/db";
import { adminRequest, createUser, PASSWORD } from "../helpers/admin";

// A file of its own: the auth modules read PUBLIC_URL when they load, so this file loads them only
// after setting it (admin-auth.test.ts loads them without it).
setupTestDb();

describe("behind https (PUBLIC_URL)", () => {
  it("marks the session and known-device cookies Secure", async () => {
    // Read when the auth modules load: this file imports them only once it is set.
    vi.stubEnv("PUBLIC_URL", "https://shop.example.com");
    try {
      const signIn = await import("~/.server/sign-in");
      await createUser("secure@example.com");
      const result = await signIn.signInWithPassword(adminRequest("/admin/login"), "192.0.2.90", { email: "secure@example.com", password: PASSWORD });
      expect(result.ok).toBe(true);
      const cookie = result.ok ? result.setCookies.find((c) => c.includes("haat.session_token=")) : undefined;
      expect(cookie).toMatch(/^__Secure-haat\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      const device = result.ok ? result.setCookies.find((c) => c.includes("haat.known_device=")) : undefined;
      expect(device).toMatch(/^__Secure-haat\.known_device=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
