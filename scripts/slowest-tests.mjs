// Prints the ten slowest tests of the last run, from the JSON reports the test runners write under reports/
// (vitest: reports/vitest.json and reports/vitest-cluster.json; Playwright: reports/playwright.json). CI prints it
// at the end (.ci/run). `node scripts/slowest-tests.mjs [count]`.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const count = Number(process.argv[2]) || 10;
const read = (file) => {
  const full = path.join(root, 'reports', file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
};

/** @type {{ name: string, ms: number }[]} */
const tests = [];

// Vitest's JSON report (Jest's shape): a result per file, an assertion result per test.
for (const file of ['vitest.json', 'vitest-cluster.json']) {
  const report = read(file);
  for (const result of report?.testResults ?? []) {
    const where = path.relative(root, result.name);
    for (const test of result.assertionResults ?? []) {
      if (typeof test.duration === 'number') tests.push({ name: `${where} › ${test.fullName}`, ms: test.duration });
    }
  }
}

// Playwright's JSON report: nested suites of specs, each run once per project.
const walk = (suite, file) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      tests.push({ name: `[${test.projectName}] ${spec.file ?? file} › ${spec.title}`, ms });
    }
  }
  for (const child of suite.suites ?? []) walk(child, child.file ?? file);
};
for (const suite of read('playwright.json')?.suites ?? []) walk(suite, suite.file);

if (tests.length === 0) {
  console.log('no test reports under reports/ (run the tests first)');
} else {
  tests.sort((a, b) => b.ms - a.ms);
  console.log(`The ${Math.min(count, tests.length)} slowest of ${tests.length} tests:`);
  for (const { name, ms } of tests.slice(0, count)) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
}
