// How messages/ compiles into app/paraglide (generated, git-ignored): read by both `npm run
// i18n:compile` (Paraglide's CLI, run at install, before typecheck, lint and tests) and the Vite
// plugin (build and dev). Every message call names its locale (`m.key(inputs, { locale })`), so the
// runtime never has to detect one: baseLocale, and no AsyncLocalStorage.
import { defineConfig } from "@inlang/paraglide-js";

export default defineConfig({
  outdir: "./app/paraglide",
  strategy: ["baseLocale"],
  disableAsyncLocalStorage: true,
  emitTsDeclarations: true,
  // One module per message in dev too (the plugin's dev default bundles them per locale), so every
  // entry point writes the same files.
  outputStructure: "message-modules",
  emitGitIgnore: false,
  emitReadme: false,
  emitPrettierIgnore: false,
});
