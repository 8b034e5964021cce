// Prints one closing line, "Tests: N passed, N failed, N skipped", summed over the Vitest JSON reports.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const dir = "test-results";
let passed = 0;
let failed = 0;
let skipped = 0;
const reports = existsSync(dir) ? readdirSync(dir).filter((f) => /^vitest-.*\.json$/.test(f)) : [];
for (const file of reports) {
  const report = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that crashed before its tests ran counts as failed too.
  failed += (report.testResults ?? []).filter((r) => r.status === "failed" && (r.assertionResults ?? []).length === 0).length;
}
if (reports.length === 0) failed += 1;
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
