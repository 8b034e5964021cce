// What the pre-hydration script of catalogue pages (app/client/pre-hydration.ts) and the
// components share: one name for each event, attribute and key, so neither side can drift.

/**
 * Dispatched on `document` once React has hydrated the page and read the stored cart: the
 * pre-hydration script then replays the taps it held.
 */
export const HYDRATED_EVENT = "haat:hydrated";

/** On the header's cart link once the page has hydrated and the stored cart was read. */
export const CART_READY_ATTRIBUTE = "data-cart-ready";

/** The cart badge's slot in the header; before hydration its count is drawn from `CART_COUNT_ATTRIBUTE` (app.css). */
export const CART_SLOT_ATTRIBUTE = "data-cart-slot";

/** On the cart badge's slot before hydration: the stored cart's units as the badge shows them. */
export const CART_COUNT_ATTRIBUTE = "data-count";

/** On a button whose tap is held until hydration (drawn as busy, app.css). */
export const HELD_ATTRIBUTE = "data-held";

/** On a form whose choices apply at once: before hydration a pointer choice opens the form's URL. */
export const SUBMIT_ON_CHANGE_ATTRIBUTE = "data-submit-on-change";

/** On a field of such a form: the value left out of the URL (the default choice). */
export const OMIT_IF_ATTRIBUTE = "data-omit-if";

/** sessionStorage key: the page that was loaded again because its scripts failed (it is not reloaded twice). */
export const RELOADED_KEY = "haat:reloaded";

/**
 * On the Bangla pages' font rules (app/root.tsx), which are written with `media="not all"`: they
 * apply, and the browser fetches the fonts, once the page has loaded and painted (`applyFontsOnLoad`).
 */
export const DEFERRED_FONTS_ATTRIBUTE = "data-deferred-fonts";

/** Set on those rules when they stay off because the phone has the same font of its own (`applyFontsOnLoad`). */
export const OWN_FONT_ATTRIBUTE = "data-own-font";

/**
 * Noto Sans Bengali's regular face, the face the page's rules would download, by the two names a
 * system font is matched by in `local()` (full and PostScript; not the family's). Not its UI cut,
 * whose lines are spaced differently: a phone with only that one gets the page's own files.
 */
const OWN_BENGALI_FONT = 'local("Noto Sans Bengali Regular"), local("NotoSansBengali-Regular")';

/**
 * Lets the page's deferred font rules apply once the page has loaded and then painted (a page whose
 * files were all at hand can load before its first paint): the fonts then never share a slow
 * connection with the stylesheet and the first photos, and never hold the first paint, and the text
 * shows meanwhile in the phone's own Bengali font. A phone whose own font is Noto Sans Bengali (an
 * Android phone) keeps it: applying the rules would download the same face (~90 kB of its data) and
 * lay the page's text out again for nothing. Whether it has it is asked with a `local()` font, which
 * never touches the network. Run by the pre-hydration script and by the root at hydration (pages
 * without that script), so it is idempotent.
 */
export function applyFontsOnLoad(win: Window): void {
  const deferred = () => win.document.querySelectorAll(`style[${DEFERRED_FONTS_ATTRIBUTE}][media]`);
  // English pages have no such rules: nothing to ask.
  if (deferred().length === 0) return;
  let ownFont: boolean | undefined;
  let asked: Promise<unknown> = Promise.resolve();
  try {
    asked = new (win as Window & typeof globalThis).FontFace("probe", OWN_BENGALI_FONT).load().then(
      () => (ownFont = true),
      () => (ownFont = false),
    );
  } catch {
    // No FontFace, or it refuses the question: the rules apply. This runs in the pre-hydration
    // script, which must go on to load the page's scripts.
    ownFont = false;
  }
  const applyUnlessOwnFont = () => {
    if (ownFont === undefined) void asked.then(applyUnlessOwnFont);
    else if (ownFont) for (const style of deferred()) style.setAttribute(OWN_FONT_ATTRIBUTE, "");
    else for (const style of deferred()) style.removeAttribute("media");
  };
  // A frame's callback runs before that frame is painted; a task it queues runs after.
  const afterNextPaint = () => win.requestAnimationFrame(() => win.setTimeout(applyUnlessOwnFont, 0));
  if (win.document.readyState === "complete") afterNextPaint();
  else win.addEventListener("load", afterNextPaint, { once: true });
}
