import { afterEach, describe, expect, it, vi } from "vitest";
import { ensureFirstAdmin, hasAdmin, NO_ADMIN_HINT } from "./users";
import { user } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { setupTestDb } from "#tests/helpers/db";
import { signInCookie } from "#tests/helpers/admin";

const getHandle = setupTestDb();

describe("the first admin at start-up", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("without ADMIN_EMAIL and ADMIN_PASSWORD logs how to create an admin and invents nothing", async () => {
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await ensureFirstAdmin({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
    expect(warn).toHaveBeenCalledExactlyOnceWith(NO_ADMIN_HINT);
    expect(NO_ADMIN_HINT).toContain("npm run admin:create -- --email you@example.com --password");
    expect(await getHandle().db.select().from(user)).toEqual([]);
    expect(await hasAdmin()).toBe(false);
  });

  it("with only one of the two set, still creates nobody", async () => {
    vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    await ensureFirstAdmin({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: undefined });
    expect(await hasAdmin()).toBe(false);
  });

  it("creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once; later starts leave it alone", async () => {
    await ensureFirstAdmin({ ADMIN_EMAIL: "Owner@Example.com", ADMIN_PASSWORD: "from-the-env" });
    expect(await hasAdmin()).toBe(true);
    await signInCookie("owner@example.com", "from-the-env");

    // A changed variable on a later start does not reset the password of an existing admin.
    await ensureFirstAdmin({ ADMIN_EMAIL: "owner@example.com", ADMIN_PASSWORD: "changed-later" });
    await signInCookie("owner@example.com", "from-the-env");
    await expect(signInCookie("owner@example.com", "changed-later")).rejects.toThrow(/401/);
  });

  it("two instances starting at once create one admin", async () => {
    await getHandle().db.delete(user);
    await Promise.all([
      ensureFirstAdmin({ ADMIN_EMAIL: "twin@example.com", ADMIN_PASSWORD: "twin-password" }),
      ensureFirstAdmin({ ADMIN_EMAIL: "twin@example.com", ADMIN_PASSWORD: "twin-password" }),
    ]);
    expect(await getHandle().db.select().from(user)).toHaveLength(1);
  });
});
