import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build*/", "node_modules/", ".react-router/", "data/", "coverage/", "drizzle/", "app/paraglide/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/no-cycle": "error",
      // Imports flow one way: lib ← .server ← routes; components never reach the server.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./app/lib", from: ["./app/.server", "./app/routes", "./app/components", "./app/client"], message: "app/lib is pure and shared: it may not import server code, routes, components or browser-only code." },
            { target: "./app/client", from: ["./app/.server", "./app/routes", "./app/components"], message: "app/client runs in the browser before and beside React: no server code, routes or components." },
            { target: "./app/components", from: ["./app/.server", "./app/routes"], message: "Components run in the browser: no server code, no route modules." },
            { target: "./app/.server", from: ["./app/routes", "./app/components"], message: "Server code may not depend on routes or components." },
            { target: "./app", from: ["./server", "./server.mjs"], message: "The HTTP server (server/) uses the app, never the other way round." },
          ],
        },
      ],
    },
    settings: { "import-x/resolver": { typescript: true, node: true } },
  },
  {
    // Browser journeys: a page streams, hydrates and animates, so a read of what it shows is polled
    // (expect.poll) or waited for (locator.waitFor), never taken once: a one-shot read passes on an
    // idle machine and fails under CI's load.
    files: ["tests/e2e/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "AwaitExpression > CallExpression[callee.property.name=/^(allTextContents|allInnerTexts|textContent|innerText|innerHTML|count|isVisible|isHidden|isDisabled|isEnabled|isChecked|isEditable|getAttribute|inputValue)$/]",
          message: "Read what the page shows with `await expect.poll(() => locator.read()).toBe(…)` or wait with `locator.waitFor()`, not once: streamed, hydrated and animated content arrives late under load.",
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
