import { expect, test } from '@playwright/test';
import { requestLog, settled } from '../requestLog';
import { SITE_INDEPENDENT } from '../tags';

/** An origin no server listens on: the test answers its requests itself. */
const origin = 'http://localhost:3998';

declare global {
  interface Window {
    __lateFetchDone?: boolean;
  }
}

/**
 * A page that starts a request 100 ms after a scroll and gets its answer 300 ms later: what
 * everyPage.spec waits for before its audit (code loaded as the lower parts come into view).
 * Without `quietFrom` the wait would end at once, the page having been quiet before the scroll.
 */
test.describe('settled', { tag: SITE_INDEPENDENT }, () => {
  test.beforeEach(async ({ page }) => {
    await page.route(`${origin}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/late') {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return route.fulfill({ contentType: 'text/plain', body: 'late' });
      }
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><html lang="sk"><head><title>Neskoro</title></head><body>
          <main style="height:4000px"><h1>Neskoro</h1></main>
          <script>
            addEventListener('scroll', () => setTimeout(() => {
              fetch('/late').then(() => { window.__lateFetchDone = true; });
            }, 100), { once: true });
          </script></body></html>`,
      });
    });
  });

  test('with quietFrom, waits for a request the scroll starts a moment later, and its answer', async ({
    page,
  }) => {
    const requests = requestLog(page);
    await page.goto(`${origin}/`);
    await settled(page, requests);
    // Half a second has passed since the last request: the count starts anew at the scroll.
    await page.mouse.wheel(0, 2_000);
    await settled(page, requests, { quietFrom: Date.now() });
    expect(await page.evaluate(() => window.__lateFetchDone)).toBe(true);
  });
});
