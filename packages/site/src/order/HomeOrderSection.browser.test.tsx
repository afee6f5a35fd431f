import { EMBEDDED_ORDER_CONFIG_ID } from '@shop/contracts/vocabulary';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { HomeOrderSection } from './HomeOrderSection';
import { configFixture, jsonResponse } from './test/orderFixtures';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function answer(config: Response) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).startsWith('/api/order-form/config')
        ? config.clone()
        : new Response(null, { status: 204 }),
    );
}

describe('HomeOrderSection', () => {
  it('holds the form’s place while loading, then shows the free-trial form at about that height', async () => {
    let release: () => void = () => {};
    const configArrives = new Promise<void>((resolve) => {
      release = resolve;
    });
    const config = jsonResponse(configFixture('free-trial', { type: 'free-trial', offerTypeName: 'Atlas' }));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (!String(input).startsWith('/api/order-form/config')) return new Response(null, { status: 204 });
      await configArrives;
      return config.clone();
    });
    render(
      <RouterHarness locale="sk">
        <HomeOrderSection />
      </RouterHarness>,
    );
    await expect.element(page.getByText('Načítavam objednávkový formulár…')).toBeVisible();
    const slot = document.querySelector('.site-HomeOrder-slot') as HTMLElement;
    const reserved = slot.getBoundingClientRect().height;

    release();
    await expect.element(page.getByRole('textbox', { name: 'Meno', exact: true })).toBeVisible();
    expect(fetch.mock.calls.map(([input]) => String(input))).toContain(
      '/api/order-form/config?offer=free-trial',
    );
    const filled = slot.getBoundingClientRect().height;
    expect(Math.abs(filled - reserved)).toBeLessThan(80);
  });

  it('shows the form from the configuration the server embedded, without asking the API', async () => {
    const fetch = answer(jsonResponse({ error: 'offer_not_found' }, 404));
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = EMBEDDED_ORDER_CONFIG_ID;
    embedded.textContent = JSON.stringify(
      configFixture('free-trial', { type: 'free-trial', offerTypeName: 'Atlas' }),
    );
    document.head.append(embedded);
    render(
      <RouterHarness locale="sk">
        <HomeOrderSection />
      </RouterHarness>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Meno', exact: true })).toBeVisible();
    expect(fetch.mock.calls.map(([input]) => String(input))).not.toContainEqual(
      expect.stringContaining('/api/order-form/config'),
    );
    expect(document.getElementById(EMBEDDED_ORDER_CONFIG_ID)).toBeNull();
  });

  it('shows SPEC’s configuration error when the configuration cannot be loaded', async () => {
    answer(jsonResponse({ error: 'offer_not_found' }, 404));
    render(
      <RouterHarness locale="cs">
        <HomeOrderSection />
      </RouterHarness>,
    );
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Nelze načíst konfiguraci objednávkového formuláře/);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/info@nordlys\.cz/);
    await expect.element(page.getByRole('alert')).toHaveTextContent(/\+420 228 880 100/);
  });
  it('says so when the form’s code cannot be loaded, with the page’s phone, and loads it on retry', async () => {
    answer(jsonResponse(configFixture('free-trial', { type: 'free-trial', offerTypeName: 'Atlas' })));
    let reachable = false;
    const loadForm = vi.fn(() =>
      reachable
        ? import('./OrderFormSection')
        : import(/* @vite-ignore */ `${location.origin}/assets/OrderFormSection-gone.js`),
    );
    render(
      <RouterHarness locale="sk">
        <HomeOrderSection loadForm={loadForm} />
      </RouterHarness>,
    );
    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent(
        'Objednávkový formulár sa nepodarilo načítať. Skúste, prosím, obnoviť stránku alebo nás kontaktujte na info@nordlys.sk.',
      );
    await expect
      .element(alert)
      .toHaveTextContent('Objednávku môžete urobiť aj telefonicky na +421 2 330 011 00.');
    expect(page.getByText('Načítavam objednávkový formulár…').query()).toBeNull();

    reachable = true;
    await userEvent.click(page.getByRole('button', { name: 'Skúsiť znova' }));
    await expect.element(page.getByRole('textbox', { name: 'Meno', exact: true })).toBeVisible();
    expect(page.getByRole('alert').query()).toBeNull();
    expect(loadForm).toHaveBeenCalledTimes(2);
  });
});
