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
 * apply, and the browser fetches the fonts, once the page has loaded and painted (`applyFontsOnLoad`, app/client/fonts.ts).
 */
export const DEFERRED_FONTS_ATTRIBUTE = "data-deferred-fonts";

/** Set on those rules when they stay off because the phone has the same font of its own (`applyFontsOnLoad`, app/client/fonts.ts). */
export const OWN_FONT_ATTRIBUTE = "data-own-font";
