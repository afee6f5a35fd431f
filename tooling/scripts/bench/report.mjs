// Markdown rendering of the benchmark results.
import { beatIngestionCheck } from './beatIngestion.mjs';
import { comparisonChecks, renderComparisons } from './comparisonReport.mjs';
import { hostileFuzzCheck } from './hostileFuzz.mjs';
import { imageStormChecks } from './imageStorm.mjs';
import { interactionChecks, renderInteractions } from './interactionReport.mjs';
import { LCP_PAGES, renderLcp } from './lcpReport.mjs';
import { observatoryChecks } from './observatory.mjs';
import { orderPostCheck } from './orderPost.mjs';

export const budgets = {
  // The home page is the order page: its first step of the form ships in the initial load.
  homeInitialJsGzip: 140_000,
  lighthouse: { accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 },
  /** Cumulative layout shift of any route's whole load on the slow phone. */
  slowPhoneCls: 0.02,
};

/**
 * What a first visit may cost, by kind of page: the pages an ad lands on carry the order form,
 * content pages cost what text costs. JS is what the slow phone fetched by load + 2 s, gzip.
 */
export const PAGE_BUDGETS = {
  order: { performance: 95, tbtMs: 150, jsGzip: 170_000 },
  content: { performance: 98, tbtMs: 100, jsGzip: 130_000 },
};

const REVIEWS_PATH = { sk: '/recenzie', cz: '/recenze' };

/**
 * The key routes of each site, measured with Lighthouse on a first visit and a returning one and
 * judged by their kind's budgets. Both sites publish the article under the same slug.
 */
export const KEY_PAGES = [
  { name: 'home', path: () => '/', kind: 'order' },
  { name: 'order', path: () => '/objednavka', kind: 'order' },
  { name: 'landing', path: () => '/k2zadarmo/home', kind: 'order' },
  { name: 'blog', path: () => '/blog', kind: 'content' },
  { name: 'article', path: () => '/blog/vitamin-d3-v-zime', kind: 'content' },
  { name: 'reviews', path: (app) => REVIEWS_PATH[app] ?? '/recenzie', kind: 'content' },
];

/**
 * Server-rendered routes the slow-phone pass measures besides the key pages and the prerendered
 * ones: the offer pages whose LCP element the report names among them.
 */
export const RENDERED_ROUTES = [
  ...LCP_PAGES.filter((path) => !['/', '/objednavka'].includes(path)),
  '/podmienky/terms',
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function verdict(ok) {
  return ok ? 'ok' : 'MISSED';
}

/**
 * The slow-phone pass's budget rows, judged on the first visit: JS by load + 2 s on each key page,
 * one document per visit and CLS on every route (the worst route named).
 */
export function slowPhoneChecks(slowPhone) {
  if (!slowPhone) return [];
  const checks = [];
  for (const app of [...new Set(slowPhone.firstVisit.map((row) => row.app))]) {
    const rows = slowPhone.firstVisit.filter((row) => row.app === app);
    for (const row of rows.filter((candidate) => candidate.page)) {
      const page = KEY_PAGES.find((known) => known.name === row.page);
      const budget = PAGE_BUDGETS[page?.kind ?? 'order'].jsGzip;
      checks.push({
        budget: `${app} ${row.page} (first visit) JS by load + 2 s <= ${kB(budget)} gzip`,
        value: `${kB(row.jsGzip)} (${row.scripts} files)`,
        ok: row.jsGzip <= budget,
      });
    }
    const mostDocuments = rows.reduce((worst, row) => (row.documents > worst.documents ? row : worst));
    checks.push({
      budget: `${app} every route (first visit): 1 document`,
      value: `${mostDocuments.documents} (most: ${mostDocuments.route}, ${rows.length} routes)`,
      ok: mostDocuments.documents === 1,
    });
    const worstShift = rows.reduce((worst, row) => (row.cls > worst.cls ? row : worst));
    checks.push({
      budget: `${app} every route (first visit, slow phone): CLS <= ${budgets.slowPhoneCls}`,
      value: `${worstShift.cls} (worst: ${worstShift.route}, ${rows.length} routes)`,
      ok: worstShift.cls <= budgets.slowPhoneCls,
    });
  }
  for (const row of slowPhone.returning ?? []) {
    if (row.cls > budgets.slowPhoneCls || row.documents !== 1) {
      checks.push({
        budget: `${row.app} ${row.route} (returning, slow phone): 1 document, CLS <= ${budgets.slowPhoneCls}`,
        value: `${row.documents}, ${row.cls}`,
        ok: false,
      });
    }
  }
  return checks;
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
  for (const result of (results.lighthouse ?? []).filter((entry) => entry.visitor !== 'returning')) {
    const m = result.median;
    const limits = budgets.lighthouse;
    const page = KEY_PAGES.find((known) => known.name === result.page);
    const budget = PAGE_BUDGETS[page?.kind ?? 'order'];
    const label = `${result.app} ${result.page} (first visit)`;
    checks.push(
      {
        budget: `${label} Lighthouse performance >= ${budget.performance}`,
        value: m.performance,
        ok: m.performance >= budget.performance,
      },
      { budget: `${label} TBT <= ${budget.tbtMs} ms`, value: `${m.tbtMs} ms`, ok: m.tbtMs <= budget.tbtMs },
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
      { budget: `${label} Lighthouse CLS <= ${limits.cls}`, value: m.cls, ok: m.cls <= limits.cls },
    );
  }
  checks.push(...slowPhoneChecks(results.slowPhone));
  checks.push(...interactionChecks(results));
  checks.push(...comparisonChecks(results.lighthouseComparisons));
  const orderPost = orderPostCheck(results);
  if (orderPost) checks.push(orderPost);
  const beats = beatIngestionCheck(results);
  if (beats) checks.push(beats);
  const hostileInput = hostileFuzzCheck(results);
  if (hostileInput) checks.push(hostileInput);
  checks.push(...imageStormChecks(results));
  checks.push(...observatoryChecks(results));
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
        result.visitor ?? 'first visit',
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
        [
          'app',
          'page',
          'visitor',
          'performance',
          'accessibility',
          'best practices',
          'SEO',
          'LCP',
          'CLS',
          'TBT',
        ],
        lighthouseRows,
      )}`,
    );
    const failing = results.lighthouse.flatMap((result) =>
      (result.failingAudits ?? []).map(
        (audit) => `- ${result.app} ${result.page} (${result.visitor}) ${audit}`,
      ),
    );
    if (failing.length > 0) sections.push(`Audits that failed in at least one run:\n\n${failing.join('\n')}`);
  } else if (results.lighthouseError) {
    sections.push(`## Lighthouse\n\nNot measured: ${results.lighthouseError}`);
  }
  if (results.slowPhone) {
    const rowsOf = (visits) =>
      visits.map((row) => [
        row.app,
        row.route,
        row.documents,
        `${kB(row.jsGzip)} (${row.scripts} files)`,
        row.cls,
        row.lcpMs === undefined ? '' : `${row.lcpMs} ms`,
      ]);
    const header = ['app', 'route', 'documents', 'JS by load + 2 s (gzip)', 'CLS', 'LCP'];
    sections.push(
      `## Slow phone (4x CPU, 150 ms RTT, 1.6 Mbps), first visit: empty profile\n\n${table(header, rowsOf(results.slowPhone.firstVisit))}`,
      `## Slow phone, returning visitor: tracking id and a stored choice\n\n${table(header, rowsOf(results.slowPhone.returning))}`,
    );
  } else if (results.slowPhoneError) {
    sections.push(`## Slow phone\n\nNot measured: ${results.slowPhoneError}`);
  }
  const lcp = renderLcp(results);
  if (lcp) sections.push(lcp.trimEnd());
  const interactions = renderInteractions(results);
  if (interactions) sections.push(interactions.trimEnd());
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
