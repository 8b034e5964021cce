import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "~/.server/db";
import { heroBanners, products } from "~/.server/db/schema";
import { logger } from "~/.server/logger";
import { storeImage, type UploadFolder } from "~/.server/media";
import { installStorage } from "~/.server/storage";
import { action as bannersAction } from "~/routes/admin/banners";
import { action as productsAction } from "~/routes/admin/products";
import { createCategory } from "../factories";
import { setupTestDb } from "../helpers/db";
import { type Harness, localHarness, s3Harness } from "../helpers/storage";
import { adminRequest, answer, createUser, signInCookie } from "../helpers/admin";
import { actionArgs, type DataFunction } from "../helpers/route-args";
import { behindAdminGuard } from "../helpers/route-table";

const getHandle = setupTestDb();
let cookie: string;
let categoryId: number;
let png: Buffer;

beforeAll(async () => {
  await createUser("images@example.com");
  cookie = await signInCookie("images@example.com");
  categoryId = (await createCategory(getHandle().db)).id;
  png = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2e86de" } }).png().toBuffer();
});
afterAll(() => installStorage(undefined));

type Answer = { ok: boolean; toast?: string; message?: string };

async function post(act: DataFunction, path: string, form: Record<string, string | string[]>) {
  return answer<Answer>(await act(await behindAdminGuard(actionArgs(adminRequest(path, { cookie, form })))));
}

let serial = 0;
function productForm(slug: string, images: { image_url?: string; images?: string[] }, extra: Record<string, string> = {}) {
  return { intent: "create", name: `Product ${slug}`, slug, price: "120", category_id: String(categoryId), stock_quantity: "3", is_active: "on", image_url: images.image_url ?? "", images: images.images ?? [], ...extra };
}

async function createProduct(images: { image_url?: string; images?: string[] }): Promise<number> {
  const slug = `image-product-${++serial}`;
  expect((await post(productsAction, "/admin/products", productForm(slug, images))).body).toEqual({ ok: true, toast: "Created!" });
  const [row] = await getHandle().db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  return row!.id;
}

async function createBanner(imageUrl: string): Promise<number> {
  const title = `Banner ${++serial}`;
  const form = { intent: "create", title, image_url: imageUrl, display_order: "1", is_active: "on" };
  expect((await post(bannersAction, "/admin/banners", form)).body).toEqual({ ok: true, toast: "Created!" });
  const [row] = await getHandle().db.select({ id: heroBanners.id }).from(heroBanners).where(eq(heroBanners.title, title));
  return row!.id;
}

/** The same path on a host that is not our storage: a URL that merely looks like one of ours. */
function elsewhere(url: string): string {
  const foreign = new URL(url, "https://elsewhere.example.com");
  foreign.protocol = "https:";
  foreign.host = "elsewhere.example.com";
  return foreign.toString();
}

describe.each([
  ["local disk", localHarness],
  ["S3 (s3rver)", s3Harness],
] as const)("stored images of changed and deleted records, on %s", (_name, start) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await start();
    installStorage(harness.driver);
  });
  afterAll(async () => {
    installStorage(undefined);
    await harness?.close();
  });

  const upload = async (folder: UploadFolder = "products") => (await storeImage(folder, png)).url;
  /** How many files (original and WebP variants) of a stored image are in storage: 4 while it exists. */
  const filesOf = async (url: string) => {
    const stem = harness.driver.keyFor(url)!.replace(/\.\w+$/, "");
    return (await harness.keys()).filter((key) => key === `${stem}.png` || key.startsWith(`${stem}-w`)).length;
  };

  it("deletes the files of images a product stopped showing once saved, keeps those it still shows, and all of them with the product", async () => {
    const [first, kept, added] = [await upload(), await upload(), await upload()];
    const id = await createProduct({ image_url: first, images: [first, kept] });
    expect(await filesOf(first)).toBe(4);

    const updated = await post(productsAction, "/admin/products", { ...productForm(`image-product-${serial}`, { image_url: added, images: [added, kept] }), intent: "update", id: String(id) });
    expect(updated.body).toEqual({ ok: true, toast: "Updated!" });
    expect([await filesOf(first), await filesOf(kept), await filesOf(added)]).toEqual([0, 4, 4]);

    expect((await post(productsAction, "/admin/products", { intent: "delete", id: String(id) })).body).toEqual({ ok: true, toast: "Deleted!" });
    expect([await filesOf(kept), await filesOf(added)]).toEqual([0, 0]);
  });

  it("keeps an image another product or a banner still uses, and never touches URLs that are not ours", async () => {
    const [own, sharedWithProduct, sharedWithBanner, lookalike] = [await upload(), await upload(), await upload("banners"), await upload()];
    const external = ["https://cdn.example.com/products/1700000000000-0123456789abcdef.png", "/images/default-hero.webp", elsewhere(lookalike)];
    const id = await createProduct({ image_url: own, images: [own, sharedWithProduct, sharedWithBanner, ...external] });
    const other = await createProduct({ images: [sharedWithProduct] });
    const banner = await createBanner(sharedWithBanner);

    await post(productsAction, "/admin/products", { intent: "delete", id: String(id) });
    expect([await filesOf(own), await filesOf(sharedWithProduct), await filesOf(sharedWithBanner), await filesOf(lookalike)]).toEqual([0, 4, 4, 4]);

    // Once the last record that used them is gone, so are they.
    await post(productsAction, "/admin/products", { intent: "delete", id: String(other) });
    await post(bannersAction, "/admin/banners", { intent: "delete", id: String(banner) });
    expect([await filesOf(sharedWithProduct), await filesOf(sharedWithBanner), await filesOf(lookalike)]).toEqual([0, 0, 4]);
  });

  it("deletes a banner's replaced image, and its image with the banner", async () => {
    const [first, second] = [await upload("banners"), await upload("banners")];
    const id = await createBanner(first);
    const form = { intent: "update", id: String(id), title: "Replaced", image_url: second, display_order: "2", is_active: "on" };
    expect((await post(bannersAction, "/admin/banners", form)).body).toEqual({ ok: true, toast: "Updated!" });
    expect([await filesOf(first), await filesOf(second)]).toEqual([0, 4]);

    expect((await post(bannersAction, "/admin/banners", { intent: "delete", id: String(id) })).body).toEqual({ ok: true, toast: "Deleted!" });
    expect(await filesOf(second)).toBe(0);
  });

  it("keeps every image when the save fails", async () => {
    const [image, replacement] = [await upload(), await upload()];
    const id = await createProduct({ image_url: image, images: [image] });
    await createProduct({});
    const takenSlug = `image-product-${serial}`;
    const refused = await post(productsAction, "/admin/products", { ...productForm(takenSlug, { image_url: replacement, images: [replacement] }), intent: "update", id: String(id) });
    expect(refused.status).toBe(409);
    expect(await filesOf(image)).toBe(4);
    const [row] = await getHandle().db.select({ images: products.images }).from(products).where(eq(products.id, id));
    expect(row?.images).toEqual([image]);
  });

  it("deletes files only after the change is committed: the database already shows the saved product when they go", async () => {
    const [before, after] = [await upload(), await upload()];
    const id = await createProduct({ images: [before] });
    const seen: unknown[] = [];
    installStorage({
      ...harness.driver,
      async remove(keys) {
        // Read through the process database (another connection on PostgreSQL). Had the change not
        // committed yet, this would see the old images, or on PGlite's one connection wait for the
        // transaction that is waiting for this removal.
        const db = await getDb();
        const read = db.select({ images: products.images }).from(products).where(eq(products.id, id));
        seen.push(await Promise.race([read.then(([row]) => row?.images), new Promise((resolve) => setTimeout(() => resolve("blocked by the open transaction"), 3000))]));
        await harness.driver.remove(keys);
      },
    });
    try {
      const form = { ...productForm(`image-product-${serial}`, { images: [after] }), intent: "update", id: String(id) };
      expect((await post(productsAction, "/admin/products", form)).body).toEqual({ ok: true, toast: "Updated!" });
    } finally {
      installStorage(harness.driver);
    }
    expect(seen).toEqual([[after]]);
    expect(await filesOf(before)).toBe(0);
  });

  it("logs a storage failure and still saves the admin's change", async () => {
    const image = await upload();
    const id = await createProduct({ images: [image] });
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    installStorage({
      ...harness.driver,
      remove: () => Promise.reject(new Error("storage unreachable")),
    });
    let calls: unknown[][];
    try {
      expect((await post(productsAction, "/admin/products", { intent: "delete", id: String(id) })).body).toEqual({ ok: true, toast: "Deleted!" });
    } finally {
      calls = logged.mock.calls.slice();
      installStorage(harness.driver);
      logged.mockRestore();
    }
    expect(await getHandle().db.select().from(products).where(eq(products.id, id))).toHaveLength(0);
    expect(calls).toEqual([
      [
        { failures: [{ url: image, err: expect.objectContaining({ message: "storage unreachable" }) }] },
        "removing images no longer used failed; the files stay in storage",
      ],
    ]);
    expect(await filesOf(image)).toBe(4);
  });
});
