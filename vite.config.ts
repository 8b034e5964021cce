import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messageRuntime } from "./scripts/message-runtime-plugin.ts";
import { precompressAssets } from "./scripts/precompress-plugin.ts";
import { storefrontChunks } from "./scripts/chunks-plugin.ts";
import { lucideIcon } from "./scripts/lucide-icon-plugin.ts";
import { sonnerCss } from "./scripts/sonner-css-plugin.ts";

const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, "node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, "node_modules/react-router/dist/production/dom-export.mjs") },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    messageRuntime({ oneLanguage: process.env.HAAT_MESSAGES_ONE_LANGUAGE === "1" }),
    tailwindcss(),
    lucideIcon(),
    // The browser's sonner with only the stylesheet rules Haat's toasts can match.
    sonnerCss(),
    reactRouter(),
    storefrontChunks({
      root: "app/root.tsx",
      shell: "app/routes/shop/layout.tsx",
      // The pages whose handle says `cache: "catalogue"` (app/lib/route-facts.ts).
      isCataloguePage: (file, code) => file.startsWith("app/routes/shop/") && /\bcache: "catalogue"/.test(code),
      isElsewhere: (file) => file.startsWith("app/routes/admin/"),
    }),
    precompressAssets(),
  ],
  resolve: {
    tsconfigPaths: true,
    // The browser's build takes React Router's production files. Its package exports only the
    // development ones, which differ in one constant (ENABLE_DEV_WARNINGS) and so ship its warnings:
    // 0.6 kB gzipped on every page. The server keeps the files its package exports: @react-router/express
    // loads those from node_modules, and two copies would each have their own contexts.
    alias: command === "build" && !isSsrBuild ? reactRouterProduction : [],
  },
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
