// Markdown rendering of the benchmark results.

export const budgets = {
  homeInitialJsGzip: 125_000,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02 },
};

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
  for (const [app, result] of Object.entries(results.lighthouse ?? {})) {
    const m = result.median;
    const limits = budgets.lighthouse;
    checks.push(
      {
        budget: `${app} Lighthouse performance >= ${limits.performance}`,
        value: m.performance,
        ok: m.performance >= limits.performance,
      },
      {
        budget: `${app} Lighthouse accessibility = 100`,
        value: m.accessibility,
        ok: m.accessibility >= limits.accessibility,
      },
      {
        budget: `${app} Lighthouse best practices = 100`,
        value: m.bestPractices,
        ok: m.bestPractices >= limits.bestPractices,
      },
      { budget: `${app} Lighthouse SEO = 100`, value: m.seo, ok: m.seo >= limits.seo },
      { budget: `${app} CLS <= ${limits.cls}`, value: m.cls, ok: m.cls <= limits.cls },
    );
  }
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
    const lighthouseRows = Object.entries(results.lighthouse).map(([app, result]) => {
      const m = result.median;
      return [
        app,
        result.url,
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
      `## Lighthouse, home page, mobile, median of ${results.lighthouseRuns} runs\n\n${table(
        ['app', 'url', 'performance', 'accessibility', 'best practices', 'SEO', 'LCP', 'CLS', 'TBT'],
        lighthouseRows,
      )}`,
    );
    const failing = Object.entries(results.lighthouse).flatMap(([app, result]) =>
      (result.failingAudits ?? []).map((audit) => `- ${app} ${audit}`),
    );
    if (failing.length > 0) sections.push(`Audits that failed in at least one run:\n\n${failing.join('\n')}`);
  } else if (results.lighthouseError) {
    sections.push(`## Lighthouse\n\nNot measured: ${results.lighthouseError}`);
  }

  const checks = budgetChecks(results);
  sections.push(
    `## Budgets\n\n${table(
      ['budget', 'measured', 'result'],
      checks.map((check) => [check.budget, check.value, verdict(check.ok)]),
    )}`,
  );
  return `${sections.join('\n\n')}\n`;
}
