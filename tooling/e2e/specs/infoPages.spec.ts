import { pageAssetReferences } from '../../scripts/bench/bundleSizes.mjs';
import { expect, test } from '../fixtures';

declare global {
  interface Window {
    __shopConsentOpenCount?: number;
  }
}

interface InfoPageExpectation {
  path: string;
  title: string;
  /** The button that asks the consent UI to open, on the pages that have one. */
  consentButton?: string;
}

const skButton = 'Otvoriť nastavenia cookies';
const czButton = 'Otevřít nastavení cookies';

type PageKey = 'cookies' | 'hub' | 'personalData' | 'heureka' | 'remarketing';
const pageKeys: PageKey[] = ['cookies', 'hub', 'personalData', 'heureka', 'remarketing'];

const infoPages: Record<'sk' | 'cz', Record<PageKey, InfoPageExpectation>> = {
  sk: {
    cookies: { path: '/cookies', title: 'Zásady používania cookies', consentButton: skButton },
    hub: { path: '/cookies-osobne-udaje', title: 'Cookies a osobné údaje', consentButton: skButton },
    personalData: { path: '/osobne-udaje', title: 'Ochrana osobných údajov' },
    heureka: { path: '/heureka-souhlas', title: 'Súhlas so zaslaním dotazníka Overené zákazníkmi' },
    remarketing: { path: '/bez-remarketingu', title: 'Ako vypnúť remarketing', consentButton: skButton },
  },
  cz: {
    cookies: { path: '/cookies', title: 'Zásady používání cookies', consentButton: czButton },
    hub: { path: '/cookies-osobni-udaje', title: 'Cookies a osobní údaje', consentButton: czButton },
    personalData: { path: '/osobni-udaje', title: 'Ochrana osobních údajů' },
    heureka: { path: '/heureka-souhlas', title: 'Souhlas se zasláním dotazníku Ověřeno zákazníky' },
    remarketing: { path: '/bez-remarketingu', title: 'Jak vypnout remarketing', consentButton: czButton },
  },
};

/** The other language's spelling of the site's own address of a page. */
const otherSpelling: Record<'sk' | 'cz', Partial<Record<PageKey, string>>> = {
  sk: { hub: '/cookies-osobni-udaje', personalData: '/osobni-udaje' },
  cz: { hub: '/cookies-osobne-udaje', personalData: '/osobne-udaje' },
};

const supervisoryAuthority = {
  sk: 'Úrad na ochranu osobných údajov Slovenskej republiky',
  cz: 'Úřadu pro ochranu osobních údajů',
} as const;

/**
 * Strings only the order form, the consent bar and dialog, and the tracking core carry: class
 * names and a cookie name survive minification.
 */
const forbiddenInInitialLoad = ['shop-OrderForm', 'shop-ConsentBar', 'shop-ConsentProvider', 'trc_params'];

test.describe('information pages', () => {
  for (const key of pageKeys) {
    test(`${key} page is complete HTML with its title and canonical address`, async ({
      request,
      page,
      site,
      expected,
    }) => {
      const { path, title, consentButton } = infoPages[site][key];
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title} | ${expected.domain}</title>`);
      expect(html).toContain(`<link rel="canonical" href="https://www.${expected.domain}${path}"`);
      expect(html).toContain(`<meta property="og:title" content="${title} | ${expected.domain}"`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(expected.company);

      const loaded = await page.goto(path);
      expect(loaded?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} | ${expected.domain}`);
      if (!consentButton) return;
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        window.__shopConsentOpenCount = 0;
        window.addEventListener('shop:consent-open', () => {
          window.__shopConsentOpenCount = (window.__shopConsentOpenCount ?? 0) + 1;
        });
      });
      await page.getByRole('main').getByRole('button', { name: consentButton }).click();
      await expect.poll(() => page.evaluate(() => window.__shopConsentOpenCount)).toBe(1);
    });

    test(`${key} page loads no order form, consent UI or tracking code up front`, async ({
      request,
      site,
    }) => {
      const html = await (await request.get(infoPages[site][key].path)).text();
      const { scripts, modulePreloads } = pageAssetReferences(html);
      const urls = [...scripts, ...modulePreloads];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        const code = await (await request.get(url)).text();
        for (const marker of forbiddenInInitialLoad)
          expect(code, `${marker} in ${url}`).not.toContain(marker);
      }
    });
  }

  for (const key of ['hub', 'personalData'] as const) {
    test(`the other language's address of the ${key} page moves there permanently`, async ({
      request,
      page,
      site,
    }) => {
      const from = otherSpelling[site][key] ?? '';
      const to = infoPages[site][key].path;
      const response = await request.get(`${from}?utm_source=test`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(`${to}?utm_source=test`);
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(infoPages[site][key].title);
    });
  }

  test('the cookie page lists the cookies by provider from the API', async ({ page, expected }) => {
    await page.goto('/cookies');
    const own = page.getByRole('region', { name: expected.company, exact: true });
    await expect(own.getByText('cookieConsent', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Google Ireland Limited' }).getByText('_ga', { exact: true }),
    ).toBeVisible();
  });

  test('the personal-data notice names the controller and the supervisory authority', async ({
    page,
    site,
    expected,
  }) => {
    await page.goto(infoPages[site].personalData.path);
    const main = page.getByRole('main');
    await expect(main).toContainText(expected.company);
    await expect(main).toContainText(expected.email);
    await expect(main).toContainText(supervisoryAuthority[site]);
  });

  test('the personal-data notice loads its code and texts at the first sign of use, then is live', async ({
    page,
    site,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(infoPages[site].personalData.path);
    await page.waitForLoadState('networkidle');
    const pageCode = /\/assets\/(PersonalDataPage|infoPersonalData)-[\w-]+\.js$/;
    expect(fetched.filter((path) => pageCode.test(path))).toEqual([]);
    const region = page.locator('[data-early-region="info-page"]');
    await page.getByRole('heading', { level: 1 }).hover();
    await expect(region).toHaveAttribute('data-early-live', '');
    expect(fetched.filter((path) => pageCode.test(path))).toHaveLength(2);
    // Hydrated: the navigation's links go to the other pages in the page.
    await page.getByRole('navigation', { name: infoPages[site].hub.title }).getByRole('link').nth(1).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(infoPages[site].cookies.title);
  });

  test('the footer link opens the hub, which links to every page on the topic', async ({
    page,
    site,
    expected,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: expected.footer.cookiesPersonalData })
      .click();
    await expect(page).toHaveURL(new RegExp(`${expected.cookiesPath}$`));
    const links = page.getByRole('main').getByRole('article').getByRole('link');
    // The address changes as the navigation starts; the page renders once its code and texts are in.
    await expect(links).toHaveCount(6);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual([
      '/cookies',
      infoPages[site].personalData.path,
      '/podmienky/personal-data',
      '/podmienky/cookies',
      '/heureka-souhlas',
      '/bez-remarketingu',
    ]);
    await page.getByRole('main').getByRole('article').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(infoPages[site].cookies.title);
  });
});
