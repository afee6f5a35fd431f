import { defineConfig, devices } from '@playwright/test';
import type { SiteOptions } from './fixtures';
import { siteOrigin } from './sites';
import { SITE_INDEPENDENT } from './tags';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const staticSpecs = [
  'budgets.spec.ts',
  'helpers.spec.ts',
  'staticPolicies.spec.ts',
  'benchComparisons.spec.ts',
  'benchLoad.spec.ts',
  'benchSlowPhone.spec.ts',
];

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumArgs,
};

export default defineConfig<SiteOptions>({
  testDir: 'specs',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Three workers: with two, 11-22% of the two cores sat idle while tests waited for the network to
  // go quiet, and the suite took 634 s in a full `test:all` run against 458-468 s with three. The
  // throttled early-tap tests allow 15 s for held-back code to load and hydrate, which took up to 7 s
  // with three pages loading at once.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    headless: true,
    launchOptions,
    // Recording a trace (DOM snapshots at every action, a screencast) costs 11% of the suite's time
    // (e2e 10.9 against 12.2 min on 2 cores), and a CI log has no place for the files: CI runs
    // without, a local run keeps the trace of each failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node serveFresh.mjs',
    url: `${siteOrigin('sk')}/api/health`,
    wait: { stdout: /e2e server ready/ },
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    timeout: 60_000,
  },
  projects: [
    {
      // No browser and no site: bundle budgets and file-host policies over the built files, and the
      // helpers' own rules.
      name: 'static',
      testMatch: staticSpecs,
    },
    {
      name: 'sk',
      testIgnore: staticSpecs,
      // A shopper's desktop Chrome: the site treats the HeadlessChrome user agent as a crawler.
      use: { ...devices['Desktop Chrome'], baseURL: siteOrigin('sk'), site: 'sk' },
    },
    {
      name: 'cz',
      testIgnore: staticSpecs,
      // What both sites share unchanged is checked on the Slovak site (see tags.ts).
      grepInvert: new RegExp(SITE_INDEPENDENT),
      use: { ...devices['Desktop Chrome'], baseURL: siteOrigin('cz'), site: 'cz' },
    },
    {
      name: 'sk-mobile',
      testIgnore: staticSpecs,
      grep: /@mobile/,
      use: { ...devices['Pixel 7'], baseURL: siteOrigin('sk'), site: 'sk' },
    },
  ],
});
