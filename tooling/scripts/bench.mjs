#!/usr/bin/env node
// `pnpm bench` (after `turbo run build`): bundle bytes per route and per package entry; every route
// loaded on a slow phone (documents, JS fetched by load + 2 s, CLS, LCP and its element) for a first
// visit and a returning visitor; the order flow's interactions on the slow phone; Lighthouse
// medians on each site's key pages (KEY_PAGES in bench/report.mjs), a first visit from an empty
// profile and a returning visitor. Writes reports/bench.json and reports/bench.md and prints the
// markdown. Benchmarks report; the e2e budget tests enforce.
//   BENCH_SKIP_LIGHTHOUSE=1   no Lighthouse
//   BENCH_SKIP_SLOW_PHONE=1   no slow-phone pass (it also names each key page's LCP element)
//   BENCH_SKIP_INTERACTIONS=1 no order flow on the slow phone with each interaction's latency and phases
//                             (alone: `node tooling/scripts/bench/interactionLatency.mjs`)
//   BENCH_SKIP_COMPARISONS=1  no Lighthouse before/after on the home pages (consent bar, tracking)
//   BENCH_RUNS=n              Lighthouse runs per site (default 3)
//   BENCH_SK_PORT / BENCH_CZ_PORT  ports of the server it starts (default 3100 / 3101)
//   BENCH_SKIP_BEATS=1        no beat ingestion load test (BENCH_BEAT_SK_PORT / BENCH_BEAT_CZ_PORT, default 3104 / 3105)
//   BENCH_SKIP_ORDER_POST=1   no order POST load test (its server: BENCH_ORDER_SK_PORT / BENCH_ORDER_CZ_PORT, default 3102 / 3103)
//   BENCH_SKIP_IMAGE_STORM=1  no storm of 500 distinct /_ipx variants (BENCH_IMAGE_SK_PORT / BENCH_IMAGE_CZ_PORT, default 3106 / 3107);
//                             alone: `node tooling/scripts/bench/imageStorm.mjs`
//   BENCH_SKIP_FUZZ=1         no fuzz run of the API's hostile requests (40 per endpoint, fixed seed) against the built
//                             server (BENCH_FUZZ_SK_PORT / BENCH_FUZZ_CZ_PORT, default 3108 / 3109);
//                             alone: `node tooling/scripts/bench/hostileFuzz.mjs`
//   BENCH_SKIP_PGLITE_MEMORY=1 no RSS of the built server on PGlite at its first and a later start and after 7,000
//                             requests (BENCH_MEMORY_PORT, default 3110); alone: `node tooling/scripts/bench/pgliteMemory.mjs`
//   BENCH_SKIP_DB_OUTAGE=1    no PostgreSQL stopped for 15 s under order load (a cluster of its own on BENCH_OUTAGE_PG_PORT,
//                             default 3112; the server on BENCH_OUTAGE_PORT, 3111); alone: `node tooling/scripts/bench/postgresOutage.mjs`
//   BENCH_SKIP_CARD_RECONCILIATION=1  no 500 card orders through the GoPay emulator with 30 % of its
//                             notifications dropped (BENCH_CARD_SK_PORT / BENCH_CARD_CZ_PORT, default 3113 / 3114;
//                             the emulator on SK + 90); alone: `node tooling/scripts/bench/cardReconciliation.mjs`
//   BENCH_SKIP_MAIL=1         no mail delivery run: 1,000 orders, 10 % of SMTP answers 451, one kill -9 of the API
//                             (BENCH_MAIL_API_PORT / BENCH_MAIL_SMTP_PORT, default 3115 / 3116);
//                             alone: `node tooling/scripts/bench/mailDelivery.mjs`
//   BENCH_SKIP_OBSERVATORY=1  no MDN HTTP Observatory scan of the production-mode server behind a local TLS
//                             proxy (binds 443 and 80, so needs root); alone: `node tooling/scripts/bench/observatory.mjs`
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApiServer } from './bench/apiServer.mjs';
import { measureBeatIngestion, renderBeatIngestion } from './bench/beatIngestion.mjs';
import { packageEntrySizes, routeBundleSizes } from './bench/bundleSizes.mjs';
import { measureCardReconciliation, renderCardReconciliation } from './bench/cardReconciliation.mjs';
import { lighthouseComparisons, returningVisitorProfiles } from './bench/comparisons.mjs';
import { measureHostileFuzz, renderHostileFuzz } from './bench/hostileFuzz.mjs';
import { measureImageStorm, renderImageStorm } from './bench/imageStorm.mjs';
import { measureInteractionLatency } from './bench/interactionLatency.mjs';
import { ensureNode24, lighthouseMedians } from './bench/lighthouse.mjs';
import { measureMailDelivery, renderMailDelivery } from './bench/mailDelivery.mjs';
import { measureObservatory, renderObservatory } from './bench/observatory.mjs';
import { measureOrderPost, renderOrderPost } from './bench/orderPost.mjs';
import { measurePgliteMemory, renderPgliteMemory } from './bench/pgliteMemory.mjs';
import { measurePostgresOutage, renderPostgresOutage } from './bench/postgresOutage.mjs';
import { budgetChecks, KEY_PAGES, RENDERED_ROUTES, renderMarkdown } from './bench/report.mjs';
import { measureSlowPhoneRoutes } from './bench/slowPhoneRoutes.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const apps = ['sk', 'cz'];
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function bundleSizes() {
  const routes = {};
  for (const app of apps) {
    const clientDir = join(repoRoot, 'apps', app, 'dist/client');
    if (!existsSync(clientDir)) throw new Error(`${clientDir} is missing: run \`turbo run build\` first`);
    routes[app] = routeBundleSizes(clientDir);
  }
  return { routes, packages: packageEntrySizes(join(repoRoot, 'packages')) };
}

function startSitesServer() {
  return startApiServer({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_SK_PORT ?? 3100),
    czPort: Number(process.env.BENCH_CZ_PORT ?? 3101),
  });
}

async function lighthouse() {
  const node = ensureNode24(repoRoot);
  const server = await startSitesServer();
  try {
    const results = [];
    for (const app of apps) {
      const origin = server.origins[app];
      const returningProfiles = await returningVisitorProfiles({ chromePath, origin });
      for (const page of KEY_PAGES) {
        const url = `${origin}${page.path(app)}`;
        // A first visit is an empty profile: the server hands out the tracking id with the page.
        console.log(`Lighthouse: ${app} ${page.path(app)} first visit, ${runs} runs…`);
        results.push({
          app,
          page: page.name,
          visitor: 'first visit',
          ...(await lighthouseMedians({ node, url, chromePath, runs })),
        });
        console.log(`Lighthouse: ${app} ${page.path(app)} returning visitor, ${runs} runs…`);
        results.push({
          app,
          page: page.name,
          visitor: 'returning',
          ...(await lighthouseMedians({
            node,
            url,
            chromePath,
            runs,
            prepareProfile: returningProfiles,
            warmupRuns: 0,
          })),
        });
      }
    }
    return results;
  } finally {
    await server.stop();
  }
}

/** Every route of both sites on the slow phone: the key pages, the prerendered ones, a few rendered ones. */
async function slowPhone() {
  const server = await startSitesServer();
  try {
    return await measureSlowPhoneRoutes({
      chromePath,
      sites: apps.map((app) => ({
        app,
        origin: server.origins[app],
        clientDir: join(repoRoot, 'apps', app, 'dist/client'),
        prerenderedFile: join(repoRoot, 'apps', app, 'dist/prerendered.json'),
        keyPages: KEY_PAGES.map((page) => ({ name: page.name, path: page.path(app) })),
        renderedRoutes: RENDERED_ROUTES,
      })),
    });
  } finally {
    await server.stop();
  }
}

/** The order flow on each site's order pages, every interaction timed on the slow phone. */
async function interactions() {
  const server = await startSitesServer();
  try {
    return await measureInteractionLatency({
      chromePath,
      sites: apps.map((app) => ({ app, origin: server.origins[app] })),
    });
  } finally {
    await server.stop();
  }
}

async function lighthouseBeforeAfter() {
  const node = ensureNode24(repoRoot);
  const server = await startSitesServer();
  try {
    return await lighthouseComparisons({ node, chromePath, origins: server.origins, runs });
  } finally {
    await server.stop();
  }
}

const results = {
  createdAt: new Date().toISOString(),
  node: process.versions.node,
  cpus: availableParallelism(),
  ...bundleSizes(),
  lighthouseRuns: runs,
};

/**
 * Runs one part of the bench into `results[name]`, or records why it did not run in
 * `results[name + 'Error']`: skipped by the first set variable of `skippedBy`, or failed (the
 * bench then exits non-zero, after writing what it has).
 */
async function measure(name, skippedBy, run) {
  const skip = skippedBy.find((variable) => process.env[variable]);
  if (skip) {
    results[`${name}Error`] = `skipped (${skip})`;
    return;
  }
  try {
    results[name] = await run();
  } catch (error) {
    results[`${name}Error`] = error instanceof Error ? error.message : String(error);
    process.exitCode = 1;
  }
}

const reportsDir = join(repoRoot, 'reports');
mkdirSync(reportsDir, { recursive: true });
await measure('slowPhone', ['BENCH_SKIP_SLOW_PHONE'], slowPhone);
await measure('interactions', ['BENCH_SKIP_INTERACTIONS'], interactions);
await measure('lighthouse', ['BENCH_SKIP_LIGHTHOUSE'], lighthouse);
await measure(
  'lighthouseComparisons',
  ['BENCH_SKIP_LIGHTHOUSE', 'BENCH_SKIP_COMPARISONS'],
  lighthouseBeforeAfter,
);
await measure('orderPost', ['BENCH_SKIP_ORDER_POST'], () =>
  measureOrderPost({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_ORDER_SK_PORT ?? 3102),
    czPort: Number(process.env.BENCH_ORDER_CZ_PORT ?? 3103),
  }),
);
await measure('beatIngestion', ['BENCH_SKIP_BEATS'], () =>
  measureBeatIngestion({
    repoRoot,
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_BEAT_SK_PORT ?? 3104),
    czPort: Number(process.env.BENCH_BEAT_CZ_PORT ?? 3105),
  }),
);
await measure('imageStorm', ['BENCH_SKIP_IMAGE_STORM'], () =>
  measureImageStorm({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_IMAGE_SK_PORT ?? 3106),
    czPort: Number(process.env.BENCH_IMAGE_CZ_PORT ?? 3107),
  }),
);
await measure('hostileFuzz', ['BENCH_SKIP_FUZZ'], () =>
  measureHostileFuzz({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    requestsModule: join(repoRoot, 'apps/api/dist/hostileRequests.js'),
    skPort: Number(process.env.BENCH_FUZZ_SK_PORT ?? 3108),
    czPort: Number(process.env.BENCH_FUZZ_CZ_PORT ?? 3109),
  }),
);
await measure('pgliteMemory', ['BENCH_SKIP_PGLITE_MEMORY'], () =>
  measurePgliteMemory({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    port: Number(process.env.BENCH_MEMORY_PORT ?? 3110),
  }),
);
await measure('postgresOutage', ['BENCH_SKIP_DB_OUTAGE'], () =>
  measurePostgresOutage({
    repoRoot,
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    port: Number(process.env.BENCH_OUTAGE_PORT ?? 3111),
    pgPort: Number(process.env.BENCH_OUTAGE_PG_PORT ?? 3112),
  }),
);
await measure('cardReconciliation', ['BENCH_SKIP_CARD_RECONCILIATION'], () =>
  measureCardReconciliation({
    repoRoot,
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    skPort: Number(process.env.BENCH_CARD_SK_PORT ?? 3113),
    czPort: Number(process.env.BENCH_CARD_CZ_PORT ?? 3114),
  }),
);
await measure('mailDelivery', ['BENCH_SKIP_MAIL'], () => measureMailDelivery());
await measure('observatory', ['BENCH_SKIP_OBSERVATORY'], () => measureObservatory({ repoRoot }));
results.budgets = budgetChecks(results);
const markdown = `${renderMarkdown(results)}\n${renderOrderPost(results)}\n${renderBeatIngestion(results)}\n${renderImageStorm(results)}\n${renderHostileFuzz(results)}\n${renderPgliteMemory(results)}\n${renderPostgresOutage(results)}\n${renderCardReconciliation(results)}\n${renderMailDelivery(results)}\n${renderObservatory(results)}`;
writeFileSync(join(reportsDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(reportsDir, 'bench.md'), markdown);
console.log(markdown);
