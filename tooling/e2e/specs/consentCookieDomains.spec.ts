import type { BrowserContext, Page } from '@playwright/test';
import { allowConsentedTools } from '../consentedTools';
import { consentTexts } from '../consentTexts';
import { expect, test as siteTest } from '../fixtures';
import { pageHydrated } from '../pageHydrated';
import type { SiteId } from '../sites';
import { SITE_INDEPENDENT } from '../tags';

/**
 * The sites under their real `www.` host names, which Chromium resolves to the e2e server: there the
 * tools' cookies live on the parent domain (`_ga` on `.nordlys.sk`), out of reach of a host-only expiry.
 */
const wwwHost: Record<SiteId, string> = { sk: 'www.nordlys.sk', cz: 'www.nordlys.cz' };
const parentDomain: Record<SiteId, string> = { sk: '.nordlys.sk', cz: '.nordlys.cz' };

const test = siteTest.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const rules = Object.values(wwwHost)
        .map((host) => `MAP ${host} 127.0.0.1`)
        .join(',');
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--host-resolver-rules=${rules}`],
      });
    },
    { scope: 'worker' },
  ],
});

/**
 * The site's origin under its `www.` name, on the e2e server's port. The API takes writes only from
 * the site's configured origins, so the consent proof and beats sent from this one are refused (403);
 * that is the server's rule, not what these tests look at.
 */
async function wwwOrigin(
  context: BrowserContext,
  site: SiteId,
  baseURL: string,
  trackingId: string,
  allow: (pattern: RegExp) => void,
): Promise<string> {
  const origin = `http://${wwwHost[site]}:${new URL(baseURL).port}`;
  // The context blocks every host but the local ones; this one is the e2e server under another name.
  await context.route(`${origin}/**`, (route) => route.continue());
  await context.addCookies([{ name: 'nmtid', value: trackingId, url: origin }]);
  allow(/the server responded with a status of 403/);
  // Browsers honour Cross-Origin-Opener-Policy only on https or localhost; these pages are plain http.
  allow(/The Cross-Origin-Opener-Policy header has been ignored/);
  return origin;
}

/** Cookies the way the tools set them: on the parent domain, on the host as a domain, and host-only. */
async function setToolCookies(page: Page, site: SiteId) {
  await page.evaluate(
    ({ parent, host }) => {
      for (const cookie of [
        `_ga=GA1.1.123.456; domain=${parent}; path=/`,
        `_ga_ABC123=GS1.1.1; domain=${parent}; path=/`,
        `_fbp=fb.1.1.1; domain=${parent}; path=/`,
        `SL_C_1a2b=1; domain=${host}; path=/`,
        '_clck=1; path=/',
      ]) {
        // biome-ignore lint/suspicious/noDocumentCookie: set the way the tracking scripts set theirs
        document.cookie = cookie;
      }
    },
    { parent: parentDomain[site], host: wwwHost[site] },
  );
}

const TOOL_COOKIES = ['_ga', '_ga_ABC123', '_fbp', 'SL_C_1a2b', '_clck'];

async function toolCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter((cookie) => TOOL_COOKIES.includes(cookie.name))
    .map((cookie) => `${cookie.name}@${cookie.domain}`)
    .sort();
}

/** Opens the page and wakes the bar's code with the pointer, as a visitor's first move would. */
async function openWithBar(page: Page, url: string, bar: string) {
  await page.goto(url);
  const region = page.getByRole('region', { name: bar });
  await expect(region).toBeVisible();
  await pageHydrated(page);
  await region.hover({ position: { x: 4, y: 4 } });
  await expect(region).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
  // The tracker reads the tracking id when its lazy code starts; a wipe before that would send the
  // tab to the tracking host for a new one.
  await page.waitForLoadState('networkidle');
  return region;
}

const storedSetting = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null')?.setting ?? null);

test.describe('revoking consent on the www host', () => {
  test('deny expires the tools’ cookies on the parent domain and on the host, never on the suffix', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, context, site, baseURL, trackingId, pageIssues }) => {
    const text = consentTexts[site];
    const origin = await wwwOrigin(context, site, baseURL ?? '', trackingId, pageIssues.allow);
    const bar = await openWithBar(page, `${origin}/`, text.bar);
    await setToolCookies(page, site);
    const parent = parentDomain[site];
    expect(await toolCookies(context)).toEqual(
      [
        `_clck@${wwwHost[site]}`,
        `SL_C_1a2b@.${wwwHost[site]}`,
        `_fbp@${parent}`,
        `_ga@${parent}`,
        `_ga_ABC123@${parent}`,
      ].sort(),
    );

    await bar.getByRole('button', { name: text.deny }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    expect(await toolCookies(context)).toEqual([]);
    expect(await storedSetting(page)).toEqual({});
  });

  test('only necessary in the cookie settings from the footer does what deny does', async ({
    page,
    context,
    site,
    baseURL,
    trackingId,
    expected,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const origin = await wwwOrigin(context, site, baseURL ?? '', trackingId, pageIssues.allow);
    const bar = await openWithBar(page, `${origin}/`, text.bar);
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    await expect(bar).toBeHidden();
    await setToolCookies(page, site);
    expect(await toolCookies(context)).toHaveLength(TOOL_COOKIES.length);

    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: text.onlyNecessary }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
    expect(await toolCookies(context)).toEqual([]);
    expect(await storedSetting(page)).toEqual({});
  });

  test('a provider unticked in the cookie settings takes its cookies back, patterns and parent domain included', async ({
    page,
    context,
    site,
    baseURL,
    trackingId,
    expected,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const origin = await wwwOrigin(context, site, baseURL ?? '', trackingId, pageIssues.allow);
    const bar = await openWithBar(page, `${origin}/`, text.bar);
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    await expect(bar).toBeHidden();
    await setToolCookies(page, site);

    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    // react-aria draws the box over its visually hidden input, so the visitor clicks the label.
    await dialog.getByText('Google Ireland Limited', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Google Ireland Limited' })).not.toBeChecked();
    await dialog.getByRole('button', { name: text.acceptSelected }).click();
    await expect(dialog).toBeHidden();

    expect(await storedSetting(page)).toMatchObject({ ga: false, 'facebook-pixel': true, clarity: true });
    expect(await toolCookies(context)).toEqual(
      [`_clck@${wwwHost[site]}`, `SL_C_1a2b@.${wwwHost[site]}`, `_fbp@${parentDomain[site]}`].sort(),
    );
  });
});
