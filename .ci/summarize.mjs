// Adds up the JSON reports of every test run (Vitest and Playwright) and prints the closing
// "N passed, N failed" line. A step that failed without reporting (typecheck, lint, install) counts
// as one failure, so a broken build can never read as green.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const stepFailures = Number(process.argv[2] ?? 0);
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const dir = 'reports';
// Titles of the end-to-end tests that failed or passed only on a retry, printed last: CI shows the
// next session only the tail of its log.
const e2eNamed = { failed: [], flaky: [] };
function collectE2e(suite, file) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const where = `${spec.file ?? file}:${spec.line} ${spec.title} [${test.projectName}]`;
      if (test.status === 'unexpected') e2eNamed.failed.push(where);
      if (test.status === 'flaky') e2eNamed.flaky.push(where);
    }
  }
  for (const child of suite.suites ?? []) collectE2e(child, suite.file ?? file);
}
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    flaky += report.stats.flaky ?? 0;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
    for (const suite of report.suites ?? []) collectE2e(suite, suite.file);
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  console.log(`${file}: ${JSON.stringify(report.stats ? { passed: report.stats.expected, failed: report.stats.unexpected } : { passed: report.numPassedTests, failed: report.numFailedTests })}`);
}
for (const where of e2eNamed.flaky) console.log(`e2e passed only on a retry: ${where}`);
for (const where of e2eNamed.failed) console.log(`e2e failed: ${where}`);
if (flaky > 0) console.log(`${flaky} end-to-end test(s) passed only on their retry (named above)`);
const countedFailures = failed + (failed === 0 ? stepFailures : 0);
console.log(`${passed} passed, ${countedFailures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(countedFailures > 0 || stepFailures > 0 ? 1 : 0);
