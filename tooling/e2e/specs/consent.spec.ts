import type { Page } from '@playwright/test';
import { axeResultsOfSettledPage } from '../axe';
import { openWithBar } from '../consentBar';
import { allowConsentedTools } from '../consentedTools';
import { consentTexts } from '../consentTexts';
import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

interface StoredConsent {
  setting: Record<string, boolean>;
  savedAt: number;
  ids: string[];
}

interface ProviderList {
  companyName: string;
  scripts: { slug: string; name: string; category: string; cookies: unknown[] }[];
}

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as StoredConsent | null);

const proofId = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsentProofId'));

/**
 * Once a visitor consents, the site loads the consented tools from their vendors' hosts; the test
 * context blocks every such request, and the console reports each block.
 */
async function axeViolations(page: Page) {
  const results = await axeResultsOfSettledPage(page);
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The Consent Mode commands in `window.dataLayer`, in order: `[command, type, state]` each. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  );

const DENIED_DEFAULTS = [
  'consent',
  'default',
  {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
    wait_for_update: 500,
  },
];

const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

test.describe('cookie consent', () => {
  test('the bar is in the first HTML and hidden from the first paint once a choice is stored', async ({
    page,
    request,
    site,
  }) => {
    const text = consentTexts[site];
    const html = await (await request.get('/')).text();
    expect(html).toContain(`aria-label="${text.bar}"`);

    await openWithBar(page, text.bar);
    await page.evaluate(() =>
      localStorage.setItem('cookieConsent', JSON.stringify({ setting: {}, savedAt: 1, ids: [] })),
    );
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-shop-consent', 'stored');
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
  });

  test('accept all consents to every script, posts the proof and persists across reloads', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, site, pageIssues }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    const proof = page.waitForResponse(
      (response) => response.url().endsWith('/api/consents') && response.request().method() === 'POST',
    );
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    await expect(bar).toBeHidden();
    expect((await proof).status()).toBe(201);

    const stored = await storedConsent(page);
    expect(stored?.setting.ga).toBe(true);
    expect(stored?.setting['facebook-pixel']).toBe(true);
    expect(Object.values(stored?.setting ?? {}).every(Boolean)).toBe(true);
    await expect.poll(() => proofId(page)).toMatch(/.+/);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
  });

  test('accept all clicked before the provider list arrives is kept and covers every script once it does', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, site, pageIssues }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    let releaseList = () => {};
    const listHeld = new Promise<void>((release) => {
      releaseList = release;
    });
    let served: ProviderList[] = [];
    await page.route('**/api/cookie-providers', async (route) => {
      const response = await route.fetch();
      served = (await response.json()) as ProviderList[];
      await listHeld;
      await route.fulfill({ response, json: served });
    });
    const proofPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/consents')) {
        proofPosts.push(request.postData() ?? '');
      }
    });

    const bar = await openWithBar(page, text.bar);
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    await expect(bar).toBeHidden();
    const waiting = await storedConsent(page);
    expect(waiting?.setting).toEqual({});
    expect(waiting).toHaveProperty('pending.source', 'accept-all');
    expect(proofPosts).toEqual([]);

    const proof = page.waitForResponse(
      (response) => response.url().endsWith('/api/consents') && response.request().method() === 'POST',
    );
    releaseList();
    const proofResponse = await proof;
    expect(proofResponse.status()).toBe(201);
    const slugs = served.flatMap((provider) => provider.scripts.map((script) => script.slug));
    expect(slugs.length).toBeGreaterThan(0);
    const everyScript = Object.fromEntries(slugs.map((slug) => [slug, true]));
    const stored = await storedConsent(page);
    expect(stored?.setting).toEqual(everyScript);
    expect(stored).not.toHaveProperty('pending');
    expect(proofResponse.request().postDataJSON()).toMatchObject({
      setting: everyScript,
      savedAt: waiting?.savedAt,
    });
    expect(proofPosts).toHaveLength(1);
    await expect.poll(() => proofId(page)).toMatch(/.+/);

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
  });

  test('accept selected saves the ticked categories and persists across reloads', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, site, pageIssues }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    await bar.getByRole('button', { name: text.settings, exact: true }).click();
    await expect(bar.getByRole('checkbox', { name: text.technical })).toBeDisabled();
    await expect(bar.getByRole('checkbox', { name: text.technical })).toBeChecked();
    // react-aria draws the box over its visually hidden input, so the visitor clicks the label.
    await bar.getByText(text.statistical, { exact: true }).click();
    await expect(bar.getByRole('checkbox', { name: text.statistical })).toBeChecked();
    await expect(bar.getByRole('checkbox', { name: text.marketing })).not.toBeChecked();
    await bar.getByRole('button', { name: text.acceptSelected }).click();
    await expect(bar).toBeHidden();

    const stored = await storedConsent(page);
    expect(stored?.setting).toMatchObject({
      ga: true,
      clarity: true,
      'facebook-pixel': false,
      adform: false,
    });

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
    expect((await storedConsent(page))?.setting).toEqual(stored?.setting);
  });

  test('deny saves an empty setting, shows the toast and expires the readable cookies', async ({
    page,
    context,
    site,
  }) => {
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    // The tracker reads the tracking id cookie when its lazy code starts; denying earlier would
    // expire that cookie first and send the tab to the tracking host for a new one.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      for (const cookie of ['_ga=GA1.1.123.456; path=/', 'nmrmk=visited; path=/']) {
        // biome-ignore lint/suspicious/noDocumentCookie: set the way a tracking script sets its cookies
        document.cookie = cookie;
      }
    });
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['_ga', 'nmrmk']),
    );

    await bar.getByRole('button', { name: text.deny }).click();
    await expect(page.getByText(text.saved)).toBeVisible();
    await expect(bar).toBeHidden();
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('_ga');
    expect(names).not.toContain('nmrmk');
    expect((await storedConsent(page))?.setting).toEqual({});

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
  });

  test('the footer button reopens the settings dialog; its tabs, Escape and focus trap work by keyboard', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, site, expected, pageIssues }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    await expect(bar).toBeHidden();

    const footerButton = page
      .getByRole('contentinfo')
      .getByRole('button', { name: expected.footer.cookieSettings });
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    const agreement = dialog.getByRole('tab', { name: text.agreementTab });
    await expect(agreement).toHaveAttribute('aria-selected', 'true');

    await agreement.focus();
    await page.keyboard.press('ArrowRight');
    const info = dialog.getByRole('tab', { name: text.infoTab });
    await expect(info).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('tabpanel')).toContainText(/cookies/i);

    for (let press = 0; press < 25; press += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(footerButton).toBeFocused();
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();
  });

  test('the dialog saves a per-provider choice and closes', { tag: SITE_INDEPENDENT }, async ({
    page,
    site,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    await bar.getByRole('button', { name: text.settings, exact: true }).click();
    await bar.getByRole('button', { name: text.detailedSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Microsoft Ireland Operations Limited', { exact: true }).click();
    await expect(
      dialog.getByRole('checkbox', { name: 'Microsoft Ireland Operations Limited' }),
    ).toBeChecked();
    await dialog.getByRole('button', { name: text.acceptSelected }).click();
    await expect(dialog).toBeHidden();
    await expect(bar).toBeHidden();
    const stored = await storedConsent(page);
    expect(stored?.setting).toMatchObject({ clarity: true, microsoft: true, ga: false });
  });

  test('asks again, naming what is new, when the provider list gains a script', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, site, pageIssues }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    let withoutClarity = true;
    let clarityName = '';
    await page.route('**/api/cookie-providers', async (route) => {
      const response = await route.fetch();
      const providers = (await response.json()) as ProviderList[];
      for (const provider of providers) {
        for (const script of provider.scripts) if (script.slug === 'clarity') clarityName = script.name;
      }
      const served = withoutClarity
        ? providers
            .map((provider) => ({
              ...provider,
              scripts: provider.scripts.filter((script) => script.slug !== 'clarity'),
            }))
            .filter((provider) => provider.scripts.length > 0)
        : providers;
      await route.fulfill({ response, json: served });
    });

    const bar = await openWithBar(page, text.bar);
    await page.waitForLoadState('networkidle');
    await bar.getByRole('button', { name: text.acceptAllCookies }).click();
    await expect(bar).toBeHidden();
    expect((await storedConsent(page))?.setting).not.toHaveProperty('clarity');

    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text.bar })).toBeHidden();

    withoutClarity = false;
    await page.reload();
    const again = page.getByRole('region', { name: text.bar });
    await expect(again).toBeVisible();
    await again.getByRole('button', { name: text.settings, exact: true }).click();
    await again.getByRole('button', { name: text.detailedSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toContainText(text.newScripts);
    await expect(dialog.getByRole('listitem').filter({ hasText: clarityName }).first()).toBeVisible();
    await dialog.getByRole('button', { name: text.acceptAll, exact: true }).click();
    await expect(again).toBeHidden();
    expect((await storedConsent(page))?.setting.clarity).toBe(true);
  });

  test('Global Privacy Control keeps marketing off even on accept all', { tag: SITE_INDEPENDENT }, async ({
    page,
    site,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const bar = await openWithBar(page, text.bar);
    await bar.getByRole('button', { name: text.settings, exact: true }).click();
    await expect(bar.getByRole('checkbox', { name: text.marketing })).toBeDisabled();
    await bar.getByRole('button', { name: text.acceptAll, exact: true }).click();
    // A choice made before the provider list has arrived is stored for its scripts once it has.
    await expect
      .poll(async () => (await storedConsent(page))?.setting)
      .toMatchObject({ ga: true, 'facebook-pixel': false, 'google-remarketing': false });
  });

  test('has no WCAG 2.2 AA violations with the bar, its settings and the dialog open', async ({
    page,
    site,
  }) => {
    // Three full axe scans in one test.
    test.slow();
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    expect(await axeViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: text.settings, exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await bar.getByRole('button', { name: text.detailedSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { expanded: false }).first().click();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: text.infoTab }).click();
    await expect(dialog.getByRole('tabpanel')).toContainText(/cookies/i);
    expect(await axeViolations(page)).toEqual([]);
  });

  test.describe('Google Consent Mode', () => {
    test('the first HTML of every page opens its head with the denied defaults, dataLayer[0] on a first visit', async ({
      page,
      request,
      expected,
    }) => {
      for (const path of ['/', expected.cookiesPath, '/neexistuje']) {
        const html = await (await request.get(path)).text();
        const head = html.slice(0, html.indexOf('</head>'));
        const firstScript = /<script\b[^>]*>([^<]*)<\/script>/.exec(head);
        expect(firstScript?.index, `${path}: a script in the head`).toBeDefined();
        expect(head.slice(0, firstScript?.index).includes('<link'), `${path}: before any link`).toBe(false);
        expect(firstScript?.[0], path).toMatch(/^<script nonce="[^"]+">/);
        expect(firstScript?.[1], path).toContain("gtag('consent','default',");
        expect(firstScript?.[1], path).toContain('wait_for_update:500');
      }

      await page.goto('/', { waitUntil: 'commit' });
      await page.waitForFunction(() => 'dataLayer' in window);
      expect(await consentCommands(page)).toEqual([DENIED_DEFAULTS]);
      await page.waitForLoadState('load');
      const first = await page.evaluate(() =>
        Array.from((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer[0] ?? []),
      );
      expect(first).toEqual(DENIED_DEFAULTS);
    });

    test('a choice pushes its update after the defaults, which are not pushed again', {
      tag: SITE_INDEPENDENT,
    }, async ({ page, site, pageIssues }) => {
      allowConsentedTools(pageIssues);
      const text = consentTexts[site];
      const bar = await openWithBar(page, text.bar);
      await bar.getByRole('button', { name: text.acceptAllCookies }).click();
      await expect(bar).toBeHidden();
      await expect
        .poll(() => consentCommands(page))
        .toEqual([DENIED_DEFAULTS, ['consent', 'update', GRANTED]]);
    });

    for (const cached of [true, false]) {
      test(`a returning visitor’s stored grant ends granted, the default first (provider list ${cached ? 'kept' : 'not kept yet'})`, {
        tag: SITE_INDEPENDENT,
      }, async ({ page, request, pageIssues }) => {
        allowConsentedTools(pageIssues);
        const providers = (await (await request.get('/api/cookie-providers')).json()) as ProviderList[];
        const slugs = providers.flatMap((provider) => provider.scripts.map((script) => script.slug));
        await page.addInitScript(
          ({ setting, list }) => {
            if (list) window.localStorage.setItem('cookieProviders', JSON.stringify(list));
            window.localStorage.setItem(
              'cookieConsent',
              JSON.stringify({ setting, savedAt: Date.now(), ids: [], offered: Object.keys(setting) }),
            );
          },
          { setting: Object.fromEntries(slugs.map((slug) => [slug, true])), list: cached ? providers : null },
        );
        await page.goto('/');
        // A stored choice loads the consent code with the page, which applies it at once; a busy
        // machine running many pages at once may take seconds.
        await expect
          .poll(async () => (await consentCommands(page)).at(-1), { timeout: 15_000 })
          .toEqual(['consent', 'update', GRANTED]);
        await page.waitForLoadState('networkidle');
        const commands = await consentCommands(page);
        expect(commands[0]).toEqual(DENIED_DEFAULTS);
        expect(commands.filter((command) => command[1] === 'default')).toHaveLength(1);
        expect(commands.at(-1)).toEqual(['consent', 'update', GRANTED]);
        // With the list at hand the stored choice is told at once; without it, the update that
        // follows the list's arrival grants what the first one, made without it, could not.
        if (cached) expect(commands).toEqual([DENIED_DEFAULTS, ['consent', 'update', GRANTED]]);
      });
    }
  });
});
