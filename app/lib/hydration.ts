// Names the server's markup, the browser code and the tests share, so neither side can drift.

/** On the header's cart link once the page has hydrated and the stored cart was read. */
export const CART_READY_ATTRIBUTE = "data-cart-ready";

/**
 * On the Bangla pages' font rules (app/root.tsx), which are written with `media="not all"`: they
 * apply, and the browser fetches the fonts, once the page has hydrated (`applyFontsOnLoad`, app/client/fonts.ts).
 */
export const DEFERRED_FONTS_ATTRIBUTE = "data-deferred-fonts";

/** Set on those rules when they stay off because the phone has the same font of its own (`applyFontsOnLoad`, app/client/fonts.ts). */
export const OWN_FONT_ATTRIBUTE = "data-own-font";
