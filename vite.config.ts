import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { messageRuntime } from "./scripts/message-runtime-plugin.ts";
import { precompressAssets } from "./scripts/precompress-plugin.ts";
import { preHydrationScript } from "./scripts/pre-hydration-plugin.ts";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [messageRuntime({ oneLanguage: process.env.HAAT_MESSAGES_ONE_LANGUAGE === "1" }), tailwindcss(), reactRouter(), preHydrationScript(), precompressAssets()],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build instead of loaded from node_modules: the server then holds only the
  // icons and primitives the app uses. Loaded whole, lucide-react's ~1,600 icons cost the server
  // about 38 MB of memory and radix-ui's every primitive about 14 MB (docs/performance.md).
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    sourcemap: false,
    // The HTTP server is the server build's entry, so it and the routes are one module graph.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
}));
