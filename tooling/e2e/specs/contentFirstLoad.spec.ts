import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Issue 3 budget: a content page's initial load carries no code of the order form, the consent
 * dialog or tracking, and (first visit from an ad) none of the cookie bar's or footer's code, nor
 * the order pages' texts. Named by the chunks the build gives that code (a chunk is named after the
 * module it starts from), so a module merged into the initial chunk fails here by going missing.
 */
const lazyOnlyChunks = {
  'order form': ['OrderFormSection', 'OrderPage', 'lazySteps', 'ShippingPaymentStep', 'SummaryStep'],
  // The controls' code (react-aria) comes with a form (the contact page's loads it with the page),
  // the dialogs and the bar at first use.
  'form controls': ['Button', 'TextField'],
  'consent dialog': ['SiteConsentDialog'],
  tracking: ['TrackingRuntime', 'toolRuntime', 'fp.esm'],
  // Loaded at the first sign of use; these pages are opened and read without touching them.
  'cookie bar and footer': ['SiteConsentBar', 'SiteChromeBottom'],
  // The info pages' cookie settings button, loaded at the first sign of use like the footer.
  'cookie settings button': ['ConsentSettingsAction'],
  'order page texts': ['orderPages'],
} as const;

/** The content pages with a form of their own, whose first load carries the controls' code. */
const FORM_PAGES: ReadonlySet<string> = new Set(['/kontakt']);

interface ManifestChunk {
  file: string;
  name?: string;
}

function chunkFilesByName(site: string): Map<string, string> {
  const manifestFile = join(repoRoot, 'apps', site, 'dist/client-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    if (chunk.name && chunk.file.endsWith('.js')) files.set(chunk.name, `/${chunk.file}`);
  }
  return files;
}

test.describe('content pages, first load', { tag: SITE_INDEPENDENT }, () => {
  test('load no order form, consent dialog or tracking code before the page has loaded', async ({
    page,
    site,
    expected,
  }) => {
    const files = chunkFilesByName(site);
    // The article's slug is the same on both sites.
    const paths = [
      '/blog',
      '/blog/vitamin-d3-v-zime',
      expected.reviewsPath,
      '/podmienky/reviews',
      '/kontakt',
      expected.cookiesPath,
    ];

    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      // The page's own clock decides what came before its load event: tracking starts as soon as
      // the page is idle after it, which can be before the test hears of the load.
      const scripts = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const loadedAt = navigation?.loadEventStart ?? 0;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < loadedAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => pathname.endsWith('.js'));
      });
      expect(scripts.length, `${path} loads its scripts`).toBeGreaterThan(0);

      for (const [part, names] of Object.entries(lazyOnlyChunks)) {
        if (part === 'form controls' && FORM_PAGES.has(path)) continue;
        for (const name of names) {
          const file = files.get(name);
          expect(file, `the ${part} chunk ${name} is in the build`).toBeDefined();
          expect(scripts, `${path} loads ${part} code (${name}) in its first load`).not.toContain(file);
        }
      }
    }
  });
});
