import type { Plugin } from "vite";

const RUNTIME = "\0haat-message-runtime";

/** How Paraglide compiles each message's choice of language (checked, so a compiler upgrade that changes it fails the build). */
const CHOICE =
  /export const (\w+) = \/\*\*[^\n]*\*\/ \(\(inputs(?: = \{\})?, options = \{\}\) => \{\n\tconst locale = experimentalStaticLocale \?\? options\.locale \?\? getLocale\(\)\n\tif \(locale === "bn"\) return bn_\1\(inputs\)\n\treturn en_\1\(inputs\)\n\}\);\s*$/;

/**
 * Each message chooses its language in code of its own (a function reading the locale, then one
 * branch per language); written as one call of the runtime's `byLocale(en, bn)` instead, the ~45
 * messages a product page carries weigh 0.4 kB less gzipped (docs/performance.md). Marked pure, so
 * a message no page calls is still left out of the build.
 */
function compactChoice(this: { error: (message: string) => never }, code: string, id: string) {
  const compact = code.replace(CHOICE, "export const $1 = /* @__PURE__ */ byLocale(en_$1, bn_$1);\n");
  if (compact === code) this.error(`The compiled message ${id} has a shape the message runtime stand-in does not know.`);
  return compact.replace("import { getLocale, experimentalStaticLocale } from '../runtime.js';", "import { byLocale } from '../runtime.js';");
}

/**
 * The compiled messages (app/paraglide/messages) ask Paraglide's runtime for the locale only when a
 * call does not name one, and every call here names it (`m.key(inputs, { locale })`: the locale is
 * the request's, never a global). The runtime's locale detection (cookies, URL patterns, storage),
 * about 1.2 kB gzipped on every page, is replaced in the build by this stand-in, which fails loudly
 * if a call ever forgets its locale.
 */
export function messageRuntime({ oneLanguage = false }: { oneLanguage?: boolean } = {}): Plugin {
  return {
    name: "haat-message-runtime",
    enforce: "pre",
    // The registry reuses its formatters (reusedFormatters); each message chooses its language
    // through the stand-in (compactChoice); and for `npm run bench:i18n` only, a build in which
    // each message is its English text alone (the exported function is the English one: no Bangla
    // text, no choice by locale), to weigh what the second language adds over the literals a
    // one-language shop would ship.
    transform(code, id) {
      if (/[\\/]app[\\/]paraglide[\\/]registry\.js$/.test(id)) return reusedFormatters(code, id, (message) => this.error(message));
      if (!/[\\/]app[\\/]paraglide[\\/]messages[\\/]\w+\.js$/.test(id) || id.endsWith("_index.js")) return null;
      if (!oneLanguage) return compactChoice.call(this, code, id);
      const englishOnly = code.replace(/export const (\w+) = \/\*\*[\s\S]*$/, "export const $1 = en_$1;");
      if (englishOnly === code) this.error(`bench:i18n: the compiled message ${id} has a shape this stand-in does not know.`);
      return englishOnly;
    },
    resolveId(source, importer) {
      if (source === "../runtime.js" && importer && /[\\/]app[\\/]paraglide[\\/]messages[\\/]/.test(importer)) return RUNTIME;
      return null;
    },
    load(id) {
      if (id !== RUNTIME) return null;
      return [
        "export const experimentalStaticLocale = undefined;",
        'export function getLocale() { throw new Error("A message was called without its locale: pass { locale } as the second argument."); }',
        'export function byLocale(en, bn) { return (inputs, options = {}) => ((options.locale ?? getLocale()) === "bn" ? bn : en)(inputs); }',
      ].join("\n");
    },
  };
}

/**
 * Paraglide's registry builds a new Intl formatter (plural rules, number, date) for every message
 * call; building one costs far more than using it (ICU loads the locale's data), and a product page
 * render calls them dozens of times. The build makes each call reuse one formatter per locale and
 * options. Fails the build if the registry no longer has the shape this rewrites.
 */
function reusedFormatters(code: string, id: string, fail: (message: string) => never): string {
  let rewritten = 0;
  const body = code.replace(/new Intl\.(PluralRules|NumberFormat|DateTimeFormat|RelativeTimeFormat)\((\w+), (\w+)\)/g, (_all, kind: string, locale: string, options: string) => {
    rewritten += 1;
    return `haatFormatter(Intl.${kind}, ${locale}, ${options})`;
  });
  if (rewritten === 0) fail(`The Paraglide registry ${id} has no Intl formatter this build knows how to reuse.`);
  const helper = [
    "const haatFormatters = new Map();",
    "function haatFormatter(Kind, locale, options) {",
    "  const key = `${Kind.name}|${locale}|${JSON.stringify(options ?? {})}`;",
    "  let formatter = haatFormatters.get(key);",
    "  if (!formatter) haatFormatters.set(key, (formatter = new Kind(locale, options)));",
    "  return formatter;",
    "}",
  ].join("\n");
  return `${helper}\n${body}`;
}
