import { Transform } from "node:stream";

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
 * The loader that replaces the module script: after the first frame is painted it adds the module
 * preloads and the module script to the head (where React's hydration leaves foreign nodes alone),
 * with the nonce of the script it came in.
 */
function loaderScript(preloads: string[], moduleSource: string): string {
  return (
    "(function(p,s){var n=document.currentScript.nonce;function go(){var h=document.head;" +
    'p.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;h.appendChild(l)});' +
    'var m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=s;h.appendChild(m)}' +
    `requestAnimationFrame(function(){setTimeout(go,0)})})(${inlineJson(preloads)},${inlineJson(moduleSource)})`
  );
}

/**
 * Rewrites a server-rendered document so its JavaScript is requested after its first paint.
 *
 * A catalogue page is complete without JavaScript (it only adds the cart, the carousel and client
 * navigation), but React Router asks for all of it (~35 files, ~150 kB) from the head, at high
 * priority, alongside the stylesheet and the first screen's photo. On a phone's slow link that
 * shares the bandwidth the first paint needs; here the first paint gets the link to itself, and
 * the scripts follow one frame later. Returns the document unchanged when it has no module script.
 */
export function deferScriptsUntilPainted(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, nonceAttribute, source] = script;
  const preloads: string[] = [];
  const head = html.slice(0, script.index).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });
  return `${head}<script${nonceAttribute}>${loaderScript(preloads, source!)}</script>${html.slice(script.index + whole.length)}`;
}

/**
 * A stream that holds the document until its module script has gone by (the shell: head and body
 * up to the scripts, which React sends at once), rewrites that part with `deferScriptsUntilPainted`
 * and passes the rest through as it comes (streamed sections).
 */
export function deferScriptsUntilPaintedStream(): Transform {
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
      const rewritten = Buffer.from(deferScriptsUntilPainted(joined.subarray(0, through).toString("utf8")), "utf8");
      callback(null, Buffer.concat([rewritten, joined.subarray(through)]));
    },
    flush(callback) {
      callback(null, held ? Buffer.concat(held, heldBytes) : undefined);
    },
  });
}
