import { Transform } from "node:stream";
import preHydration from "virtual:pre-hydration";
import type { ScriptsWhen } from "~/lib/route-facts";

// When a catalogue page asks for its JavaScript is a fact of its route (`handle.scripts`, decision 007).

// React Router's output for a page's scripts: module preloads in the head, then one inline module
// script (the route modules and the hydration entry) near the end of the body.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT_START = Buffer.from(' type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;

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
export function deferScripts(html: string, when: ScriptsWhen): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonceAttribute, source] = script;
  const preloads: string[] = [];
  const head = html.slice(0, script.index).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  return `${head}<script${nonceAttribute}>${earlyScript(preloads, source!, when)}</script>${html.slice(script.index + whole.length)}`;
}

/**
 * A stream that holds the document until its module script has gone by (the shell: head and body
 * up to the scripts, which React sends at once), rewrites that part with `deferScripts` and passes
 * the rest through as it comes (streamed sections).
 */
export function deferScriptsStream(when: ScriptsWhen): Transform {
  let held: Buffer[] | null = [];
  let heldBytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!held) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      const joined = Buffer.concat(held, heldBytes);
      const start = joined.indexOf(MODULE_SCRIPT_START);
      const end = start === -1 ? -1 : joined.indexOf(SCRIPT_END, start);
      if (end === -1) {
        held = [joined];
        return callback();
      }
      held = null;
      const through = end + SCRIPT_END.length;
      // Both cuts are at ASCII bytes, so no UTF-8 character is split.
      const rewritten = Buffer.from(deferScripts(joined.subarray(0, through).toString("utf8"), when), "utf8");
      callback(null, Buffer.concat([rewritten, joined.subarray(through)]));
    },
    flush(callback) {
      callback(null, held ? Buffer.concat(held, heldBytes) : undefined);
    },
  });
}
