import type { Plugin } from "vite";

const RUNTIME = "\0haat-message-runtime";

/**
 * The compiled messages (app/paraglide/messages) ask Paraglide's runtime for the locale only when a
 * call does not name one, and every call here names it (`m.key(inputs, { locale })`: the locale is
 * the request's, never a global). The runtime's locale detection (cookies, URL patterns, storage),
 * about 1.2 kB gzipped on every page, is replaced in the build by this stand-in, which fails loudly
 * if a call ever forgets its locale.
 */
export function messageRuntime(): Plugin {
  return {
    name: "haat-message-runtime",
    enforce: "pre",
    resolveId(source, importer) {
      if (source === "../runtime.js" && importer && /[\\/]app[\\/]paraglide[\\/]messages[\\/]/.test(importer)) return RUNTIME;
      return null;
    },
    load(id) {
      if (id !== RUNTIME) return null;
      return [
        "export const experimentalStaticLocale = undefined;",
        'export function getLocale() { throw new Error("A message was called without its locale: pass { locale } as the second argument."); }',
      ].join("\n");
    },
  };
}
