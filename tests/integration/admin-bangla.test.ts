import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categories, heroBanners, products } from "~/.server/db/schema";
import { action as bannersAction, loader as bannersLoader } from "~/routes/admin/banners";
import { action as categoriesAction, loader as categoriesLoader } from "~/routes/admin/categories";
import { action as productsAction, loader as productsLoader } from "~/routes/admin/products";
import { createBanner, createCategory, createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { adminRequest, answer, createUser, run, signInCookie } from "../helpers/admin";
import { actionArgs, loaderArgs, type DataFunction } from "../helpers/route-args";
import { behindAdminGuard } from "../helpers/route-table";

// The admin dialogs' optional Bangla fields: saved, cleared (empty is null), limited like their
// English twins, read back for the edit dialog, and behind the admin guard like every admin write.

const getHandle = setupTestDb();
const db = () => getHandle().db;
let cookie: string;
let shopperCookie: string;

type Answer = { ok: boolean; toast?: string; message?: string; fieldErrors?: Record<string, string> };

async function post(act: DataFunction, path: string, form: Record<string, string | string[]>, as = cookie) {
  const request = adminRequest(path, { cookie: as, form });
  return answer<Answer>(await act(await behindAdminGuard(actionArgs(request))));
}

async function load<T>(loader: DataFunction, path: string): Promise<T> {
  return (await loader(await behindAdminGuard(loaderArgs(adminRequest(path, { cookie }))))) as T;
}

beforeAll(async () => {
  await createUser("admin@example.com");
  await createUser("shopper@example.com", { admin: false });
  cookie = await signInCookie("admin@example.com");
  shopperCookie = await signInCookie("shopper@example.com");
});

describe(`Bangla catalogue fields in the admin (${testDbKind})`, () => {
  it("saves a product's Bangla name and description, shows them for editing, and clears them when emptied", async () => {
    const category = await createCategory(db());
    const form = { intent: "create", name: "Jamdani Saree", slug: "jamdani-saree", price: "8500", category_id: String(category.id), is_active: "on" };
    const created = await post(productsAction, "/admin/products", { ...form, name_bn: "  জামদানি শাড়ি ", description_bn: "ঢাকাই জামদানি, হাতে বোনা" });
    expect(created.body).toEqual({ ok: true, toast: "Created!" });
    const [row] = await db().select().from(products).where(eq(products.slug, "jamdani-saree"));
    expect(row).toMatchObject({ name: "Jamdani Saree", nameBn: "জামদানি শাড়ি", description: null, descriptionBn: "ঢাকাই জামদানি, হাতে বোনা" });

    const list = await load<{ rows: { id: number; nameBn: string | null; descriptionBn: string | null }[] }>(productsLoader, "/admin/products?q=jamdani");
    expect(list.rows.find((r) => r.id === row!.id)).toMatchObject({ nameBn: "জামদানি শাড়ি", descriptionBn: "ঢাকাই জামদানি, হাতে বোনা" });

    const cleared = await post(productsAction, "/admin/products", { ...form, intent: "update", id: String(row!.id), name_bn: "", description_bn: "   " });
    expect(cleared.body).toEqual({ ok: true, toast: "Updated!" });
    const [after] = await db().select().from(products).where(eq(products.id, row!.id));
    expect(after).toMatchObject({ name: "Jamdani Saree", nameBn: null, descriptionBn: null });
  });

  it("refuses a Bangla product name longer than the English limit and changes nothing", async () => {
    const category = await createCategory(db());
    const product = await createProduct(db(), { categoryId: category.id, nameBn: "আগের নাম" });
    const result = await post(productsAction, "/admin/products", {
      intent: "update",
      id: String(product.id),
      name: product.name,
      slug: product.slug,
      price: "500",
      category_id: String(category.id),
      name_bn: "ক".repeat(201),
    });
    expect(result).toMatchObject({ status: 400, body: { ok: false, fieldErrors: { name_bn: "Name (বাংলা) must be at most 200 characters" } } });
    const [row] = await db().select({ nameBn: products.nameBn }).from(products).where(eq(products.id, product.id));
    expect(row?.nameBn).toBe("আগের নাম");
  });

  it("saves, shows and clears a category's Bangla name and description", async () => {
    const created = await post(categoriesAction, "/admin/categories", {
      intent: "create",
      name: "Sarees",
      name_bn: "শাড়ি",
      slug: "sarees-bn",
      description: "",
      description_bn: "জামদানি, কাতান আর তাঁতের শাড়ি",
    });
    expect(created.body).toEqual({ ok: true, toast: "Created!" });
    const [row] = await db().select().from(categories).where(eq(categories.slug, "sarees-bn"));
    expect(row).toMatchObject({ name: "Sarees", nameBn: "শাড়ি", description: null, descriptionBn: "জামদানি, কাতান আর তাঁতের শাড়ি" });
    const { categories: listed } = await load<{ categories: { id: number; nameBn: string | null; descriptionBn: string | null }[] }>(categoriesLoader, "/admin/categories");
    expect(listed.find((c) => c.id === row!.id)).toMatchObject({ nameBn: "শাড়ি", descriptionBn: "জামদানি, কাতান আর তাঁতের শাড়ি" });

    const cleared = await post(categoriesAction, "/admin/categories", { intent: "update", id: String(row!.id), name: "Sarees", name_bn: "", slug: "sarees-bn", description_bn: " " });
    expect(cleared.body).toEqual({ ok: true, toast: "Updated!" });
    const [after] = await db().select({ nameBn: categories.nameBn, descriptionBn: categories.descriptionBn }).from(categories).where(eq(categories.id, row!.id));
    expect(after).toEqual({ nameBn: null, descriptionBn: null });

    const tooLong = await post(categoriesAction, "/admin/categories", { intent: "create", name: "Tea", name_bn: "চ".repeat(101), slug: "tea-bn" });
    expect(tooLong).toMatchObject({ status: 400, body: { fieldErrors: { name_bn: "Name (বাংলা) must be at most 100 characters" } } });
    expect(await db().select().from(categories).where(eq(categories.slug, "tea-bn"))).toHaveLength(0);
  });

  it("saves, shows and clears a banner's Bangla title, subtitle and button text", async () => {
    const form = { intent: "create", title: "Eid Sale", image_url: "/uploads/banners/eid.webp", button_text: "Shop now", display_order: "5", is_active: "on" };
    const created = await post(bannersAction, "/admin/banners", { ...form, title_bn: "ঈদের অফার", subtitle_bn: "৩০% পর্যন্ত ছাড়", button_text_bn: "এখনই কিনুন" });
    expect(created.body).toEqual({ ok: true, toast: "Created!" });
    const [row] = await db().select().from(heroBanners).where(eq(heroBanners.displayOrder, 5));
    expect(row).toMatchObject({ title: "Eid Sale", titleBn: "ঈদের অফার", subtitle: null, subtitleBn: "৩০% পর্যন্ত ছাড়", buttonTextBn: "এখনই কিনুন" });
    const { banners } = await load<{ banners: { id: number; titleBn: string | null; subtitleBn: string | null; buttonTextBn: string | null }[] }>(
      bannersLoader,
      "/admin/banners",
    );
    expect(banners.find((b) => b.id === row!.id)).toMatchObject({ titleBn: "ঈদের অফার", subtitleBn: "৩০% পর্যন্ত ছাড়", buttonTextBn: "এখনই কিনুন" });

    const cleared = await post(bannersAction, "/admin/banners", { ...form, intent: "update", id: String(row!.id), title_bn: "", subtitle_bn: "", button_text_bn: "" });
    expect(cleared.body).toEqual({ ok: true, toast: "Updated!" });
    const [after] = await db().select().from(heroBanners).where(eq(heroBanners.id, row!.id));
    expect(after).toMatchObject({ title: "Eid Sale", titleBn: null, subtitleBn: null, buttonTextBn: null, buttonText: "Shop now" });

    const tooLong = await post(bannersAction, "/admin/banners", { ...form, intent: "update", id: String(row!.id), button_text_bn: "ক".repeat(51) });
    expect(tooLong).toMatchObject({ status: 400, body: { fieldErrors: { button_text_bn: "Button text (বাংলা) must be at most 50 characters" } } });
  });

  it("refuses Bangla edits from a signed-in shopper who is not an admin, changing nothing", async () => {
    const banner = await createBanner(db(), { title: "Guarded", titleBn: "আগের শিরোনাম" });
    const { thrown, value } = await run(() =>
      post(bannersAction, "/admin/banners", { intent: "update", id: String(banner.id), title: "Guarded", title_bn: "বদলানো", image_url: banner.imageUrl }, shopperCookie),
    );
    expect(thrown).toBe(true);
    // The guard throws data(…, 403), as for every admin action.
    expect(answer(value).status).toBe(403);
    expect((await db().select({ titleBn: heroBanners.titleBn }).from(heroBanners).where(eq(heroBanners.id, banner.id)))[0]?.titleBn).toBe("আগের শিরোনাম");
  });
});
