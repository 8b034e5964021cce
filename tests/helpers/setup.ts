import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

process.env.NODE_ENV = "test";
process.env.DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "haat-test-"));
process.env.LOG_LEVEL ??= "silent";

// A console.error during a test is a bug we did not assert on: fail the test.
const original = console.error;
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    original(...args);
  };
});
afterEach(() => {
  console.error = original;
  if (errors.length > 0) throw new Error(`console.error was called during the test: ${String(errors[0]?.[0])}`);
});
