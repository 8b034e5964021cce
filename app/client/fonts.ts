import { DEFERRED_FONTS_ATTRIBUTE, OWN_FONT_ATTRIBUTE } from "~/lib/hydration";

// Browser-only: run by the root at hydration. The names it shares with the server's markup stay in
// app/lib/hydration.ts.

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
 * never touches the network. Run by the root at hydration and on each change of language, so it is
 * idempotent.
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
    // No FontFace, or it refuses the question: the rules apply.
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
