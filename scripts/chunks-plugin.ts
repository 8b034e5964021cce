import path from "node:path";
import type { Plugin } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");

type Group = "root" | "shop" | "ui";

type ModuleInfoLike = { importedIds: readonly string[]; code: string | null } | null;

/** The module's file under the project, query and \0 dropped: `app/root.tsx`, `node_modules/zustand/esm/react.mjs`. */
function fileOf(id: string): string {
  return path.relative(ROOT, id.replace(/^\0/, "").replace(/\?.*$/, ""));
}

/** The stack's runtime (React, React DOM, React Router): rolldown already gives it chunks of its own, which every page loads. */
const RUNTIME = /^node_modules\/(react|react-dom|react-router|scheduler|@react-router|cookie|set-cookie-parser|turbo-stream)\//;

/**
 * Modules that re-export many others, of which an importer uses a few: the message catalogue (a
 * module per message, called as `m.key(…)`), lucide-react (a module per icon) and radix-ui (a package
 * per primitive). `targets` maps the names an importer takes to the files that define them.
 */
const BARRELS: { file: RegExp; specifier: RegExp; targets: (names: string[], barrelCode: string, files: Map<string, string>) => string[] }[] = [
  {
    file: /^app\/paraglide\/messages\.js$/,
    specifier: /paraglide\/messages$/,
    targets: (names) => names.map((name) => `app/paraglide/messages/${name}.js`),
  },
  {
    file: /^node_modules\/lucide-react\/dist\/esm\/lucide-react\.mjs$/,
    specifier: /^lucide-react$/,
    targets: (names, code) => {
      const wanted = new Set(names);
      const files: string[] = [];
      for (const [, list, from] of code.matchAll(/export \{([^}]*)\} from '\.\/([^']+)'/g)) {
        if (list!.split(",").some((part) => wanted.has(part.trim().split(/\s+as\s+/).at(-1)!))) files.push(`node_modules/lucide-react/dist/esm/${from}`);
      }
      return files;
    },
  },
  {
    file: /^node_modules\/radix-ui\/dist\/index\.mjs$/,
    specifier: /^radix-ui$/,
    targets: (names, code, files) => {
      const wanted = new Set(names);
      return [...code.matchAll(/import \* as (\w+) from "([^"]+)"/g)].flatMap(([, name, pkg]) =>
        wanted.has(name!) ? [...files.keys()].filter((file) => file.startsWith(`node_modules/${pkg}/`)) : [],
      );
    },
  },
];

/** The names a module takes from an import whose specifier matches: `import { a, b as c }` gives a, b; `import * as m` gives the keys of `m.key`. */
function namesImported(code: string, specifier: RegExp): string[] {
  const names: string[] = [];
  for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (specifier.test(from!)) names.push(...list!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!).filter(Boolean));
  }
  for (const [, namespace, from] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
    if (specifier.test(from!)) for (const [, key] of code.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)`, "g"))) names.push(key!);
  }
  return names;
}

/**
 * Vite plugin: the storefront's own code in two chunks instead of dozens. Rolldown gives every set of
 * pages that share modules a chunk of its own, so a product page loaded some 30 small chunks, each
 * compressed on its own and importing the others by name: ~29 kB gzipped where the same code in
 * one file is ~21 kB (docs/performance.md). Here:
 * - "root": what the root route imports (every page, the admin's too: the cart store, the toasts);
 * - "shop": what the shop layout imports (header, footer, loading views) and what at least half the
 *   catalogue pages share (the product grid, buttons, icons, their messages);
 * - "ui": of those, what the admin's pages use too (buttons, inputs), so they need not load the shop's;
 * - everything else as rolldown splits it: a page's own modules in its chunk, and modules the
 *   catalogue does not use (checkout's, the admin's) where they were.
 * Modules are followed as imported, through the three barrels by the names actually taken from them.
 */
export function storefrontChunks({
  root,
  shell,
  isCataloguePage,
  isElsewhere,
}: {
  /** The root route's file, e.g. `app/root.tsx`. */
  root: string;
  /** The storefront layout's file. */
  shell: string;
  /** Whether a route module (its file, and its code as built) is a catalogue page. */
  isCataloguePage: (file: string, code: string) => boolean;
  /** Whether a route module is outside the storefront (the admin's), whose pages should not load the shop's chunk. */
  isElsewhere: (file: string) => boolean;
}): Plugin {
  let groups = new Map<string, Group>();

  function classify(getModuleInfo: (id: string) => ModuleInfoLike, ids: Iterable<string>) {
    const idOf = new Map<string, string>();
    // A route's file is two modules: itself and its build entry (`?__react-router-build-client-route`).
    for (const id of ids) if (!idOf.has(fileOf(id)) || !id.includes("?")) idOf.set(fileOf(id), id);
    const pages = [...idOf].filter(([file, id]) => file !== shell && isCataloguePage(file, getModuleInfo(id)?.code ?? "")).map(([file]) => file);
    const importsOf = (id: string): string[] => {
      const info = getModuleInfo(id);
      return (info?.importedIds ?? []).flatMap((next) => {
        const barrel = BARRELS.find(({ file }) => file.test(fileOf(next)));
        if (!barrel) return [next];
        const names = namesImported(info?.code ?? "", barrel.specifier);
        return barrel.targets(names, getModuleInfo(next)?.code ?? "", idOf).flatMap((file) => idOf.get(file) ?? []);
      });
    };
    const reach = (entryFile: string) => {
      const seen = new Set<string>();
      const entry = idOf.get(entryFile);
      const stack = entry ? [entry] : [];
      while (stack.length > 0) {
        for (const next of importsOf(stack.pop()!)) {
          if (seen.has(next) || RUNTIME.test(fileOf(next))) continue;
          seen.add(next);
          stack.push(next);
        }
      }
      return seen;
    };
    const result = new Map<string, Group>();
    for (const id of reach(root)) result.set(id, "root");
    for (const id of reach(shell)) if (!result.has(id)) result.set(id, "shop");
    const uses = new Map<string, number>();
    for (const page of pages) for (const id of reach(page)) uses.set(id, (uses.get(id) ?? 0) + 1);
    // Shared by at least half the catalogue pages: a module fewer pages share (pagination, the info
    // pages' parts) would cost the others more than a chunk of its own costs the few.
    for (const [id, count] of uses) if (count * 2 >= pages.length && !result.has(id)) result.set(id, "shop");
    // The pages' modules stay in their own chunks; the root's and the layout's join their groups
    // (their route chunks then only name what React Router takes from them).
    for (const id of result.keys()) if (pages.includes(fileOf(id))) result.delete(id);
    for (const [file, group] of [[root, "root"], [shell, "shop"]] as const) {
      const module = idOf.get(file);
      if (module) result.set(module, group);
    }
    // What the admin's pages share with the shop's (buttons, inputs, icons) goes into a chunk of its own.
    const elsewhere = new Set([...idOf.keys()].filter(isElsewhere).flatMap((file) => [...reach(file)]));
    for (const [id, group] of result) if (group === "shop" && elsewhere.has(id)) result.set(id, "ui");
    return result;
  }

  return {
    name: "haat:storefront-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    // Route chunks may export more than their module (what the others import from them); React
    // Router reads a route's exports from its own manifest, not from the chunk.
    options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    buildEnd() {
      const ids = [...this.getModuleIds()];
      // Only the app's client build (React Router and the pre-hydration script run builds of their own).
      if (!ids.some((id) => fileOf(id) === root)) return;
      groups = classify((id) => this.getModuleInfo(id), ids);
      if (process.env.HAAT_CHUNKS_DEBUG) for (const [id, group] of groups) console.log(group, fileOf(id));
    },
    outputOptions: (options) => ({
      ...options,
      codeSplitting: {
        groups: [
          {
            name: (id) => groups.get(id) ?? null,
            debugName: "storefront",
            // The groups are closed under imports already, but for the runtime's modules, which stay where rolldown puts them.
            includeDependenciesRecursively: false,
          },
        ],
      },
    }),
  };
}
