import { Window as HappyWindow } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { DEFERRED_FONTS_ATTRIBUTE, OWN_FONT_ATTRIBUTE } from "~/lib/hydration";
import { applyFontsOnLoad } from "./fonts";

const windows: HappyWindow[] = [];
afterEach(async () => {
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

/**
 * A window whose frames and tasks run only when the test says: `frame()` runs the callbacks of the
 * next frame (before it is painted), `task()` the queued tasks (after it).
 */
function page(readyState: DocumentReadyState, FontFace?: unknown, head = `<style media="not all" ${DEFERRED_FONTS_ATTRIBUTE}>@font-face{}</style><style media="print">p{}</style>`) {
  const happy = new HappyWindow();
  windows.push(happy);
  happy.document.head.innerHTML = head;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const win = {
    document: { readyState, querySelectorAll: (selector: string) => happy.document.querySelectorAll(selector) },
    addEventListener: (type: string, listener: () => void) => type === "load" && listeners.push(listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    FontFace,
  } as unknown as Window;
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  const media = () => [...happy.document.querySelectorAll("style")].map((style) => style.getAttribute("media"));
  return {
    win,
    media,
    load: () => run(listeners),
    frame: () => run(frames),
    task: () => run(tasks),
  };
}

describe("applyFontsOnLoad", () => {
  it("lets the font rules apply only once the page has loaded and painted", () => {
    const loading = page("interactive");
    applyFontsOnLoad(loading.win);
    loading.frame();
    loading.task();
    expect(loading.media()).toEqual(["not all", "print"]);
    loading.load();
    loading.frame();
    // Still before that frame's paint.
    expect(loading.media()).toEqual(["not all", "print"]);
    loading.task();
    // Only the deferred rules: other styles keep their media.
    expect(loading.media()).toEqual([null, "print"]);
  });

  it("waits for the next paint on a page that has loaded already, and may run twice", () => {
    const loaded = page("complete");
    applyFontsOnLoad(loaded.win);
    applyFontsOnLoad(loaded.win);
    expect(loaded.media()).toEqual(["not all", "print"]);
    loaded.frame();
    loaded.task();
    expect(loaded.media()).toEqual([null, "print"]);
  });

  describe("on a phone with Noto Sans Bengali of its own", () => {
    /** A FontFace whose load settles when the test says, recording the sources it was given. */
    function fontFaces() {
      const asked: string[] = [];
      let settle!: (found: boolean) => void;
      const settled = new Promise<boolean>((resolve) => (settle = resolve));
      class FakeFontFace {
        constructor(_family: string, source: string) {
          asked.push(source);
        }
        load() {
          return settled.then((found) => (found ? this : Promise.reject(new DOMException("A network error occurred.", "NetworkError"))));
        }
      }
      return { FontFace: FakeFontFace, asked, settle };
    }
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

    it("keeps the phone's own font: the rules never apply, so nothing is downloaded or laid out again", async () => {
      const faces = fontFaces();
      const android = page("complete", faces.FontFace);
      applyFontsOnLoad(android.win);
      // Asked of the device only: local() sources, by the names Android gives the font.
      expect(faces.asked).toHaveLength(1);
      expect(faces.asked[0]).toBe('local("Noto Sans Bengali Regular"), local("NotoSansBengali-Regular")');
      faces.settle(true);
      await flush();
      android.frame();
      android.task();
      await flush();
      expect(android.media()).toEqual(["not all", "print"]);
      // Said on the rules, so that it can be seen.
      expect(android.win.document.querySelectorAll(`style[${OWN_FONT_ATTRIBUTE}]`)).toHaveLength(1);
    });

    it("applies the rules after the paint on a phone without it, even when the answer comes later", async () => {
      const faces = fontFaces();
      const other = page("complete", faces.FontFace);
      applyFontsOnLoad(other.win);
      other.frame();
      other.task();
      // The device has not answered yet: the rules wait for it.
      expect(other.media()).toEqual(["not all", "print"]);
      faces.settle(false);
      await flush();
      expect(other.media()).toEqual([null, "print"]);
    });

    it("asks nothing on a page without the rules (English pages)", () => {
      const faces = fontFaces();
      const english = page("complete", faces.FontFace, `<style media="print">p{}</style>`);
      applyFontsOnLoad(english.win);
      expect(faces.asked).toEqual([]);
    });

    it("applies the rules when the browser refuses the question, and goes on", () => {
      class Refusing {
        constructor() {
          throw new SyntaxError("bad source");
        }
      }
      const refused = page("complete", Refusing);
      expect(() => applyFontsOnLoad(refused.win)).not.toThrow();
      refused.frame();
      refused.task();
      expect(refused.media()).toEqual([null, "print"]);
    });
  });
});
