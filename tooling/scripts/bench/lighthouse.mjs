// Lighthouse medians over several runs. Lighthouse 13 needs Node >= 22.19, so it runs under a
// Node 24 installed from the npm registry into .cache/node24 while the rest of the repo stays on
// the project's Node.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The Node 24 binary under `<repoRoot>/.cache/node24`, installing it there first if missing. */
export function ensureNode24(repoRoot) {
  const prefix = join(repoRoot, '.cache/node24');
  const binary = join(prefix, 'node_modules/.bin/node');
  if (!existsSync(binary)) {
    console.log('Installing Node 24 into .cache/node24 for Lighthouse…');
    execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', 'node@24'], {
      stdio: 'inherit',
    });
  }
  return binary;
}

function lighthouseCli() {
  const require = createRequire(import.meta.url);
  return join(require.resolve('lighthouse/package.json'), '..', 'cli/index.js');
}

/** One Lighthouse process; rejects with its error output when it exits with an error. */
function lighthouseRun({ node, url, chromePath, userDataDir, onlyCategories = categories }) {
  // The profile's cookies were written by Playwright's Chrome, which keeps them under the basic key store.
  const flags = userDataDir
    ? [...chromeFlags, '--password-store=basic', `--user-data-dir=${userDataDir}`]
    : chromeFlags;
  const args = [
    lighthouseCli(),
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--only-categories=${onlyCategories.join(',')}`,
    `--chrome-flags=${flags.join(' ')}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(node, args, {
      env: { ...process.env, CHROME_PATH: chromePath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout = [];
    const stderr = [];
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => stderr.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) {
        reject(new Error(`Lighthouse exited with ${code} for ${url}:\n${Buffer.concat(stderr).toString()}`));
        return;
      }
      resolve(JSON.parse(Buffer.concat(stdout).toString('utf8')));
    });
  });
}

/**
 * One Lighthouse run; resolves with its result (LHR). Lighthouse sometimes fails to record the
 * trace of a load and asks to be run again (NO_NAVSTART and the like); such a run is retried once.
 * `userDataDir` runs Chrome on a prepared profile: Lighthouse clears the HTTP cache and origin
 * data such as service workers before loading, but keeps cookies and localStorage, so a profile
 * can stand for a visitor who has been there before.
 */
export async function lighthouseResult(options) {
  try {
    return await lighthouseRun(options);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('Please run Lighthouse again')) throw error;
    console.log(`Lighthouse asked to be run again for ${options.url}; retrying once…`);
    return lighthouseRun(options);
  }
}

/** The numbers the report keeps from one Lighthouse result (scores 0-100, times in ms). */
export function summarizeLighthouseResult(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(audit('total-blocking-time')),
  };
}

/** Audits that cost points in accessibility, best practices or SEO, where anything short of 100 is a miss. */
export function failingAudits(lhr) {
  const failing = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${id}: ${ref.id}`);
    }
  }
  return failing;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of every metric over the runs (each metric on its own, as Lighthouse recommends). */
export function medianSummary(summaries) {
  const keys = Object.keys(summaries[0] ?? {});
  return Object.fromEntries(keys.map((key) => [key, median(summaries.map((summary) => summary[key]))]));
}

/**
 * Runs Lighthouse (mobile, the default form factor) `warmupRuns` times unrecorded, then `runs` times
 * on `url`, and returns medians and every recorded run. `prepareProfile` (optional) makes a fresh Chrome profile for each run and returns
 * `{ dir, dispose }`; without one, Chrome starts from an empty profile.
 */
export async function lighthouseMedians({ node, url, chromePath, runs = 3, prepareProfile, warmupRuns = 1 }) {
  const runOnce = async () => {
    const profile = prepareProfile ? await prepareProfile() : undefined;
    try {
      return await lighthouseResult({ node, url, chromePath, userDataDir: profile?.dir });
    } finally {
      await profile?.dispose();
    }
  };
  // A deployed site answers from warm caches (image variants already made, server code compiled);
  // the bench's server starts cold, so the first load of each page is run and left out.
  for (let run = 0; run < warmupRuns; run += 1) await runOnce();
  const summaries = [];
  const failing = new Set();
  for (let run = 0; run < runs; run += 1) {
    const lhr = await runOnce();
    summaries.push(summarizeLighthouseResult(lhr));
    for (const audit of failingAudits(lhr)) failing.add(audit);
  }
  return { url, runs: summaries, median: medianSummary(summaries), failingAudits: [...failing].sort() };
}
