import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PRICE_BANDS } from "~/lib/price-bands";
import { createBanner, createCategory, createProduct } from "#tests/factories";
import { setupTestDb, testDbKind } from "#tests/helpers/db";
import {
  type CatalogueReadOptions,
  cleanQuery,
  containsPattern,
  getActiveProductSlug,
  getProductBySlug,
  listActiveBanners,
  listBestSellers,
  listCategories,
  listNewestProducts,
  listProductSlugsForSitemap,
  listRelatedProducts,
  listShopProducts,
  PAGE_SIZE,
  parseShopFilters,
  type ProductCardData,
  searchProducts,
  type ShopFilters,
} from "./catalog";
import { getCartProducts } from "./cart";
import type { Db } from "./db";
import { products } from "./db/schema";

const at = (minute: number) => new Date(Date.UTC(2024, 2, 1, 0, minute));
const filters = (overrides: Partial<ShopFilters>): ShopFilters => ({ categoryId: null, q: "", price: "all", page: 1, ...overrides });
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe("parseShopFilters: malformed URLs read as no filter", () => {
  const parse = (query: string) => parseShopFilters(new URLSearchParams(query));

  it("reads valid values", () => {
    expect(parse("category=7&q=%20Saree%20&price=2000-4000&page=3")).toEqual({ categoryId: 7, q: "Saree", price: "2000-4000", page: 3 });
  });

  it.each([
    ["category=abc", { categoryId: null }],
    ["category=-1", { categoryId: null }],
    ["category=0", { categoryId: null }],
    ["category=1.5", { categoryId: null }],
    ["category=99999999999", { categoryId: null }],
    ["price=zzz", { price: "all" }],
    ["price=0-999999", { price: "all" }],
    ["page=-1", { page: 1 }],
    ["page=0", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=10001", { page: 1 }],
    ["q=%20%20", { q: "" }],
  ])("%s", (query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  it("cuts a 5,000 character query to 100 characters", () => {
    expect(cleanQuery("x".repeat(5000))).toHaveLength(100);
    expect(parse(`q=${"ab".repeat(2500)}`).q).toHaveLength(100);
  });

  it("turns control characters (NUL would make PostgreSQL throw) into spaces", () => {
    expect(parse("q=a%00b%0A%1Fc").q).toBe("a b  c");
  });

  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe(`catalogue queries (${testDbKind})`, () => {
  const handle = setupTestDb();
  const db = (): Db => handle().db;

  it("filters the shop by category, newest first, active products only", async () => {
    const saree = await createCategory(db(), { name: "Saree" });
    const other = await createCategory(db(), { name: "Other" });
    await createProduct(db(), { name: "Old Saree", categoryId: saree.id, createdAt: at(1) });
    await createProduct(db(), { name: "New Saree", categoryId: saree.id, createdAt: at(2) });
    await createProduct(db(), { name: "Hidden Saree", categoryId: saree.id, isActive: false, createdAt: at(3) });
    await createProduct(db(), { name: "Lamp", categoryId: other.id, createdAt: at(4) });

    const page = await listShopProducts(filters({ categoryId: saree.id }));
    expect(names(page.products)).toEqual(["New Saree", "Old Saree"]);
    expect(page.total).toBe(2);
    expect(page.products[0]).toMatchObject({ categoryName: "Saree", price: "500.00", stockQuantity: 10 });
    expect(await listShopProducts(filters({ categoryId: 2_000_000_000 }))).toEqual({ products: [], total: 0 });
  });

  it("filters by every price band with inclusive bounds", async () => {
    const band = await createCategory(db());
    const prices = ["0.00", "1999.99", "2000.00", "2000.01", "3999.99", "4000.00", "4000.01", "7999.99", "8000.00", "8000.01", "99999.00"];
    for (const price of prices) await createProduct(db(), { name: `P ${price}`, price, categoryId: band.id });
    const inBand = async (value: string) =>
      (await listShopProducts(filters({ categoryId: band.id, price: value }))).products.map((p) => p.price).sort((a, b) => Number(a) - Number(b));

    expect(PRICE_BANDS.map((b) => b.value)).toEqual(["all", "0-2000", "2000-4000", "4000-8000", "8000+"]);
    expect(await inBand("all")).toEqual(prices);
    expect(await inBand("0-2000")).toEqual(["0.00", "1999.99", "2000.00"]);
    expect(await inBand("2000-4000")).toEqual(["2000.00", "2000.01", "3999.99", "4000.00"]);
    expect(await inBand("4000-8000")).toEqual(["4000.00", "4000.01", "7999.99", "8000.00"]);
    expect(await inBand("8000+")).toEqual(["8000.00", "8000.01", "99999.00"]);
  });

  it("filters the shop by name text, case-insensitively, combined with the other filters", async () => {
    const cat = await createCategory(db());
    await createProduct(db(), { name: "Rajshahi SILK Saree", price: "5000.00", categoryId: cat.id });
    await createProduct(db(), { name: "Silk Tie", price: "900.00", categoryId: cat.id });
    await createProduct(db(), { name: "Cotton Lungi", description: "Soft like silk", categoryId: cat.id });

    expect(names((await listShopProducts(filters({ categoryId: cat.id, q: "silk" }))).products).sort()).toEqual(["Rajshahi SILK Saree", "Silk Tie"]);
    expect(names((await listShopProducts(filters({ categoryId: cat.id, q: "silk", price: "4000-8000" }))).products)).toEqual(["Rajshahi SILK Saree"]);
  });

  it("pages through results with the full count", async () => {
    const cat = await createCategory(db());
    for (let i = 0; i < PAGE_SIZE + 3; i++) await createProduct(db(), { name: `Item ${i}`, categoryId: cat.id, createdAt: at(100 + i) });
    const first = await listShopProducts(filters({ categoryId: cat.id }));
    const second = await listShopProducts(filters({ categoryId: cat.id, page: 2 }));
    expect(first.total).toBe(PAGE_SIZE + 3);
    expect(first.products).toHaveLength(PAGE_SIZE);
    expect(first.products[0]?.name).toBe(`Item ${PAGE_SIZE + 2}`);
    expect(names(second.products)).toEqual(["Item 2", "Item 1", "Item 0"]);
    expect(second.total).toBe(PAGE_SIZE + 3);
    expect((await listShopProducts(filters({ categoryId: cat.id, page: 50 }))).products).toEqual([]);
  });

  it("searches name or description case-insensitively, active only, newest first", async () => {
    await createProduct(db(), { name: "Brass Lamp", description: "Hand-made in Khulna", createdAt: at(300) });
    await createProduct(db(), { name: "Wall Clock", description: "A BRASS frame", createdAt: at(301) });
    await createProduct(db(), { name: "Brass Bowl (retired)", isActive: false, createdAt: at(302) });
    await createProduct(db(), { name: "Mug", description: null, createdAt: at(303) });

    const found = await searchProducts("bRaSs", 1);
    expect(names(found.products)).toEqual(["Wall Clock", "Brass Lamp"]);
    expect(found.total).toBe(2);
    expect(names((await searchProducts("khulna", 1)).products)).toEqual(["Brass Lamp"]);
  });

  it("matches %, _ and \\ literally in search and shop text", async () => {
    await createProduct(db(), { name: "Mega 50% Off Bundle" });
    await createProduct(db(), { name: "Mega 50 Percent Bundle" });
    await createProduct(db(), { name: "snake_case mug" });
    await createProduct(db(), { name: "snakeXcase mug" });
    await createProduct(db(), { name: "back\\slash poster" });

    expect(names((await searchProducts("50%", 1)).products)).toEqual(["Mega 50% Off Bundle"]);
    expect(names((await searchProducts("e_c", 1)).products)).toEqual(["snake_case mug"]);
    expect(names((await searchProducts("k\\s", 1)).products)).toEqual(["back\\slash poster"]);
    expect(names((await listShopProducts(filters({ q: "50%" }))).products)).toEqual(["Mega 50% Off Bundle"]);
    expect((await searchProducts("%", 1)).products.every((p) => p.name.includes("%"))).toBe(true);
    expect((await searchProducts("x".repeat(100), 1)).total).toBe(0);
  });

  it("reads an active product by slug with its images, never an inactive one", async () => {
    const cat = await createCategory(db(), { name: "Decor" });
    const product = await createProduct(db(), {
      slug: "clay-pot",
      categoryId: cat.id,
      imageUrl: "/uploads/products/1-aa.webp",
      images: ["/uploads/products/1-aa.webp", "/uploads/products/2-bb.webp", "javascript:alert(1)"],
    });
    await createProduct(db(), { slug: "retired-pot", isActive: false });

    expect(await getProductBySlug("clay-pot")).toMatchObject({
      id: product.id,
      categoryName: "Decor",
      categoryId: cat.id,
      images: ["/uploads/products/1-aa.webp", "/uploads/products/2-bb.webp"],
    });
    expect(await getProductBySlug("retired-pot")).toBeNull();
    expect(await getProductBySlug("no-such-pot")).toBeNull();
    expect(await getProductBySlug("clay\u0000pot")).toBeNull();
    expect(await getProductBySlug("x".repeat(5000))).toBeNull();
    await expect(searchProducts(cleanQuery("pot\u0000"), 1)).resolves.toMatchObject({ total: expect.any(Number) });
    expect(await getActiveProductSlug(product.id)).toBe("clay-pot");
  });

  it("uses the featured image, else the first other image, on cards", async () => {
    const cat = await createCategory(db());
    await createProduct(db(), { name: "Featured", categoryId: cat.id, imageUrl: "/a.webp", images: ["/b.webp"], createdAt: at(401) });
    await createProduct(db(), { name: "Gallery only", categoryId: cat.id, imageUrl: null, images: ["/c.webp"], createdAt: at(400) });
    await createProduct(db(), { name: "Bare", categoryId: cat.id, imageUrl: null, images: [], createdAt: at(399) });
    const cards = (await listShopProducts(filters({ categoryId: cat.id }))).products;
    expect(cards.map((c) => c.image)).toEqual(["/a.webp", "/c.webp", null]);
  });

  it("relates up to 4 other active products of the same category, none without a category", async () => {
    const cat = await createCategory(db());
    const self = await createProduct(db(), { categoryId: cat.id, createdAt: at(500) });
    for (let i = 1; i <= 5; i++) await createProduct(db(), { name: `Sibling ${i}`, categoryId: cat.id, createdAt: at(500 + i) });
    await createProduct(db(), { name: "Hidden sibling", categoryId: cat.id, isActive: false, createdAt: at(600) });
    await createProduct(db(), { name: "Stranger", createdAt: at(601) });

    const related = await listRelatedProducts(self);
    expect(names(related)).toEqual(["Sibling 5", "Sibling 4", "Sibling 3", "Sibling 2"]);
    expect(await listRelatedProducts({ id: self.id, categoryId: null })).toEqual([]);
  });

  it("ranks best sellers by units sold, ties newest first, never inactive or unsold ones", async () => {
    const sold = async (name: string, soldCount: number, minute: number, isActive = true) =>
      createProduct(db(), { name, soldCount, isActive, createdAt: at(minute) });
    await sold("Tie older", 7, 700);
    await sold("Top", 20, 701);
    await sold("Tie newer", 7, 702);
    await sold("Hidden star", 99, 703, false);
    await sold("One", 1, 704);
    await sold("Unsold", 0, 705);

    expect(names(await listBestSellers(12))).toEqual(["Top", "Tie newer", "Tie older", "One"]);
    expect(names(await listBestSellers(2))).toEqual(["Top", "Tie newer"]);
  });

  it("lists active banners by display order and drops unsafe links and images", async () => {
    await createBanner(db(), { title: "Second", displayOrder: 2, linkUrl: "javascript:alert(1)", buttonText: "Go" });
    await createBanner(db(), { title: "First", displayOrder: 1, linkUrl: "https://example.com/x", buttonText: "Visit" });
    await createBanner(db(), { title: "Off", displayOrder: 0, isActive: false });
    await createBanner(db(), { title: "Bad image", displayOrder: 3, imageUrl: "javascript:alert(1)" });

    const banners = await listActiveBanners();
    expect(banners.map((b) => [b.title, b.linkUrl])).toEqual([
      ["First", "https://example.com/x"],
      ["Second", null],
    ]);
  });

  it("never shows inactive products in newest lists, the sitemap or by id", async () => {
    const hidden = await createProduct(db(), { name: "Ghost", slug: "ghost", isActive: false, createdAt: new Date(Date.UTC(2030, 0, 1)) });
    expect(names(await listNewestProducts(50))).not.toContain("Ghost");
    expect((await listProductSlugsForSitemap(10_000)).map((p) => p.slug)).not.toContain("ghost");
    expect(await getActiveProductSlug(hidden.id)).toBeNull();
    expect((await searchProducts("ghost", 1)).total).toBe(0);
    expect((await listShopProducts(filters({ q: "ghost" }))).total).toBe(0);
    await db().update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    expect(names(await listNewestProducts(1))).toEqual(["Ghost"]);
  });

  it("orders categories by name", async () => {
    const all = await listCategories();
    const sorted = [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
    expect(all).toEqual(sorted);
  });
});

describe(`best sellers before any sale (${testDbKind})`, () => {
  const handle = setupTestDb();

  it("shows the 12 newest active products when nothing has sold", async () => {
    for (let i = 0; i < 14; i++) await createProduct(handle().db, { name: `New ${i}`, createdAt: at(i) });
    await createProduct(handle().db, { name: "Hidden", isActive: false, createdAt: at(99) });
    const list = await listBestSellers(12);
    expect(names(list)).toEqual(Array.from({ length: 12 }, (_, i) => `New ${13 - i}`));
  });
});

describe(`catalogue reads in Bangla (${testDbKind})`, () => {
  const handle = setupTestDb();
  const db = (): Db => handle().db;
  const bn = { locale: "bn" } as const;

  /** A category with a Bangla name, and three of its products: Bangla name and description, none, empty ones. */
  async function shelf(minute: number) {
    const category = await createCategory(db(), { name: `Sarees ${minute}`, nameBn: `শাড়ি ${minute}` });
    const bangla = await createProduct(db(), {
      name: `Jamdani Saree ${minute}`,
      nameBn: `জামদানি শাড়ি ${minute}`,
      description: "Hand-woven in Narayanganj",
      descriptionBn: `নারায়ণগঞ্জের তাঁতিদের হাতে বোনা ${minute}`,
      categoryId: category.id,
      createdAt: at(minute + 2),
    });
    const english = await createProduct(db(), { name: `Cotton Lungi ${minute}`, description: "Soft", categoryId: category.id, createdAt: at(minute + 1) });
    const empty = await createProduct(db(), {
      name: `Clay Pot ${minute}`,
      nameBn: "",
      description: "Terracotta",
      descriptionBn: "",
      categoryId: category.id,
      createdAt: at(minute),
    });
    return { category, bangla, english, empty };
  }

  it("shows each card's Bangla name and category name for bn, the English ones where none is saved, and English for en", async () => {
    const { category, bangla } = await shelf(1000);
    const plain = await createCategory(db(), { name: "Plain" });
    await createProduct(db(), { name: "Plain Mug", categoryId: plain.id, createdAt: at(1010) });
    const cards = (list: ProductCardData[]) => list.map((p) => [p.name, p.categoryName]);

    expect(cards((await listShopProducts(filters({ categoryId: category.id }), bn)).products)).toEqual([
      ["জামদানি শাড়ি 1000", "শাড়ি 1000"],
      ["Cotton Lungi 1000", "শাড়ি 1000"],
      ["Clay Pot 1000", "শাড়ি 1000"],
    ]);
    expect(cards((await listShopProducts(filters({ categoryId: category.id }))).products)).toEqual([
      ["Jamdani Saree 1000", "Sarees 1000"],
      ["Cotton Lungi 1000", "Sarees 1000"],
      ["Clay Pot 1000", "Sarees 1000"],
    ]);
    expect(cards((await listShopProducts(filters({ categoryId: category.id }), { locale: "en" })).products)[0]).toEqual(["Jamdani Saree 1000", "Sarees 1000"]);
    expect(cards(await listNewestProducts(4, bn))).toEqual([
      ["Plain Mug", "Plain"],
      ["জামদানি শাড়ি 1000", "শাড়ি 1000"],
      ["Cotton Lungi 1000", "শাড়ি 1000"],
      ["Clay Pot 1000", "শাড়ি 1000"],
    ]);
    const related = await listRelatedProducts({ id: bangla.id, categoryId: category.id }, bn);
    expect(cards(related)).toEqual([
      ["Cotton Lungi 1000", "শাড়ি 1000"],
      ["Clay Pot 1000", "শাড়ি 1000"],
    ]);
    expect(cards(await listRelatedProducts({ id: -1, categoryId: category.id }, bn))[0]).toEqual(["জামদানি শাড়ি 1000", "শাড়ি 1000"]);
    // A card without a category stays without one in Bangla too.
    const loose = await createProduct(db(), { name: "Loose Tea", nameBn: "খোলা চা", createdAt: at(1020) });
    expect((await listNewestProducts(1, bn))[0]).toMatchObject({ id: loose.id, name: "খোলা চা", categoryName: null });
  });

  it("ranks best sellers the same in both languages, with Bangla names for bn", async () => {
    const { bangla, english } = await shelf(1100);
    await db().update(products).set({ soldCount: 5_000 }).where(eq(products.id, english.id));
    await db().update(products).set({ soldCount: 4_000 }).where(eq(products.id, bangla.id));
    expect(names(await listBestSellers(2, bn))).toEqual(["Cotton Lungi 1100", "জামদানি শাড়ি 1100"]);
    expect(names(await listBestSellers(2))).toEqual(["Cotton Lungi 1100", "Jamdani Saree 1100"]);
  });

  it("reads a product page's Bangla name and description (the meta description too), each falling back on its own", async () => {
    const { bangla, english, empty } = await shelf(1200);
    const partly = await createProduct(db(), { name: "Hilsa", nameBn: "ইলিশ", description: "From the Padma", descriptionBn: null });

    expect(await getProductBySlug(bangla.slug, bn)).toMatchObject({
      name: "জামদানি শাড়ি 1200",
      description: "নারায়ণগঞ্জের তাঁতিদের হাতে বোনা 1200",
      categoryName: "শাড়ি 1200",
    });
    expect(await getProductBySlug(bangla.slug)).toMatchObject({ name: "Jamdani Saree 1200", description: "Hand-woven in Narayanganj", categoryName: "Sarees 1200" });
    expect(await getProductBySlug(english.slug, bn)).toMatchObject({ name: "Cotton Lungi 1200", description: "Soft" });
    expect(await getProductBySlug(empty.slug, bn)).toMatchObject({ name: "Clay Pot 1200", description: "Terracotta" });
    expect(await getProductBySlug(partly.slug, bn)).toMatchObject({ name: "ইলিশ", description: "From the Padma" });
    const noDescription = await createProduct(db(), { description: null, descriptionBn: null });
    expect((await getProductBySlug(noDescription.slug, bn))?.description).toBeNull();
  });

  it("finds products by their Bangla name or description in either language's search, and by English in Bangla", async () => {
    const { bangla } = await shelf(1300);
    await createProduct(db(), { name: "Retired Saree", nameBn: "পুরনো জামদানি", isActive: false });

    for (const options of [bn, {}]) {
      const byName = await searchProducts("জামদানি শাড়ি 1300", 1, options);
      expect(byName.products.map((p) => p.id)).toEqual([bangla.id]);
      expect(byName.total).toBe(1);
      expect((await searchProducts("বোনা 1300", 1, options)).products.map((p) => p.id)).toEqual([bangla.id]);
      expect((await listShopProducts(filters({ q: "জামদানি শাড়ি 1300" }), options)).products.map((p) => p.id)).toEqual([bangla.id]);
    }
    // The shop's text filter reads names only, as in English.
    expect((await listShopProducts(filters({ q: "বোনা 1300" }), bn)).total).toBe(0);
    expect(names((await searchProducts("Jamdani Saree 1300", 1, bn)).products)).toEqual(["জামদানি শাড়ি 1300"]);
    expect(names((await searchProducts("Jamdani Saree 1300", 1)).products)).toEqual(["Jamdani Saree 1300"]);
    expect((await searchProducts("পুরনো জামদানি", 1, bn)).total).toBe(0);
    expect((await searchProducts("ইলিশ মাছ", 1, bn)).total).toBe(0);
  });

  it("pages text matches with the count of all of them, past the end too", async () => {
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      await createProduct(db(), { name: `Paging Lamp ${i}`, nameBn: i % 2 ? `পাতার বাতি ${i}` : null, createdAt: at(2000 + i) });
    }
    for (const page of [1, 2, 3, 50]) {
      const found = await searchProducts("paging lamp", page, bn);
      const shop = await listShopProducts(filters({ q: "paging lamp", page }), bn);
      const expected = page === 1 ? PAGE_SIZE : page === 2 ? 2 : 0;
      expect([found.total, found.products.length], `search page ${page}`).toEqual([PAGE_SIZE + 2, expected]);
      expect([shop.total, shop.products.length], `shop page ${page}`).toEqual([PAGE_SIZE + 2, expected]);
    }
    expect(names((await searchProducts("paging lamp", 2)).products)).toEqual(["Paging Lamp 1", "Paging Lamp 0"]);
    expect(names((await searchProducts("paging lamp", 2, bn)).products)).toEqual(["পাতার বাতি 1", "Paging Lamp 0"]);
    expect((await searchProducts("পাতার বাতি", 1, bn)).total).toBe((PAGE_SIZE + 2) / 2);
    expect(await searchProducts("no such lamp anywhere", 1)).toEqual({ products: [], total: 0 });
  });

  it("lists categories by the name shown: Bangla names and descriptions for bn, the English ones where none is saved", async () => {
    const before = await listCategories();
    await createCategory(db(), { name: "Aa Books", nameBn: "বই", description: "Novels and textbooks", descriptionBn: "উপন্যাস আর পাঠ্যবই" });
    await createCategory(db(), { name: "Zz Tea", nameBn: "চা" });
    await createCategory(db(), { name: "Mm Empty", nameBn: "" });
    const shown = (await listCategories(bn)).map((c) => c.name);
    expect(shown).toEqual(expect.arrayContaining(["বই", "চা", "Mm Empty"]));
    expect(shown.indexOf("চা")).toBeLessThan(shown.indexOf("বই"));
    expect((await listCategories()).length).toBe(before.length + 3);
    expect((await listCategories()).map((c) => c.name)).toEqual(expect.arrayContaining(["Aa Books", "Zz Tea", "Mm Empty"]));
    const described = await createCategory(db(), { name: "Rice", description: "Miniket and chinigura", descriptionBn: "" });
    const bySlug = async (slug: string, options?: CatalogueReadOptions) => (await listCategories(options)).find((c) => c.slug === slug);
    expect(await bySlug(described.slug, bn)).toMatchObject({ name: "Rice", description: "Miniket and chinigura" });
    const books = (await listCategories()).find((c) => c.name === "Aa Books")!;
    expect(await bySlug(books.slug, bn)).toMatchObject({ name: "বই", description: "উপন্যাস আর পাঠ্যবই" });
    expect(await bySlug(books.slug)).toMatchObject({ name: "Aa Books", description: "Novels and textbooks" });
  });

  it("shows banners' Bangla title, subtitle and button text for bn, each falling back to its English twin", async () => {
    await createBanner(db(), {
      title: "Eid Sale",
      titleBn: "ঈদের অফার",
      subtitle: "Up to 30% off",
      subtitleBn: "৩০% পর্যন্ত ছাড়",
      buttonText: "Shop now",
      buttonTextBn: "এখনই কিনুন",
      displayOrder: 1,
    });
    await createBanner(db(), { title: "Winter", titleBn: "", subtitle: "Warm shawls", subtitleBn: null, buttonText: "See", buttonTextBn: "", displayOrder: 2 });
    await createBanner(db(), { title: "Plain", subtitle: null, buttonText: null, displayOrder: 3 });
    const texts = (list: Awaited<ReturnType<typeof listActiveBanners>>) => list.map((b) => [b.title, b.subtitle, b.buttonText]);

    expect(texts(await listActiveBanners(bn))).toEqual([
      ["ঈদের অফার", "৩০% পর্যন্ত ছাড়", "এখনই কিনুন"],
      ["Winter", "Warm shawls", "See"],
      ["Plain", null, null],
    ]);
    expect(texts(await listActiveBanners())).toEqual([
      ["Eid Sale", "Up to 30% off", "Shop now"],
      ["Winter", "Warm shawls", "See"],
      ["Plain", null, null],
    ]);
  });

  it("refreshes a cart with Bangla names for bn, English where none is saved", async () => {
    const { bangla, english } = await shelf(1400);
    const byId = async (options: CatalogueReadOptions) => new Map((await getCartProducts([bangla.id, english.id], options)).map((p) => [p.id, p]));
    const inBangla = await byId(bn);
    expect(inBangla.get(bangla.id)).toMatchObject({ available: true, name: "জামদানি শাড়ি 1400", price: "500.00" });
    expect(inBangla.get(english.id)).toMatchObject({ name: "Cotton Lungi 1400" });
    expect((await byId({})).get(bangla.id)).toMatchObject({ name: "Jamdani Saree 1400" });
  });
});
