import { Transform } from "node:stream";
import preHydration from "virtual:pre-hydration";
import type { ScriptsWhen } from "~/lib/route-facts";

// When a catalogue page asks for its JavaScript is a fact of its route (`handle.scripts`, decision 007).

// React Router's output for a page's scripts: module preloads in the head, then one inline module
// script (the route modules and the hydration entry) near the end of the body.
const MODULE_PRELOAD_START = Buffer.from('<link rel="modulepreload" href="');
const SCRIPT_START = Buffer.from("<script");
const MODULE_SCRIPT_START = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");
/** What may stand between `<script` and the module script's type: its nonce, if any. */
const NONCE_ATTRIBUTE = /^(?: nonce="[^"]*")?$/;

/** A JSON value that is safe inside an inline script (no "</script>", no line separators). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * The early script for this page: the pre-hydration program (app/client/pre-hydration.ts, built by
 * scripts/pre-hydration-plugin.ts) called with the preload URLs, the module's source, and whether
 * to wait for the shopper. It stands in for React Router's module script until the page hydrates.
 */
function earlyScript(preloads: string[], moduleSource: string, when: ScriptsWhen): string {
  return `${preHydration}(window,${inlineJson(preloads)},${inlineJson(moduleSource)},${when === "intent"})`;
}

/**
 * Rewrites a server-rendered catalogue page so its JavaScript is requested after its first paint or
 * at the shopper's first action (see `ScriptsWhen`).
 *
 * A catalogue page is complete without JavaScript, but React Router asks for all of it (~35 files,
 * ~145 kB gzipped: React and React Router alone are 109 kB) from the head, at high priority,
 * alongside the stylesheet and the first screen's photo. On a phone's slow link that shares the
 * bandwidth the first paint needs, and a shopper who only looks pays for scripts they never use.
 * The module preloads leave the head and the module script is replaced in place by the early
 * script (with the same nonce). Returns the document unchanged when it has no module script.
 */
export function deferScripts(html: Buffer<ArrayBuffer>, when: ScriptsWhen): Buffer<ArrayBuffer> {
  // Worked on the page's bytes, decoding only the preloads' URLs and the module's source: decoding
  // and encoding a whole product page again was 2 % of an uncached render's CPU.
  const typeAt = html.indexOf(MODULE_SCRIPT_START);
  if (typeAt === -1) return html;
  const scriptAt = html.lastIndexOf(SCRIPT_START, typeAt);
  const nonceAttribute = scriptAt === -1 ? "" : html.toString("latin1", scriptAt + SCRIPT_START.length, typeAt);
  const sourceAt = typeAt + MODULE_SCRIPT_START.length;
  const endAt = html.indexOf(SCRIPT_END, sourceAt);
  if (scriptAt === -1 || !NONCE_ATTRIBUTE.test(nonceAttribute) || endAt === -1) return html;
  const kept: Buffer[] = [];
  const preloads: string[] = [];
  // `from`: the first byte not yet kept; `linkAt`: the next preload link at or after `searchAt`.
  let from = 0;
  for (let searchAt = 0, linkAt = html.indexOf(MODULE_PRELOAD_START); linkAt !== -1 && linkAt < scriptAt; linkAt = html.indexOf(MODULE_PRELOAD_START, searchAt)) {
    const hrefAt = linkAt + MODULE_PRELOAD_START.length;
    const hrefEnd = html.indexOf('"', hrefAt);
    const closeAt = hrefEnd === -1 ? -1 : html.indexOf(">", hrefEnd);
    searchAt = hrefAt;
    // Not a whole `<link … />` before the script: left as it is, and the search goes on after it.
    if (closeAt === -1 || closeAt > scriptAt || html[closeAt - 1] !== 0x2f) continue;
    preloads.push(html.toString("utf8", hrefAt, hrefEnd));
    kept.push(html.subarray(from, linkAt));
    from = searchAt = closeAt + 1;
  }
  const early = `<script${nonceAttribute}>${earlyScript(preloads, html.toString("utf8", sourceAt, endAt), when)}</script>`;
  kept.push(html.subarray(from, scriptAt), Buffer.from(early, "utf8"), html.subarray(endAt + SCRIPT_END.length));
  return Buffer.concat(kept);
}

/**
 * A stream that holds the document until its module script has gone by (the shell: head and body
 * up to the scripts, which React sends at once), rewrites that part with `deferScripts` and passes
 * the rest through as it comes (streamed sections).
 */
export function deferScriptsStream(when: ScriptsWhen): Transform {
  let held: Buffer[] | null = [];
  let heldBytes = 0;
  // Each chunk is searched once, with the few bytes before it in which a marker cut in two begins:
  // React sends a page in ~20 chunks, and joining and searching all of them again for each one
  // cost an uncached product render some 3 % of its CPU.
  let searched = 0;
  let scriptStart = -1;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!held) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const from = Math.max(0, searched - (MARKER_MAX - 1));
      const recent = lastBytes(held, heldBytes - from);
      searched = heldBytes;
      if (scriptStart === -1) {
        const start = recent.indexOf(MODULE_SCRIPT_START);
        if (start === -1) return callback();
        scriptStart = from + start;
      }
      const end = recent.indexOf(SCRIPT_END, Math.max(0, scriptStart - from));
      if (end === -1) return callback();
      const joined = Buffer.concat(held, heldBytes);
      held = null;
      const through = from + end + SCRIPT_END.length;
      // Both cuts are at ASCII bytes, so no UTF-8 character is split.
      const rewritten = deferScripts(joined.subarray(0, through), when);
      callback(null, Buffer.concat([rewritten, joined.subarray(through)]));
    },
    flush(callback) {
      callback(null, held ? Buffer.concat(held, heldBytes) : undefined);
    },
  });
}

const MARKER_MAX = Math.max(MODULE_SCRIPT_START.length, SCRIPT_END.length);

/** The last `count` bytes of `chunks`, joined. */
function lastBytes(chunks: Buffer[], count: number): Buffer {
  const tail: Buffer[] = [];
  for (let i = chunks.length - 1; i >= 0 && count > 0; i--) {
    const chunk = chunks[i]!;
    tail.push(chunk.length <= count ? chunk : chunk.subarray(chunk.length - count));
    count -= chunk.length;
  }
  return Buffer.concat(tail.reverse());
}
