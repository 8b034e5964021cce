import { Transform } from "node:stream";
import { CART_STORAGE_KEY, MAX_LINE_QUANTITY } from "~/lib/cart";
import { HYDRATED_EVENT } from "~/lib/hydration";
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
 * The classic script that stands in for React Router's module script until the page hydrates.
 * Arguments: the preload URLs, the module's source, and whether to wait for the shopper.
 *
 * Before hydration the page keeps what the shopper does:
 * - A tap on a button (Add to cart, the quantity stepper, the menu toggles, the carousels' arrows,
 *   thumbnails and dots) is held: the button is marked data-held (drawn as busy, app.css) and the
 *   tap is replayed when React announces it has hydrated (HYDRATED_EVENT), one frame later so the
 *   carousels have started. Taps replay in order, one task apart, so each handler sees the state
 *   the one before it left. A button inside a streamed section may hydrate later than the page
 *   (React drops a click it cannot hydrate for at once), so each waits until React has put its
 *   props on the element, up to 5 s. A card's button sits outside its link, so holding the tap
 *   never navigates.
 * - Once a tap is held, a plain click on a link waits behind it (following it now would drop the
 *   tap: an Add to cart, then the cart). Otherwise links work as links.
 * - Text typed into a field is handed to React at hydration (React keeps the field's text but not
 *   its own state: the hydrated header search would ignore it, a re-render would wipe it): the
 *   field is set back to what React rendered through React's own value setter, then to the typed
 *   text through the browser's, and an input event makes React read it.
 * - A choice made with the pointer (radio, check box, select) in a form marked data-submit-on-change
 *   (the shop's filters) opens the form's URL as the hydrated page would: empty fields and a field's
 *   data-omit-if value left out. A choice from the keyboard (arrow keys through the options) does
 *   not, nor does text: Enter submits the form.
 * - The header search trims its query and ignores a blank one, as the hydrated one does.
 * - The cart badge shows the stored cart's units (data-count on the badge's slot, drawn by CSS so
 *   React's hydration finds its own markup) and the cart link says them (header.tsx's wording).
 *   The exact figure follows from the cart store after hydration; this counts whole quantities of 1
 *   or more per product, capped at MAX_LINE_QUANTITY, as the store does.
 * - When the scripts cannot be loaded (the page is older than a deploy that replaced them, or the
 *   connection dropped), the page is loaded again, once.
 */
const EARLY_SCRIPT = `(function(preloads, source, onIntent) {
  var d = document, nonce = d.currentScript.nonce, hydrated = false, loading = false, keyboard = false, held = [], waits = 0;
  var intents = ["pointerdown", "touchstart", "keydown", "focusin", "mousemove", "wheel", "scroll"];
  var slot = d.querySelector("[data-cart-slot]"), reloaded = "haat:reloaded";
  function recover() {
    try {
      if (hydrated || sessionStorage.getItem(reloaded) === location.href) return;
      sessionStorage.setItem(reloaded, location.href);
      location.reload();
    } catch (error) {}
  }
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
    script.onerror = recover;
    addEventListener("unhandledrejection", function() { if (!hydrated) recover(); });
    d.head.appendChild(script);
  }
  function hasReactProps(node) {
    return Object.keys(node).some(function(key) { return key.indexOf("__reactProps$") === 0; });
  }
  function replay() {
    var target = held[0];
    if (!target) return;
    if (target.isConnected && !hasReactProps(target) && waits < 100) {
      waits += 1;
      return setTimeout(replay, 50);
    }
    held.shift();
    waits = 0;
    target.removeAttribute("data-held");
    if (target.isConnected && !target.disabled) target.click();
    setTimeout(replay, 0);
  }
  function keepTyped() {
    d.querySelectorAll("input, textarea").forEach(function(field) {
      if (/^(checkbox|radio|file|hidden|submit|button|image|reset)$/.test(field.type) || field.value === field.defaultValue) return;
      var typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set.call(field, typed);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  addEventListener("keydown", function() { keyboard = true; }, true);
  addEventListener("pointerdown", function() { keyboard = false; }, true);
  addEventListener("click", function(event) {
    if (hydrated || !event.target.closest) return;
    var target = event.target.closest("button");
    if (target && (target.disabled || (target.type === "submit" && target.form))) return;
    if (!target && held.length && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
      target = event.target.closest("a[href]:not([target]):not([download])");
    }
    if (!target) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    target.setAttribute("data-held", "");
    held.push(target);
    load();
  }, true);
  addEventListener("change", function(event) {
    var form = event.target.form;
    if (hydrated || keyboard || !form || !form.hasAttribute("data-submit-on-change") || !/^(radio|checkbox|select-one)$/.test(event.target.type)) return;
    var query = [];
    Array.prototype.forEach.call(form.elements, function(field) {
      if (!field.name || field.disabled || ((field.type === "radio" || field.type === "checkbox") && !field.checked)) return;
      if (field.value === "" || field.value === field.getAttribute("data-omit-if")) return;
      query.push(encodeURIComponent(field.name) + "=" + encodeURIComponent(field.value));
    });
    location.assign(form.action.split("?")[0] + (query.length ? "?" + query.join("&") : ""));
  }, true);
  addEventListener("submit", function(event) {
    var form = event.target, q = form.elements.namedItem("q");
    if (hydrated || !q || new URL(form.action).pathname !== "/search") return;
    q.value = q.value.trim();
    if (!q.value) event.preventDefault();
  }, true);
  d.addEventListener(${inlineJson(HYDRATED_EVENT)}, function() {
    hydrated = true;
    try { sessionStorage.removeItem(reloaded); } catch (error) {}
    if (slot) slot.removeAttribute("data-count");
    keepTyped();
    requestAnimationFrame(function() { setTimeout(replay, 0); });
  }, { once: true });
  try {
    var units = 0, perProduct = {};
    JSON.parse(localStorage.getItem(${inlineJson(CART_STORAGE_KEY)})).state.items.forEach(function(line) {
      var quantity = line.quantity, id = line.product && line.product.id;
      if (typeof id !== "number" || quantity !== Math.floor(quantity) || quantity < 1) return;
      perProduct[id] = Math.min((perProduct[id] || 0) + quantity, ${MAX_LINE_QUANTITY});
    });
    Object.keys(perProduct).forEach(function(id) { units += perProduct[id]; });
    if (slot && units > 0) {
      slot.setAttribute("data-count", units > 99 ? "99+" : String(units));
      slot.closest("a").setAttribute("aria-label", units === 1 ? "Cart, 1 item" : "Cart, " + units + " items");
    }
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
