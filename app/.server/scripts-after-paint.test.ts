import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferScriptsUntilPainted, deferScriptsUntilPaintedStream } from "./scripts-after-paint";

// The shape React Router 7 and React 19 give a page (head preloads, context script, module script, streamed data).
const SOURCE = ';\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nconst t = "a<b ৳";\nimport("/assets/entry.client-B.js");';
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="N0NCE=="/><link rel="modulepreload" href="/assets/root-A.js" nonce="N0NCE=="/>' +
  "<title>Haat</title></head><body><main>Clay pot ৳450.00</main>" +
  '<script nonce="N0NCE==">window.__reactRouterContext = {};</script>' +
  `<script nonce="N0NCE==" type="module" async="">${SOURCE}</script>` +
  '<!--$--><script nonce="N0NCE==">window.__reactRouterContext.streamController.enqueue("[]");</script></body></html>';

/** Runs the loader a rewritten page carries against a minimal document, returning what it added to the head. */
function runLoader(html: string) {
  const loader = /<script nonce="N0NCE==">(\(function\(p,s\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(loader).toBeDefined();
  const added: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const document = {
    currentScript: { nonce: "N0NCE==" },
    head: { appendChild: (element: Record<string, string>) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
  };
  new Function("document", "requestAnimationFrame", "setTimeout", loader!)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  return { added, frames, timers };
}

describe("deferScriptsUntilPainted", () => {
  const rewritten = deferScriptsUntilPainted(PAGE);

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

  it("puts a loader in the module script's place, with its nonce, that adds the preloads and the same module after the first frame", () => {
    const { added, frames, timers } = runLoader(rewritten);
    expect(added).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    expect(added).toEqual([
      { tag: "link", rel: "modulepreload", href: "/assets/entry.client-B.js" },
      { tag: "link", rel: "modulepreload", href: "/assets/root-A.js" },
      { tag: "script", type: "module", nonce: "N0NCE==", textContent: SOURCE },
    ]);
  });

  it("escapes every < of the module's text, so nothing in it can end or confuse the loader's script element", () => {
    // "<!--<script" inside a script element makes the HTML parser look for two closing tags.
    const page = PAGE.replace(SOURCE, 'const s = "<!--<script>";');
    const out = deferScriptsUntilPainted(page);
    expect(out).not.toContain("<!--<script>");
    const { added, frames, timers } = runLoader(out);
    frames.forEach((frame) => frame());
    timers.forEach((timer) => timer());
    expect(added.at(-1)?.textContent).toBe('const s = "<!--<script>";');
  });

  it("leaves a document without a module script alone", () => {
    const page = PAGE.replace(/<script nonce="N0NCE==" type="module"[\s\S]*?<\/script>/, "");
    expect(deferScriptsUntilPainted(page)).toBe(page);
  });
});

describe("deferScriptsUntilPaintedStream", () => {
  async function throughStream(chunks: Buffer[]) {
    return (await buffer(Readable.from(chunks).pipe(deferScriptsUntilPaintedStream()))).toString("utf8");
  }

  it("gives the same document however the bytes are cut, even inside a character", async () => {
    const bytes = Buffer.from(PAGE, "utf8");
    const expected = deferScriptsUntilPainted(PAGE);
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
