import { Window as HappyWindow } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { applyFontsOnLoad, DEFERRED_FONTS_ATTRIBUTE } from "./hydration";

const windows: HappyWindow[] = [];
afterEach(async () => {
  for (const win of windows.splice(0)) await win.happyDOM.close();
});

/**
 * A window whose frames and tasks run only when the test says: `frame()` runs the callbacks of the
 * next frame (before it is painted), `task()` the queued tasks (after it).
 */
function page(readyState: DocumentReadyState) {
  const happy = new HappyWindow();
  windows.push(happy);
  happy.document.head.innerHTML = `<style media="not all" ${DEFERRED_FONTS_ATTRIBUTE}>@font-face{}</style><style media="print">p{}</style>`;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const win = {
    document: { readyState, querySelectorAll: (selector: string) => happy.document.querySelectorAll(selector) },
    addEventListener: (type: string, listener: () => void) => type === "load" && listeners.push(listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
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
});
