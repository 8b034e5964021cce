import { isLocale, localeCookie, LOCALE_SWITCH_ATTRIBUTE } from "~/lib/i18n";
import { CART_STORAGE_KEY, cartBadge, cartItemCount, sanitizeStoredCart } from "~/lib/cart";
import {
  CART_COUNT_ATTRIBUTE,
  CART_SLOT_ATTRIBUTE,
  HELD_ATTRIBUTE,
  HYDRATED_EVENT,
  OMIT_IF_ATTRIBUTE,
  RELOADED_KEY,
  SUBMIT_ON_CHANGE_ATTRIBUTE,
} from "~/lib/hydration";
import { applyFontsOnLoad } from "./fonts";

// Browser code that runs before React: the build bundles this file on its own (scripts/
// pre-hydration-plugin.ts) and the server inlines it on catalogue pages in place of React Router's
// module script (app/.server/deferred-scripts.ts). It imports only from app/lib, and stays small:
// every catalogue page carries it.

/** What first asks for the page's scripts on a page that waits for the shopper. */
const INTENTS = ["pointerdown", "touchstart", "keydown", "focusin", "mousemove", "wheel", "scroll"] as const;

/** After the load event, the scripts wait at most this long for the phone to be idle. */
const IDLE_TIMEOUT_MS = 500;

/** A button waits at most this many polls of `REACT_PROPS_POLL_MS` for React to own it before its tap is replayed anyway. */
const REACT_PROPS_POLLS = 100;
const REACT_PROPS_POLL_MS = 50;

/** Field types whose text is not typed (their value is not handed to React at hydration). */
const UNTYPED_FIELD = /^(checkbox|radio|file|hidden|submit|button|image|reset)$/;

/** Field types a pointer choice in a `SUBMIT_ON_CHANGE_ATTRIBUTE` form applies at once. */
const CHOICE_FIELD = /^(radio|checkbox|select-one)$/;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/** The event's target if it is an element (a click can also reach the document itself). */
function elementOf(target: EventTarget | null): Element | null {
  return target && "closest" in target ? (target as Element) : null;
}

/** True once React has put its props on the element (it hydrated it and would answer a click). */
function hasReactProps(node: Element): boolean {
  return Object.keys(node).some((key) => key.startsWith("__reactProps$"));
}

/** The stored cart's units as the cart store will count them (0 when nothing valid is stored). */
function storedCartUnits(storage: Storage): number {
  const stored = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? "null") as { state?: unknown } | null;
  return cartItemCount(sanitizeStoredCart(stored?.state).items);
}

/**
 * Stands in for React Router's module script until the page hydrates, in window `win`: adds
 * `preloads` (module preloads) and the module script `source` (with this script's nonce) one frame
 * after the first paint, or when `onIntent` at the shopper's first action or once the page has
 * loaded and the browser is idle, whichever comes first.
 *
 * Before hydration the page keeps what the shopper does:
 * - A tap on a button (Add to cart, the quantity stepper, the menu toggles, the carousels' arrows,
 *   thumbnails and dots) is held: the button is marked `HELD_ATTRIBUTE` (drawn as busy, app.css)
 *   and the tap is replayed when React announces it has hydrated (`HYDRATED_EVENT`), one frame
 *   later so the carousels have started. Taps replay in order, one task apart, so each handler
 *   sees the state the one before it left. A button inside a streamed section may hydrate later
 *   than the page (React drops a click it cannot hydrate for at once), so each waits until React
 *   has put its props on the element, up to 5 s. A card's button sits outside its link, so
 *   holding the tap never navigates.
 * - Once a tap is held, a plain click on a link waits behind it (following it now would drop the
 *   tap: an Add to cart, then the cart). Otherwise links work as links.
 * - Text typed into a field is handed to React at hydration (React keeps the field's text but not
 *   its own state: the hydrated header search would ignore it, a re-render would wipe it): the
 *   field is set back to what React rendered through React's own value setter, then to the typed
 *   text through the browser's, and an input event makes React read it.
 * - A choice made with the pointer (radio, check box, select) in a form marked
 *   `SUBMIT_ON_CHANGE_ATTRIBUTE` (the shop's filters) opens the form's URL as the hydrated page
 *   would: empty fields and a field's `OMIT_IF_ATTRIBUTE` value left out. A choice from the
 *   keyboard (arrow keys through the options) does not, nor does text: Enter submits the form.
 * - The header search trims its query and ignores a blank one, as the hydrated one does.
 * - The cart badge shows the stored cart's units (`CART_COUNT_ATTRIBUTE` on the badge's slot,
 *   drawn by CSS so React's hydration finds its own markup) and the cart link says them, both as
 *   the header does (`cartBadge`), counted as the cart store counts them once hydrated.
 * - When the scripts cannot be loaded (the page is older than a deploy that replaced them, or the
 *   connection dropped), the page is loaded again, once.
 */
export function preHydrate(win: Window & typeof globalThis, preloads: readonly string[], source: string, onIntent: boolean): void {
  const doc = win.document;
  const nonce = doc.currentScript?.nonce;
  const slot = doc.querySelector(`[${CART_SLOT_ATTRIBUTE}]`);
  const held: Element[] = [];
  let hydrated = false;
  let loading = false;
  let keyboard = false;
  let waits = 0;

  function recover() {
    try {
      if (hydrated || win.sessionStorage.getItem(RELOADED_KEY) === win.location.href) return;
      win.sessionStorage.setItem(RELOADED_KEY, win.location.href);
      win.location.reload();
    } catch {
      // Storage refused (private mode, quota): not reloading beats reloading forever.
    }
  }

  function load() {
    if (loading) return;
    loading = true;
    for (const type of INTENTS) win.removeEventListener(type, load, true);
    for (const href of preloads) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      doc.head.appendChild(link);
    }
    const script = doc.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = source;
    script.onerror = recover;
    win.addEventListener("unhandledrejection", () => {
      if (!hydrated) recover();
    });
    doc.head.appendChild(script);
  }

  function replay() {
    const target = held[0];
    if (!target) return;
    if (target.isConnected && !hasReactProps(target) && waits < REACT_PROPS_POLLS) {
      waits += 1;
      win.setTimeout(replay, REACT_PROPS_POLL_MS);
      return;
    }
    held.shift();
    waits = 0;
    target.removeAttribute(HELD_ATTRIBUTE);
    if (target.isConnected && !(target as HTMLButtonElement).disabled) (target as HTMLElement).click();
    win.setTimeout(replay, 0);
  }

  function keepTyped() {
    doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea").forEach((field) => {
      if (UNTYPED_FIELD.test(field.type) || field.value === field.defaultValue) return;
      const typed = field.value;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
      field.dispatchEvent(new win.Event("input", { bubbles: true }));
    });
  }

  win.addEventListener("keydown", () => (keyboard = true), true);
  win.addEventListener("pointerdown", () => (keyboard = false), true);

  win.addEventListener(
    "click",
    (event) => {
      const origin = elementOf(event.target);
      if (hydrated || !origin) return;
      let target: Element | null = origin.closest("button");
      if (target && ((target as HTMLButtonElement).disabled || ((target as HTMLButtonElement).type === "submit" && (target as HTMLButtonElement).form))) return;
      if (!target && held.length && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
        target = origin.closest("a[href]:not([target]):not([download])");
      }
      if (!target) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      target.setAttribute(HELD_ATTRIBUTE, "");
      held.push(target);
      load();
    },
    true,
  );

  win.addEventListener(
    "change",
    (event) => {
      const changed = event.target as Field;
      const form = changed.form;
      if (hydrated || keyboard || !form || !form.hasAttribute(SUBMIT_ON_CHANGE_ATTRIBUTE) || !CHOICE_FIELD.test(changed.type)) return;
      const query: string[] = [];
      for (const field of Array.from(form.elements) as Field[]) {
        if (!field.name || field.disabled || ((field.type === "radio" || field.type === "checkbox") && !(field as HTMLInputElement).checked)) continue;
        if (field.value === "" || field.value === field.getAttribute(OMIT_IF_ATTRIBUTE)) continue;
        query.push(`${encodeURIComponent(field.name)}=${encodeURIComponent(field.value)}`);
      }
      win.location.assign(form.action.split("?")[0] + (query.length ? `?${query.join("&")}` : ""));
    },
    true,
  );

  win.addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      const q = form.elements.namedItem("q") as HTMLInputElement | null;
      if (hydrated || !q || new win.URL(form.action).pathname !== "/search") return;
      q.value = q.value.trim();
      if (!q.value) event.preventDefault();
    },
    true,
  );

  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      hydrated = true;
      try {
        win.sessionStorage.removeItem(RELOADED_KEY);
      } catch {
        // Storage refused: nothing was stored either.
      }
      slot?.removeAttribute(CART_COUNT_ATTRIBUTE);
      keepTyped();
      win.requestAnimationFrame(() => win.setTimeout(replay, 0));
    },
    { once: true },
  );

  try {
    const units = storedCartUnits(win.localStorage);
    if (slot && units > 0) {
      // Bangla pages write the figure in Bangla digits; their link keeps its Bangla label until the header hydrates.
      const bangla = win.document.documentElement.lang === "bn";
      const badge = cartBadge(units, bangla ? "bn" : "en");
      slot.setAttribute(CART_COUNT_ATTRIBUTE, badge.figure);
      if (!bangla) slot.closest("a")?.setAttribute("aria-label", badge.label);
    }
  } catch {
    // Storage refused or not JSON: the badge stays empty until the store reads the cart.
  }

  applyFontsOnLoad(win);

  // The language switch is a plain link: the choice it makes is remembered even when it is the first tap.
  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target instanceof Element ? event.target.closest(`[${LOCALE_SWITCH_ATTRIBUTE}]`) : null;
      const locale = target?.getAttribute(LOCALE_SWITCH_ATTRIBUTE);
      if (isLocale(locale)) doc.cookie = localeCookie(locale);
    },
    true,
  );

  if (onIntent) {
    for (const type of INTENTS) win.addEventListener(type, load, { capture: true, passive: true });
    // Or once the page has loaded (its pictures included) and the phone is idle, whichever comes
    // first: a tap two seconds later then finds the page hydrated, and the first photos never
    // share the connection with the scripts.
    const whenIdle = () => (win.requestIdleCallback ? win.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS }) : win.setTimeout(load, 0));
    if (doc.readyState === "complete") whenIdle();
    else win.addEventListener("load", whenIdle, { once: true });
  } else win.requestAnimationFrame(() => win.setTimeout(load, 0));
}
