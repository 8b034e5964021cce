import { Transform } from "node:stream";
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from "~/lib/cart";
import { HYDRATED_EVENT } from "~/lib/hydration";

/**
 * When a catalogue page asks for its JavaScript (decision 007):
 * - "paint": one frame after the first paint. Home, whose banner carousel turns by itself.
 * - "intent": at the shopper's first touch, key, scroll or mouse move. Every other catalogue page,
 *   which is complete as the server renders it: its script only answers the shopper's actions.
 */
export type ScriptsWhen = "paint" | "intent";

/** Which catalogue pages load their scripts at the first paint; the others wait for the shopper. */
export function scriptsWhenFor(pathname: string): ScriptsWhen {
  return pathname === "/" ? "paint" : "intent";
}

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
 * The classic script that stands in for React Router's module script until the page hydrates.
 * Arguments: the preload URLs, the module's source, and whether to wait for the shopper.
 *
 * Before hydration the page must not lose what the shopper does:
 * - a tap on a button (Add to cart, the quantity stepper, the menu toggles, the gallery's arrows)
 *   is held and replayed, in order and one task apart (so each handler sees the state the one
 *   before it left), when React announces it has hydrated (HYDRATED_EVENT). A button inside a
 *   streamed section may hydrate later than the page (React drops a click it cannot hydrate for at
 *   once), so each waits until React has put its props on the element, up to 5 s. Links and the header
 *   search are left to the browser: they work as plain links and a GET form. A card's button sits
 *   outside its link, so holding the tap never navigates either.
 * - a change in a form marked data-submit-on-change (the shop's filters) submits it as a GET form,
 *   which is what the hydrated page does by client navigation;
 * - the search form ignores a blank query and trims the rest, as the hydrated one does;
 * - the cart badge shows the stored cart's units (data-count on the badge's slot, drawn by CSS, so
 *   React's hydration finds its own markup untouched). The exact figure follows from the cart store
 *   after hydration; this only counts whole quantities from 1 to MAX_LINE_QUANTITY, as the store does.
 */
const EARLY_SCRIPT = `(function(preloads, source, onIntent) {
  var d = document, nonce = d.currentScript.nonce, hydrated = false, loading = false, taps = [], waits = 0;
  var intents = ["pointerdown", "touchstart", "keydown", "focusin", "mousemove", "wheel", "scroll"];
  var slot = d.querySelector("[data-cart-slot]");
  function load() {
    if (loading) return;
    loading = true;
    intents.forEach(function(type) { removeEventListener(type, load, true); });
    preloads.forEach(function(href) {
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      d.head.appendChild(link);
    });
    var script = d.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = source;
    d.head.appendChild(script);
  }
  function hasReactProps(node) {
    return Object.keys(node).some(function(key) { return key.indexOf("__reactProps$") === 0; });
  }
  function replay() {
    var button = taps[0];
    if (!button) return;
    if (button.isConnected && !hasReactProps(button) && waits < 100) {
      waits += 1;
      return setTimeout(replay, 50);
    }
    taps.shift();
    waits = 0;
    if (button.isConnected && !button.disabled) button.click();
    setTimeout(replay, 0);
  }
  addEventListener("click", function(event) {
    var button = !hydrated && event.target.closest && event.target.closest("button");
    if (!button || button.disabled || (button.type === "submit" && button.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    taps.push(button);
    load();
  }, true);
  addEventListener("change", function(event) {
    var form = event.target.form;
    if (!hydrated && form && form.hasAttribute("data-submit-on-change")) form.submit();
  }, true);
  addEventListener("submit", function(event) {
    var form = event.target, q = form.elements.namedItem("q");
    if (hydrated || !q || new URL(form.action).pathname !== "/search") return;
    q.value = q.value.trim();
    if (!q.value) event.preventDefault();
  }, true);
  d.addEventListener(${inlineJson(HYDRATED_EVENT)}, function() {
    hydrated = true;
    if (slot) slot.removeAttribute("data-count");
    replay();
  }, { once: true });
  try {
    var units = 0;
    JSON.parse(localStorage.getItem(${inlineJson(CART_STORAGE_KEY)})).state.items.forEach(function(line) {
      var quantity = line.quantity;
      if (quantity === Math.floor(quantity) && quantity >= 1 && quantity <= ${MAX_LINE_QUANTITY}) units += quantity;
    });
    if (slot && units > 0) slot.setAttribute("data-count", units > 99 ? "99+" : String(units));
  } catch (error) {}
  if (onIntent) intents.forEach(function(type) { addEventListener(type, load, { capture: true, passive: true }); });
  else requestAnimationFrame(function() { setTimeout(load, 0); });
})`.replace(/\n\s*/g, "");

/** The early script's call for this page. */
function earlyScript(preloads: string[], moduleSource: string, when: ScriptsWhen): string {
  return `${EARLY_SCRIPT}(${inlineJson(preloads)},${inlineJson(moduleSource)},${when === "intent"})`;
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
