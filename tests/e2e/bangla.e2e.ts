import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/.server/db";
import { deliveryZones, shopSettings } from "~/.server/db/schema";
import { LOCALE_COOKIE } from "~/lib/i18n";
import routes from "~/routes";
import { createCategory, createProduct } from "../factories";
import { PHONE, hydrate, launchBrowser, newPage, prepareDataDir, screenshot, startServer, type RunningServer } from "./harness";
import { badgeCount } from "./storefront-data";
import { testFontconfig } from "../helpers/system-font";

// The shop's own content (products, categories, settings) is written in Bangla here, and the delivery
// zones keep their English names and estimates with Bangla twins (as a shop enters them in Admin →
// Settings), so any Latin word left on a Bangla page is the storefront's own wording that missed its
// translation, or a zone shown in English although it has a Bangla twin.
const shop = { productId: 0, slug: "nakshi-kantha", categoryId: 0 };

async function fillShop(db: Db) {
  const category = await createCategory(db, { name: "গৃহসজ্জা", slug: "home-decor", description: "ঘর সাজানোর জিনিস" });
  shop.categoryId = category.id;
  const kantha = await createProduct(db, {
    name: "নকশী কাঁথা",
    slug: shop.slug,
    description: "হাতে সেলাই করা নকশী কাঁথা।",
    price: "1850.00",
    stockQuantity: 10,
    categoryId: category.id,
  });
  shop.productId = kantha.id;
  await createProduct(db, { name: "পিতলের ল্যাম্প", slug: "brass-lamp", description: "পিতলের হাতে তৈরি ল্যাম্প।", price: "450.00", stockQuantity: 5, categoryId: category.id });
  await db.update(deliveryZones).set({ nameBn: "ঢাকার ভেতরে", estimateBn: "৩-৫ কর্মদিবস" }).where(eq(deliveryZones.key, "inside_dhaka"));
  await db.update(deliveryZones).set({ nameBn: "ঢাকার বাইরে", estimateBn: "৫-৭ কর্মদিবস" }).where(eq(deliveryZones.key, "outside_dhaka"));
  await db.update(shopSettings).set({
    storeName: "হাট",
    supportPhone: "01712-345678",
    email: null,
    address: "ঢাকা",
    businessHours: "সকাল ১০টা - রাত ৮টা",
    tradeLicenceNumber: null,
    dbidNumber: null,
    freeShippingThreshold: "2000.00",
  });
}

/** Puts a line into the stored cart as the cart store persists it. */
async function seedCart(page: Page, quantity = 1) {
  await page.goto("/bn/track");
  await page.getByRole("heading", { name: "আপনার অর্ডার ট্র্যাক করুন" }).waitFor();
  const items = [{ product: { id: shop.productId, name: "নকশী কাঁথা", slug: shop.slug, price: "1850.00", image: null }, quantity }];
  await page.evaluate((value) => localStorage.setItem("cart-storage", value), JSON.stringify({ state: { items, total: 0 }, version: 0 }));
}

/**
 * The Latin words a shopper can meet on the page: its visible text, its title and description, and
 * the labels, alternative texts and placeholders of its elements. The language switch (marked with
 * its own lang="en") is English on purpose; e-mail addresses, links and order numbers are not words.
 */
async function latinWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const foreign = (element: Element) => element.closest("[lang]:not([lang='bn'])") !== null && element.closest("[lang]") !== document.documentElement;
    const out: string[] = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || foreign(parent) || parent.closest("script, style, noscript, template")) continue;
      const style = getComputedStyle(parent);
      // Screen-reader-only text counts (sr-only is clipped, not hidden); display:none does not.
      if (style.display === "none" || style.visibility === "hidden") continue;
      out.push(node.textContent ?? "");
    }
    for (const element of document.querySelectorAll("[aria-label], [alt], [placeholder], [title]")) {
      if (foreign(element) || element.closest("template")) continue;
      for (const name of ["aria-label", "alt", "placeholder", "title"]) out.push(element.getAttribute(name) ?? "");
    }
    return out;
  });
  const words = texts
    .join(" \n ")
    .replace(/\S+@\S+/g, " ")
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/HT-[A-Z0-9]+/g, " ")
    // The phone format hint: ০১ and nine X's stand for digits.
    .replace(/X{3,}/g, " ")
    // The toasts' keyboard shortcut names its keys as keyboards print them.
    .replace(/alt\+T/gi, " ")
    .match(/[A-Za-z]{2,}/g);
  return [...new Set(words ?? [])];
}

/** Every storefront route (the shop layout's children in app/routes.ts) and a Bangla URL that shows it. */
function storefrontRoutePaths(): string[] {
  type Config = { file: string; path?: string; index?: boolean; children?: Config[] };
  const layout = (routes as Config[]).find((route) => route.file === "routes/shop/layout.tsx");
  return (layout?.children ?? []).map((child) => (child.index ? "" : (child.path ?? "")));
}

let server: RunningServer;
let browser: Browser;
let orderId = "";
let orderNumber = "";

beforeAll(async () => {
  server = await startServer({ dataDir: await prepareDataDir(fillShop) });
  browser = await launchBrowser();
  // An order placed from a Bangla page, for the confirmation and tracking pages.
  const response = await fetch(`${server.url}/api/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Haat-Locale": "bn" },
    body: JSON.stringify({
      customer_name: "রহিম উদ্দিন",
      customer_phone: "০১৭১২৩৪৫৬৭৮",
      city: "Dhaka",
      shipping_address: "বাসা ৯, রোড ৩, মিরপুর ১০",
      items: [{ product_id: shop.productId, quantity: 1 }],
    }),
  });
  const body = (await response.json()) as { order: { id: string; order_number: string } };
  expect(response.status).toBe(201);
  orderId = body.order.id;
  orderNumber = body.order.order_number;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("every storefront page in Bangla", () => {
  // The Bangla URL of each storefront route, and what to do there before reading it.
  const visits: Record<string, { url: () => string; before?: (page: Page) => Promise<void>; after?: (page: Page) => Promise<void> }[]> = {
    "": [
      {
        url: () => "/bn",
        // The mobile menu's words too.
        after: async (page) => {
          await hydrate(page);
          await page.getByRole("button", { name: "মেনু খুলুন" }).click();
          await page.getByRole("button", { name: "পণ্য" }).click();
          await page.locator("#mobile-products").waitFor();
        },
      },
    ],
    shop: [{ url: () => "/bn/shop" }, { url: () => `/bn/shop?category=${shop.categoryId}&price=0-2000` }, { url: () => "/bn/shop?q=nothing-like-this" }],
    "product/:slug": [{ url: () => `/bn/product/${shop.slug}` }, { url: () => "/bn/product/no-such-product" }],
    search: [{ url: () => "/bn/search?q=কাঁথা" }, { url: () => "/bn/search" }, { url: () => "/bn/search?q=ঝঝঝঝ" }],
    "best-selling": [{ url: () => "/bn/best-selling" }],
    "flash-selling": [{ url: () => "/bn/flash-selling" }],
    categories: [{ url: () => "/bn/categories" }],
    reviews: [{ url: () => "/bn/reviews" }],
    about: [{ url: () => "/bn/about" }],
    contact: [{ url: () => "/bn/contact" }],
    returns: [{ url: () => "/bn/returns" }],
    shipping: [{ url: () => "/bn/shipping" }],
    terms: [{ url: () => "/bn/terms" }],
    privacy: [{ url: () => "/bn/privacy" }],
    cart: [
      { url: () => "/bn/cart", after: (page) => page.getByText("আপনার কার্ট খালি").waitFor() },
      { url: () => "/bn/cart", before: (page) => seedCart(page, 2), after: (page) => page.getByText("অর্ডারের সারাংশ").waitFor() },
    ],
    checkout: [
      {
        url: () => "/bn/checkout",
        before: (page) => seedCart(page),
        after: async (page) => {
          await page.getByRole("button", { name: "অর্ডার করুন" }).click();
          await page.getByText("নাম কমপক্ষে ২ অক্ষরের হতে হবে").waitFor();
        },
      },
    ],
    "order-confirmation/:orderId": [
      { url: () => `/bn/order-confirmation/${orderId}`, after: (page) => page.getByText("অর্ডারের জন্য ধন্যবাদ!").waitFor() },
      { url: () => "/bn/order-confirmation/00000000-0000-4000-8000-000000000000" },
    ],
    track: [
      { url: () => "/bn/track" },
      { url: () => `/bn/track?order=${orderNumber}`, after: (page) => page.getByRole("heading", { name: `অর্ডার ${orderNumber}` }).waitFor() },
      { url: () => "/bn/track?order=HT-NOTHING", after: (page) => page.getByText("অর্ডার পাওয়া যায়নি").first().waitFor() },
    ],
    "*": [{ url: () => "/bn/no-such-page" }],
  };

  it("has a Bangla visit for every storefront route", () => {
    expect(storefrontRoutePaths().filter((path) => !(path in visits))).toEqual([]);
  });

  it.each(Object.entries(visits).flatMap(([route, list]) => list.map((visit, index) => [`${route || "(home)"} #${index + 1}`, visit] as const)))(
    "%s shows no English word",
    async (_name, visit) => {
      const { context, page } = await newPage(browser, server.url, PHONE);
      try {
        if (visit.before) await visit.before(page);
        await page.goto(visit.url(), { waitUntil: "networkidle" });
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("bn");
        if (visit.after) await visit.after(page);
        expect(await latinWords(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

describe("a shopper who reads Bangla", () => {
  it("switches on a product page, adds to cart, checks out in Bangla and sees the confirmation in Bangla; the cookie keeps the choice", async () => {
    const { context, page, errors } = await newPage(browser, server.url, PHONE);
    await page.goto(`/product/${shop.slug}`);
    await page.getByRole("link", { name: "এই পাতা বাংলায় দেখুন" }).first().click();
    await page.waitForURL(`**/bn/product/${shop.slug}`);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("bn");
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe("bn");
    await page.getByText("৳১,৮৫০.০০").first().waitFor();
    await screenshot(page, "bangla-product-390");

    await hydrate(page);
    await page.getByRole("button", { name: "পরিমাণ বাড়ান" }).click();
    await page.getByRole("button", { name: "কার্টে যোগ করুন", exact: true }).click();
    await page.getByText("নকশী কাঁথা (২টি) কার্টে যোগ হয়েছে").waitFor();
    await expect.poll(() => badgeCount(page)).toBe("২");

    await page.getByRole("link", { name: "কার্ট, ২টি পণ্য" }).click();
    await page.waitForURL("**/bn/cart");
    await page.getByRole("link", { name: "চেকআউটে যান" }).click();
    await page.waitForURL("**/bn/checkout");

    // Validation speaks Bangla.
    await page.getByRole("button", { name: "অর্ডার করুন" }).click();
    await page.getByText("নাম কমপক্ষে ২ অক্ষরের হতে হবে").waitFor();
    await page.getByLabel("পুরো নাম").fill("রহিম উদ্দিন");
    await page.getByLabel("মোবাইল নম্বর").fill("০১২১২৩৪৫৬৭৮");
    await page.getByRole("button", { name: "অর্ডার করুন" }).click();
    await page.getByText("সঠিক বাংলাদেশি মোবাইল নম্বর দিন (যেমন ০১XXXXXXXXX)").waitFor();
    // A number typed in Bangla digits is the same number.
    await page.getByLabel("মোবাইল নম্বর").fill("০১৭১২৩৪৫৬৭৮");
    await page.getByLabel("শহর / জেলা").selectOption("Dhaka");
    await page.getByLabel("পুরো ঠিকানা").fill("বাসা ৯, রোড ৩, মিরপুর ১০");
    await page.getByText("৳৩,৭০০.০০").first().waitFor();
    // Each zone by its own Bangla name; Dhaka preselects the one inside, with its Bangla estimate.
    await expect.poll(() => page.getByRole("radio", { name: /ঢাকার ভেতরে/ }).isChecked()).toBe(true);
    await expect.poll(() => page.getByRole("radio", { name: /ঢাকার বাইরে/ }).isChecked()).toBe(false);
    await expect.poll(() => page.getByText("৩-৫ কর্মদিবস").first().isVisible()).toBe(true);
    await screenshot(page, "bangla-checkout-390");
    await page.getByRole("button", { name: "অর্ডার করুন" }).click();

    await page.waitForURL("**/bn/order-confirmation/**");
    await page.getByRole("heading", { name: "অর্ডারের জন্য ধন্যবাদ!" }).waitFor();
    // The phone in Bangla digits, with the address and district as entered.
    await page.getByText("০১৭১২৩৪৫৬৭৮").waitFor();
    await page.getByText("বাসা ৯, রোড ৩, মিরপুর ১০").waitFor();
    await expect.poll(() => page.getByText("ঢাকা", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("২ × ৳১,৮৫০.০০").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("ফ্রি", { exact: true }).isVisible()).toBe(true);
    await page.getByText("ক্যাশ অন ডেলিভারি").first().waitFor();
    // The zone as the order stored it, in Bangla.
    await expect.poll(() => page.getByText("ঢাকার ভেতরে", { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText("৩-৫ কর্মদিবস", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "bangla-confirmation-390");
    await page.getByRole("link", { name: "অর্ডার ট্র্যাক করুন" }).first().click();
    await page.getByRole("list", { name: "অর্ডারের অগ্রগতি" }).waitFor();
    // Free delivery in checkout's word, not as ৳০.০০.
    await expect.poll(() => page.getByText("ফ্রি", { exact: true }).isVisible()).toBe(true);
    await screenshot(page, "bangla-track-390");
    await page.goto("/bn");
    await page.getByRole("heading", { name: "নতুন এসেছে", exact: true }).first().waitFor();
    await screenshot(page, "bangla-home-390");

    // The choice is remembered: the shop's address opens the Bangla home page.
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/bn");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("bn");
    // Other English pages stay English and offer the switch.
    await page.goto("/about");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    // Choosing English from a Bangla page forgets the choice: `/` is English again.
    await page.goto("/bn");
    await page.getByRole("link", { name: "View this page in English" }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === LOCALE_COOKIE)).toBe(false);
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gets the order API's refusals in the page's language", async () => {
    const order = (locale: string) =>
      fetch(`${server.url}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Haat-Locale": locale },
        body: JSON.stringify({ customer_name: "র", customer_phone: "01712345678", city: "Dhaka", shipping_address: "বাসা ৯, রোড ৩", items: [{ product_id: shop.productId, quantity: 1 }] }),
      }).then(async (response) => [response.status, ((await response.json()) as { error: string }).error]);
    expect(await order("bn")).toEqual([400, "নাম কমপক্ষে ২ অক্ষরের হতে হবে"]);
    expect(await order("en")).toEqual([400, "Name must be at least 2 characters"]);
  });

  it("draws Bangla pages in the self-hosted Bengali font, whose rules are in the page and apply once it has loaded; English pages fetch no font", async () => {
    // The test browser has no Noto Sans Bengali of its own, whatever this machine has (launchBrowser);
    // with one the rules rightly stay off (the next test).
    const fonts = testFontconfig();
    try {
      expect(execFileSync("fc-list", [":family=Noto Sans Bengali"], { encoding: "utf8", env: { ...process.env, FONTCONFIG_FILE: fonts.config } })).toBe("");
    } finally {
      rmSync(fonts.dir, { recursive: true, force: true });
    }
    const fontsOf = async (pagePath: string, expected: number) => {
      const { context, page, errors } = await newPage(browser, server.url, PHONE);
      const fonts: string[] = [];
      const stylesheets: string[] = [];
      // The order of the browser's events: a font asked for before the load event has a smaller number.
      let events = 0;
      let loadEventAt = Infinity;
      const fontRequestedAt: number[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") {
          fonts.push(new URL(request.url()).pathname);
          fontRequestedAt.push((events += 1));
        }
        if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
      });
      page.on("load", () => (loadEventAt = events += 1));
      await page.goto(pagePath, { waitUntil: "load" });
      const loadedFaces = () => page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.weight}`).sort());
      await expect.poll(async () => (await loadedFaces()).length).toBe(expected);
      const loaded = await loadedFaces();
      await context.close();
      expect(errors).toEqual([]);
      // Not one font file is asked for before the page has loaded.
      expect(fontRequestedAt.every((at) => at > loadEventAt)).toBe(true);
      return { fonts, stylesheets, loaded };
    };
    // The rules are in the page, matching no screen until the page has loaded.
    expect(await (await fetch(`${server.url}/bn/product/${shop.slug}`)).text()).toMatch(/<style media="not all" data-deferred-fonts="">@font-face/);
    const bangla = await fontsOf(`/bn/product/${shop.slug}`, 2);
    // Two weights: medium text takes the regular face, semibold the bold one.
    expect(bangla.loaded).toEqual(["Noto Sans Bengali 400", "Noto Sans Bengali 700"]);
    // A personal page (the cart) lets them apply at hydration too.
    expect((await fontsOf("/bn/cart", 2)).loaded).toEqual(["Noto Sans Bengali 400", "Noto Sans Bengali 700"]);
    expect(bangla.fonts.every((font) => /\/assets\/noto-sans-bengali-bengali-\d00-normal-[\w-]+\.woff2$/.test(font))).toBe(true);
    // One stylesheet, as on English pages: the font's rules do not hold the first paint for a request of their own.
    expect(bangla.stylesheets).toHaveLength(1);
    // Without JavaScript the page's noscript copy of the rules applies them.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
    const page = await noScript.newPage();
    await page.goto(`/bn/product/${shop.slug}`, { waitUntil: "load" });
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.status === "loaded").map((face) => `${face.family} ${face.weight}`).sort()))
      .toEqual(["Noto Sans Bengali 400", "Noto Sans Bengali 700"]);
    await noScript.close();
    const english = await fontsOf(`/product/${shop.slug}`, 0);
    expect(english).toMatchObject({ fonts: [], stylesheets: bangla.stylesheets, loaded: [] });
  });

  it("keeps an Android phone's own Noto Sans Bengali: the same face is not downloaded and the text is not laid out again", async () => {
    // A browser whose machine has Noto Sans Bengali installed, as Android phones do.
    const phone = await launchBrowser({ withNotoSansBengali: true });
    try {
      for (const pagePath of [`/bn/product/${shop.slug}`, "/bn/cart"]) {
        const { context, page, errors } = await newPage(phone, server.url, PHONE);
        const requested: string[] = [];
        page.on("request", (request) => request.resourceType() === "font" && requested.push(request.url()));
        await page.goto(pagePath, { waitUntil: "load" });
        // Decided after the load and the next paint; the rules are marked and stay off.
        await page.locator("style[data-deferred-fonts][data-own-font]").waitFor({ state: "attached" });
        // Hydrated, and a frame and a task later, the rules are still off.
        await hydrate(page);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => setTimeout(resolve, 0)), 0))));
        expect(await page.evaluate(() => document.querySelector("style[data-deferred-fonts]")?.getAttribute("media"))).toBe("not all");
        // The heading is drawn in the phone's own copy of the font.
        const cdp = await context.newCDPSession(page);
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument");
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
        const { fonts: drawnWith } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
        expect(drawnWith.filter((font) => font.glyphCount > 0).map(({ familyName, isCustomFont }) => ({ familyName, isCustomFont }))).toContainEqual({
          familyName: "Noto Sans Bengali",
          isCustomFont: false,
        });
        expect(requested).toEqual([]);
        await context.close();
        expect(errors).toEqual([]);
      }
    } finally {
      await phone.close();
    }
  });

  it("names both languages for search engines: lang, canonical, hreflang and the sitemap", async () => {
    const html = await (await fetch(`${server.url}/bn/shop`)).text();
    expect(html).toContain('<html lang="bn"');
    expect(html).toContain(`<link rel="canonical" href="${server.url}/bn/shop"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${server.url}/shop"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${server.url}/shop"/>`);
    const english = await (await fetch(`${server.url}/shop`)).text();
    expect(english).toContain('<html lang="en"');
    expect(english).toContain(`<link rel="canonical" href="${server.url}/shop"/>`);
    expect(english).toContain(`<link rel="alternate" hrefLang="bn" href="${server.url}/bn/shop"/>`);
    // The root redirects only a person who chose Bangla; every answer for it varies by cookie, kept pages too.
    const root = (headers: Record<string, string>) => fetch(`${server.url}/?ref=x`, { redirect: "manual", headers });
    const crawler = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const person = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36";
    for (const kept of ["miss", "hit"]) {
      const plain = await root({ "User-Agent": crawler, "Accept-Language": "bn-BD,bn;q=0.9" });
      expect([plain.status, plain.headers.get("x-page-cache")]).toEqual([200, kept]);
      expect(plain.headers.get("vary")).toMatch(/\bCookie\b/);
    }
    const chose = await root({ "User-Agent": person, Cookie: `${LOCALE_COOKIE}=bn` });
    expect([chose.status, chose.headers.get("location")]).toEqual([302, "/bn?ref=x"]);
    expect(chose.headers.get("vary")).toMatch(/\bCookie\b/);
    expect((await root({ "User-Agent": person, Cookie: `${LOCALE_COOKIE}=en` })).status).toBe(200);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const loc of ["/", "/bn", "/shop", "/bn/shop", `/product/${shop.slug}`, `/bn/product/${shop.slug}`]) expect(sitemap).toContain(`<loc>${server.url}${loc}</loc>`);
  });
});
