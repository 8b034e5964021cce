import { afterEach, describe, expect, it, vi } from "vitest";

// Fresh modules per test: env() reads PUBLIC_URL once per module graph.
const load = async (publicUrl?: string) => {
  vi.resetModules();
  if (publicUrl) vi.stubEnv("PUBLIC_URL", publicUrl);
  return import("./known-device");
};
const carrying = (setCookie: string) => new Request("http://shop.test/admin/login", { headers: { cookie: `a=1; ${setCookie.split(";")[0]!}; b=2` } });

describe("the known-device cookie", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("proves its device id for the account it was issued to, and for no other", async () => {
    const { knownDeviceId, knownDeviceSetCookie } = await load();
    const request = carrying(knownDeviceSetCookie("admin@example.com", "A".repeat(24)));
    expect(knownDeviceId(request, "admin@example.com")).toBe("A".repeat(24));
    expect(knownDeviceId(request, "other@example.com")).toBeNull();
    expect(knownDeviceId(new Request("http://shop.test/"), "admin@example.com")).toBeNull();
  });

  it("draws a new device id when the browser had none", async () => {
    const { knownDeviceId, knownDeviceSetCookie } = await load();
    const id = knownDeviceId(carrying(knownDeviceSetCookie("admin@example.com")), "admin@example.com");
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it("refuses an altered expiry", async () => {
    const { knownDeviceId, knownDeviceSetCookie } = await load();
    const [name, value] = knownDeviceSetCookie("admin@example.com", "B".repeat(24)).split(";")[0]!.split("=") as [string, string];
    const [id, expires, mac] = value.split(".");
    const request = new Request("http://shop.test/", { headers: { cookie: `${name}=${id}.${Number(expires) + 1}.${mac}` } });
    expect(knownDeviceId(request, "admin@example.com")).toBeNull();
  });

  it("forwards only itself: the Cookie header a sign-in request carries on", async () => {
    const { knownDeviceCookieHeader, knownDeviceSetCookie } = await load();
    const setCookie = knownDeviceSetCookie("admin@example.com", "C".repeat(24));
    expect(knownDeviceCookieHeader(carrying(setCookie))).toBe(setCookie.split(";")[0]);
    expect(knownDeviceCookieHeader(new Request("http://shop.test/", { headers: { cookie: "a=1" } }))).toBeNull();
  });

  it("is __Secure- prefixed and Secure behind https, and read under that name only", async () => {
    const { knownDeviceId, knownDeviceSetCookie } = await load("https://shop.example.com");
    const setCookie = knownDeviceSetCookie("admin@example.com", "D".repeat(24));
    expect(setCookie).toMatch(/^__Secure-haat\.known_device=[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    expect(knownDeviceId(carrying(setCookie), "admin@example.com")).toBe("D".repeat(24));
    expect(knownDeviceId(carrying(setCookie.replace("__Secure-", "")), "admin@example.com")).toBeNull();
  });
});
