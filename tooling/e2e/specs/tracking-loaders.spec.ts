import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { requestLog, settled } from '../requestLog';
import { SITE_INDEPENDENT } from '../tags';

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js**';

/** Serves a stand-in for the analytics script and counts the requests for it. */
async function standInAnalytics(page: Page): Promise<{ requests: string[] }> {
  const requests: string[] = [];
  await page.route(GTAG_SCRIPT, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.standInAnalytics = window.dataLayer.length;',
    });
  });
  return { requests };
}

async function trackingRuns(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('sessionId')).catch(() => null), {
      timeout: 10_000,
    })
    .toBeTruthy();
}

function consentChange(page: Page, setting: Record<string, boolean>): Promise<void> {
  return page.evaluate(
    (detail) => {
      window.dispatchEvent(new CustomEvent('shop:consent-change', { detail }));
    },
    { setting, source: 'accept-selected' },
  );
}

test.describe('consent-gated tools', { tag: SITE_INDEPENDENT }, () => {
  test('a consented tool loads its script, with the page nonce', async ({ page }) => {
    const analytics = await standInAnalytics(page);
    await page.goto('/');
    await trackingRuns(page);
    expect(analytics.requests).toEqual([]);
    await consentChange(page, { ga: true });
    await expect.poll(() => analytics.requests.length).toBe(1);
    expect(analytics.requests[0]).toContain('id=G-');
    // The stand-in ran after the loader queued its `js` and `config` commands.
    await expect
      .poll(() => page.evaluate(() => (window as { standInAnalytics?: number }).standInAnalytics ?? 0))
      .toBeGreaterThanOrEqual(2);
    const nonce = await page
      .locator('script[data-tool="ga"]')
      .evaluate((script) => (script as HTMLScriptElement).nonce);
    expect(nonce).not.toBe('');
  });

  test('without consent no tool script is requested', async ({ page }) => {
    const analytics = await standInAnalytics(page);
    const log = requestLog(page);
    await page.goto('/');
    await trackingRuns(page);
    const changedAt = Date.now();
    await consentChange(page, { ga: false, adform: false, 'facebook-pixel': false });
    // What the change could start has started once the page has been quiet for half a second since.
    await settled(page, log, { quietFrom: changedAt });
    expect(analytics.requests).toEqual([]);
    expect(log.startedSince.map((request) => new URL(request.url()).pathname)).not.toContainEqual(
      expect.stringMatching(/\/toolRuntime-/),
    );
    await expect(page.locator('script[data-tool]')).toHaveCount(0);
  });

  test('a consent given on an earlier visit loads the tool on arrival', async ({ page }) => {
    const analytics = await standInAnalytics(page);
    await page.addInitScript(() => {
      window.localStorage.setItem(
        'cookieConsent',
        JSON.stringify({ setting: { ga: true }, savedAt: Date.now(), ids: ['', '', ''], offered: ['ga'] }),
      );
    });
    await page.goto('/');
    await trackingRuns(page);
    await expect.poll(() => analytics.requests.length).toBeGreaterThanOrEqual(1);
  });
});
