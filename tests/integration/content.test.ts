import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, orders, productReviews } from "~/.server/db/schema";
import { createOrder } from "~/.server/orders/place";
import { localeContext } from "~/.server/request-context";
import { productJsonLd } from "~/lib/product-json-ld";
import { action as messagesAction, loader as messagesLoader } from "~/routes/admin/messages";
import { action as pagesAction } from "~/routes/admin/pages";
import { action as reviewsAction, loader as reviewsAdminLoader } from "~/routes/admin/reviews";
import { action as settingsAction } from "~/routes/admin/settings";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as contactAction, MESSAGES_PER_WINDOW } from "~/routes/shop/contact";
import { loader as homeLoader } from "~/routes/shop/home";
import { loader as productLoader } from "~/routes/shop/product";
import { loader as returnsLoader } from "~/routes/shop/returns";
import { loader as reviewsPageLoader } from "~/routes/shop/reviews";
import { action as trackAction, loader as trackLoader } from "~/routes/shop/track";
import { createProduct } from "../factories";
import { setupTestDb, testDbKind } from "../helpers/db";
import { adminRequest, answer, createUser, signInCookie } from "../helpers/admin";
import { actionArgs, type DataFunction, loaderArgs, testContext } from "../helpers/route-args";
import { behindAdminGuard } from "../helpers/route-table";

// The contact inbox, reviews from delivered orders and the owner's pages, from the shopper's form to
// the admin and back to the storefront, on a real database.

const getHandle = setupTestDb();
let cookie: string;

type Answer = { ok: boolean; toast?: string; message?: string; fieldErrors?: Record<string, string> };

async function adminPost(act: DataFunction, path: string, form: Record<string, string>) {
  return answer<Answer>(await act(await behindAdminGuard(actionArgs(adminRequest(path, { cookie, form })))));
}

async function adminGet<T>(load: DataFunction, path: string): Promise<T> {
  return (await load(await behindAdminGuard(loaderArgs(adminRequest(path, { cookie }))))) as T;
}

function shopContext(locale: "en" | "bn", clientIp: string) {
  const context = testContext({ clientIp });
  context.set(localeContext, locale);
  return context;
}

function sendMessage(fields: Record<string, string>, { locale = "en", clientIp = "10.0.0.1" }: { locale?: "en" | "bn"; clientIp?: string } = {}) {
  const body = new URLSearchParams({ name: "Nusrat Jahan", email: "nusrat@example.com", subject: "Saree colour", message: "Is the red one in stock?", website: "", ...fields });
  const request = new Request(`http://shop.test${locale === "bn" ? "/bn" : ""}/contact`, { method: "POST", body });
  return contactAction(actionArgs(request, { context: shopContext(locale, clientIp) }));
}

describe(`contact inbox (${testDbKind})`, () => {
  beforeAll(async () => {
    await createUser("owner@example.com");
    cookie = await signInCookie("owner@example.com");
  });

  it("stores a message in the page's language, lists it newest first, counts it unread until read, and archives it", async () => {
    expect(answer(await sendMessage({ subject: "First", message: "আগের বার্তা" }, { locale: "bn" })).body).toEqual({ sent: true, errors: {} });
    expect(answer(await sendMessage({ subject: "Second" })).body).toMatchObject({ sent: true });

    const inbox = await adminGet<{ messages: { id: number; subject: string; locale: string; message: string }[] }>(messagesLoader as DataFunction, "/admin/messages");
    expect(inbox.messages.map((m) => [m.subject, m.locale])).toEqual([
      ["Second", "en"],
      ["First", "bn"],
    ]);
    expect(inbox.messages[1]!.message).toBe("আগের বার্তা");
    const unread = async () => (await adminGet<{ unreadMessages: number }>(layoutLoader as DataFunction, "/admin")).unreadMessages;
    expect(await unread()).toBe(2);

    const first = inbox.messages[1]!.id;
    expect((await adminPost(messagesAction as DataFunction, "/admin/messages", { intent: "read", id: String(first) })).body.ok).toBe(true);
    expect(await unread()).toBe(1);
    await adminPost(messagesAction as DataFunction, "/admin/messages", { intent: "archive", id: String(inbox.messages[0]!.id) });
    expect(await unread()).toBe(0);
    const after = await adminGet<{ messages: { subject: string }[] }>(messagesLoader as DataFunction, "/admin/messages");
    expect(after.messages.map((m) => m.subject)).toEqual(["First"]);
    const archived = await adminGet<{ messages: { subject: string }[] }>(messagesLoader as DataFunction, "/admin/messages?view=archived");
    expect(archived.messages.map((m) => m.subject)).toEqual(["Second"]);
  });

  it("refuses an invalid message with the fields' errors and stores nothing", async () => {
    const before = await getHandle().db.$count(contactMessages);
    const result = answer<{ sent: boolean; errors: Record<string, string> }>(await sendMessage({ email: "not-an-email", message: "" }, { clientIp: "10.0.0.2" }));
    expect(result.status).toBe(400);
    expect(result.body.errors).toMatchObject({ email: "Please enter a valid email", message: "Message is required" });
    expect(await getHandle().db.$count(contactMessages)).toBe(before);
  });

  it("answers a bot that fills the hidden field like a person, and stores nothing", async () => {
    const before = await getHandle().db.$count(contactMessages);
    expect(answer(await sendMessage({ website: "https://spam.example" }, { clientIp: "10.0.0.3" })).body).toMatchObject({ sent: true });
    expect(await getHandle().db.$count(contactMessages)).toBe(before);
  });

  it("limits messages per client: the next one is refused with 429 in the page's language, another client still sends", async () => {
    for (let i = 0; i < MESSAGES_PER_WINDOW; i++) expect(answer(await sendMessage({ subject: `Flood ${i}` }, { clientIp: "10.0.0.9" })).status).toBe(200);
    const refused = answer<{ sent: boolean; refused?: string }>(await sendMessage({ subject: "One too many" }, { clientIp: "10.0.0.9", locale: "bn" }));
    expect(refused.status).toBe(429);
    expect(refused.body.sent).toBe(false);
    expect(refused.body.refused).toMatch(/[\u0980-\u09FF]/);
    const [stored] = await getHandle().db.select().from(contactMessages).where(eq(contactMessages.subject, "One too many"));
    expect(stored).toBeUndefined();
    expect(answer(await sendMessage({ subject: "Someone else" }, { clientIp: "10.0.0.10" })).status).toBe(200);
  });
});

describe(`reviews from delivered orders (${testDbKind})`, () => {
  let productId: number;
  let otherProductId: number;
  let slug: string;
  let orderNumber: string;
  let orderId: string;
  let ip = 0;

  function review(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries({ orderNumber, phone: "01812345678", productId: String(productId), rating: "4", body: "Lovely colour, well packed.", ...fields })) form.set(name, value);
    const request = new Request(`http://shop.test/track?order=${orderNumber}`, { method: "POST", body: form });
    ip += 1;
    return trackAction(actionArgs(request, { context: shopContext("en", `10.1.0.${ip}`) })).then((value) => answer<{ ok: boolean; message: string }>(value));
  }

  const productPage = async () => {
    const request = new Request(`http://shop.test/product/${slug}`);
    return (await productLoader(loaderArgs(request, { params: { slug }, context: shopContext("en", "10.2.0.1") }))) as Awaited<ReturnType<typeof productLoader>>;
  };

  beforeAll(async () => {
    const product = await createProduct(getHandle().db, { name: "Jamdani Saree", stockQuantity: 10 });
    const other = await createProduct(getHandle().db, { name: "Clay Pot", stockQuantity: 10 });
    productId = product.id;
    otherProductId = other.id;
    slug = product.slug;
    const { order } = await createOrder({
      customer_name: "Karim Uddin Ahmed",
      customer_phone: "01812345678",
      city: "Chattogram",
      delivery_location: "outside_dhaka",
      shipping_address: "12 Agrabad Road, Chattogram",
      message: "",
      items: [{ product_id: productId, quantity: 1 }],
    } as never);
    orderNumber = order.order_number;
    orderId = order.id;
  });

  it("accepts a review only from a delivered order's number and phone, for a product it holds, once per product", async () => {
    // Not delivered yet: no review, and /track offers none.
    expect(await review({})).toMatchObject({ status: 422, body: { ok: false, message: "You can review an order once it is delivered." } });
    const pending = (await trackLoader(loaderArgs(new Request(`http://shop.test/track?order=${orderNumber}`), { context: shopContext("en", "10.3.0.1") }))) as { lookup: { reviewable: unknown[] } };
    expect(pending.lookup.reviewable).toEqual([]);

    await getHandle().db.update(orders).set({ status: "delivered" }).where(eq(orders.id, orderId));
    const delivered = (await trackLoader(loaderArgs(new Request(`http://shop.test/track?order=${orderNumber}`), { context: shopContext("en", "10.3.0.2") }))) as { lookup: { reviewable: unknown[] } };
    expect(delivered.lookup.reviewable).toEqual([{ productId, name: "Jamdani Saree" }]);

    // Someone with the number but not the phone, or with another order's number.
    expect(await review({ phone: "01712345678" })).toMatchObject({ status: 404, body: { message: "That phone number does not match this order." } });
    expect(await review({ orderNumber: "HT-NOSUCH00" })).toMatchObject({ status: 404 });
    expect(await review({ productId: String(otherProductId) })).toMatchObject({ status: 422, body: { message: "This product is not in this order." } });
    expect(await review({ rating: "6" })).toMatchObject({ status: 400, body: { ok: false } });

    // The same phone written another way (+880, spaces) is the same phone.
    expect(await review({ phone: "+880 1812-345678" })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await review({ body: "Again" })).toMatchObject({ status: 409, body: { message: "You have already reviewed this product for this order." } });

    const rows = await getHandle().db.select().from(productReviews).where(eq(productReviews.orderId, orderId));
    expect(rows).toHaveLength(1);
    // Shown name: the first name and the initial of the last; waiting for approval.
    expect(rows[0]).toMatchObject({ authorName: "Karim A.", authorCity: "Chattogram", rating: 4, status: "pending" });
  });

  it("shows a review on the product page, /reviews, cards and in JSON-LD only once approved, and hides it again", async () => {
    const before = await productPage();
    expect(before.reviews.summary.count).toBe(0);
    const jsonBefore = productJsonLd({ product: before.product, origin: before.origin, url: "x", reviews: before.reviews });
    expect(jsonBefore).not.toHaveProperty("aggregateRating");
    expect(jsonBefore).not.toHaveProperty("review");

    const waiting = await adminGet<{ reviews: { id: number; productName: string }[] }>(reviewsAdminLoader as DataFunction, "/admin/reviews");
    const id = waiting.reviews.find((r) => r.productName === "Jamdani Saree")!.id;
    expect((await adminPost(reviewsAction as DataFunction, "/admin/reviews", { intent: "approve", id: String(id) })).body.ok).toBe(true);
    await adminPost(reviewsAction as DataFunction, "/admin/reviews", { intent: "reply", id: String(id), reply: "Thank you, Karim!" });

    const after = await productPage();
    expect(after.reviews.summary).toEqual({ average: 4, count: 1 });
    expect(after.reviews.reviews).toEqual([expect.objectContaining({ authorName: "Karim A.", verified: true, reply: "Thank you, Karim!", body: "Lovely colour, well packed." })]);
    const json = productJsonLd({ product: after.product, origin: after.origin, url: "x", reviews: after.reviews });
    expect(json).toMatchObject({
      aggregateRating: { ratingValue: "4.0", reviewCount: 1 },
      review: [{ author: { name: "Karim A." }, reviewRating: { ratingValue: 4 }, reviewBody: "Lovely colour, well packed." }],
    });
    const shop = (await reviewsPageLoader(loaderArgs(new Request("http://shop.test/reviews"), { context: shopContext("en", "10.2.0.2") }))) as Awaited<ReturnType<typeof reviewsPageLoader>>;
    expect(shop.summary).toEqual({ average: 4, count: 1 });
    const home = (await homeLoader(loaderArgs(new Request("http://shop.test/"), { context: shopContext("en", "10.2.0.3") }))) as { newArrivals: { id: number; rating: unknown }[] };
    expect(home.newArrivals.find((p) => p.id === productId)?.rating).toEqual({ average: 4, count: 1 });

    await adminPost(reviewsAction as DataFunction, "/admin/reviews", { intent: "hide", id: String(id) });
    expect((await productPage()).reviews.summary.count).toBe(0);
  });
});

describe(`owner's pages and facts from settings (${testDbKind})`, () => {
  const returnsPage = async (locale: "en" | "bn") =>
    (await returnsLoader(loaderArgs(new Request(`http://shop.test${locale === "bn" ? "/bn" : ""}/returns`), { context: shopContext(locale, "10.4.0.1") }))) as { html: string; returnDays: number };

  it("states the return period Settings gives, on /returns and the home strip, in both languages", async () => {
    expect((await returnsPage("en")).html).toContain("<strong>7 days from delivery</strong>");
    const saved = await adminPost(settingsAction as DataFunction, "/admin/settings", {
      intent: "settings",
      storeName: "Haat",
      supportPhone: "+8801700000000",
      returnDays: "14",
      addressBn: "বনানী, ঢাকা",
    });
    expect(saved.body.ok).toBe(true);
    expect((await returnsPage("en")).html).toContain("<strong>14 days from delivery</strong>");
    expect((await returnsPage("bn")).html).toContain("ডেলিভারির ১৪ দিনের মধ্যে");
    const home = (await homeLoader(loaderArgs(new Request("http://shop.test/"), { context: shopContext("en", "10.4.0.2") }))) as { returnDays: number };
    expect(home.returnDays).toBe(14);
    expect((await adminPost(settingsAction as DataFunction, "/admin/settings", { intent: "settings", storeName: "Haat", supportPhone: "+8801700000000", returnDays: "0" })).body.fieldErrors).toHaveProperty("returnDays");
  });

  it("renders the owner's Markdown with raw HTML as inert text and no script links, and places the facts", async () => {
    const markdown = [
      "## Our promise",
      "<script>window.__pwned = 1</script>",
      '<img src="x" onerror="window.__pwned = 2">',
      "[click me](javascript:alert(1)) and [contact](/contact)",
      "Returns within {return_days} days; {unknown} stays.",
    ].join("\n\n");
    expect((await adminPost(pagesAction as DataFunction, "/admin/pages", { intent: "save", key: "returns", bodyEn: markdown, bodyBn: "" })).body.ok).toBe(true);
    const { html } = await returnsPage("en");
    expect(html).toContain("<h2>Our promise</h2>");
    expect(html).not.toMatch(/<script|<img|onerror="|href="javascript:/i);
    expect(html).toContain("&lt;script&gt;window.__pwned = 1&lt;/script&gt;");
    expect(html).toContain('<a href="/contact">contact</a>');
    expect(html).toContain("Returns within 14 days; {unknown} stays.");
    // An empty Bangla text shows the English, with the Bangla page's own links and digits.
    const bangla = await returnsPage("bn");
    expect(bangla.html).toContain('<a href="/bn/contact">contact</a>');
    expect(bangla.html).toContain("Returns within ১৪ days");

    await adminPost(pagesAction as DataFunction, "/admin/pages", { intent: "reset", key: "returns" });
    expect((await returnsPage("en")).html).toContain("<strong>14 days from delivery</strong>");
  });
});
