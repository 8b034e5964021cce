import path from "node:path";
import { build, type Plugin } from "vite";

const ROOT = path.resolve(import.meta.dirname, "..");
const ENTRY = path.join(ROOT, "app/client/pre-hydration.ts");
/** The import that gives the built program (declared in app/client/virtual-modules.d.ts). */
const MODULE_ID = "virtual:pre-hydration";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** The global the IIFE would assign; kept inside a function so the page gets no global. */
const BUNDLE_NAME = "haatPreHydration";

/**
 * Vite plugin: `import preHydration from "virtual:pre-hydration"` gives the source of a function
 * expression, `preHydrate` of app/client/pre-hydration.ts with what it imports from app/lib,
 * bundled and minified by Vite for the browser. The server inlines it on catalogue pages (decision
 * 007), so the program is linted, type-checked and tested as TypeScript yet costs no request.
 */
export function preHydrationScript(): Plugin {
  return {
    name: "haat:pre-hydration",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = await build({
        configFile: false,
        envDir: false,
        root: ROOT,
        logLevel: "warn",
        publicDir: false,
        resolve: { alias: { "~": path.join(ROOT, "app") } },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          lib: { entry: ENTRY, formats: ["iife"], name: BUNDLE_NAME },
        },
      });
      const [chunk] = (Array.isArray(result) ? result : [result]).flatMap((output) => ("output" in output ? output.output : []));
      if (!chunk || chunk.type !== "chunk") throw new Error("pre-hydration: the build gave no script");
      // In dev the server's copy follows the program's files.
      for (const file of chunk.moduleIds) if (path.isAbsolute(file)) this.addWatchFile(file);
      // Inline in an HTML script element, "</script" or "<!--" would end or confuse it.
      if (/<\/script|<!--/i.test(chunk.code)) throw new Error("pre-hydration: the built script contains </script or <!--");
      const expression = `(function(){${chunk.code.trim()}return ${BUNDLE_NAME}.preHydrate})()`;
      return `export default ${JSON.stringify(expression)};`;
    },
  };
}
