import { devices, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { throttleAsSlowPhone } from '../slowPhone';

/**
 * Nothing moves while a page loads on a slow phone (Lighthouse's mobile throttling through the
 * DevTools protocol): the cumulative layout shift of the whole load stays at or under 0.02, for a
 * first visitor (cookie bar shown) and for one who has chosen before (bar hidden from the first
 * paint). The bench measures every route; these are the routes an ad lands on, and the blog.
 */
const MAX_CLS = 0.02;
const ROUTES = ['/', '/objednavka', '/k2zadarmo/home', '/skusobny-balicek-ponuka', '/rocnek2', '/blog'];
/** A stored choice only takes the bar away: the routes an ad lands on are enough to show it moves nothing. */
const RETURNING_ROUTES = ['/', '/objednavka', '/k2zadarmo/home'];

interface Shift {
  value: number;
  sources: string[];
}

/** Sums every layout shift not caused by input, from the first paint until the page has settled. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node ? `${node.nodeName.toLowerCase()}.${node.className || ''}` : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

for (const visitor of ['first visit', 'returning visitor'] as const) {
  test.describe(`layout shift on a slow phone, ${visitor}`, () => {
    const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
    test.use({
      ...phone,
      trackingId: visitor === 'first visit' ? '' : 'e2e0000000000000000000000000e2e0',
    });

    for (const path of visitor === 'first visit' ? ROUTES : RETURNING_ROUTES) {
      test(`${path} stays still while it loads`, async ({ page, context, baseURL }) => {
        test.slow();
        if (visitor === 'returning visitor') {
          await context.addInitScript(() =>
            localStorage.setItem('cookieConsent', JSON.stringify({ setting: {}, savedAt: 1, ids: [] })),
          );
        }
        await throttleAsSlowPhone(page);
        const shifts = await recordLayoutShifts(page);
        await page.goto(new URL(path, baseURL).href);
        await page.waitForLoadState('networkidle');
        // Late work after the load (tracking, fonts, images decoded) must not move anything either.
        await page.waitForTimeout(1_000);
        const seen = await shifts();
        const cls = seen.reduce((sum, shift) => sum + shift.value, 0);
        test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
        expect(cls, `shifts: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
