import { axeResultsOfSettledPage } from '../axe';
import { expect, test } from '../fixtures';
import { pagesOfIssue, sitePagesOfIssue } from '../pagesOfIssue';
import type { SiteId } from '../sites';

/** Pages everyPage.spec.ts already audits with axe on each site: here they get the other checks only. */
const auditedElsewhere = (site: SiteId) =>
  new Set<string>([...pagesOfIssue, ...sitePagesOfIssue[site]].map((entry) => entry.path));

const phones = {
  sk: {
    default: '+421233001100',
    trial: '+421233001102',
    annual: '+421233001103',
  },
  cz: {
    default: '+420228880100',
    trial: '+420228880102',
    annual: '+420228880103',
  },
} as const;

/** The same lines as a shopper reads them (the brief's readable forms). */
const readablePhones = {
  sk: { default: '+421 2 330 011 00', trial: '+421 2 330 011 02', annual: '+421 2 330 011 03' },
  cz: { default: '+420 228 880 100', trial: '+420 228 880 102', annual: '+420 228 880 103' },
} as const;

const baseUrls: Record<SiteId, string> = { sk: 'https://www.nordlys.sk', cz: 'https://www.nordlys.cz' };

/** The pre-footer's heading and its call block's title (SPEC §1: 'Have questions? Call us'). */
const preFooterTexts = {
  sk: { title: 'Prečo nám dôverovať', call: 'Máte otázky? Zavolajte nám' },
  cz: { title: 'Proč nám důvěřovat', call: 'Máte otázky? Zavolejte nám' },
} as const;

/** Layouts that keep the shopper on the task (ordering, paying, an outcome to act on) have no pre-footer. */
const layoutsWithoutPreFooter = new Set(['orderpage', 'infopage', 'plainpage']);

type Line = keyof (typeof phones)['sk'];

interface PageCase {
  path: string;
  layout: string;
  phone: Line;
}

/** Every order, landing, outcome and payment page of issue 4, with its layout and phone line. */
function pagesOf(site: SiteId): PageCase[] {
  const own =
    site === 'sk'
      ? {
          yearlyThanks: '/dakujeme-za-objednavku-rocneho-balenie',
          rejected: '/objednavka-zamietnuta',
          sampleRejected: '/objednavka-vzorky-zamietnuta',
          yearlyRejected: '/objednavka-rocneho-balenie-zamietnuta',
        }
      : {
          yearlyThanks: '/dekujeme-za-objednavku-rocniho-baleni',
          rejected: '/objednavka-zamitnuta',
          sampleRejected: '/objednavka-vzorku-zamitnuta',
          yearlyRejected: '/objednavka-rocniho-baleni-zamitnuta',
        };
  return [
    { path: '/objednavka', layout: 'orderpage', phone: 'default' },
    { path: '/nabidka/duo', layout: 'default', phone: 'default' },
    { path: '/skusobny-balicek-ponuka', layout: 'orderpage', phone: 'trial' },
    { path: '/skusobny-balicek', layout: 'default', phone: 'trial' },
    { path: '/k2zadarmo', layout: 'orderpage', phone: 'trial' },
    { path: '/mesiack2zadarmo', layout: 'orderpage', phone: 'trial' },
    { path: '/k2zadarmo/home', layout: 'default', phone: 'trial' },
    { path: '/mesiack2zadarmo/home', layout: 'default', phone: 'trial' },
    { path: '/rocnek2', layout: 'year', phone: 'annual' },
    { path: '/rocnynordlys', layout: 'year', phone: 'annual' },
    { path: '/nordlys-rocne-balenie', layout: 'year', phone: 'annual' },
    { path: '/testrocka', layout: 'year', phone: 'annual' },
    { path: '/dakujeme-za-objednavku', layout: 'thankpage', phone: 'default' },
    { path: own.yearlyThanks, layout: 'thankpage-subscription', phone: 'annual' },
    { path: own.rejected, layout: 'infopage', phone: 'default' },
    { path: own.sampleRejected, layout: 'infopage', phone: 'trial' },
    { path: own.yearlyRejected, layout: 'infopage', phone: 'annual' },
    { path: '/platba-ceka', layout: 'plainpage', phone: 'default' },
    { path: '/platba-zrusena', layout: 'plainpage', phone: 'default' },
  ];
}

for (const site of ['sk', 'cz'] as const) {
  test.describe(`${site} order pages`, () => {
    test.skip(({ site: running }) => running !== site, 'each site lists its own addresses');

    const audited = auditedElsewhere(site);
    for (const { path, layout, phone } of pagesOf(site)) {
      const withAxe = !audited.has(path);
      test(`${path}: layout, head, contacts${withAxe ? ' and axe' : ''}`, async ({ page, expected }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await page.waitForLoadState('networkidle');
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page).toHaveTitle(new RegExp(` \\| ${expected.domain.replace('.', '\\.')}$`));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          `${baseUrls[site]}${path}`,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
        // SPEC §2: the pre-footer's call block, with the page's own line rather than the default one;
        // without a pre-footer the page's own contacts name it. Either way the page asks once.
        await expect(page.getByText(preFooterTexts[site].call, { exact: true })).toHaveCount(1);
        const preFooter = page.getByRole('region', { name: preFooterTexts[site].title });
        if (layoutsWithoutPreFooter.has(layout)) {
          await expect(preFooter).toHaveCount(0);
          await expect(page.locator('main').locator(`a[href="tel:${phones[site][phone]}"]`)).toBeVisible();
        } else {
          await expect(preFooter.getByText(preFooterTexts[site].call)).toBeVisible();
          const call = preFooter.getByRole('link', { name: readablePhones[site][phone] });
          await expect(call).toBeVisible();
          await expect(call).toHaveAttribute('href', `tel:${phones[site][phone]}`);
        }
        await expect(page.locator('main')).not.toContainText(/\{\w+\}/);
        if (!withAxe) return;
        const results = await axeResultsOfSettledPage(page);
        expect(
          results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          ),
        ).toEqual([]);
      });
    }
  });
}

test('the prerendered thank-you page hydrates cleanly with the gateway’s ?order=', async ({
  page,
  pageIssues,
  site,
}) => {
  // An order this visitor did not place: the API does not show it (404), and the page says so.
  pageIssues.allow(/the server responded with a status of 404 .*\/api\/orders\//);
  await page.goto('/dakujeme-za-objednavku?order=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      site === 'sk' ? /Údaje objednávky sa tu už nedajú zobraziť/ : /Údaje objednávky už zde nelze zobrazit/,
    ),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
});

test('the home page form arrives after hydration without moving the page', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __layoutShifts: number[] }).__layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto('/');
  const html = await response?.text();
  expect(html, 'the prerendered home page holds the form’s place').toContain('site-HomeOrder-slot');
  await expect(page.locator('.site-HomeOrder form')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(
    () => (window as unknown as { __layoutShifts: number[] }).__layoutShifts,
  );
  const total = shifts.reduce((sum, value) => sum + value, 0);
  test.info().annotations.push({ type: 'cls', description: `home page layout shift ${total.toFixed(4)}` });
  expect(total).toBeLessThan(0.01);
});

test('the home page comes with its offer’s configuration: the form asks the API for nothing', async ({
  page,
}) => {
  const configCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/order-form/config')) configCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('.site-HomeOrder form')).toBeVisible();
  await expect(page.locator('#shop-order-config')).toHaveCount(0);
  expect(configCalls).toEqual([]);
});

test('the home page shows the configuration error with contacts when the configuration fails', async ({
  page,
  pageIssues,
  expected,
}) => {
  pageIssues.allow(/the server responded with a status of 503/);
  // A page served without the configuration (a plain file host, or the server's lookup failed)
  // asks the API itself; here that fails too.
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="shop-order-config"[^>]*>[^<]*<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/api/order-form/config**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
  await page.goto('/');
  const alert = page.locator('.site-HomeOrder').getByRole('alert');
  await expect(alert).toContainText(
    /Nelze načíst konfiguraci objednávkového formuláře|Nie je možné načítať konfiguráciu/,
  );
  await expect(alert).toContainText(expected.email);
});
