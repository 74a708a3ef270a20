// Prints one plain line with the totals of the JSON reports written by .ci/run (Vitest and Playwright), e.g.
// "Tests: 701 passed, 0 failed, 0 skipped", so that a reader of the CI log sees at once how much ran.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
