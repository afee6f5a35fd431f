// Markdown rendering of the benchmark results.
import { beatIngestionCheck } from './beatIngestion.mjs';
import { comparisonChecks, renderComparisons } from './comparisonReport.mjs';
import { orderPostCheck } from './orderPost.mjs';

export const budgets = {
  // The home page is the order page: its first step of the form ships in the initial load.
  homeInitialJsGzip: 140_000,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 },
};

/**
 * Pages Lighthouse measures on each site, with the performance score each must reach: the home
 * page carries the order form, the content pages must stay lighter. Both sites publish the
 * article under the same slug.
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'home', path: '/', performance: 95 },
  { name: 'blog', path: '/blog', performance: 98 },
  { name: 'article', path: '/blog/vitamin-d3-v-zime', performance: 98 },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function verdict(ok) {
  return ok ? 'ok' : 'MISSED';
}

/** Budget checks over the results: one row per budget with its measured value. */
export function budgetChecks(results) {
  const checks = [];
  for (const [app, routes] of Object.entries(results.routes)) {
    const home = routes.find((row) => row.route === '/');
    if (home) {
      checks.push({
        budget: `${app} home initial JS <= ${kB(budgets.homeInitialJsGzip)} gzip`,
        value: kB(home.initialJs.gzip),
        ok: home.initialJs.gzip <= budgets.homeInitialJsGzip,
      });
    }
  }
  for (const result of results.lighthouse ?? []) {
    const m = result.median;
    const limits = budgets.lighthouse;
    const performance =
      LIGHTHOUSE_PAGES.find((page) => page.name === result.page)?.performance ?? limits.performance;
    const label = `${result.app} ${result.page}`;
    checks.push(
      {
        budget: `${label} Lighthouse performance >= ${performance}`,
        value: m.performance,
        ok: m.performance >= performance,
      },
      {
        budget: `${label} Lighthouse accessibility = 100`,
        value: m.accessibility,
        ok: m.accessibility >= limits.accessibility,
      },
      {
        budget: `${label} Lighthouse best practices = 100`,
        value: m.bestPractices,
        ok: m.bestPractices >= limits.bestPractices,
      },
      { budget: `${label} Lighthouse SEO = 100`, value: m.seo, ok: m.seo >= limits.seo },
      { budget: `${label} CLS <= ${limits.cls}`, value: m.cls, ok: m.cls <= limits.cls },
    );
  }
  checks.push(...comparisonChecks(results.lighthouseComparisons));
  const orderPost = orderPostCheck(results);
  if (orderPost) checks.push(orderPost);
  const beats = beatIngestionCheck(results);
  if (beats) checks.push(beats);
  return checks;
}

export function renderMarkdown(results) {
  const sections = [`# Benchmarks\n\n${results.createdAt} · Node ${results.node} · ${results.cpus} CPUs`];

  const routeRows = Object.entries(results.routes).flatMap(([app, routes]) =>
    routes.map((row) => [
      app,
      row.route,
      `${kB(row.initialJs.gzip)} (${kB(row.initialJs.raw)} raw, ${row.initialJs.files} files)`,
      `${kB(row.initialCss.gzip)} (${kB(row.initialCss.raw)} raw)`,
      `${kB(row.lazyJs.gzip)} (${row.lazyJs.files} chunks)`,
    ]),
  );
  sections.push(
    `## Bytes per route (gzip)\n\n${table(['app', 'route', 'initial JS', 'initial CSS', 'lazy JS'], routeRows)}`,
  );

  const packageRows = results.packages.map((row) => [
    row.package,
    row.entry,
    row.missing ? 'not built' : kB(row.gzip),
    row.missing ? '' : kB(row.raw),
  ]);
  sections.push(`## Package entries\n\n${table(['package', 'entry', 'gzip', 'raw'], packageRows)}`);

  if (results.lighthouse) {
    const lighthouseRows = results.lighthouse.map((result) => {
      const m = result.median;
      return [
        result.app,
        result.page,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.seo,
        `${m.lcpMs} ms`,
        m.cls,
        `${m.tbtMs} ms`,
      ];
    });
    sections.push(
      `## Lighthouse, mobile, median of ${results.lighthouseRuns} runs\n\n${table(
        ['app', 'page', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
        lighthouseRows,
      )}`,
    );
    const failing = results.lighthouse.flatMap((result) =>
      (result.failingAudits ?? []).map((audit) => `- ${result.app} ${result.page} ${audit}`),
    );
    if (failing.length > 0) sections.push(`Audits that failed in at least one run:\n\n${failing.join('\n')}`);
  } else if (results.lighthouseError) {
    sections.push(`## Lighthouse\n\nNot measured: ${results.lighthouseError}`);
  }
  const comparisons = renderComparisons(results);
  if (comparisons) sections.push(comparisons);

  const checks = budgetChecks(results);
  sections.push(
    `## Budgets\n\n${table(
      ['budget', 'measured', 'result'],
      checks.map((check) => [check.budget, check.value, verdict(check.ok)]),
    )}`,
  );
  return `${sections.join('\n\n')}\n`;
}
