import path from "node:path";
import { defineConfig } from "vitest/config";

// Browser journeys against the built production server, one server per file, files one at a time
// (two cores: Chromium and the server already use both).
export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    name: "e2e",
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest-e2e.json" },
    include: ["tests/e2e/**/*.e2e.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/helpers/setup.ts"],
  },
});
