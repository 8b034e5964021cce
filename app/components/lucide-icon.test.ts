import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type LucideIconData } from "./lucide-icon";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LUCIDE = path.join(ROOT, "node_modules/lucide-react/dist/esm");

/** Every icon name the app imports from lucide-react. */
function iconsTheAppUses(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts")) {
        for (const [, list] of readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g)) {
          for (const part of list!.split(",")) if (part.trim()) names.add(part.trim().split(/\s+as\s+/)[0]!);
        }
      }
    }
  };
  walk(path.join(ROOT, "app"));
  return [...names].sort();
}

/** The module file lucide-react's index takes an icon from. */
function moduleOf(name: string): string {
  const index = readFileSync(path.join(LUCIDE, "lucide-react.mjs"), "utf8");
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\} from '\.\/([^']+)'/g)) {
    if (list!.split(",").some((part) => part.trim().split(/\s+as\s+/).at(-1) === name)) return path.join(LUCIDE, from!);
  }
  throw new Error(`lucide-react exports no ${name}`);
}

// What the app passes to icons: nothing, classes (repeated and spaced too), aria-hidden, a label,
// a thicker stroke, a title inside.
const PROPS: Record<string, unknown>[] = [
  {},
  { "aria-hidden": "true", className: "size-4" },
  { className: " size-4  text-white size-4 " },
  { "aria-label": "Close" },
  { "aria-hidden": "true", className: "pointer-events-none absolute", strokeWidth: 3 },
  { role: "img", children: createElement("title", null, "Cart") },
];

describe("lucide icons drawn by lucide-icon.ts", () => {
  const names = iconsTheAppUses();

  it("finds the app's icons", () => {
    expect(names).toContain("ShoppingCart");
    expect(names.length).toBeGreaterThan(20);
  });

  it.each(names)("%s renders the markup lucide-react's own component renders", async (name) => {
    const module = (await import(pathToFileURL(moduleOf(name)).href)) as { __iconData: LucideIconData; default: ComponentType<Record<string, unknown>> };
    const ours = createLucideIcon(module.__iconData);
    for (const props of PROPS) {
      expect(renderToStaticMarkup(createElement(ours, props))).toBe(renderToStaticMarkup(createElement(module.default, props)));
    }
  });
});
