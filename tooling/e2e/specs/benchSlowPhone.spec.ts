import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { KEY_PAGES, PAGE_BUDGETS, type SlowPhoneRow, slowPhoneChecks } from '../../scripts/bench/report.mjs';
import { routesOf } from '../../scripts/bench/slowPhoneRoutes.mjs';

const row = (route: string, changes: Partial<SlowPhoneRow> = {}): SlowPhoneRow => ({
  app: 'sk',
  route,
  documents: 1,
  jsGzip: 100_000,
  scripts: 20,
  cls: 0,
  ...changes,
});

test.describe('bench: the slow-phone pass', () => {
  test('judges key pages by their kind, and documents and CLS over every route', () => {
    const checks = slowPhoneChecks({
      firstVisit: [
        row('/', { page: 'home', jsGzip: PAGE_BUDGETS.order.jsGzip }),
        row('/blog', { page: 'blog', jsGzip: PAGE_BUDGETS.content.jsGzip + 1 }),
        row('/kontakt', { jsGzip: 900_000, cls: 0.03 }),
        row('/platba-ceka', { documents: 3 }),
      ],
      returning: [row('/')],
    });
    expect(checks.map((check) => [check.budget, check.ok])).toEqual([
      ['sk home (first visit) JS by load + 2 s <= 170.0 kB gzip', true],
      ['sk blog (first visit) JS by load + 2 s <= 130.0 kB gzip', false],
      ['sk every route (first visit): 1 document', false],
      ['sk every route (first visit, slow phone): CLS <= 0.02', false],
    ]);
    expect(checks[2]?.value).toBe('3 (most: /platba-ceka, 4 routes)');
    expect(checks[3]?.value).toBe('0.03 (worst: /kontakt, 4 routes)');
  });

  test('a returning visit that moves or bounces is a row of its own', () => {
    const checks = slowPhoneChecks({ firstVisit: [row('/')], returning: [row('/', { cls: 0.1 })] });
    expect(checks.at(-1)).toMatchObject({ ok: false, value: '1, 0.1' });
  });

  test('measures the key pages first, then every prerendered page and the rendered ones, each once', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-routes-'));
    try {
      const prerenderedFile = join(dir, 'prerendered.json');
      writeFileSync(prerenderedFile, JSON.stringify({ pages: { '/': 'index.html', '/kontakt': 'k.html' } }));
      const keyPages = KEY_PAGES.map((page) => ({ name: page.name, path: page.path('cz') }));
      const routes = routesOf({ keyPages, prerenderedFile, renderedRoutes: ['/rocnek2', '/kontakt'] });
      expect(routes.map((route) => route.path)).toEqual([
        '/',
        '/objednavka',
        '/k2zadarmo/home',
        '/blog',
        '/blog/vitamin-d3-v-zime',
        '/recenze',
        '/kontakt',
        '/rocnek2',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
