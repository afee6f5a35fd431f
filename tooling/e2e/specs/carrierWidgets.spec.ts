import type { Page, Route } from '@playwright/test';
import { listedPoint, type StubPoint, stubCarrierWidget, widgetScripts } from '../carrierWidgetStubs';
import { expect, test } from '../fixtures';
import type { SiteId } from '../sites';

/** What a shopper reads around the pickup point, per site, written out by hand. */
const texts = {
  sk: {
    fields: {
      firstName: ['Meno', 'Jana'],
      lastName: ['Priezvisko', 'Testová'],
      company: ['Firma', 'Testovacia firma'],
      street: ['Ulica', 'Hlavná'],
      houseNumber: ['Číslo domu', '12'],
      city: ['Mesto', 'Bratislava'],
      zip: ['PSČ', '821 09'],
      phone: ['Telefónne číslo', '901123456'],
      email: ['E-mail', 'jana.widget@example.sk'],
      birthDate: ['Dátum narodenia', '1. 2. 1980'],
    },
    toDelivery: 'Pokračovať na doručenie',
    toSummary: 'Pokračovať na zhrnutie',
    summary: 'Zhrnutie objednávky',
    shippingGroup: 'Spôsob doručenia',
    paymentGroup: 'Spôsob platby',
    packeta: 'Packeta – výdajné miesto',
    ppl: 'PPL – výdajné miesto',
    openMap: 'Vybrať na mape dopravcu',
    change: 'Zmeniť výdajné miesto',
    search: 'Hľadať výdajné miesto',
    results: 'Nájdené výdajné miesta',
    city: 'Bratislava',
    pplWidgetError:
      'Mapu výdajných miest PPL sa nepodarilo načítať. Obnovte, prosím, stránku alebo kontaktujte zákaznícku podporu.',
    parcelBox: 'PPL ParcelBox',
    language: 'sk',
  },
  cz: {
    fields: {
      firstName: ['Jméno', 'Jana'],
      lastName: ['Příjmení', 'Testová'],
      company: ['Firma', 'Testovací firma'],
      street: ['Ulice', 'Hlavní'],
      houseNumber: ['Číslo popisné', '12'],
      city: ['Město', 'Praha 10'],
      zip: ['PSČ', '100 00'],
      phone: ['Telefonní číslo', '601123456'],
      email: ['E-mail', 'jana.widget@example.cz'],
      birthDate: ['Datum narození', '1. 2. 1980'],
    },
    toDelivery: 'Pokračovat k doručení',
    toSummary: 'Pokračovat ke shrnutí',
    summary: 'Shrnutí objednávky',
    shippingGroup: 'Způsob doručení',
    paymentGroup: 'Platební metoda',
    packeta: 'Zásilkovna – výdejní místo',
    ppl: 'PPL – výdejní místo',
    openMap: 'Vybrat na mapě dopravce',
    change: 'Změnit výdejní místo',
    search: 'Hledat výdejní místo',
    results: 'Nalezená výdejní místa',
    city: 'Brno',
    pplWidgetError:
      'Mapu výdejních míst PPL se nepodařilo načíst. Obnovte prosím stránku nebo kontaktujte zákaznickou podporu.',
    parcelBox: 'PPL ParcelBox',
    language: 'cs',
  },
} as const;

const keys = {
  sk: { packeta: 'nordlys-sk-parcel', ppl: 'nordlys-sk-ppl' },
  cz: { packeta: 'nordlys-cz-parcel', ppl: 'nordlys-cz-ppl' },
};

/** A point no seed holds: the widget's choice is shown as the carrier wrote it. */
const widgetPoint: StubPoint = {
  id: 'KM90001234',
  name: 'ParcelBox Nákupné centrum',
  street: 'Námestie 7',
  city: 'Trenčín',
  zip: '91101',
  type: 'parcel-box',
};

/** Every request the page makes to a carrier's widget host, in order. */
function widgetRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname === 'www.ppl.cz' || hostname === 'widget.packeta.com') seen.push(request.url());
  });
  return seen;
}

/** Fills step 1 and moves on to shipping and payment, with the pickup method chosen. */
async function reachPickupPoint(page: Page, site: SiteId, method: 'packeta' | 'ppl') {
  const t = texts[site];
  await page.goto('/objednavka');
  for (const [label, value] of Object.values(t.fields)) {
    await page.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  // The form keeps its state as a draft once it has hydrated; continuing earlier would be a plain submit.
  await expect
    .poll(() => page.evaluate(() => Object.values(sessionStorage).join('\n')), { timeout: 15_000 })
    .toContain(`"birthDate":${JSON.stringify(t.fields.birthDate[1])}`);
  await page.getByRole('button', { name: t.toDelivery }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Doprava a platba' })).toBeFocused();
  const radio = page
    .getByRole('radiogroup', { name: t.shippingGroup })
    .getByRole('radio', { name: new RegExp(`^${t[method]}`) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

test.describe('carrier widgets on the order form', () => {
  test('the PPL map opens from the pickup point, loaded only then, and its choice is the order’s point', async ({
    page,
    site,
  }) => {
    const t = texts[site];
    const requests = widgetRequests(page);
    await stubCarrierWidget(page, 'ppl', widgetPoint);
    await reachPickupPoint(page, site, 'ppl');
    const openMap = page.getByRole('button', { name: t.openMap });
    await expect(openMap).toBeVisible();
    await expect(page.getByRole('searchbox', { name: t.search })).toHaveCount(0);
    expect(requests).toEqual([]);

    await openMap.click();
    await expect(page.getByRole('button', { name: t.change })).toBeFocused();
    expect(requests).toEqual([widgetScripts.ppl]);
    expect(await page.evaluate(() => (window as { __widgetOpened?: unknown }).__widgetOpened)).toEqual({
      apiKey: keys[site].ppl,
      options: { viewMode: 'modal', language: t.language, country: site.toUpperCase() },
    });
    const chosen = page.locator('.shop-PickupPoint');
    await expect(chosen).toContainText(`${widgetPoint.name} · ${t.parcelBox}`);
    await expect(chosen).toContainText('Námestie 7, 911 01 Trenčín');
    const nonces = await page.evaluate(() => ({
      page: document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content'),
      script: document.querySelector<HTMLScriptElement>('script[data-tool="www.ppl.cz"]')?.nonce,
    }));
    expect(nonces.script).toBeTruthy();
    expect(nonces.script).toBe(nonces.page);

    const card = page
      .getByRole('radiogroup', { name: t.paymentGroup })
      .getByRole('radio', { name: /^Platba kartou online/ });
    await card.focus();
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    await page.getByRole('button', { name: t.toSummary }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.summary })).toBeFocused();
    await expect(page.getByText('ParcelBox Nákupné centrum, Námestie 7, 911 01 Trenčín')).toBeVisible();
  });

  test('the Packeta map opens with the parcel service’s key and the shopper’s country', async ({
    page,
    site,
  }) => {
    const t = texts[site];
    const point = await listedPoint(page, 'packeta', t.city);
    await stubCarrierWidget(page, 'packeta', point);
    await reachPickupPoint(page, site, 'packeta');
    await page.getByRole('button', { name: t.openMap }).click();
    await expect(page.getByRole('button', { name: t.change })).toBeFocused();
    expect(await page.evaluate(() => (window as { __widgetOpened?: unknown }).__widgetOpened)).toEqual({
      apiKey: keys[site].packeta,
      options: { country: site, language: t.language },
    });
    await expect(page.locator('.shop-PickupPoint')).toContainText(
      `${point.street}, ${point.zip} ${point.city}`,
    );
  });

  for (const failure of ['404', 'abort'] as const) {
    test(`a PPL script that fails (${failure}) shows SPEC’s toast and the built-in picker takes over`, async ({
      page,
      site,
      pageIssues,
    }) => {
      const t = texts[site];
      pageIssues.allow(/Failed to load resource/);
      await page.route(widgetScripts.ppl, (route) =>
        failure === '404' ? route.fulfill({ status: 404, body: 'Not found' }) : route.abort('failed'),
      );
      await reachPickupPoint(page, site, 'ppl');
      await page.getByRole('button', { name: t.openMap }).click();
      await expect(page.getByText(t.pplWidgetError)).toBeVisible();
      const search = page.getByRole('searchbox', { name: t.search });
      await expect(search).toBeFocused();
      await expect(page.getByRole('button', { name: t.openMap })).toHaveCount(0);

      await search.fill(t.city);
      await page.getByRole('listbox', { name: t.results }).getByRole('option').first().click();
      await expect(page.getByRole('button', { name: t.change })).toBeVisible();
    });
  }

  test('a PPL script still loading after 15 s counts as failed, with the same toast and picker', async ({
    page,
    site,
  }) => {
    const t = texts[site];
    await page.clock.install();
    let held: Route | null = null;
    await page.route(widgetScripts.ppl, (route) => {
      held = route;
    });
    await reachPickupPoint(page, site, 'ppl');
    await page.getByRole('button', { name: t.openMap }).click();
    await expect.poll(() => held !== null).toBe(true);
    await expect(page.getByText(t.pplWidgetError)).toHaveCount(0);
    await page.clock.fastForward(15_000);
    await expect(page.getByText(t.pplWidgetError)).toBeVisible();
    await expect(page.getByRole('searchbox', { name: t.search })).toBeFocused();
    // Let the page settle: the held request ends as a late answer nobody waits for any more.
    await (held as Route | null)?.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
});
