import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import preHydration from "virtual:pre-hydration";
import { deferScripts as deferScriptsInBytes, deferScriptsStream } from "./deferred-scripts";

/** deferScripts on a page written as text (it works on the page's bytes). */
const deferScripts = (page: string, when: "paint" | "intent") => deferScriptsInBytes(Buffer.from(page, "utf8"), when).toString("utf8");

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
 * (app/client/pre-hydration.test.ts proves the program itself in a DOM.)
 */
function runEarlyScript(html: string) {
  const start = html.indexOf(`<script nonce="N0NCE==">${preHydration}(window,[`);
  expect(start).toBeGreaterThan(-1);
  const code = html.slice(html.indexOf(">", start) + 1, html.indexOf("</script>", start));
  const added: Record<string, unknown>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: { type: string; listener: Listener }[] = [];
  const document = {
    currentScript: { nonce: "N0NCE==" },
    // The script's onerror (a reload) is left out of what is compared.
    head: { appendChild: ({ onerror: _onerror, ...element }: Record<string, unknown>) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    querySelector: () => null,
    // An English page: no deferred font rules.
    querySelectorAll: () => [],
    addEventListener: () => {},
  };
  new Function("window", code)({
    document,
    addEventListener: (type: string, listener: Listener) => listeners.push({ type, listener }),
    removeEventListener: (type: string, listener: Listener) => listeners.splice(listeners.findIndex((entry) => entry.type === type && entry.listener === listener), 1),
    localStorage: { getItem: () => null },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  // Every event here comes from a spot of the page that is not a button.
  const dispatch = (type: string) => listeners.filter((entry) => entry.type === type).forEach((entry) => entry.listener({ type, target: { closest: () => null } }));
  return { added, frames, timers, dispatch };
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

  it("puts the pre-hydration program in the module script's place, with its nonce, that adds the preloads and the same module after the first frame", () => {
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

  it("reads a module script without a nonce, and no other attribute before its type", () => {
    const bare = PAGE.replace('<script nonce="N0NCE==" type="module"', '<script type="module"');
    expect(deferScripts(bare, "paint")).toContain(`<script>${preHydration}(window,["/assets/entry.client-B.js","/assets/root-A.js"],`);
    const other = PAGE.replace('<script nonce="N0NCE==" type="module"', '<script id="x" type="module"');
    expect(deferScripts(other, "paint")).toBe(other);
  });

  it("takes out only whole preload links before the module script", () => {
    // A preload after the module script stays, and so does one that is not closed before it.
    const after = PAGE.replace("</body>", '<link rel="modulepreload" href="/assets/late.js"/></body>');
    expect(deferScripts(after, "paint")).toContain('<link rel="modulepreload" href="/assets/late.js"/>');
    const open = PAGE.replace('<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N0NCE=="/>', '<link rel="modulepreload" href="/assets/entry.client-B.js">');
    const out = deferScripts(open, "paint");
    expect(out).toContain('<link rel="modulepreload" href="/assets/entry.client-B.js">');
    // The preload after it is still taken out and loaded by the early script.
    expect(out).not.toContain('<link rel="modulepreload" href="/assets/root-A.js"');
    expect(out).toContain(`${preHydration}(window,["/assets/root-A.js"],`);
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

  it("gives the same document when every byte comes on its own, and with the page's own cuts", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const expected = deferScripts(PAGE, "intent");
    expect(await throughStream([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
    // Cut just inside each marker, and between a module script's start and its end.
    const start = bytes.indexOf(Buffer.from(' type="module"'));
    const end = bytes.indexOf(Buffer.from("</script>"), start);
    for (const cuts of [[start + 3], [end + 4], [start + 1, end + 1], [start + 5, start + 40, end + 8]]) {
      const chunks = [0, ...cuts, bytes.length].slice(1).map((cut, i, all) => bytes.subarray(i === 0 ? 0 : all[i - 1], cut));
      expect(await throughStream(chunks), String(cuts)).toBe(expected);
    }
  });

  it("passes a document without a module script through unchanged", async () => {
    const page = "<!DOCTYPE html><html><body>Not found ৳</body></html>";
    expect(await throughStream([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
