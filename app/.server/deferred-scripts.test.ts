import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScripts, deferScriptsStream } from "./deferred-scripts";

// The shape React Router 7 and React 19 give a page (head preloads, context script, module script, streamed data).
const SOURCE = ';\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nconst t = "a<b ৳";\nimport("/assets/entry.client-B.js");';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N0NCE=="/><link rel="modulepreload" href="/assets/root-A.js" nonce="N0NCE=="/>' +
  "<title>Haat</title></head><body><main>Clay pot ৳450.00</main>" +
  '<script nonce="N0NCE==">window.__reactRouterContext = {};</script>' +
  `<script nonce="N0NCE==" type="module" async="">${SOURCE}</script>` +
  '<!--$--><script nonce="N0NCE==">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

type Listener = (event: unknown) => void;

/**
 * Runs the early script a rewritten page carries against a minimal window and document: returns
 * what it added to the head, the frames and timers it asked for, and a way to send it window events.
 */
function runEarlyScript(html: string, storedCart: string | null = null) {
  const code = /<script nonce="N0NCE==">(\(function\(preloads[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(code).toBeDefined();
  const added: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: { type: string; listener: Listener }[] = [];
  const slot: Record<string, string> = {};
  const cartLink: Record<string, string> = {};
  const slotElement = {
    setAttribute: (name: string, value: string) => (slot[name] = value),
    closest: (selector: string) => (selector === "a" ? { setAttribute: (name: string, value: string) => (cartLink[name] = value) } : null),
  };
  const document = {
    currentScript: { nonce: "N0NCE==" },
    // The script's onerror (a reload) is left out of what is compared.
    head: { appendChild: ({ onerror: _onerror, ...element }: Record<string, unknown>) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    querySelector: (selector: string) => (selector === "[data-cart-slot]" ? slotElement : null),
    addEventListener: () => {},
  };
  new Function("document", "window", "addEventListener", "removeEventListener", "localStorage", "requestAnimationFrame", "setTimeout", code!)(
    document,
    {},
    (type: string, listener: Listener) => listeners.push({ type, listener }),
    (type: string, listener: Listener) => listeners.splice(listeners.findIndex((entry) => entry.type === type && entry.listener === listener), 1),
    { getItem: (key: string) => (key === "cart-storage" ? storedCart : null) },
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  // Every event here comes from a spot of the page that is not a button.
  const dispatch = (type: string) => listeners.filter((entry) => entry.type === type).forEach((entry) => entry.listener({ type, target: { closest: () => null } }));
  return { added, frames, timers, dispatch, slot, cartLink };
}

const LOADED = [
  { tag: "link", rel: "modulepreload", href: "/assets/entry.client-B.js" },
  { tag: "link", rel: "modulepreload", href: "/assets/root-A.js" },
  { tag: "script", type: "module", nonce: "N0NCE==", textContent: SOURCE },
];

describe("deferScripts", () => {
  const rewritten = deferScripts(PAGE, "paint");

  it("takes the module preloads out of the head and the module script out of the body", () => {
    expect(rewritten).not.toContain("modulepreload\" href");
    expect(rewritten).not.toContain(' type="module" async=""');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/><title>Haat</title>');
  });

  it("keeps everything else byte for byte, the context script before and the streamed data after", () => {
    const [before, after] = PAGE.split(/<script nonce="N0NCE==" type="module"[\s\S]*?<\/script>/);
    expect(rewritten.startsWith(before!.replace(/<link rel="modulepreload"[^>]*\/>/g, ""))).toBe(true);
    expect(rewritten.endsWith(after!)).toBe(true);
  });

  it("puts an early script in the module script's place, with its nonce, that adds the preloads and the same module after the first frame", () => {
    const { added, frames, timers } = runEarlyScript(rewritten);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual(LOADED);
  });

  it("waits for the shopper's first action on an intent page, and loads once however many follow", () => {
    const { added, frames, timers, dispatch } = runEarlyScript(deferScripts(PAGE, "intent"));
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    dispatch("click");
    expect(added).toEqual([]);
    dispatch("touchstart");
    expect(added).toEqual(LOADED);
    dispatch("scroll");
    dispatch("keydown");
    expect(added).toEqual(LOADED);
  });

  it("shows and says the stored cart's units before hydration: whole quantities of 1 or more, at most 999 per product", () => {
    const line = (id: unknown, quantity: unknown) => ({ product: { id }, quantity });
    const stored = (items: unknown[]) => JSON.stringify({ state: { items, total: 0 }, version: 0 });
    const badge = (storedCart: string | null) => runEarlyScript(rewritten, storedCart);
    expect(badge(stored([line(1, 2), line(2, 3)])).slot["data-count"]).toBe("5");
    expect(badge(stored([line(1, 2), line(2, 3)])).cartLink["aria-label"]).toBe("Cart, 5 items");
    expect(badge(stored([line(1, 1)])).cartLink["aria-label"]).toBe("Cart, 1 item");
    expect(badge(stored([line(1, 2), line(2, 1.5), line(3, 0), line(4, -4), line(5, "7"), line("6", 1), line(null, 1)])).slot["data-count"]).toBe("2");
    expect(badge(stored([line(1, 1000), line(1, 5), line(2, 1)])).slot["data-count"]).toBe("99+");
    expect(badge(stored([line(1, 60), line(2, 40)])).slot["data-count"]).toBe("99+");
    expect(badge(stored([line(1, 60), line(1, 39)])).slot["data-count"]).toBe("99");
    for (const empty of [stored([]), "not json", null]) {
      const { slot, cartLink } = badge(empty);
      expect(slot["data-count"]).toBeUndefined();
      expect(cartLink["aria-label"]).toBeUndefined();
    }
  });

  it("escapes every < of the module's text, so nothing in it can end or confuse the early script's element", () => {
    // "<!--<script" inside a script element makes the HTML parser look for two closing tags.
    const page = PAGE.replace(SOURCE, 'const s = "<!--<script>";');
    const out = deferScripts(page, "paint");
    expect(out).not.toContain("<!--<script>");
    const { added, frames, timers } = runEarlyScript(out);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    expect(added.at(-1)?.textContent).toBe('const s = "<!--<script>";');
  });

  it("leaves a document without a module script alone", () => {
    const page = PAGE.replace(/<script nonce="N0NCE==" type="module"[\s\S]*?<\/script>/, "");
    expect(deferScripts(page, "intent")).toBe(page);
  });
});

describe("deferScriptsStream", () => {
  async function throughStream(chunks: Buffer[]) {
    return (await buffer(Readable.from(chunks).pipe(deferScriptsStream("intent")))).toString("utf8");
  }

  it("gives the same document however the bytes are cut, even inside a character", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const expected = deferScripts(PAGE, "intent");
    for (let cut = 1; cut < bytes.length; cut += 7) {
      expect(await throughStream([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected);
    }
    const taka = bytes.indexOf(Buffer.from("৳"));
    expect(await throughStream([bytes.subarray(0, taka + 1), bytes.subarray(taka + 1)])).toBe(expected);
  });

  it("passes a document without a module script through unchanged", async () => {
    const page = "<!DOCTYPE html><html><body>Not found ৳</body></html>";
    expect(await throughStream([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
