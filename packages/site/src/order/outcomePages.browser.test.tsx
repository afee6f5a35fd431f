import { act, render } from '@testing-library/react';
import { useSetAtom } from 'jotai';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { RouterHarness } from '../stories/withRouter';
import { type ConsentedTools, consentedToolsAtom } from '../tracking/consentedToolsAtom';
import { ORDER_CONVERSION_KEY, type OrderConversion } from './core/orderConversion';
import { ThankYouRoute, ThankYouYearlyRoute } from './outcomePages';

const ORDER_ID = '0b7e1c2a-4f5d-4e6f-8a9b-1c2d3e4f5a6b';
const conversion: OrderConversion = {
  orderId: ORDER_ID,
  total: 50.8,
  identity: {
    email: 'jana@example.sk',
    country: 'sk',
    city: 'Trnava',
    postalCode: '91701',
    phone: '+421912345678',
  },
};

afterEach(() => {
  vi.restoreAllMocks();
});

/** The tools as the tracking runtime hands them over after a tool reload. */
function fakeLoaders() {
  return {
    registerSale: vi.fn(async () => {}),
    updateSeznamIdentity: vi.fn(async () => {}),
  };
}

let setTools: (tools: ConsentedTools | null) => void = () => {};
function TrackingRuntimeStandIn() {
  setTools = useSetAtom(consentedToolsAtom);
  return null;
}

function renderThankYou(Route: ComponentType, path = '/dakujeme-za-objednavku') {
  render(
    <RouterHarness locale="sk" path={path}>
      <TrackingRuntimeStandIn />
      <Route />
    </RouterHarness>,
  );
  const loaders = fakeLoaders();
  // Inside act, so the page's effects have run when it resolves.
  const consent = (setting: Record<string, boolean>) =>
    act(async () => setTools({ loaders: loaders as unknown as ConsentedTools['loaders'], setting }));
  return { loaders, consent };
}

describe.each([
  ['ThankYouRoute', ThankYouRoute],
  ['ThankYouYearlyRoute', ThankYouYearlyRoute],
])('%s after a stored order', (_, Route) => {
  it('sends the affiliate sale and the search portal identity and conversion once consent allows, once', async () => {
    sessionStorage.setItem(ORDER_CONVERSION_KEY, JSON.stringify(conversion));
    const { loaders, consent } = renderThankYou(Route);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loaders.registerSale).not.toHaveBeenCalled();

    await consent({ ga: true, 'post-affiliate': true, 'seznam-konverze': true });
    await vi.waitFor(() =>
      expect(loaders.registerSale).toHaveBeenCalledWith({ orderId: ORDER_ID, totalCost: 50.8, value: 50.8 }),
    );
    expect(loaders.updateSeznamIdentity).toHaveBeenCalledWith(conversion.identity);
    expect(sessionStorage.getItem(ORDER_CONVERSION_KEY)).toBeNull();

    await consent({ ga: true, 'post-affiliate': true, 'seznam-konverze': true, clarity: true });
    expect(loaders.registerSale).toHaveBeenCalledOnce();
  });

  it('waits for consent to a tool that takes orders, given on the page', async () => {
    sessionStorage.setItem(ORDER_CONVERSION_KEY, JSON.stringify(conversion));
    const { loaders, consent } = renderThankYou(Route);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await consent({ ga: true, clarity: true });
    expect(sessionStorage.getItem(ORDER_CONVERSION_KEY)).not.toBeNull();
    expect(loaders.registerSale).not.toHaveBeenCalled();

    await consent({ ga: true, 'seznam-retargeting': true });
    await vi.waitFor(() => expect(loaders.updateSeznamIdentity).toHaveBeenCalledOnce());
    expect(loaders.registerSale).toHaveBeenCalledOnce();
  });
});

describe('ThankYouRoute after the card gateway', () => {
  it.each([
    [`?order=${ORDER_ID}`, true],
    ['?order=0f000000-0000-4000-8000-000000000000', false],
  ])('with %s sends the kept order only when it is the one named', async (search, sent) => {
    sessionStorage.setItem(ORDER_CONVERSION_KEY, JSON.stringify(conversion));
    const { loaders, consent } = renderThankYou(ThankYouRoute, `/dakujeme-za-objednavku${search}`);
    await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
    await consent({ 'post-affiliate': true });
    expect(loaders.registerSale).toHaveBeenCalledTimes(sent ? 1 : 0);
    expect(sessionStorage.getItem(ORDER_CONVERSION_KEY) === null).toBe(sent);
  });
});
