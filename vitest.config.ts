import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
// Compiles messages/ into app/paraglide (generated, git-ignored) before the tests import it.
const plugins = [paraglideVitePlugin({ project: "./project.inlang" })];
const integrationInclude = ["app/*.test.ts", "app/.server/**/*.test.ts", "app/routes/**/*.test.ts", "tests/integration/**/*.test.ts"];

// The integration suite runs once on in-memory PGlite and, when TEST_DATABASE_URL is set, once more
// on real PostgreSQL: same tests, both dialects proven.
const databases = ["pglite", ...(process.env.TEST_DATABASE_URL ? ["postgres"] : [])];

export default defineConfig({
  resolve: { alias },
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest-unit-integration.json" },
    setupFiles: ["tests/helpers/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        plugins,
        resolve: { alias },
        test: { name: "unit", include: ["app/lib/**/*.test.ts", "app/components/**/*.test.ts", "app/client/**/*.test.ts", "scripts/**/*.test.ts"], setupFiles: ["tests/helpers/setup.ts"] },
      },
      ...databases.map((db) => ({
        plugins,
        resolve: { alias },
        test: {
          name: db,
          include: integrationInclude,
          setupFiles: ["tests/helpers/setup.ts"],
          globalSetup: ["tests/helpers/global-setup.ts"],
          env: { TEST_DB: db },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      })),
    ],
  },
});
