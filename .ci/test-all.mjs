// Runs every check and test suite, even after a failure, and ends with one line
// `N passed, N failed` (plus `, N skipped`) that sums them all. Exits 1 if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const REPORTS = '.reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS);

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, args) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

/** A check is one test: it passes or fails as a whole. */
function check(name, command, args) {
  const ok = run(command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${name}: ${ok ? 'ok' : 'FAILED'}`);
}

/**
 * A suite reports its own counts and the names of its failed tests (listed under its line, so
 * that the tail of a CI log says which test failed); a runner that wrote no report counts as one
 * failure.
 */
function suite(name, command, args, read) {
  run(command, args);
  const counts = read();
  if (!counts) {
    totals.failed += 1;
    lines.push(`${name}: FAILED (no report)`);
    return;
  }
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  for (const failure of counts.failures) lines.push(`  failed: ${failure}`);
  for (const test of counts.retried ?? []) lines.push(`  passed on its retry: ${test}`);
}

check('schema meta check', 'node', ['schema/tools/check-schemas.ts']);
check('generated/ up to date', 'node', ['schema/tools/generate.ts', '--check']);
check('TypeScript build (tsc -b)', 'tsc', ['-b']);
check('biome: TypeScript format and lint', 'biome', ['ci', '--max-diagnostics=50', '.']);
check('engine layering (dependency-cruiser)', 'depcruise', ['engine/src', '--config', '.dependency-cruiser.cjs']);
check('lines of at most 120 characters', 'node', ['.ci/line-length.mjs']);
suite(
  'vitest',
  'vitest',
  // One retry: an integration test that lost a race with this 2-core machine's load gets a second
  // run, and the summary names every test that needed it (see .ci/retried-reporter.mjs).
  [
    'run',
    '--retry=1',
    '--reporter=default',
    '--reporter=./.ci/retried-reporter.mjs',
    '--reporter=json',
    `--outputFile.json=${REPORTS}/vitest.json`,
  ],
  () => {
    if (!existsSync(`${REPORTS}/vitest.json`)) return undefined;
    const r = JSON.parse(readFileSync(`${REPORTS}/vitest.json`, 'utf8'));
    // A file that fails to load, or whose beforeAll or afterAll fails (its tests are then reported
    // skipped), has no failed test but must count as a failure.
    const failures = [];
    let brokenFiles = 0;
    for (const file of r.testResults) {
      const where = relative('.', file.name);
      const failed = file.assertionResults.filter((t) => t.status === 'failed');
      for (const t of failed) failures.push(`${where} > ${t.fullName}`);
      if (file.status === 'failed' && failed.length === 0) {
        brokenFiles += 1;
        failures.push(`${where}: ${(file.message || 'a hook failed').split('\n')[0]}`);
      }
    }
    const retried = existsSync(`${REPORTS}/vitest-retried.json`)
      ? JSON.parse(readFileSync(`${REPORTS}/vitest-retried.json`, 'utf8'))
      : [];
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests + brokenFiles,
      skipped: r.numPendingTests + r.numTodoTests,
      failures,
      retried,
    };
  },
);
/** The counts of a pytest JUnit report, or undefined when pytest wrote none. */
const junit = (path) => () => {
  if (!existsSync(path)) return undefined;
  const xml = readFileSync(path, 'utf8');
  const attr = (name) => Number(new RegExp(`<testsuite [^>]*\\b${name}="(\\d+)"`).exec(xml)?.[1] ?? 0);
  const failed = attr('failures') + attr('errors');
  const failures = [];
  for (const testcase of xml.split('<testcase ').slice(1)) {
    if (!/<(failure|error)\b/.test(testcase.split('</testcase>')[0])) continue;
    const field = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(testcase)?.[1] ?? '?';
    failures.push(`${field('classname')}::${field('name')}`);
  }
  return { passed: attr('tests') - failed - attr('skipped'), failed, skipped: attr('skipped'), failures };
};
suite(
  'pytest',
  '.venv/bin/python',
  ['-m', 'pytest', '-q', 'schema/test/python', `--junitxml=${REPORTS}/pytest.xml`],
  junit(`${REPORTS}/pytest.xml`),
);
// sdk-py runs on its own so that its pyproject.toml (asyncio mode, timeouts) is the pytest config.
suite(
  'pytest sdk-py',
  '.venv/bin/python',
  ['-m', 'pytest', '-q', 'sdk-py/tests', `--junitxml=${REPORTS}/pytest-sdk-py.xml`],
  junit(`${REPORTS}/pytest-sdk-py.xml`),
);
check('sdk-py mypy --strict', '.venv/bin/python', [
  '-m',
  'mypy',
  '--config-file',
  'sdk-py/pyproject.toml',
  'sdk-py/src',
  'sdk-py/tests',
]);
// The soak's short form: 40 s of mixed load (20 s of it warm-up) with RSS and file-descriptor bounds
// (make soak runs 10 minutes).
check('soak (40 s)', 'node', ['bench/soak/soak.mjs', '--seconds', '40']);
check('sdk-py ruff check', '.venv/bin/python', ['-m', 'ruff', 'check', 'sdk-py']);
check('sdk-py ruff format', '.venv/bin/python', ['-m', 'ruff', 'format', '--check', 'sdk-py']);

console.log(`\n${lines.join('\n')}`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
