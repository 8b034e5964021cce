import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Compiles messages/ into app/paraglide (generated, not committed) when the build or dev server
    // starts; its options are in project.inlang/paraglide.config.js, shared with `npm run i18n:compile`.
    paraglideVitePlugin({ project: "./project.inlang" }),
    tailwindcss(),
    reactRouter(),
    precompressAssets(),
  ],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build instead of loaded from node_modules: the server then holds only the
  // icons and primitives the app uses. Loaded whole, lucide-react's ~1,600 icons cost the server
  // about 38 MB of memory and radix-ui's every primitive about 14 MB (docs/performance.md).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    // HAAT_SOURCEMAP=1: source maps beside the files (not linked from them, so the files and their
    // names stay the same), to see which modules make up a chunk.
    sourcemap: process.env.HAAT_SOURCEMAP === "1" ? "hidden" : false,
    // The HTTP server is the server build's entry, so it and the routes are one module graph.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
}));
