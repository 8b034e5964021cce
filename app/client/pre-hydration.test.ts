import { Window as HappyWindow } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CART_STORAGE_KEY, type CartLine } from "~/lib/cart";
import {
  CART_COUNT_ATTRIBUTE,
  CART_SLOT_ATTRIBUTE,
  HELD_ATTRIBUTE,
  HYDRATED_EVENT,
  OMIT_IF_ATTRIBUTE,
  RELOADED_KEY,
  SUBMIT_ON_CHANGE_ATTRIBUTE,
} from "~/lib/hydration";
import { preHydrate } from "./pre-hydration";

const PRELOADS = ["/assets/entry.client-B.js", "/assets/root-A.js"];
const SOURCE = 'import("/assets/entry.client-B.js");';
const PAGE_URL = "http://shop.test/product/clay-cooking-pot";

// A catalogue page's parts the program acts on: the header's cart link and search, a card's button
// outside its link, the shop's filters.
const BODY = `
  <header>
    <a href="/cart" aria-label="Cart"><span ${CART_SLOT_ATTRIBUTE} aria-hidden="true"></span></a>
    <form action="/search" method="get"><input type="search" name="q" value=""></form>
  </header>
  <a id="product-link" href="/product/saree">Saree</a>
  <button id="add" type="button">Add to cart</button>
  <button id="more" type="button">Increase quantity</button>
  <button id="off" type="button" disabled>Sold out</button>
  <form id="filters" action="/shop?stale=1" method="get" ${SUBMIT_ON_CHANGE_ATTRIBUTE}>
    <input type="search" name="q" value="">
    <input type="radio" name="category" value="" checked>
    <input type="radio" name="category" value="7">
    <input type="checkbox" name="sale" value="yes" disabled checked>
    <select name="price" ${OMIT_IF_ATTRIBUTE}="all"><option value="all" selected>All</option><option value="0-500">Under 500</option></select>
    <button type="submit">Apply</button>
  </form>`;

const windows: HappyWindow[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((win) => win.happyDOM.close()));
});

/**
 * A page in a fresh DOM with the program started on it (`onIntent`), whose frames and timers run
 * only when the test says so (`flush`), and whose navigations are recorded instead of made.
 */
function startPage({ onIntent = true, storedCart }: { onIntent?: boolean; storedCart?: string } = {}) {
  const win = new HappyWindow({
    url: PAGE_URL,
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
  });
  windows.push(win);
  const doc = win.document;
  doc.body.innerHTML = BODY;
  if (storedCart !== undefined) win.localStorage.setItem(CART_STORAGE_KEY, storedCart);
  Object.defineProperty(doc, "currentScript", { value: { nonce: "N0NCE==" } });
  const queued: (() => void)[] = [];
  const queue = (callback: () => void) => queued.push(callback);
  Object.assign(win, { requestAnimationFrame: queue, setTimeout: queue });
  const assign = vi.spyOn(win.location, "assign").mockImplementation(() => {});
  const reload = vi.spyOn(win.location, "reload").mockImplementation(() => {});

  preHydrate(win as unknown as Window & typeof globalThis, PRELOADS, SOURCE, onIntent);

  const element = <T extends Element = HTMLElement>(selector: string) => doc.querySelector(selector) as unknown as T;
  return {
    win,
    element,
    assign,
    reload,
    /** Runs the frames and timers asked for, and those they ask for, up to `limit`. */
    flush(limit = 1000) {
      for (let run = 0; queued.length && run < limit; run += 1) queued.shift()!();
    },
    /** What the program added to the head, as tag and the attributes that matter. */
    added: () =>
      Array.from(doc.head.children).map((node) =>
        node.tagName === "LINK"
          ? { tag: "link", rel: node.getAttribute("rel"), href: node.getAttribute("href") }
          : { tag: "script", type: node.getAttribute("type"), nonce: (node as unknown as HTMLScriptElement).nonce, text: node.textContent },
      ),
    /** A primary-button click; true when the program let it through. */
    click: (target: Element, init: { button?: number; ctrlKey?: boolean } = {}) => target.dispatchEvent(new win.MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }) as never),
    /** React has hydrated this element: it carries React's props. */
    ownedByReact: (target: Element) => Object.assign(target, { "__reactProps$x1": {} }),
    hydrate: () => doc.dispatchEvent(new win.Event(HYDRATED_EVENT)),
  };
}

const LOADED = [
  { tag: "link", rel: "modulepreload", href: PRELOADS[0] },
  { tag: "link", rel: "modulepreload", href: PRELOADS[1] },
  { tag: "script", type: "module", nonce: "N0NCE==", text: SOURCE },
];

describe("loading the page's scripts", () => {
  it("adds the preloads and the module script, with the script's nonce, a frame and a task after the first paint", () => {
    const page = startPage({ onIntent: false });
    expect(page.added()).toEqual([]);
    page.flush();
    expect(page.added()).toEqual(LOADED);
  });

  it("waits for the shopper's first action on an intent page, and loads once however many follow", () => {
    const page = startPage();
    page.flush();
    expect(page.added()).toEqual([]);
    page.win.dispatchEvent(new page.win.Event("touchstart"));
    expect(page.added()).toEqual(LOADED);
    for (const type of ["scroll", "keydown", "pointerdown"]) page.win.dispatchEvent(new page.win.Event(type));
    expect(page.added()).toEqual(LOADED);
  });

  it("loads an intent page's scripts once the page has loaded and the phone is idle, if the shopper has not acted by then", () => {
    const page = startPage();
    const idle: (() => void)[] = [];
    Object.assign(page.win, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
    page.flush();
    expect(page.added()).toEqual([]);
    page.win.dispatchEvent(new page.win.Event("load"));
    expect(page.added()).toEqual([]);
    idle.shift()!();
    expect(page.added()).toEqual(LOADED);
    page.win.dispatchEvent(new page.win.Event("touchstart"));
    expect(page.added()).toEqual(LOADED);
  });

  it("after the load event, falls back to a task where the browser has no idle callbacks", () => {
    const page = startPage();
    Object.assign(page.win, { requestIdleCallback: undefined });
    page.win.dispatchEvent(new page.win.Event("load"));
    expect(page.added()).toEqual([]);
    page.flush();
    expect(page.added()).toEqual(LOADED);
  });

  it("loads the page again, once, when the scripts fail before hydration, and forgets it once hydrated", () => {
    const page = startPage();
    page.win.dispatchEvent(new page.win.Event("touchstart"));
    const script = page.element<HTMLScriptElement>("script[type=module]");
    script.onerror!(new page.win.Event("error") as never);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.win.sessionStorage.getItem(RELOADED_KEY)).toBe(PAGE_URL);

    // The reloaded page fails too: it stays.
    const again = startPage();
    again.win.sessionStorage.setItem(RELOADED_KEY, PAGE_URL);
    again.win.dispatchEvent(new again.win.Event("touchstart"));
    again.element<HTMLScriptElement>("script[type=module]").onerror!(new again.win.Event("error") as never);
    expect(again.reload).not.toHaveBeenCalled();
    again.hydrate();
    expect(again.win.sessionStorage.getItem(RELOADED_KEY)).toBeNull();
  });
});

describe("taps before hydration", () => {
  it("holds a button's tap (marked busy) and loads the scripts; replays taps in order a frame after hydration", () => {
    const page = startPage();
    const clicked: string[] = [];
    for (const id of ["add", "more"]) page.element(`#${id}`).addEventListener("click", () => clicked.push(id));
    expect(page.click(page.element("#more"))).toBe(false);
    expect(page.click(page.element("#add"))).toBe(false);
    expect(clicked).toEqual([]);
    expect(page.element("#add").hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    expect(page.added()).toEqual(LOADED);

    page.ownedByReact(page.element("#add"));
    page.ownedByReact(page.element("#more"));
    page.hydrate();
    page.flush();
    expect(clicked).toEqual(["more", "add"]);
    expect(page.element("#add").hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    // Hydrated: taps are React's.
    expect(page.click(page.element("#add"))).toBe(true);
    expect(clicked).toEqual(["more", "add", "add"]);
  });

  it("replays a tap once React owns its button (a streamed section hydrates later), or after 5 s", () => {
    /** A page whose Add to cart was tapped before hydration, then hydrated; counts the replayed clicks. */
    const tappedThenHydrated = () => {
      const page = startPage();
      const replayed = { clicks: 0 };
      page.element("#add").addEventListener("click", () => (replayed.clicks += 1));
      page.click(page.element("#add"));
      page.hydrate();
      return { page, replayed };
    };
    const streamed = tappedThenHydrated();
    streamed.page.flush(20);
    expect(streamed.replayed.clicks).toBe(0);
    streamed.page.ownedByReact(streamed.page.element("#add"));
    streamed.page.flush();
    expect(streamed.replayed.clicks).toBe(1);

    // A frame, a task, then 100 polls 50 ms apart: the next one replays the tap.
    const never = tappedThenHydrated();
    never.page.flush(101);
    expect(never.replayed.clicks).toBe(0);
    never.page.flush();
    expect(never.replayed.clicks).toBe(1);
  });

  it("lets a link work as a link, unless a tap is held: then it waits behind it", () => {
    const page = startPage();
    const link = page.element("#product-link");
    expect(page.click(link)).toBe(true);
    expect(page.click(link, { button: 0 })).toBe(true);
    page.click(page.element("#add"));
    expect(page.click(link, { ctrlKey: true })).toBe(true);
    expect(page.click(link)).toBe(false);
    expect(link.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
  });

  it("leaves a disabled button and a form's submit button alone", () => {
    const page = startPage();
    const submit = page.element("#filters button[type=submit]");
    page.click(page.element("#off"));
    expect(page.click(submit)).toBe(true);
    expect(page.element("#off").hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    expect(submit.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    expect(page.added()).toEqual([]);
  });
});

describe("fields before hydration", () => {
  it("hands typed text to React at hydration: React's setter sees what it rendered, then an input event carries the text", () => {
    const page = startPage();
    const box = page.element<HTMLInputElement>("header input[name=q]");
    box.value = "saree";
    // React tracks a field's value with its own setter on the element.
    const seenByReact: string[] = [];
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), "value")!;
    Object.defineProperty(box, "value", {
      configurable: true,
      get: () => native.get!.call(box),
      set: (value: string) => {
        seenByReact.push(value);
        native.set!.call(box, value);
      },
    });
    const inputs: string[] = [];
    box.addEventListener("input", () => inputs.push(box.value));
    page.hydrate();
    expect(seenByReact).toEqual([""]);
    expect(inputs).toEqual(["saree"]);
  });

  it("opens the filter form's URL on a pointer choice, without empty fields, disabled ones or a field's omit-if value", () => {
    const page = startPage();
    const form = page.element<HTMLFormElement>("#filters");
    const radio = form.querySelector<HTMLInputElement>("input[value='7']")!;
    page.win.dispatchEvent(new page.win.Event("pointerdown"));
    radio.checked = true;
    radio.dispatchEvent(new page.win.Event("change", { bubbles: true }) as never);
    expect(page.assign).toHaveBeenCalledWith("http://shop.test/shop?category=7");

    const select = form.querySelector("select")!;
    select.value = "0-500";
    select.dispatchEvent(new page.win.Event("change", { bubbles: true }) as never);
    expect(page.assign).toHaveBeenLastCalledWith("http://shop.test/shop?category=7&price=0-500");
  });

  it("does not open it for a choice from the keyboard, for text, or once hydrated", () => {
    const page = startPage();
    const form = page.element<HTMLFormElement>("#filters");
    const change = (field: Element) => field.dispatchEvent(new page.win.Event("change", { bubbles: true }) as never);
    change(form.querySelector("input[name=q]")!);
    page.win.dispatchEvent(new page.win.KeyboardEvent("keydown", { key: "ArrowDown" }));
    change(form.querySelector("input[value='7']")!);
    page.win.dispatchEvent(new page.win.Event("pointerdown"));
    page.hydrate();
    change(form.querySelector("select")!);
    expect(page.assign).not.toHaveBeenCalled();
  });

  it("trims the header search's query and ignores a blank one", () => {
    const page = startPage();
    const form = page.element<HTMLFormElement>("header form");
    const box = form.querySelector("input")!;
    const submit = () => form.dispatchEvent(new page.win.Event("submit", { bubbles: true, cancelable: true }) as never);
    box.value = "  saree ";
    expect(submit()).toBe(true);
    expect(box.value).toBe("saree");
    box.value = "   ";
    expect(submit()).toBe(false);
  });
});

describe("the cart badge before hydration", () => {
  const product = (id: unknown) => ({ id, name: "Clay pot", slug: "clay-pot", price: "450.00", image: null });
  const line = (id: unknown, quantity: unknown) => ({ product: product(id), quantity });
  const stored = (items: unknown[]) => JSON.stringify({ state: { items, total: 0 }, version: 0 });
  const badge = (storedCart?: string) => {
    const page = startPage({ storedCart });
    return { count: page.element(`[${CART_SLOT_ATTRIBUTE}]`).getAttribute(CART_COUNT_ATTRIBUTE), label: page.element("a[href='/cart']").getAttribute("aria-label"), page };
  };

  it("shows and says the stored cart's units as the store counts them: whole quantities of 1 or more, at most 999 per product", () => {
    expect(badge(stored([line(1, 2), line(2, 3)]))).toMatchObject({ count: "5", label: "Cart, 5 items" });
    expect(badge(stored([line(1, 1)]))).toMatchObject({ count: "1", label: "Cart, 1 item" });
    expect(badge(stored([line(1, 2), line(2, 1.5), line(3, 0), line(4, -4), line(5, "7"), line("6", 1), line(null, 1)])).count).toBe("2");
    expect(badge(stored([line(1, 1000), line(1, 5), line(2, 1)]))).toMatchObject({ count: "99+", label: "Cart, 1000 items" });
    expect(badge(stored([line(1, 60), line(2, 40)])).count).toBe("99+");
    expect(badge(stored([line(1, 60), line(1, 39)])).count).toBe("99");
    // A line the store would drop (here a price no order could have) is not counted either.
    const tampered: CartLine = { product: { ...product(3), price: "abc" } as CartLine["product"], quantity: 4 };
    expect(badge(stored([line(1, 2), tampered])).count).toBe("2");
  });

  it("stays empty for an empty, unreadable or missing cart", () => {
    for (const empty of [stored([]), "not json", "null", undefined]) {
      expect(badge(empty)).toMatchObject({ count: null, label: "Cart" });
    }
  });

  it("leaves the slot to React once hydrated", () => {
    const { page } = badge(stored([line(1, 2)]));
    page.hydrate();
    expect(page.element(`[${CART_SLOT_ATTRIBUTE}]`).hasAttribute(CART_COUNT_ATTRIBUTE)).toBe(false);
  });
});
