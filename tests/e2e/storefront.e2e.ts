import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopSettings } from "~/.server/db/schema";
import { DEMO_SETTINGS } from "~/.server/demo-data";
import { createBanner, createCategory, createProduct } from "../factories";
import { DESKTOP, PHONE, holdRequests, hydrate, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";
import { badgeCount, seriousViolations, uploadUrl, writeUpload } from "./storefront-data";

const at = (day: number) => new Date(Date.UTC(2024, 4, day));

const ids = { saree: 0, lamp: 0, retired: 0, sareeCategory: 0, homeCategory: 0 };
const images = { saree: [uploadUrl("products"), uploadUrl("products"), uploadUrl("products")], lamp: uploadUrl("products"), banners: [uploadUrl("banners"), uploadUrl("banners"), uploadUrl("banners")] };

describe("storefront: browsing, filtering and adding to the cart", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    const dataDir = await prepareDataDir(async (db) => {
      // The footer's social icons show only for the pages a shop links, as the demo shop does.
      await db.update(shopSettings).set(DEMO_SETTINGS);
      const saree = await createCategory(db, { name: "Saree & Salwar", slug: "saree-salwar" });
      const home = await createCategory(db, { name: "Home & Living", slug: "home-living" });
      const gadgets = await createCategory(db, { name: "Gadgets", slug: "gadgets" });
      ids.sareeCategory = saree.id;
      ids.homeCategory = home.id;
      const product = (name: string, slug: string, price: string, stockQuantity: number, categoryId: number | null, day: number, more = {}) =>
        createProduct(db, { name, slug, price, stockQuantity, categoryId, createdAt: at(day), ...more });

      ids.saree = (
        await product("Jamdani Saree", "jamdani-saree", "4500.00", 3, saree.id, 20, {
          description: "Handwoven Dhakai Jamdani with a fine zari border.",
          imageUrl: images.saree[0],
          images: images.saree,
          soldCount: 9,
        })
      ).id;
      await product("Rajshahi Silk Saree", "rajshahi-silk-saree", "8000.00", 5, saree.id, 19, { soldCount: 4 });
      await product("Tangail Tant Saree", "tangail-tant-saree", "2000.00", 0, saree.id, 18);
      ids.lamp = (
        await product("Brass Lamp", "brass-lamp", "1200.00", 10, home.id, 17, { description: "Hand-made from 100% brass.", imageUrl: images.lamp, images: [images.lamp] })
      ).id;
      await product("Nakshi Kantha", "nakshi-kantha", "3500.00", 4, home.id, 16);
      await product("Clay Pot", "clay-pot", "250.00", 20, home.id, 15, { description: null });
      await product("Wireless Earbuds", "wireless-earbuds", "2500.00", 8, gadgets.id, 14);
      await product("Power Bank", "power-bank", "1800.00", 2, gadgets.id, 13);
      await product("Poster </script><b>Art</b>", "poster-art", "99.50", 1, null, 12);
      ids.retired = (await product("Retired Lamp", "retired-lamp", "100.00", 5, home.id, 25, { isActive: false })).id;

      await createBanner(db, { title: "Eid Collection", subtitle: "New sarees for the festival", imageUrl: images.banners[0], buttonText: "Shop Sarees", linkUrl: "/shop", displayOrder: 0 });
      await createBanner(db, { title: "Gadget Week", imageUrl: images.banners[1], buttonText: "Read more", linkUrl: "https://example.com/gadgets", displayOrder: 1 });
      await createBanner(db, { title: "Home Makeover", imageUrl: images.banners[2], buttonText: "Unlinked", linkUrl: null, displayOrder: 2 });
      await createBanner(db, { title: "Hidden Banner", displayOrder: 3, isActive: false });
    });
    await Promise.all([
      ...images.saree.map((url, i) => writeUpload(dataDir, url, `Jamdani Saree ${i + 1}`, 330 + i * 20)),
      writeUpload(dataDir, images.lamp, "Brass Lamp", 40),
      ...images.banners.map((url, i) => writeUpload(dataDir, url, "", 150 + i * 60)),
    ]);
    server = await startServer({ dataDir });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string, viewport = DESKTOP) {
    const opened = await newPage(browser, server.url, viewport);
    await opened.page.goto(path);
    return opened;
  }

  it("shows the home page in the spec's order with a 3-banner hero that keeps playing after interaction", async () => {
    const { context, page, errors } = await open("/");
    await hydrate(page);
    // The sections in this order; Best Selling streams in, so the headings are read until it has.
    const sections = ["Eid Collection", "New Arrivals", "Best Selling", "New Arrivals Gallery"];
    await expect
      .poll(() => page.getByRole("heading", { level: 2 }).allTextContents().then((headings) => headings.filter((heading) => sections.includes(heading))))
      .toEqual(sections);
    await expect.poll(() => page.getByText("Hidden Banner").count()).toBe(0);

    const hero = page.getByRole("region", { name: "Featured" });
    await expect.poll(() => hero.getByRole("button", { name: "Previous slide" }).isVisible()).toBe(true);
    await expect.poll(() => hero.getByRole("button", { name: /^Go to slide/ }).count()).toBe(3);
    const firstImage = hero.locator("img").first();
    await expect.poll(() => firstImage.getAttribute("fetchpriority")).toBe("high");
    await expect.poll(() => firstImage.getAttribute("loading")).toBe("eager");
    await expect.poll(() => firstImage.getAttribute("srcset")).toContain("-w1920.webp 1920w");
    await expect.poll(() => hero.getByRole("link", { name: "Shop Sarees" }).getAttribute("href")).toBe("/shop");
    const external = hero.getByRole("link", { name: "Read more" });
    await expect.poll(() => external.getAttribute("target")).toBe("_blank");
    await expect.poll(() => external.getAttribute("rel")).toBe("noopener noreferrer");
    await expect.poll(() => hero.getByText("Unlinked").count()).toBe(0);

    const current = () => hero.locator('[aria-current="true"]').getAttribute("aria-label");
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect.poll(current).toBe("Go to slide 2");
    // Autoplay keeps going after the click: slide 3 within the next 5 s (plus slack).
    await expect.poll(current, { timeout: 8000, interval: 250 }).toBe("Go to slide 3");

    const newArrivals = page.getByRole("region", { name: "New Arrivals", exact: true });
    await expect.poll(() => newArrivals.getByRole("article").count()).toBe(4);
    await expect.poll(() => newArrivals.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Jamdani Saree", "Rajshahi Silk Saree", "Tangail Tant Saree", "Brass Lamp"]);
    await expect.poll(() => newArrivals.getByRole("link", { name: "See More" }).getAttribute("href")).toBe("/shop");
    await expect.poll(() => newArrivals.getByRole("link", { name: "Product", exact: true }).getAttribute("href")).toBe("/shop");
    const bestSelling = page.getByRole("region", { name: "Best Selling", exact: true });
    // The same best sellers as /best-selling (by units sold), not a second New Arrivals.
    await expect.poll(() => bestSelling.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Jamdani Saree", "Rajshahi Silk Saree"]);
    for (const text of ["Free Shipping", "orders over ৳2000", "Secure Payment", "100% secure transactions", "24/7 Support", "dedicated customer service", "Easy Returns", "7-day return policy"]) {
      await expect.poll(() => page.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const gallery = page.getByRole("region", { name: "New Arrivals Gallery" });
    const tiles = gallery.getByRole("link");
    await expect.poll(() => tiles.count()).toBe(6);
    await expect.poll(() => tiles.first().getAttribute("href")).toBe("/product/jamdani-saree");
    await expect.poll(() => gallery.getByText("No Image").count()).toBe(4);
    await expect.poll(() => page.getByText("Retired Lamp").count()).toBe(0);
    await expect.poll(() => page.getByText(`© ${new Date().getFullYear()} Haat. All rights reserved.`).isVisible()).toBe(true);
    for (const name of ["Facebook", "Instagram", "X (Twitter)", "YouTube"]) await expect.poll(() => page.getByRole("link", { name }).count()).toBe(1);
    await expect.poll(() => page.getByRole("link", { name: "Facebook" }).getAttribute("href")).toBe(DEMO_SETTINGS.facebookUrl);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the hero's dots clear of its button on a phone", async () => {
    const { context, page, errors } = await open("/", PHONE);
    const hero = page.getByRole("region", { name: "Featured" });
    const button = await hero.getByRole("link", { name: "Shop Sarees" }).boundingBox();
    const dots = await hero.getByRole("button", { name: "Go to slide 1" }).boundingBox();
    if (!button || !dots) throw new Error("the hero's button and dots should be on screen");
    expect(dots.y - (button.y + button.height)).toBeGreaterThanOrEqual(4);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a product's photos whole on its page, letterboxed; cards may crop", async () => {
    const { context, page, errors } = await open("/product/jamdani-saree", PHONE);
    const fit = (img: ReturnType<Page["locator"]>) => img.evaluate((el) => getComputedStyle(el).objectFit);
    await expect.poll(() => fit(page.getByRole("region", { name: /Jamdani Saree/ }).locator("img").first())).toBe("contain");
    await page.goto("/shop");
    await expect.poll(() => fit(page.getByRole("article").first().locator("img"))).toBe("cover");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("never downloads a full-size original for a card", async () => {
    const { context, page, errors } = await open("/shop");
    await hydrate(page);
    const img = page.getByRole("article").filter({ hasText: "Brass Lamp" }).locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc)).toMatch(/-w(320|640|1024)\.webp$/);
    await expect.poll(() => img.getAttribute("width")).toBe("640");
    await expect.poll(() => img.getAttribute("sizes")).toContain("50vw");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("searches from the header: trims, ignores an empty query, clears the box", async () => {
    const { context, page, errors } = await open("/about");
    await hydrate(page);
    const box = page.getByRole("searchbox", { name: "Search product" });
    await box.fill("   ");
    await box.press("Enter");
    expect(new URL(page.url()).pathname).toBe("/about");
    await box.fill("  saree  ");
    await box.press("Enter");
    await page.waitForURL("**/search?q=saree");
    await page.getByText('3 items found for "saree"').waitFor();
    await expect.poll(() => page.getByRole("heading", { name: "Search Results" }).isVisible()).toBe(true);
    await expect.poll(() => box.inputValue()).toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the Product dropdown with All Products and every category, and links the phone", async () => {
    const { context, page, errors } = await open("/");
    await hydrate(page);
    await expect.poll(() => page.getByRole("link", { name: "Call +8801700000000" }).getAttribute("href")).toBe("tel:+8801700000000");
    const main = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Reviews", "Best Selling", "Flash Selling"]) await expect.poll(() => main.getByRole("link", { name, exact: true }).isVisible()).toBe(true);
    const productButton = main.getByRole("button", { name: "Product" });
    await productButton.click();
    await expect.poll(() => productButton.getAttribute("aria-expanded")).toBe("true");
    const menu = main.locator("#product-menu");
    await expect.poll(() => menu.getByText("Browse our entire collection").isVisible()).toBe(true);
    await screenshot(page, "storefront-dropdown-desktop");
    await expect.poll(() => menu.getByRole("link").allTextContents()).toEqual(["All ProductsBrowse our entire collection", "Gadgets", "Home & Living", "Saree & Salwar"]);
    // Escape closes it and gives focus back to the button; clicking the button opens it again.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await productButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await productButton.click();
    await menu.getByRole("link", { name: "Home & Living" }).click();
    await page.waitForURL(`**/shop?category=${ids.homeCategory}`);
    await page.getByText("3 products found").waitFor();
    await expect.poll(() => menu.count()).toBe(0);
    await expect.poll(() => page.getByRole("radio", { name: "Home & Living" }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("works as a phone: the menu expands Product inline and its search closes the menu", async () => {
    const { context, page, errors } = await open("/", PHONE);
    await hydrate(page);
    await expect.poll(() => page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menu.getByRole("button", { name: "Product" }).click();
    await expect.poll(() => menu.getByRole("link", { name: "Saree & Salwar" }).isVisible()).toBe(true);
    await expect.poll(() => menu.getByText("Browse our entire collection").isVisible()).toBe(true);
    await screenshot(page, "storefront-menu-phone");
    const box = page.locator("#mobile-search");
    await box.fill(" lamp ");
    await box.press("Enter");
    await page.waitForURL("**/search?q=lamp");
    await page.getByText('1 item found for "lamp"').waitFor();
    await expect.poll(() => page.getByRole("button", { name: "Open menu" }).getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => page.locator("#mobile-menu").count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters the shop by category, price and text, with the filters in the URL", async () => {
    const { context, page, errors } = await open("/shop");
    await hydrate(page);
    await expect.poll(() => page.getByRole("navigation", { name: "Breadcrumb" }).textContent()).toBe("Home/Shop");
    await page.getByText("9 products found").waitFor();
    await expect.poll(() => page.getByRole("radio", { name: "All Categories" }).isChecked()).toBe(true);

    await page.getByRole("radio", { name: "Saree & Salwar" }).check();
    await page.waitForURL(`**/shop?category=${ids.sareeCategory}`);
    await page.getByText("3 products found").waitFor();
    await expect.poll(() => page.getByRole("radio", { name: "All Categories" }).isChecked()).toBe(false);

    await page.getByRole("combobox", { name: "Price Range" }).selectOption({ label: "৳2000 - ৳4000" });
    await page.waitForURL(`**/shop?category=${ids.sareeCategory}&price=2000-4000`);
    await page.getByText("1 product found").waitFor();
    await expect.poll(() => page.getByRole("article").getByRole("heading").allTextContents()).toEqual(["Tangail Tant Saree"]);
    await expect.poll(() => page.getByRole("article").getByRole("button", { name: /Out of Stock/ }).isDisabled()).toBe(true);

    await page.getByRole("radio", { name: "All Categories" }).check();
    await page.waitForURL("**/shop?price=2000-4000");
    await page.getByText("3 products found").waitFor();

    await page.getByRole("searchbox", { name: "Search products by name" }).fill("EARBUDS");
    await page.waitForURL("**/shop?q=EARBUDS&price=2000-4000");
    await page.getByText("1 product found").waitFor();
    await page.getByRole("searchbox", { name: "Search products by name" }).fill("nothing like this");
    await page.getByText("No products found").waitFor();
    await expect.poll(() => page.getByText("0 products found").isVisible()).toBe(true);

    await page.reload();
    await page.getByText("No products found").waitFor();
    await expect.poll(() => page.getByRole("searchbox", { name: "Search products by name" }).inputValue()).toBe("nothing like this");
    await expect.poll(() => page.getByRole("combobox", { name: "Price Range" }).inputValue()).toBe("2000-4000");
    await expect.poll(() => page.getByRole("combobox", { name: "Price Range" }).locator("option").allTextContents()).toEqual([
      "All Prices",
      "Under ৳2000",
      "৳2000 - ৳4000",
      "৳4000 - ৳8000",
      "Over ৳8000",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters the shop on a phone from a Filters sheet that counts the active filters; the first products show at once", async () => {
    const { context, page, errors } = await open("/shop", PHONE);
    const firstCard = page.getByRole("article").first();
    await expect.poll(async () => ((await firstCard.boundingBox())?.y ?? Infinity) < PHONE.height - 100).toBe(true);
    await expect.poll(() => page.getByRole("radio", { name: "Saree & Salwar" }).isVisible()).toBe(false);
    await screenshot(page, "shop-filters-closed-390");
    await hydrate(page);
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await sheet.getByRole("radio", { name: "Saree & Salwar" }).check();
    await page.waitForURL(`**/shop?category=${ids.sareeCategory}`);
    await sheet.getByRole("combobox", { name: "Price Range" }).selectOption({ label: "৳2000 - ৳4000" });
    await page.waitForURL(`**/shop?category=${ids.sareeCategory}&price=2000-4000`);
    await sheet.getByText("1 product found").waitFor();
    await screenshot(page, "shop-filters-open-390");
    await sheet.getByRole("button", { name: "Show products" }).click();
    await sheet.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Filters, 2 active" }).waitFor();
    await expect.poll(() => page.getByRole("article").getByRole("heading").allTextContents()).toEqual(["Tangail Tant Saree"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("filters the shop and sends the contact form without JavaScript", async () => {
    const context = await browser.newContext({ baseURL: server.url, viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/shop");
    await page.getByRole("radio", { name: "Home & Living" }).check();
    await page.getByRole("combobox", { name: "Price Range" }).selectOption("0-2000");
    await page.getByRole("searchbox", { name: "Search products by name" }).fill("lamp");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await page.waitForURL(/\/shop\?/);
    const params = new URL(page.url()).searchParams;
    expect([params.get("q"), params.get("category"), params.get("price")]).toEqual(["lamp", String(ids.homeCategory), "0-2000"]);
    await page.getByText("1 product found").waitFor();
    await expect.poll(() => page.getByRole("article").getByRole("heading").allTextContents()).toEqual(["Brass Lamp"]);
    await expect.poll(() => page.getByRole("radio", { name: "Home & Living" }).isChecked()).toBe(true);

    // The contact form checks the message and stores it for the owner (Admin → Messages).
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).fill("Sadia");
    await page.getByLabel("Email", { exact: true }).fill("sadia@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Delivery");
    await page.getByLabel("Message", { exact: true }).fill("Do you deliver to Bogura?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
    await context.close();
  });

  it("adds to the cart from a card and from the product page; the badge counts units and survives a reload", async () => {
    const { context, page, errors } = await open("/shop");
    await hydrate(page);
    await expect.poll(() => badgeCount(page)).toBeNull();
    const lampCard = page.getByRole("article").filter({ hasText: "Brass Lamp" });
    await lampCard.getByRole("button", { name: /Add to cart/ }).click();
    await page.getByText("Added to cart", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/shop");
    await expect.poll(() => badgeCount(page)).toBe("1");

    await page.getByRole("link", { name: "Jamdani Saree" }).first().click();
    await page.getByRole("heading", { level: 1, name: "Jamdani Saree" }).waitFor();
    await expect.poll(() => page.getByText("3 available").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("Saree & Salwar", { exact: true }).last().isVisible()).toBe(true);
    await expect.poll(() => page.getByText("৳4,500.00").first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: /^Show image/ }).count()).toBe(3);
    const minus = page.getByRole("button", { name: "Decrease quantity" });
    const plus = page.getByRole("button", { name: "Increase quantity" });
    const quantity = page.getByRole("status", { name: "Quantity" });
    await expect.poll(() => minus.isDisabled()).toBe(true);
    await plus.click();
    await plus.click();
    await expect.poll(() => quantity.textContent()).toBe("3");
    await expect.poll(() => plus.isDisabled()).toBe(true);
    await minus.click();
    await plus.click();
    await page.getByRole("button", { name: "Add to Cart", exact: true }).click();
    await page.getByText("Added 3 Jamdani Saree to cart").waitFor();
    await expect.poll(() => badgeCount(page)).toBe("4");
    const related = page.getByRole("region", { name: "You May Also Like" });
    await expect.poll(() => related.getByRole("heading", { level: 3 }).allTextContents()).toEqual(["Rajshahi Silk Saree", "Tangail Tant Saree"]);
    await screenshot(page, "storefront-product-desktop");

    await page.reload();
    await hydrate(page);
    await expect.poll(() => badgeCount(page)).toBe("4");
    await expect.poll(() => page.getByRole("link", { name: "Cart, 4 items" }).getAttribute("href")).toBe("/cart");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows out-of-stock and bare products without add controls or related products", async () => {
    const { context, page, errors } = await open("/product/tangail-tant-saree");
    await hydrate(page);
    await expect.poll(() => page.getByText("Out of stock", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("button", { name: "Add to Cart", exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByRole("button", { name: "Increase quantity" }).count()).toBe(0);
    await expect.poll(() => page.getByText("No image", { exact: true }).isVisible()).toBe(true);
    await page.goto("/product/poster-art");
    await page.getByRole("heading", { level: 1, name: "Poster </script><b>Art</b>" }).waitFor();
    await expect.poll(() => page.getByText("You May Also Like").count()).toBe(0);
    await page.goto("/product/clay-pot");
    await expect.poll(() => page.getByText("No description available").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers unknown products with 404, moves numeric ids to the slug and shows Back to Shop", async () => {
    const missing = await fetch(`${server.url}/product/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Product not found");
    expect((await fetch(`${server.url}/product/retired-lamp`)).status).toBe(404);
    expect((await fetch(`${server.url}/product/${ids.retired}`, { redirect: "manual" })).status).toBe(404);
    const moved = await fetch(`${server.url}/product/${ids.saree}`, { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/product/jamdani-saree");

    const { context, page, errors } = await open("/product/no-such-thing");
    await page.getByRole("heading", { name: "Product not found" }).waitFor();
    await page.getByRole("link", { name: "Back to Shop" }).click();
    await page.waitForURL("**/shop");
    const missingPage = await (await fetch(`${server.url}/definitely/not/here`)).text();
    expect(missingPage).toContain("<title>Page not found | Haat</title>");
    expect(missingPage).toContain('<meta name="description" content="This page does not exist. Browse the shop or search for a product."/>');
    await page.goto("/definitely/not/here");
    await page.getByRole("heading", { name: "Oops! Page not found" }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Haat" }).isVisible()).toBe(true);
    expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
    await context.close();
  });

  it("shows search states: no query, no results, results with literal % and the 8 skeletons while loading", async () => {
    const { context, page, errors } = await open("/search");
    await hydrate(page);
    await page.getByText("No search query").waitFor();
    await page.goto("/search?q=zzzz");
    await page.getByText("No results found").waitFor();
    await page.goto(`/search?q=${encodeURIComponent("100%")}`);
    await page.getByText('1 item found for "100%"').waitFor();
    await expect.poll(() => page.getByRole("article").getByRole("heading").allTextContents()).toEqual(["Brass Lamp"]);
    const malformed = await fetch(`${server.url}/search?q=${"%25_".repeat(2000)}&page=-1`);
    expect(malformed.status).toBe(200);
    for (const query of ["category=abc", "price=zzz", "page=-1", `q=${"x".repeat(5000)}`, "q=%00", "q=%E0%A4%A", "category=1&category=x"]) {
      expect((await fetch(`${server.url}/shop?${query}`)).status).toBe(200);
    }
    for (const path of ["/product/a%00b", `/product/${"x".repeat(3000)}`]) expect((await fetch(`${server.url}${path}`)).status).toBe(404);
    // A path that is not valid percent-encoding is refused before any page runs.
    expect((await fetch(`${server.url}/product/%E0%A4%A`)).status).toBe(400);

    // Hold the next search's data request to see its loading state (a client navigation, so hydrated first).
    await hydrate(page);
    const release = await holdRequests(page, "**/search.data*");
    const box = page.getByRole("searchbox", { name: "Search product" });
    await box.fill("saree");
    await box.press("Enter");
    await expect.poll(() => page.getByTestId("product-skeletons").locator("> *").count()).toBe(8);
    release();
    await page.getByText('3 items found for "saree"').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // A page's loading view while a client navigation waits for its data (the request is held).
  // /search: nothing on home links to it, so the header's form is the way there.
  it.each([
    {
      name: "6 placeholder cards while the shop loads",
      held: "**/shop.data*",
      go: (page: Page) => page.getByRole("region", { name: "New Arrivals", exact: true }).getByRole("link", { name: "See More" }).click(),
      cards: 6,
      done: "9 products found",
    },
    {
      name: "/search's 8 skeletons while a search started from home loads",
      held: "**/search.data*",
      go: async (page: Page) => {
        const box = page.getByRole("searchbox", { name: "Search product" });
        await box.fill("saree");
        await box.press("Enter");
      },
      cards: 8,
      done: '3 items found for "saree"',
    },
  ])("shows $name on a client navigation from home", async ({ held, go, cards, done }) => {
    const { context, page, errors } = await open("/");
    await hydrate(page);
    const release = await holdRequests(page, held);
    await go(page);
    await expect.poll(() => page.getByTestId("product-skeletons").locator("> *").count()).toBe(cards);
    release();
    await page.getByText(done).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says Loading... while a product page loads on a client navigation, in the page's language", async () => {
    const { context, page, errors } = await open("/bn/shop");
    await hydrate(page);
    const release = await holdRequests(page, "**/product/*.data*");
    await page.getByRole("article").first().getByRole("link").first().click();
    await page.getByRole("status").filter({ hasText: "লোড হচ্ছে..." }).waitFor();
    release();
    await page.getByRole("button", { name: "কার্টে যোগ করুন" }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the hero placeholder and New Arrivals' 4 skeletons while home loads on a client navigation", async () => {
    const { context, page, errors } = await open("/about");
    await hydrate(page);
    const release = await holdRequests(page, "**/_root.data*");
    await page.getByRole("link", { name: "Home", exact: true }).first().click();
    const hero = page.getByRole("region", { name: "Featured" });
    await hero.waitFor();
    await expect.poll(() => hero.getAttribute("aria-busy")).toBe("true");
    expect((await hero.boundingBox())?.height).toBe(500);
    await expect.poll(() => page.getByRole("heading", { name: "New Arrivals", exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("product-skeletons").locator("> *").count()).toBe(4);
    release();
    await hero.getByRole("heading", { name: "Eid Collection" }).waitFor();
    await expect.poll(() => hero.getAttribute("aria-busy")).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows no invented reviews, and Leave a Review explains how (from the order's tracking page)", async () => {
    const { context, page, errors } = await open("/reviews");
    await page.getByText("No reviews yet. Reviews come from shoppers whose orders were delivered.").waitFor();
    await expect.poll(() => page.getByRole("heading", { name: "Leave a Review" }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("link", { name: "Track Order", exact: true }).first().getAttribute("href")).toBe("/track");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends the contact form once it is valid: it toasts and clears", async () => {
    const { context, page, errors } = await open("/contact");
    await hydrate(page);
    for (const text of ["9:00 AM to 8:00 PM, Saturday to Thursday", "+8801700000000"]) await expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel("Email", { exact: true }).getAttribute("type")).toBe("email");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") requests.push(request.url());
    });
    await page.getByLabel("Name", { exact: true }).fill("Sadia");
    await page.getByLabel("Email", { exact: true }).fill("sadia@example.com");
    await page.getByLabel("Subject", { exact: true }).fill("Delivery");
    await page.getByLabel("Message", { exact: true }).fill("   ");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message is required").waitFor();
    await page.getByLabel("Message", { exact: true }).fill("Do you deliver to Bogura?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Message sent successfully! We'll get back to you soon.").waitFor();
    for (const label of ["Name", "Email", "Subject", "Message"]) await expect.poll(() => page.getByLabel(label, { exact: true }).inputValue()).toBe("");
    // One request: the invalid attempt never left the page.
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/\/contact/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("puts product SEO in the server HTML: title, canonical, Open Graph and escaped JSON-LD", async () => {
    const html = await (await fetch(`${server.url}/product/jamdani-saree`)).text();
    expect(html).toContain("<title>Jamdani Saree | Haat</title>");
    expect(html).toContain(`<link rel="canonical" href="${server.url}/product/jamdani-saree"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toContain(`<meta property="og:image" content="${server.url}${images.saree[0]}"/>`);
    expect(html).toContain('<meta property="product:price:amount" content="4500.00"/>');
    // A product without photos still shares with a picture: the shop's default artwork.
    const bare = await (await fetch(`${server.url}/product/rajshahi-silk-saree`)).text();
    expect(bare).toContain(`<meta property="og:image" content="${server.url}/images/default-hero.webp"/>`);
    expect((await fetch(`${server.url}/images/default-hero.webp`)).status).toBe(200);
    expect(html).toContain('<meta property="product:price:currency" content="BDT"/>');
    // A data block is never run: it carries no nonce (matched without one here).
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(jsonLd)).toMatchObject({
      "@type": "Product",
      name: "Jamdani Saree",
      offers: { "@type": "Offer", price: "4500.00", priceCurrency: "BDT", availability: "https://schema.org/InStock" },
    });

    const poster = await (await fetch(`${server.url}/product/poster-art`)).text();
    const posterLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(poster)?.[1] ?? "";
    expect(posterLd).toContain("Poster \\u003c/script>\\u003cb>Art\\u003c/b>");
    expect(JSON.parse(posterLd).name).toBe("Poster </script><b>Art</b>");

    const shop = await (await fetch(`${server.url}/shop`)).text();
    expect(shop).toContain("<title>Shop | Haat</title>");
    expect(shop).toContain("Rajshahi Silk Saree");
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${server.url}/product/jamdani-saree</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/shop?category=${ids.sareeCategory}</loc>`);
    expect(sitemap).not.toContain("retired-lamp");
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("lists 12 best sellers by units sold, the flash sale and category cards", async () => {
    const { context, page, errors } = await open("/best-selling");
    await expect.poll(() => page.getByRole("article").getByRole("heading").allTextContents()).toEqual(["Jamdani Saree", "Rajshahi Silk Saree"]);
    await page.goto("/flash-selling");
    await page.getByRole("heading", { level: 1, name: "Flash Sale" }).waitFor();
    await expect.poll(() => page.getByRole("article").count()).toBe(9);
    await page.goto("/categories");
    await expect.poll(() => page.getByRole("link", { name: /Gadgets/ }).getAttribute("href")).toMatch(/^\/shop\?category=\d+$/);
    for (const path of ["/about", "/returns", "/shipping"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
    }
    // The zones' own estimates, as checkout gives them.
    await expect.poll(() => page.getByRole("cell", { name: "3-5 business days" }).isVisible()).toBe(true);
    await page.goto("/returns");
    await expect.poll(() => page.getByText("7 days from delivery").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has no serious or critical accessibility violations on home, shop, product and search", async () => {
    const { context, page, errors } = await open("/");
    for (const path of ["/", "/shop", "/product/jamdani-saree", "/search?q=saree"]) {
      await page.goto(path);
      await hydrate(page);
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("looks right at phone and desktop widths (screenshots)", async () => {
    for (const [name, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
      const { context, page, errors } = await open("/", viewport);
      await hydrate(page);
      for (const [label, path] of [["home", "/"], ["shop", "/shop"], ["product", "/product/jamdani-saree"], ["search", "/search?q=saree"]] as const) {
        await page.goto(path);
        await hydrate(page);
        // Lazy images below the fold load once scrolled to, so the full-page picture shows them.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `storefront-${label}-${name}`);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
