import type { Page } from '@playwright/test';
import { allowConsentedTools } from '../consentedTools';
import { consentTexts } from '../consentTexts';
import { expect, test } from '../fixtures';
import { pageHydrated } from '../pageHydrated';
import { requestLog, startUpDone } from '../requestLog';
import { SITE_INDEPENDENT } from '../tags';

/**
 * A first visitor pays for the cookie bar's and the footer's code only when using them: a page read
 * without touching either fetches neither, and both work the moment they are touched.
 */

/** Names of the script files the page has requested so far. */
function scriptsRequested(page: Page): () => string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') names.push(new URL(request.url()).pathname);
  });
  return () => names;
}

const barCode = /\/assets\/SiteConsentBar-/;
const footerCode = /\/assets\/SiteChromeBottom-/;

test.describe('the bar and the footer load their code on use', { tag: SITE_INDEPENDENT }, () => {
  // A first visit: no cookie, no storage.
  test.use({ trackingId: '' });

  test('a page read without touching them fetches neither; the bar works at the first tap', async ({
    page,
    site,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const scripts = scriptsRequested(page);
    const requests = requestLog(page);
    await page.goto('/blog');
    await pageHydrated(page);
    await startUpDone(page, requests);
    expect(scripts().filter((name) => barCode.test(name) || footerCode.test(name))).toEqual([]);

    const proof = page.waitForResponse(
      (response) => response.url().endsWith('/api/consents') && response.request().method() === 'POST',
    );
    const bar = page.getByRole('region', { name: text.bar });
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    expect((await proof).status()).toBe(201);
    await expect(bar).toBeHidden();
    expect(scripts().some((name) => barCode.test(name))).toBe(true);
  });

  test("a footer link followed before the footer's code has loaded stays in the page", async ({ page }) => {
    const scripts = scriptsRequested(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/blog');
    await pageHydrated(page);
    const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true });
    // A keyboard press: the footer gets no pointer or focus before the click, so no code either.
    await contact.dispatchEvent('click');
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documents).toBe(1);
    expect(scripts().some((name) => footerCode.test(name))).toBe(false);
  });
});
