#!/usr/bin/env node
// Prints one closing line, "N passed, N failed", from the vitest and Playwright JSON reports and the faults' checks.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
// The unit suites: one report per project run beside the browser suite, and the measured-alone
// run's (decision 086); reports/vitest.json is `npm run test:vitest`'s, everything at once.
const vitestReports = [
  'reports/vitest.json',
  'reports/vitest-node.json',
  'reports/vitest-postgres.json',
  'reports/vitest-dom.json',
  'reports/vitest-alone.json',
];
for (const report of vitestReports.filter((file) => existsSync(file))) {
  const v = JSON.parse(readFileSync(report, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}
for (const report of [
  'reports/e2e.json',
  'reports/e2e-postgres.json',
  'reports/e2e-cognito.json',
].filter((file) => existsSync(file))) {
  const p = JSON.parse(readFileSync(report, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
}
// The faults under load (npm run test:faults): one check per fault.
if (existsSync('reports/faults.json')) {
  for (const check of JSON.parse(readFileSync('reports/faults.json', 'utf8')).checks ?? []) {
    if (check.passed) passed += 1;
    else failed += 1;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
