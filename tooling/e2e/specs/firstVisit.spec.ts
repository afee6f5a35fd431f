import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices } from '@playwright/test';
import { measureSlowPhoneVisit } from '../../scripts/bench/slowPhoneVisit.mjs';
import { expect, test } from '../fixtures';
import type { SiteExpectations } from '../sites';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * A shopper's first visit from an ad, on a mid-range phone (Lighthouse's mobile throttling through
 * the DevTools protocol), empty browser: one document, nothing moves while the page loads (CLS at
 * most 0.02), and the scripts fetched by the load event + 2 s stay under a ceiling. The bench
 * measures every route the same way (`bench/slowPhoneVisit.mjs`).
 *
 * The ceilings are the targets (order pages 170 kB, content pages 130 kB, counted as the server
 * sends them), and for landing pages, far under theirs (170 kB), what has been reached, so a change
 * that adds weight fails here: the home page is at about 169 kB, the other order pages at about
 * 166 kB, landing pages at about 132 kB, blog, article and review pages at 128-130 kB, the
 * conditions at 127 kB, the info hub and the cookie list at 128-129.5 kB and the personal data
 * page, whose text hydrates only when it is used, at about 126 kB.
 */
const MAX_CLS = 0.02;
const ORDER_CEILING = 170_000;
const LANDING_CEILING = 133_000;
const CONTENT_CEILING = 130_000;

interface KeyRoute {
  name: string;
  path: (expected: SiteExpectations) => string;
  ceiling: number;
}

const at = (path: string) => () => path;

const ROUTES: KeyRoute[] = [
  { name: 'home /', path: at('/'), ceiling: ORDER_CEILING },
  { name: 'order /objednavka', path: at('/objednavka'), ceiling: ORDER_CEILING },
  {
    name: 'trial offer /skusobny-balicek-ponuka',
    path: at('/skusobny-balicek-ponuka'),
    ceiling: ORDER_CEILING,
  },
  { name: 'yearly pack /rocnek2', path: at('/rocnek2'), ceiling: ORDER_CEILING },
  { name: 'landing /k2zadarmo/home', path: at('/k2zadarmo/home'), ceiling: LANDING_CEILING },
  { name: 'blog /blog', path: at('/blog'), ceiling: CONTENT_CEILING },
  { name: 'article', path: at('/blog/vitamin-d3-v-zime'), ceiling: CONTENT_CEILING },
  { name: 'reviews', path: (expected) => expected.reviewsPath, ceiling: CONTENT_CEILING },
  { name: 'personal data', path: (expected) => expected.personalDataPath, ceiling: CONTENT_CEILING },
  { name: 'cookies and personal data', path: (expected) => expected.cookiesPath, ceiling: CONTENT_CEILING },
  { name: 'cookie list /cookies', path: at('/cookies'), ceiling: CONTENT_CEILING },
  { name: 'conditions /podmienky/terms', path: at('/podmienky/terms'), ceiling: CONTENT_CEILING },
];

/** A stored choice only takes the cookie bar away; the pages an ad lands on show it moves nothing. */
const RETURNING_ROUTES = ['/', '/objednavka', '/k2zadarmo/home'];

const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];

test.describe('first visit on a slow phone', () => {
  test.use({ ...phone, trackingId: '' });

  for (const route of ROUTES) {
    test(`${route.name}: one document, still while loading, scripts under the ceiling`, async ({
      context,
      baseURL,
      site,
      expected,
    }) => {
      test.slow();
      const path = route.path(expected);
      const visit = await measureSlowPhoneVisit({
        context,
        url: new URL(path, baseURL).href,
        clientDir: join(repoRoot, 'apps', site, 'dist/client'),
      });
      test.info().annotations.push({
        type: path,
        description: `${visit.documents.length} document(s), ${visit.jsGzip} B gzip in ${visit.scripts.length} scripts by load + 2 s, CLS ${visit.cls}`,
      });
      expect(visit.documents, `${path}: documents loaded`).toHaveLength(1);
      expect(visit.cls, `${path}: ${JSON.stringify(visit.shifts)}`).toBeLessThanOrEqual(MAX_CLS);
      expect(visit.scripts.length, `${path}: scripts`).toBeGreaterThan(0);
      expect(visit.jsGzip, `${path}: JS by load + 2 s`).toBeLessThanOrEqual(route.ceiling);
    });
  }
});

test.describe('returning visitor on a slow phone', () => {
  test.use({ ...phone });

  for (const path of RETURNING_ROUTES) {
    test(`${path}: one document and still while loading, the bar hidden from the first paint`, async ({
      context,
      baseURL,
      site,
    }) => {
      test.slow();
      await context.addInitScript(() =>
        localStorage.setItem('cookieConsent', JSON.stringify({ setting: {}, savedAt: 1, ids: [] })),
      );
      const visit = await measureSlowPhoneVisit({
        context,
        url: new URL(path, baseURL).href,
        clientDir: join(repoRoot, 'apps', site, 'dist/client'),
      });
      test.info().annotations.push({ type: path, description: `CLS ${visit.cls}` });
      expect(visit.documents).toHaveLength(1);
      expect(visit.cls, JSON.stringify(visit.shifts)).toBeLessThanOrEqual(MAX_CLS);
    });
  }
});
