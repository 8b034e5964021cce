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
    // A journey that starts its own server (migrate, seed, listen) takes tens of seconds when CI's two
    // cores are shared with PostgreSQL and Chromium.
    testTimeout: 120_000,
    // Reads of the page are polled (lint holds every e2e file to it); under CI's load a streamed
    // section or a hydrated control can take seconds, far past Vitest's 1 s default.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    hookTimeout: 120_000,
    setupFiles: ["tests/helpers/setup.ts"],
  },
});
