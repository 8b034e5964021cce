import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { preHydrationScript } from "./scripts/pre-hydration-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), preHydrationScript()],
  resolve: { tsconfigPaths: true },
  build: { sourcemap: false },
});
