import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkToaster, checkToastModule, parseCss, printCss, REVIEWED_SONNER, selectorCanMatch, trimBlocks, trimSonnerModule, type Block } from "./sonner-css-plugin";

const SONNER = path.resolve(import.meta.dirname, "../node_modules/sonner/dist");
const sonnerModule = () => readFileSync(path.join(SONNER, "index.mjs"), "utf8");
const sonnerVersion = () => (JSON.parse(readFileSync(path.join(SONNER, "../package.json"), "utf8")) as { version: string }).version;

/** Every rule's selectors, @media blocks' included, and "@keyframes name" for each @keyframes. */
function selectorsOf(blocks: readonly Block[]): string[] {
  return blocks.flatMap((block) => (block.kind === "rule" ? block.selectors : block.kind === "group" ? selectorsOf(block.blocks) : [`@keyframes ${block.name}`]));
}

describe("which of sonner's selectors Haat's toasts can match", () => {
  it.each([
    // The toaster at top-center, light, left to right.
    "[data-sonner-toaster]",
    "[data-sonner-toaster][dir=ltr]",
    "html[dir=ltr]",
    "[data-sonner-toaster][data-x-position=center]",
    "[data-sonner-toaster][data-y-position=top]",
    "[data-sonner-toaster][data-sonner-theme=light]",
    "[data-sonner-toaster] [data-sonner-toast]",
    // A toast: styled, entering, stacked, leaving, swiped up.
    "[data-sonner-toast]",
    "[data-sonner-toast]:focus-visible",
    "[data-sonner-toast][data-styled=true]",
    "[data-sonner-toast][data-y-position=top]",
    "[data-sonner-toast][data-mounted=true]",
    "[data-sonner-toast][data-mounted=true][data-expanded=true]",
    "[data-sonner-toast][data-expanded=false][data-front=false][data-styled=true]>*",
    "[data-sonner-toast][data-removed=true][data-front=true][data-swipe-out=false]",
    "[data-sonner-toast][data-swiping=true]::before",
    "[data-sonner-toast][data-y-position=top][data-swiping=true]::before",
    "[data-sonner-toast][data-swipe-out=true][data-y-position=top]",
    "[data-sonner-toast][data-swipe-out=true][data-swipe-direction=up]",
    "[data-sonner-toast]>*",
    // Its parts, and the colours of the three kinds Haat shows.
    "[data-sonner-toast][data-styled=true] [data-icon]",
    "[data-sonner-toast][data-styled=true] [data-icon]>*",
    "[data-sonner-toast][data-styled=true] [data-icon] svg",
    "[data-sonner-toast][data-styled=true] [data-title]",
    "[data-sonner-toast][data-styled=true] [data-description]",
    "[data-rich-colors=true][data-sonner-toast][data-styled=true] [data-description]",
    "[data-rich-colors=true][data-sonner-toast][data-type=success]",
    "[data-rich-colors=true][data-sonner-toast][data-type=error]",
    "[data-rich-colors=true][data-sonner-toast][data-type=info]",
    // Written as the readable stylesheet writes them (quoted values, spaces around combinators).
    "[data-sonner-toaster][data-sonner-theme='light']",
    '[data-sonner-toast][data-type="success"]',
    "[data-sonner-toast] > *",
    // What the facts say nothing about, or what this filter does not read, is kept.
    "[data-sonner-toast][data-something-new=true]",
    "body.dark [data-sonner-toaster]",
    "[data-sonner-toast]:not([data-type=warning])",
    "[data-sonner-toast]:is([data-type=warning],[data-type=success])",
    "[data-sonner-toast][data-type^=warn]",
  ])("keeps %s", (selector) => {
    expect(selectorCanMatch(selector)).toBe(true);
  });

  it.each([
    // The dark theme and inverted toasts: no theme prop (sonner's default is light), and nothing asks for inverted colours.
    ["[data-sonner-toaster][data-sonner-theme=dark]", "dark theme"],
    ["[data-sonner-toaster][data-sonner-theme='dark'] [data-description]", "dark theme"],
    ["[data-sonner-toaster][data-sonner-theme=light] [data-sonner-toast][data-invert=true]", "inverted"],
    // Other positions.
    ["[data-sonner-toaster][data-x-position=left]", "left"],
    ["[data-sonner-toaster][data-x-position=right]", "right"],
    ["[data-sonner-toaster][data-y-position=bottom]", "bottom"],
    ["[data-sonner-toast][data-x-position=right]", "right"],
    ["[data-sonner-toast][data-y-position=bottom][data-swiping=true]::before", "bottom"],
    ["[data-sonner-toast][data-swipe-out=true][data-y-position=bottom]", "bottom"],
    // Swiping out sideways or down: a top-center toast only goes up.
    ["[data-sonner-toast][data-swipe-out=true][data-swipe-direction=left]", "swipe left"],
    ["[data-sonner-toast][data-swipe-out=true][data-swipe-direction=down]", "swipe down"],
    // Right to left.
    ["[data-sonner-toaster][dir=rtl]", "rtl"],
    ["html[dir=rtl]", "rtl"],
    // Kinds Haat never shows, and promise toasts.
    ["[data-rich-colors=true][data-sonner-toast][data-type=warning]", "warning"],
    ["[data-sonner-toast][data-type=loading]", "loading"],
    ["[data-sonner-toast][data-promise=true] [data-icon]>svg", "promise"],
    // The close button, action and cancel buttons.
    ["[data-sonner-toast][data-styled=true] [data-close-button]", "close button"],
    ["[data-sonner-toast][data-styled=true]:hover [data-close-button]:hover", "close button"],
    ["[data-rich-colors=true][data-sonner-toast][data-type=success] [data-close-button]", "close button"],
    ["[data-sonner-toast][data-styled=true] [data-disabled=true]", "close button"],
    ["[data-sonner-toast][data-styled=true] [data-button]:first-of-type", "buttons"],
    ["[data-sonner-toast][data-styled=true] [data-cancel]", "buttons"],
    // The spinner.
    [".sonner-loading-wrapper[data-visible=false]", "spinner"],
    [".sonner-loading-bar:nth-child(12)", "spinner"],
    [".sonner-loader", "spinner"],
    // An attribute no code of sonner sets.
    ["[data-sonner-toaster][data-lifted=true]", "never set"],
  ])("drops %s (%s)", (selector) => {
    expect(selectorCanMatch(selector)).toBe(false);
  });

  it("judges only sonner's elements, what they hold, and <html>: elsewhere on the page an attribute may have any value", () => {
    // Radix puts data-disabled on Haat's own menus and buttons: outside a toast it says nothing.
    expect(selectorCanMatch("[data-disabled] [data-sonner-toaster]")).toBe(true);
    expect(selectorCanMatch("[data-type=warning]")).toBe(true);
    // A sibling of a toast is not inside it.
    expect(selectorCanMatch("[data-sonner-toast]+[data-type=warning]")).toBe(true);
  });
});

describe("trimBlocks", () => {
  it("takes a selector out of its list, drops a rule and a @media block left empty, and @keyframes no kept rule names", () => {
    const css =
      "[data-sonner-toast][data-swipe-out=true][data-y-position=bottom],[data-sonner-toast][data-swipe-out=true][data-y-position=top]{animation-duration:.2s}" +
      "[data-sonner-toast][data-swipe-out=true][data-swipe-direction=up]{animation-name:swipe-out-up}" +
      "[data-sonner-toast][data-swipe-out=true][data-swipe-direction=down]{animation-name:swipe-out-down}" +
      "@media (hover:none){[data-sonner-toaster][data-lifted=true]{transform:none}}" +
      "@media (max-width:600px){[data-sonner-toaster][dir=rtl]{left:0}[data-sonner-toaster][data-y-position=top]{top:var(--mobile-offset-top)}}" +
      "@keyframes swipe-out-up{from{opacity:1}to{opacity:0}}@keyframes swipe-out-down{from{opacity:1}to{opacity:0}}";
    const { blocks, dropped } = trimBlocks(parseCss(css));
    expect(printCss(blocks)).toBe(
      "[data-sonner-toast][data-swipe-out=true][data-y-position=top]{animation-duration:.2s}" +
        "[data-sonner-toast][data-swipe-out=true][data-swipe-direction=up]{animation-name:swipe-out-up}" +
        "@media (max-width:600px){[data-sonner-toaster][data-y-position=top]{top:var(--mobile-offset-top)}}" +
        "@keyframes swipe-out-up{from{opacity:1}to{opacity:0}}",
    );
    expect(dropped).toEqual([
      "[data-sonner-toast][data-swipe-out=true][data-y-position=bottom]",
      "[data-sonner-toast][data-swipe-out=true][data-swipe-direction=down]",
      "[data-sonner-toaster][data-lifted=true]",
      "[data-sonner-toaster][dir=rtl]",
      "@keyframes swipe-out-down",
    ]);
  });

  it("reads the readable copy of the stylesheet (comments, quotes, spaces) as it reads the minified one", () => {
    const readable = trimBlocks(parseCss(readFileSync(path.join(SONNER, "styles.css"), "utf8")));
    const minified = trimSonnerModule(sonnerModule(), sonnerVersion());
    const normal = (selector: string) => selector.replace(/'/g, "").replace(/\s*>\s*/g, ">").replace(":nth-child(1)", ":first-child");
    expect(readable.dropped.map(normal).sort()).toEqual(minified.dropped.map(normal).sort());
  });

  it.each([
    ["a{color:red", /never closed/],
    ["a{color:red}}", /closes nothing/],
    ["@import url(x.css);a{color:red}", /not a rule or block/],
    ["@font-face{font-family:x}", /at-rule this trim does not know/],
    ["a{b{color:red}}", /nesting/],
    ["a{content:'}", /unclosed string/],
  ])("refuses a stylesheet it cannot read: %s", (css, message) => {
    expect(() => parseCss(css)).toThrow(message);
  });
});

describe("trimSonnerModule on node_modules/sonner", () => {
  const trimmed = trimSonnerModule(sonnerModule(), sonnerVersion());
  const call = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/;

  it("is the release the facts were read from", () => {
    expect(sonnerVersion()).toBe(REVIEWED_SONNER);
  });

  it("writes a smaller stylesheet into the module, and nothing else of it changes", () => {
    const literal = call.exec(trimmed.code)?.[1];
    expect(literal && JSON.parse(literal)).toBe(trimmed.after);
    expect(trimmed.code.replace(call, "")).toBe(sonnerModule().replace(call, ""));
    expect(trimmed.after.length).toBeLessThan(trimmed.before.length * 0.6);
  });

  it("keeps the toaster, top-center, the toast's look and motion, and the light rich colours of success, error and info", () => {
    const kept = selectorsOf(parseCss(trimmed.after));
    for (const selector of [
      "[data-sonner-toaster]",
      "[data-sonner-toaster][dir=ltr]",
      "[data-sonner-toaster][data-x-position=center]",
      "[data-sonner-toaster][data-y-position=top]",
      "[data-sonner-toaster] [data-sonner-toast]",
      "[data-sonner-toaster][data-sonner-theme=light]",
      "[data-sonner-toast]",
      "[data-sonner-toast][data-styled=true]",
      "[data-sonner-toast][data-y-position=top]",
      "[data-sonner-toast][data-mounted=true]",
      "[data-sonner-toast][data-styled=true] [data-icon]",
      "[data-sonner-toast][data-styled=true] [data-description]",
      "[data-sonner-toast][data-removed=true][data-front=true][data-swipe-out=false]",
      "[data-sonner-toast][data-swipe-out=true][data-swipe-direction=up]",
      "[data-rich-colors=true][data-sonner-toast][data-type=success]",
      "[data-rich-colors=true][data-sonner-toast][data-type=error]",
      "[data-rich-colors=true][data-sonner-toast][data-type=info]",
      "@keyframes swipe-out-up",
    ]) {
      expect(kept).toContain(selector);
    }
    // The light theme's colours, in full.
    expect(trimmed.after).toContain("[data-sonner-toaster][data-sonner-theme=light]{--normal-bg:#fff;");
    expect(trimmed.after).toMatch(/--success-bg:hsl\(143, 85%, 96%\).*--info-bg:.*--error-bg:hsl\(359, 100%, 97%\)/);
    // Reduced motion still turns the toast's transitions off.
    expect(trimmed.after).toContain("@media (prefers-reduced-motion){[data-sonner-toast],[data-sonner-toast]>*{transition:none!important;animation:none!important}}");
    for (const gone of ["data-sonner-theme=dark", "data-type=warning", "data-close-button", "data-button", "sonner-loading", "sonner-loader", "dir=rtl", "data-invert", "position=bottom", "position=left", "position=right", "sonner-spin"]) {
      expect(trimmed.after).not.toContain(gone);
    }
  });

  it("leaves every kept rule whole: balanced braces, a selector and declarations each", () => {
    let depth = 0;
    let lowest = 0;
    for (const c of trimmed.after.replace(/'[^']*'|"[^"]*"/g, "")) {
      depth += c === "{" ? 1 : c === "}" ? -1 : 0;
      lowest = Math.min(lowest, depth);
    }
    expect([lowest, depth]).toEqual([0, 0]);
    const blocks = parseCss(trimmed.after);
    expect(printCss(blocks)).toBe(trimmed.after);
    const rules = (list: readonly Block[]): Extract<Block, { kind: "rule" }>[] => list.flatMap((block) => (block.kind === "rule" ? [block] : block.kind === "group" ? rules(block.blocks) : []));
    for (const rule of rules(blocks)) {
      expect(rule.selectors.length).toBeGreaterThan(0);
      expect(rule.body).toMatch(/^[^{}]*:[^{}]*$/);
    }
    // Every block kept is one of the stylesheet's own, unchanged but for selectors taken out of a list.
    for (const rule of rules(blocks)) expect(trimmed.before).toContain(`{${rule.body}}`);
  });

  it("fails loudly when sonner is not what the trim was checked against", () => {
    const code = sonnerModule();
    expect(() => trimSonnerModule(code, "2.1.0")).toThrow(/sonner 2\.1\.0: not the release the trim was checked against/);
    expect(() => trimSonnerModule(code.replace(call, "__insertCSS(css)"), REVIEWED_SONNER)).toThrow(/0 __insertCSS\("…"\) calls/);
    expect(() => trimSonnerModule(`${code}\n__insertCSS("a{color:red}")`, REVIEWED_SONNER)).toThrow(/2 __insertCSS\("…"\) calls/);
    // The same stylesheet written with quoted values: the facts would still apply, but the rules
    // the build checks for are no longer found as they were written, so it stops.
    const quoted = code.replace(call, (_all, literal: string) => `__insertCSS(${JSON.stringify((JSON.parse(literal) as string).replace(/=(\w+)\]/g, "='$1']"))})`);
    expect(() => trimSonnerModule(quoted, REVIEWED_SONNER)).toThrow(/lacks \[data-sonner-toaster\]\[dir=ltr\]/);
    // A stylesheet this trim cannot read.
    expect(() => trimSonnerModule(code.replace(call, '__insertCSS("@layer sonner{a{color:red}}")'), REVIEWED_SONNER)).toThrow(/at-rule this trim does not know/);
  });
});

describe("Haat's use of sonner, as the build checks it", () => {
  it("accepts app/root.tsx and app/components/toast.tsx as they are", () => {
    expect(() => checkToaster(readFileSync(path.resolve(import.meta.dirname, "../app/root.tsx"), "utf8"))).not.toThrow();
    expect(() => checkToastModule(readFileSync(path.resolve(import.meta.dirname, "../app/components/toast.tsx"), "utf8"))).not.toThrow();
  });

  const toaster = (props: string) => `<body><Toaster ${props} /></body>`;
  it.each([
    ['position="bottom-right" richColors', /position is "bottom-right"/],
    ['position="top-center"', /richColors is not on/],
    ['position="top-center" richColors closeButton', /closeButton is not \{false\}/],
    ['position="top-center" richColors theme="system"', /given theme/],
    ['position="top-center" richColors dir="auto" toastOptions={{ closeButton: true }}', /given dir, toastOptions/],
    ['position="top-center" richColors {...props}', /prop this check does not read/],
  ])("refuses <Toaster %s />", (props, message) => {
    expect(() => checkToaster(toaster(props))).toThrow(message);
  });

  it("accepts the props the trim does not depend on", () => {
    expect(() => checkToaster(toaster('position="top-center" richColors={true} closeButton={false} duration={2000} containerAriaLabel={m.toasts_label({}, { locale })} offset={{ top: 8 }}'))).not.toThrow();
  });

  it("refuses a toast module that offers other kinds or options", () => {
    const source = readFileSync(path.resolve(import.meta.dirname, "../app/components/toast.tsx"), "utf8");
    expect(() => checkToastModule(source.replace('"info";', '"info" | "warning";'))).toThrow(/toast\.tsx: no `type Kind/);
    expect(() => checkToastModule(source.replace('"description" | "duration"', '"description" | "duration" | "action"'))).toThrow(/type Options/);
  });
});
