#!/usr/bin/env node
// Runs every check and test suite of the repository and ends with one line
// `N passed, N failed` summing all of them. Each step runs even when an earlier
// one failed, so a single run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium, ensurePostgres } from './provision.mjs';
import { inSequence, runStep } from './steps.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const workspaceDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, group, entry.name)),
);

function clearReports() {
  for (const dir of workspaceDirs) rmSync(join(dir, 'reports'), { recursive: true, force: true });
}

/** The failed tests of a Playwright JSON report, as `[project] file › title`. */
function failedPlaywrightTests(suite, path = []) {
  const names = [];
  const here = suite.title ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === 'unexpected')
        names.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')}`);
    }
  }
  for (const child of suite.suites ?? []) names.push(...failedPlaywrightTests(child, here));
  return names;
}

/** Sums vitest JSON reports (one per package) and the Playwright JSON report, naming each failed test. */
function countTests() {
  let passed = 0;
  let failed = 0;
  const failedNames = [];
  for (const dir of workspaceDirs) {
    const reports = join(dir, 'reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports)) {
      const report = JSON.parse(readFileSync(join(reports, file), 'utf8'));
      if (file.startsWith('vitest-')) {
        passed += report.numPassedTests ?? 0;
        failed += (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0);
        for (const fileResult of report.testResults ?? []) {
          for (const assertion of fileResult.assertionResults ?? []) {
            if (assertion.status === 'failed') failedNames.push(`${fileResult.name} › ${assertion.fullName}`);
          }
          if (fileResult.status === 'failed' && (fileResult.assertionResults ?? []).length === 0)
            failedNames.push(`${fileResult.name}: ${fileResult.message ?? 'failed to run'}`);
        }
      } else if (file === 'playwright.json') {
        const stats = report.stats ?? {};
        passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
        failed += stats.unexpected ?? 0;
        failedNames.push(...(report.suites ?? []).flatMap((suite) => failedPlaywrightTests(suite)));
        if ((report.errors ?? []).length > 0) {
          failed += 1;
          failedNames.push(`Playwright: ${report.errors.map((error) => error.message).join('; ')}`);
        }
      }
    }
  }
  return { passed, failed, failedNames };
}

function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const script = join(root, 'tooling/scripts/postgres-for-tests.sh');
  if (!existsSync(script)) return undefined;
  const result = spawnSync('bash', [script], { cwd: root, encoding: 'utf8' });
  const match = /TEST_DATABASE_URL=(\S+)/.exec(result.stdout ?? '');
  if (!match) {
    console.log('PostgreSQL server not available: the Postgres path of the API tests is skipped.');
    return undefined;
  }
  return match[1];
}

clearReports();
ensureChromium(root);
ensurePostgres();
const postgresUrl = startPostgres();
const testEnv = postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {};

const step = (label, command, args, env = {}) => ({ label, command, args, env, cwd: root, prefix: true });

// Side by side where one step does not need the other's result; the machine has two cores, and
// each step alone leaves much of the second one idle. The build runs beside lint and typecheck. The
// unit tests wait for the build (the scripts' examples test packs the packages' dist), then run in
// two lanes beside the package checks (which read the build): the API's suite, the longest, with
// the site's and the scripts', and every other package's (Storybook's, the next longest, among
// them), 3-3.5 minutes each; one turbo run with two slots queued the two longest behind each
// other and took a minute more. The end-to-end tests run alone afterwards: they measure a
// throttled phone's page loads, which a busy machine would distort. (Running the unit tests beside
// them at the lowest CPU priority was tried: Chromium raises its own processes' priority, the
// end-to-end tests slowed by a quarter, and starved unit tests timed out.)
const FIRST_LANE = ['@shop/api', '@shop/site', '@shop/scripts'];
const [builds, checksAndTypes] = await Promise.all([
  inSequence([step('build', 'turbo', ['run', 'build'])]),
  inSequence([step('lint', 'biome', ['check', '.']), step('typecheck', 'pnpm', ['typecheck'])]),
]);
const unitTests = (label, filters) =>
  runStep(step(label, 'turbo', ['run', 'test', '--concurrency=1', '--continue', ...filters], testEnv));
const phaseTwo = await Promise.all([
  runStep(step('package checks (publint, attw)', 'turbo', ['run', 'check:package', '--only', '--continue'])),
  unitTests(
    `unit tests of ${FIRST_LANE.join(', ')}`,
    FIRST_LANE.map((name) => `--filter=${name}`),
  ),
  unitTests(
    'unit and browser tests of the other packages',
    FIRST_LANE.map((name) => `--filter=!${name}`),
  ),
]);
const endToEnd = await runStep({
  ...step('end-to-end tests', 'turbo', ['run', 'e2e', '--filter=@shop/e2e']),
  prefix: false,
});
const checks = [...checksAndTypes, ...builds, ...phaseTwo, endToEnd].map(({ label, ok }) => [label, ok]);

if (postgresUrl)
  spawnSync('bash', [join(root, 'tooling/scripts/postgres-for-tests.sh'), 'stop'], { cwd: root });

const tests = countTests();
if (tests.failedNames.length > 0)
  console.log(`\nFailed tests:\n${tests.failedNames.map((name) => `  ✘ ${name}`).join('\n')}`);
const failedChecks = checks.filter(([, ok]) => !ok).map(([name]) => name);
const passed = tests.passed + checks.filter(([, ok]) => ok).length;
const failed = tests.failed + failedChecks.length;
console.log(
  `\nTests: ${tests.passed} passed, ${tests.failed} failed; checks: ${checks.length - failedChecks.length} passed${failedChecks.length ? `, failed: ${failedChecks.join(', ')}` : ''}.`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
