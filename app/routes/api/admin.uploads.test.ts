import { eq } from "drizzle-orm";
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { upsertAdmin } from "~/.server/admin/users";
import { signInWithPassword } from "~/.server/sign-in";
import { user } from "~/.server/db/schema";
import { MAX_UPLOAD_BYTES, uploadsDir } from "~/.server/media";
import { installStorage } from "~/.server/storage";
import { PRODUCT_IMAGE_WIDTHS, variantUrl } from "~/lib/images";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import { actionArgs } from "#tests/helpers/route-args";
import { runRoute } from "#tests/helpers/route-table";

const URL_ = "http://haat.test/api/admin/uploads";

/** Signs in through better-auth and returns the Cookie header a browser would send. */
async function sessionCookie(email: string, password: string) {
  const signIn = await signInWithPassword(new Request("http://haat.test/admin/login", { method: "POST" }), "10.9.9.9", { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.message}`);
  return signIn.setCookies.map((c) => c.split(";")[0]).join("; ");
}

async function call(request: Request) {
  try {
    return (await runRoute("routes/api/admin.uploads.ts", "action", actionArgs(request, { context: { clientIp: "10.0.0.1" } }))) as Response;
  } catch (thrown) {
    // The admin guard throws a redirect Response, or data() for a refused write.
    if (thrown instanceof Response) return thrown;
    const refused = thrown as { data: unknown; init?: { status?: number } };
    return Response.json(refused.data, { status: refused.init?.status ?? 500 });
  }
}

function upload(cookie: string, file: Blob | null, options: { folder?: string; name?: string } = {}) {
  const form = new FormData();
  form.append("folder", options.folder ?? "products");
  if (file) form.append("file", file, options.name ?? "photo.png");
  return call(new Request(URL_, { method: "POST", headers: { cookie }, body: form }));
}

/** A multipart body of about `total` bytes, produced on demand; `pulled()` says how much was read. */
function streamingBody(total: number) {
  const boundary = "----haat-test-boundary";
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nproducts\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const chunk = new Uint8Array(64 * 1024);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = sent === 0 ? head : sent < total ? chunk : new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
      if (sent > total + chunk.length) return controller.close();
      sent += next.byteLength;
      controller.enqueue(next);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => sent };
}

describe(`POST /api/admin/uploads (${testDbKind})`, () => {
  const handle = setupTestDb();
  let admin: string;

  beforeAll(async () => {
    installStorage(undefined);
    await upsertAdmin("uploads-admin@haat.test", "admin-password");
    admin = await sessionCookie("uploads-admin@haat.test", "admin-password");
  });

  it("stores an image for an admin and answers 201 with its URL and size; the variants exist", async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#2e86de" } }).png().toBuffer();
    const response = await upload(admin, new Blob([png], { type: "image/png" }));
    expect(response.status).toBe(201);
    const body = (await response.json()) as { url: string; width: number; height: number };
    expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/products\/\d+-[0-9a-f]{16}\.png$/), width: 800, height: 600 });
    const file = (url: string) => path.join(uploadsDir(), url.replace(/^\/uploads\//, ""));
    expect(existsSync(file(body.url))).toBe(true);
    for (const width of PRODUCT_IMAGE_WIDTHS) expect(existsSync(file(variantUrl(body.url, width)))).toBe(true);
  });

  it("judges the content, not the declared type: a text file sent as image/png is an Invalid File", async () => {
    const response = await upload(admin, new Blob(["not a picture"], { type: "image/png" }), { name: "photo.png" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ title: "Invalid File", description: "Please upload an image file", error: "Invalid File: Please upload an image file" });
  });

  it("answers Invalid File when no file is sent, and Upload Failed for an unknown folder", async () => {
    expect(await (await upload(admin, null)).json()).toMatchObject({ title: "Invalid File" });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer();
    const response = await upload(admin, new Blob([png]), { folder: "../avatars" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ title: "Upload Failed" });
  });

  it("refuses a declared Content-Length over the limit without reading the body", async () => {
    const body = streamingBody(6 * 1024 * 1024);
    const request = new Request(URL_, {
      method: "POST",
      headers: { cookie: admin, "content-type": body.contentType, "content-length": String(6 * 1024 * 1024) },
      body: body.stream,
      duplex: "half",
    } as RequestInit);
    const response = await call(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ title: "File Too Large", description: "Image must be less than 5MB" });
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("stops reading a 6 MB body sent without Content-Length just past the limit", async () => {
    const body = streamingBody(6 * 1024 * 1024);
    const request = new Request(URL_, { method: "POST", headers: { cookie: admin, "content-type": body.contentType }, body: body.stream, duplex: "half" } as RequestInit);
    const response = await call(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ title: "File Too Large", description: "Image must be less than 5MB", error: "File Too Large: Image must be less than 5MB" });
    expect(body.pulled()).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(body.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 512 * 1024);
  });

  it("refuses a file just over 5 MB inside a body that fits the multipart allowance", async () => {
    const response = await upload(admin, new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1)], { type: "image/png" }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ title: "File Too Large" });
  });

  it("sends a visitor without a session to the login page and refuses a signed-in non-admin", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer();
    const anonymous = await upload("", new Blob([png]));
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/admin/login");

    const { userId } = await upsertAdmin("former-admin@haat.test", "former-password");
    const cookie = await sessionCookie("former-admin@haat.test", "former-password");
    await handle().db.update(user).set({ role: null }).where(eq(user.id, userId));
    const refused = await upload(cookie, new Blob([png]));
    expect(refused.status).toBe(403);
  });
});
