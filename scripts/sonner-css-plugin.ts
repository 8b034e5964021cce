import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * sonner's module carries its whole stylesheet as one string, which it writes into a <style> at
 * load: 14.9 kB (3.0 kB gzipped) of the 9.2 kB gzipped that the toasts cost, most of it for what
 * Haat's one configuration never shows (the dark theme, five other positions, warning and loading
 * toasts, buttons, the close button, right to left). The browser's build keeps only the rules that
 * configuration can match: 6.7 kB, and sonner's chunk is 8.0 kB gzipped (docs/performance.md's
 * way of measuring: every storefront page 1.2 kB less). The facts below were read from sonner's source; the build fails when
 * sonner, its stylesheet or Haat's use of it no longer is what they were read from, rather than
 * ship a stylesheet that lacks a rule a toast needs.
 */

/** The sonner release whose source the facts in HAAT_TOASTS were read from. */
export const REVIEWED_SONNER = "2.0.8";

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const SONNER_FILE = /[\\/]node_modules[\\/]sonner[\\/]/;
/** The one module that may import sonner: the toasts whose rules the trim keeps. */
const TOAST_MODULE = /[\\/]app[\\/]components[\\/]toast\.tsx$/;
const INSERT_CSS = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/g;

/**
 * What can be on sonner's elements (the Toaster's <ol>, each toast's <li>, and what a toast holds:
 * sonner's own markup around Haat's plain-text titles and descriptions) and on <html>.
 */
export interface Facts {
  /** For each attribute named: every value it can have ([] where it is never set). Attributes not named may have any value. */
  attributes: Readonly<Record<string, readonly string[]>>;
  /** Classes no such element ever has. */
  absentClasses: readonly string[];
}

/**
 * Haat's configuration, `<Toaster position="top-center" richColors closeButton={false} … />` in
 * app/root.tsx with toast.success, .error and .info from app/components/toast.tsx, as sonner 2.0.8
 * renders it (the Toaster and Toast components at the end of node_modules/sonner/dist/index.mjs).
 */
export const HAAT_TOASTS: Facts = {
  attributes: {
    // No theme prop: sonner's default is "light", and only theme="system" follows the device.
    "data-sonner-theme": ["light"],
    // position="top-center": the <ol> and every <li> carry its halves.
    "data-y-position": ["top"],
    "data-x-position": ["center"],
    // No dir prop: the <ol> takes the document's direction, and Haat's pages (English and Bangla)
    // run left to right; <html> has no dir attribute at all.
    dir: ["ltr"],
    "data-type": ["success", "error", "info"],
    // richColors on the Toaster, and no toast sets its own (toast.tsx takes a description and a duration only).
    "data-rich-colors": ["true"],
    // True only for toast.promise.
    "data-promise": ["false"],
    // A toast swipes out only towards one of its position's halves ("top", "center" here: sonner's
    // default swipeDirections), so only upwards; sideways and downwards never pass its check.
    "data-swipe-direction": ["up"],
    // No code of sonner 2.0.8 sets it: the rule that reads it is a leftover.
    "data-lifted": [],
    // Neither the Toaster nor a toast asks for inverted colours.
    "data-invert": [],
    // closeButton={false} and no toast asks for one; data-disabled is only ever on the close button.
    "data-close-button": [],
    "data-disabled": [],
    // No toast has an action or a cancel button.
    "data-button": [],
    "data-cancel": [],
    "data-action": [],
  },
  // The spinner, shown only by loading and promise toasts.
  absentClasses: ["sonner-loader", "sonner-loading-wrapper", "sonner-spinner", "sonner-loading-bar"],
};

/** Rules without which a Haat toast would be misplaced, unstyled or not coloured: a trim that loses one is wrong. */
const MUST_KEEP = [
  "[data-sonner-toaster]",
  "[data-sonner-toaster][dir=ltr]",
  "[data-sonner-toaster][data-x-position=center]",
  "[data-sonner-toaster][data-y-position=top]",
  "[data-sonner-toaster][data-sonner-theme=light]",
  "[data-sonner-toast][data-styled=true]",
  "[data-sonner-toast][data-y-position=top]",
  "[data-sonner-toast][data-mounted=true]",
  "[data-rich-colors=true][data-sonner-toast][data-type=success]",
  "[data-rich-colors=true][data-sonner-toast][data-type=error]",
  "[data-rich-colors=true][data-sonner-toast][data-type=info]",
  "@keyframes swipe-out-up",
];
/** Rules the trim exists to drop: not dropping them means sonner's stylesheet is no longer written as it was read. */
const MUST_DROP = ["[data-sonner-toaster][data-sonner-theme=dark]", "[data-rich-colors=true][data-sonner-toast][data-type=warning]", ".sonner-loading-bar", "@keyframes sonner-spin"];

// ---------------------------------------------------------------------------------------------
// The stylesheet: top-level rules, @media and @supports blocks of rules, and @keyframes kept whole.

export type Block =
  | { kind: "rule"; selectors: string[]; body: string }
  | { kind: "group"; prelude: string; blocks: Block[] }
  | { kind: "keyframes"; prelude: string; name: string; body: string };

function fail(message: string): never {
  throw new Error(`sonner's stylesheet: ${message}`);
}

/** Index of the first of `stops` at or after `from` outside quotes, comments, brackets and parentheses (-1 if none). */
function scanTo(css: string, from: number, stops: string): number {
  let depth = 0;
  for (let i = from; i < css.length; i++) {
    const c = css[i]!;
    if (c === '"' || c === "'") {
      const end = css.indexOf(c, i + 1);
      if (end < 0) fail(`an unclosed string at ${i}`);
      i = end;
    } else if (c === "/" && css[i + 1] === "*") {
      const end = css.indexOf("*/", i + 2);
      if (end < 0) fail(`an unclosed comment at ${i}`);
      i = end + 1;
    } else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && stops.includes(c)) return i;
  }
  return -1;
}

function skipSpaceAndComments(css: string, from: number): number {
  let i = from;
  for (;;) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (!css.startsWith("/*", i)) return i;
    const end = css.indexOf("*/", i + 2);
    if (end < 0) fail(`an unclosed comment at ${i}`);
    i = end + 2;
  }
}

/** Index of the `}` closing the block opened at `open`, with blocks inside it (a @keyframes' steps). */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; ; ) {
    i = scanTo(css, i, "{}");
    if (i < 0) fail(`the block at ${open} is never closed`);
    depth += css[i] === "{" ? 1 : -1;
    if (depth === 0) return i;
    i++;
  }
}

/** Splits a selector list at its top-level commas. */
export function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let start = 0;
  for (let comma = scanTo(list, 0, ","); comma >= 0; comma = scanTo(list, start, ",")) {
    selectors.push(list.slice(start, comma).trim());
    start = comma + 1;
  }
  selectors.push(list.slice(start).trim());
  if (selectors.some((selector) => selector === "")) fail(`an empty selector in "${list}"`);
  return selectors;
}

function parseBlocks(css: string, from: number, nested: boolean): { blocks: Block[]; end: number } {
  const blocks: Block[] = [];
  let i = from;
  for (;;) {
    i = skipSpaceAndComments(css, i);
    if (i >= css.length) {
      if (nested) fail("a @media block is never closed");
      return { blocks, end: i };
    }
    if (css[i] === "}") {
      if (!nested) fail(`a } that closes nothing at ${i}`);
      return { blocks, end: i + 1 };
    }
    const open = scanTo(css, i, "{};");
    if (open < 0 || css[open] !== "{") fail(`"${css.slice(i, i + 40)}…" is not a rule or block this trim knows`);
    const prelude = css.slice(i, open).trim();
    const atRule = /^@([\w-]+)/.exec(prelude)?.[1];
    if (atRule === "media" || atRule === "supports") {
      const inner = parseBlocks(css, open + 1, true);
      blocks.push({ kind: "group", prelude, blocks: inner.blocks });
      i = inner.end;
    } else if (atRule === "keyframes" || atRule === "-webkit-keyframes") {
      const close = closingBrace(css, open);
      blocks.push({ kind: "keyframes", prelude, name: prelude.slice(atRule.length + 1).trim(), body: css.slice(open + 1, close) });
      i = close + 1;
    } else if (atRule !== undefined) {
      fail(`an at-rule this trim does not know (${prelude})`);
    } else {
      const close = scanTo(css, open + 1, "{}");
      if (close < 0) fail(`the rule "${prelude}" is never closed`);
      if (css[close] === "{") fail(`the rule "${prelude}" has a block inside it (nesting), which this trim does not read`);
      blocks.push({ kind: "rule", selectors: splitSelectors(prelude), body: css.slice(open + 1, close) });
      i = close + 1;
    }
  }
}

/** Reads a stylesheet's rules and blocks; throws on anything else. */
export function parseCss(css: string): Block[] {
  return parseBlocks(css, 0, false).blocks;
}

/** Writes blocks back, minified as sonner ships them (so a minified stylesheet reads back unchanged). */
export function printCss(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      if (block.kind === "rule") return `${block.selectors.join(",")}{${block.body}}`;
      if (block.kind === "group") return `${block.prelude}{${printCss(block.blocks)}}`;
      return `${block.prelude}{${block.body}}`;
    })
    .join("");
}

// ---------------------------------------------------------------------------------------------
// Which selectors can match.

const ATTRIBUTE = /^\[\s*([\w-]+)\s*(?:([~|^$*]?=)\s*("[^"]*"|'[^']*'|[^\s\]"']+)\s*([iIsS])?\s*)?\]$/;

/** A compound selector's parts: its type, attribute selectors and classes (null: a part this trim does not read). */
function compoundParts(compound: string): { type: string; attributes: string[]; classes: string[] } | null {
  const type = /^(?:[\w-]+|\*)/.exec(compound)?.[0] ?? "";
  const attributes: string[] = [];
  const classes: string[] = [];
  let i = type.length;
  while (i < compound.length) {
    const c = compound[i]!;
    if (c === "[") {
      const attribute = /^\[(?:"[^"]*"|'[^']*'|[^\]"'])*\]/.exec(compound.slice(i));
      if (!attribute) return null;
      attributes.push(attribute[0]);
      i += attribute[0].length;
    } else if (c === ".") {
      const name = /^\.([\w-]+)/.exec(compound.slice(i));
      if (!name) return null;
      classes.push(name[1]!);
      i += name[0].length;
    } else if (c === ":") {
      // Pseudo-classes and pseudo-elements narrow a state, never widen one: they are skipped, except
      // the ones that take selectors (:not, :is, :has…), which this trim does not read.
      const pseudo = /^::?[\w-]+(?:\(\s*(?:odd|even|[-+]?\d*n?\s*(?:[-+]\s*\d+)?)\s*\))?/.exec(compound.slice(i));
      if (!pseudo || compound[i + pseudo[0].length] === "(") return null;
      i += pseudo[0].length;
    } else return null;
  }
  return { type, attributes, classes };
}

/** Splits a selector into compounds and the combinators between them (null: a selector this trim does not read). */
function compounds(selector: string): { compound: string; combinator: string }[] | null {
  const parts: { compound: string; combinator: string }[] = [];
  let combinator = "";
  let start = 0;
  for (let i = 0; i <= selector.length; ) {
    const at = i === selector.length ? -1 : scanTo(selector, i, " \t\n>+~");
    const end = at < 0 ? selector.length : at;
    if (end > start) parts.push({ compound: selector.slice(start, end), combinator });
    if (at < 0) break;
    let next = at;
    let seen = "";
    while (next < selector.length && /[\s>+~]/.test(selector[next]!)) {
      if (!/\s/.test(selector[next]!)) seen += selector[next];
      next++;
    }
    if (seen.length > 1) return null;
    combinator = seen || " ";
    start = i = next;
  }
  return parts.length > 0 ? parts : null;
}

const SONNER_ELEMENT = /\[data-sonner-toaster\]|\[data-sonner-toast\]|\.sonner-/;

/** Whether an attribute selector can match, given the values its attribute can have. */
function attributeCanMatch(attribute: string, facts: Facts): boolean {
  const parsed = ATTRIBUTE.exec(attribute);
  if (!parsed) return true;
  const [, name, operator, quoted, flag] = parsed;
  const values = facts.attributes[name!.toLowerCase()];
  if (!values) return true;
  if (values.length === 0) return false;
  if (operator !== "=") return true;
  const value = /^["']/.test(quoted!) ? quoted!.slice(1, -1) : quoted!;
  return flag === "i" || flag === "I" ? values.some((v) => v.toLowerCase() === value.toLowerCase()) : values.includes(value);
}

/**
 * Whether a selector can ever match in Haat. The facts are about sonner's elements and what they
 * hold, and about <html>: only the compounds that are one of those are judged (a compound that
 * names a sonner element, any compound inside one, and `html`); a selector with a part this trim
 * does not read is kept.
 */
export function selectorCanMatch(selector: string, facts: Facts = HAAT_TOASTS): boolean {
  const parts = compounds(selector);
  if (!parts) return true;
  let insideSonner = false;
  for (const { compound, combinator } of parts) {
    const read = compoundParts(compound);
    if (!read) return true;
    // A sibling of a sonner element (or of something inside one) is not necessarily inside one.
    if (combinator === "+" || combinator === "~") insideSonner = false;
    insideSonner ||= SONNER_ELEMENT.test(compound);
    if (!insideSonner && read.type.toLowerCase() !== "html") continue;
    if (read.classes.some((name) => facts.absentClasses.includes(name))) return false;
    if (!read.attributes.every((attribute) => attributeCanMatch(attribute, facts))) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// The trim.

function referenced(name: string, blocks: readonly Block[]): boolean {
  const word = new RegExp(`(^|[^\\w-])${name.replace(/[^\w-]/g, "\\$&")}($|[^\\w-])`);
  return blocks.some((block) => (block.kind === "rule" ? word.test(block.body) : block.kind === "group" ? referenced(name, block.blocks) : false));
}

function keptRules(blocks: readonly Block[], facts: Facts, dropped: string[]): Block[] {
  const kept: Block[] = [];
  for (const block of blocks) {
    if (block.kind === "rule") {
      // A selector that can never match is taken out of its list; the rule goes when none is left.
      const selectors = block.selectors.filter((selector) => selectorCanMatch(selector, facts) || (dropped.push(selector), false));
      if (selectors.length > 0) kept.push({ ...block, selectors });
    } else if (block.kind === "group") {
      const inner = keptRules(block.blocks, facts, dropped);
      if (inner.length > 0) kept.push({ ...block, blocks: inner });
    } else kept.push(block);
  }
  return kept;
}

/**
 * Keeps the rules whose selectors can match given `facts`, and the @keyframes a kept rule still
 * names. Returns the stylesheet's blocks and what was dropped (selectors, and "@keyframes name").
 */
export function trimBlocks(blocks: readonly Block[], facts: Facts = HAAT_TOASTS): { blocks: Block[]; dropped: string[] } {
  const dropped: string[] = [];
  const rules = keptRules(blocks, facts, dropped);
  const kept = rules.filter((block) => block.kind !== "keyframes" || referenced(block.name, rules) || (dropped.push(`@keyframes ${block.name}`), false));
  return { blocks: kept, dropped };
}

function hasBlock(blocks: readonly Block[], wanted: string): boolean {
  return blocks.some((block) => {
    if (block.kind === "rule") return block.selectors.includes(wanted);
    if (block.kind === "group") return hasBlock(block.blocks, wanted);
    return `@keyframes ${block.name}` === wanted;
  });
}

/**
 * sonner's module with its stylesheet trimmed to what Haat can show. Throws, saying what it found,
 * when the module or its stylesheet is not written as REVIEWED_SONNER's was.
 */
export function trimSonnerModule(code: string, version: string): { code: string; before: string; after: string; dropped: string[] } {
  const wrong = (message: string): never => {
    throw new Error(`sonner ${version}: ${message}. The trim of its stylesheet (scripts/sonner-css-plugin.ts) was checked against sonner ${REVIEWED_SONNER}'s source: read the new one and update HAAT_TOASTS and REVIEWED_SONNER.`);
  };
  if (version !== REVIEWED_SONNER) wrong(`not the release the trim was checked against`);
  const calls = [...code.matchAll(INSERT_CSS)];
  if (calls.length !== 1) wrong(`the module has ${calls.length} __insertCSS("…") calls where one was expected`);
  const [call, literal = ""] = calls[0]!;
  let before: string;
  try {
    before = JSON.parse(literal) as string;
  } catch {
    return wrong("the stylesheet's string literal is not one this trim reads");
  }
  let blocks: Block[] = [];
  try {
    blocks = parseCss(before);
  } catch (error) {
    wrong(error instanceof Error ? error.message : String(error));
  }
  if (printCss(blocks) !== before) wrong("the stylesheet does not read back as it is written");
  const trimmed = trimBlocks(blocks);
  const missing = MUST_KEEP.filter((wanted) => !hasBlock(trimmed.blocks, wanted));
  if (missing.length > 0) wrong(`the trimmed stylesheet lacks ${missing.join(", ")}`);
  const kept = MUST_DROP.filter((unwanted) => !trimmed.dropped.includes(unwanted));
  if (kept.length > 0) wrong(`the trim did not drop ${kept.join(", ")}`);
  const after = printCss(trimmed.blocks);
  const start = calls[0]!.index! + call.indexOf(literal);
  return { code: code.slice(0, start) + JSON.stringify(after) + code.slice(start + literal.length), before, after, dropped: trimmed.dropped };
}

// ---------------------------------------------------------------------------------------------
// Haat's use of sonner, checked as the build reads it.

/** Toaster props the trim does not depend on. */
const FREE_PROPS = new Set(["duration", "containerAriaLabel", "customAriaLabel", "className", "style", "offset", "mobileOffset", "gap", "visibleToasts", "hotkey", "expand", "id"]);

/** Fails unless app/root.tsx renders one <Toaster> in the configuration HAAT_TOASTS describes. */
export function checkToaster(source: string): void {
  const wrong = (message: string): never => {
    throw new Error(`app/root.tsx: ${message}. The build trims sonner's stylesheet for <Toaster position="top-center" richColors closeButton={false} …/> (HAAT_TOASTS in scripts/sonner-css-plugin.ts): change both together.`);
  };
  const toasters = [...source.matchAll(/<Toaster\b([^]*?)\/>/g)];
  if (toasters.length !== 1) wrong(`${toasters.length} <Toaster> elements where one was expected`);
  const props = new Map<string, string>();
  const attribute = /\s*([A-Za-z]+)(?:=("[^"]*"|\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}))?/y;
  const text = toasters[0]![1]!;
  while (attribute.lastIndex < text.trimEnd().length) {
    const at = attribute.lastIndex;
    const prop = attribute.exec(text);
    if (!prop) return wrong(`a <Toaster> prop this check does not read ("${text.slice(at).trim()}")`);
    props.set(prop[1]!, prop[2] ?? "{true}");
  }
  if (props.get("position") !== '"top-center"') wrong(`position is ${props.get("position") ?? "not given"}`);
  if (props.get("richColors") !== "{true}") wrong("richColors is not on");
  if (props.has("closeButton") && props.get("closeButton") !== "{false}") wrong("closeButton is not {false}");
  const others = [...props.keys()].filter((name) => !["position", "richColors", "closeButton"].includes(name) && !FREE_PROPS.has(name));
  if (others.length > 0) wrong(`it is given ${others.join(", ")}`);
}

/** Fails unless app/components/toast.tsx offers success, error and info toasts taking a description and a duration only. */
export function checkToastModule(source: string): void {
  const expected = ['type Kind = "success" | "error" | "info";', 'type Options = Pick<ExternalToast, "description" | "duration">;'];
  const missing = expected.filter((line) => !source.includes(line));
  if (missing.length > 0) {
    throw new Error(`app/components/toast.tsx: no \`${missing.join("` or `")}\`. The build trims sonner's stylesheet for those toasts and options only (HAAT_TOASTS in scripts/sonner-css-plugin.ts): change both together.`);
  }
}

/**
 * Vite plugin: the browser's sonner carries only the stylesheet rules Haat's toasts can match.
 * The browser's build only: the server never loads sonner (app/components/toast.tsx imports it
 * once the page is idle; the server build leaves that import to node_modules and never runs it),
 * and in development Vite serves sonner prebundled, whole.
 */
export function sonnerCss(): Plugin {
  // What this build has done: trimmed sonner, and read the two files whose use of sonner the trim assumes.
  const done = new Set<"sonner" | "root" | "toast">();
  return {
    name: "haat:sonner-css",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // Before other transforms: it reads sonner's module and Haat's TSX as they are written.
    enforce: "pre",
    buildStart() {
      done.clear();
    },
    transform(code, id) {
      // The files themselves, not the route modules React Router derives from them (id?query).
      if (id.includes("?")) return null;
      try {
        if (SONNER_MODULE.test(id)) {
          const { version } = JSON.parse(readFileSync(path.resolve(path.dirname(id), "../package.json"), "utf8")) as { version: string };
          const result = trimSonnerModule(code, version);
          done.add("sonner");
          return { code: result.code, map: null };
        }
        if (/[\\/]app[\\/]root\.tsx$/.test(id)) {
          checkToaster(code);
          done.add("root");
        }
        if (TOAST_MODULE.test(id)) {
          checkToastModule(code);
          done.add("toast");
        }
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const sonner = [...this.getModuleIds()].filter((id) => SONNER_FILE.test(id));
      if (sonner.length === 0) return;
      if (!done.has("sonner")) this.error(`sonner is in the browser's build (${sonner.join(", ")}) but not as node_modules/sonner/dist/index.mjs, whose stylesheet this plugin trims: see scripts/sonner-css-plugin.ts.`);
      if (!done.has("root") || !done.has("toast")) this.error("The build trimmed sonner's stylesheet without reading app/root.tsx and app/components/toast.tsx, whose use of sonner the trim assumes: see scripts/sonner-css-plugin.ts.");
      // Only app/components/toast.tsx may use sonner: it is what offers the toasts the trim keeps rules for.
      const users = new Set(
        sonner
          .map((id) => this.getModuleInfo(id))
          .flatMap((info) => [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])])
          .filter((importer) => !SONNER_FILE.test(importer) && !TOAST_MODULE.test(importer)),
      );
      if (users.size > 0) this.error(`sonner is imported by ${[...users].join(", ")}; the build trims its stylesheet for app/components/toast.tsx's toasts only (scripts/sonner-css-plugin.ts).`);
    },
  };
}
