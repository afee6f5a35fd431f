import type { OrderResult } from '@shop/contracts';
import { memoryStorage } from '@shop/contracts/browser';
import type { OrderData } from '@shop/order-form';
import { createToolLoaders, type ScriptDocument, type ToolGlobals } from '@shop/tracking/loaders';
import { describe, expect, it, vi } from 'vitest';
import {
  CONVERSION_TOOLS,
  conversionConsented,
  keepOrderConversion,
  ORDER_CONVERSION_KEY,
  type OrderConversion,
  orderConversionOf,
  sendOrderConversion,
  takeOrderConversion,
} from './orderConversion';

const ORDER_ID = '0b7e1c2a-4f5d-4e6f-8a9b-1c2d3e4f5a6b';

const order: OrderData = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: null,
  street: 'Hlavná',
  houseNumber: '12',
  streetAndNumber: 'Hlavná 12',
  city: 'Trnava',
  zip: '917 01',
  phonePrefix: '+421',
  phone: '+421912345678',
  email: 'jana@example.sk',
  birthDate: '1985-03-07',
  shippingMethod: 'post-mailbox',
  pickupPointId: null,
  paymentMethod: 'after-delivery',
  paymentFrequency: null,
  discountCode: null,
  agreement: true,
} as OrderData;

const placed = {
  orderId: ORDER_ID,
  orderNumber: 'SK-0000123',
  offerType: 'single',
  offerTypeName: 'Year',
  currency: 'EUR',
  totals: {
    items: 4980,
    discount: 0,
    shipping: 0,
    payment: 100,
    total: 5080,
    dueNow: 5080,
    paymentFrequency: null,
  },
} as const;

const conversion: OrderConversion = {
  orderId: ORDER_ID,
  total: 50.8,
  identity: {
    email: 'jana@example.sk',
    country: 'sk',
    city: 'Trnava',
    street: 'Hlavná',
    streetNumber: '12',
    postalCode: '91701',
    phone: '+421912345678',
  },
};

describe('orderConversionOf', () => {
  it.each<[string, OrderResult]>([
    ['an accepted order', { status: 'accepted', ...placed }],
    [
      'a card order on its way to the gateway',
      { status: 'payment-required', ...placed, paymentUrl: 'https://pay' },
    ],
  ])('takes the order id, total and identity of %s', (_, result) => {
    expect(orderConversionOf(result, order, 'sk')).toEqual(conversion);
  });

  it('gives the street and number as typed when the form had them in one field', () => {
    const oneField = { ...order, street: null, houseNumber: null, streetAndNumber: 'Hlavná 12' };
    expect(orderConversionOf({ status: 'accepted', ...placed }, oneField, 'sk')?.identity).toMatchObject({
      street: 'Hlavná 12',
    });
    expect(orderConversionOf({ status: 'accepted', ...placed }, oneField, 'sk')?.identity).not.toHaveProperty(
      'streetNumber',
    );
  });

  it('converts nothing for a refused order', () => {
    const refused: OrderResult = {
      status: 'rejected',
      orderId: ORDER_ID,
      offerType: 'sample',
      rejectionKind: 'sample',
    };
    expect(orderConversionOf(refused, order, 'sk')).toBeNull();
  });
});

describe('the order waiting for its thank-you page', () => {
  it('is taken once', () => {
    const storage = memoryStorage();
    keepOrderConversion(storage, conversion);
    expect(takeOrderConversion(storage, null)).toEqual(conversion);
    expect(takeOrderConversion(storage, null)).toBeNull();
  });

  it('is taken on the page the gateway comes back to with its id, and kept for another order id', () => {
    const storage = memoryStorage();
    keepOrderConversion(storage, conversion);
    expect(takeOrderConversion(storage, 'another-order')).toBeNull();
    expect(storage.getItem(ORDER_CONVERSION_KEY) !== null).toBe(true);
    expect(takeOrderConversion(storage, ORDER_ID)).toEqual(conversion);
  });

  it('reads an unreadable entry as none', () => {
    const storage = memoryStorage();
    storage.setItem(ORDER_CONVERSION_KEY, '{"orderId":1}');
    expect(takeOrderConversion(storage, null)).toBeNull();
  });

  it('needs consent for a tool that takes orders', () => {
    expect(conversionConsented({ ga: true, 'facebook-pixel': true })).toBe(false);
    for (const slug of CONVERSION_TOOLS) expect(conversionConsented({ ga: true, [slug]: true })).toBe(true);
  });
});

describe('sendOrderConversion (SPEC §7 after an order, SPEC §8 reports)', () => {
  const granted = {
    signals: { statistical: true, marketing: true, heatmap: false, sklik: 1 as const },
    nonce: undefined,
  };

  /** The real tool loaders on a page whose scripts load or fail when the test says. */
  function page(
    ids = {
      seznamConversion: '77',
      retargeting: '88',
      affiliate: true,
      postAffiliateAccount: 'nordlys',
      postAffiliateCampaign: 'c0ffee',
    },
  ) {
    const scripts: Array<{ src: string; onload: (() => void) | null; onerror: (() => void) | null }> = [];
    const document: ScriptDocument = {
      createElement: () => {
        const script = { src: '', async: false, onload: null, onerror: null, setAttribute: () => {} };
        scripts.push(script as never);
        return script;
      },
      head: { appendChild: (node) => node },
    };
    const win: ToolGlobals = {};
    const reports: string[] = [];
    const loaders = createToolLoaders({
      ids,
      env: {
        window: win,
        document,
        timers: { setTimeout: () => 0, clearTimeout: () => {} },
        location: () => ({
          pathname: '/dakujeme-za-objednavku',
          href: 'https://www.example.sk/dakujeme-za-objednavku',
        }),
        report: (message) => reports.push(message),
      },
    });
    const consent = (...slugs: string[]) => {
      for (const script of loaders.scripts.filter(({ slug }) => slugs.includes(slug))) {
        loaders.tools[script.slug as keyof typeof loaders.tools]?.activate({ ...granted, script });
      }
    };
    const load = () => {
      for (const script of scripts) script.onload?.();
    };
    const fail = () => {
      for (const script of scripts) script.onerror?.();
    };
    return { win, loaders, reports, consent, load, fail };
  }

  function thirdParties(win: ToolGlobals) {
    const sale = { setOrderID: vi.fn(), setCampaignID: vi.fn(), setTotalCost: vi.fn() };
    const pap = { setAccountId: vi.fn(), track: vi.fn(), createSale: vi.fn(() => sale), register: vi.fn() };
    const conversionHit = vi.fn();
    const updateIdentities = vi.fn();
    win.PostAffTracker = pap;
    win.rc = { conversionHit, retargetingHit: vi.fn() };
    win.sznIVA = { IS: { updateIdentities } };
    return { sale, pap, conversionHit, updateIdentities };
  }

  it('registers the affiliate sale and the search portal conversion and identity once the consented scripts run', async () => {
    const { win, loaders, reports, consent, load } = page();
    consent(...CONVERSION_TOOLS);
    const sent = sendOrderConversion(loaders, conversion);
    const { sale, pap, conversionHit, updateIdentities } = thirdParties(win);
    load();
    await sent;
    expect(pap.setAccountId).toHaveBeenLastCalledWith('nordlys');
    expect(sale.setOrderID).toHaveBeenCalledWith(ORDER_ID);
    expect(sale.setCampaignID).toHaveBeenCalledWith('c0ffee');
    expect(sale.setTotalCost).toHaveBeenCalledWith('50.80');
    expect(pap.register).toHaveBeenCalledOnce();
    expect(conversionHit).toHaveBeenCalledWith({ id: 77, value: 50.8, orderId: ORDER_ID, consent: 1 });
    expect(updateIdentities).toHaveBeenCalledWith({
      eid: 'jana@example.sk',
      aid: { a1: 'sk', a2: 'Trnava', a3: 'Hlavná', a4: '12', a5: '91701' },
      tid: '+421912345678',
    });
    expect(reports).toEqual([]);
  });

  it('sends only to the tools consented to', async () => {
    const { win, loaders, consent, load } = page();
    consent('post-affiliate');
    const { pap, conversionHit, updateIdentities } = thirdParties(win);
    load();
    await sendOrderConversion(loaders, conversion);
    expect(pap.register).toHaveBeenCalledOnce();
    expect(conversionHit).not.toHaveBeenCalled();
    expect(updateIdentities).not.toHaveBeenCalled();
  });

  it('reports the sale, conversion and identity update the loaded tools cannot take', async () => {
    const { loaders, reports, consent, load } = page();
    consent(...CONVERSION_TOOLS);
    load();
    await sendOrderConversion(loaders, conversion);
    expect(reports.sort()).toEqual([
      'post affiliate sale tracking failed',
      'post affiliate tracking failed',
      'seznam conversion hit failed',
      'seznam identity update failed',
      'seznam retargeting hit failed',
    ]);
  });

  it('reports scripts that fail to load and sends nothing through them', async () => {
    const { win, loaders, reports, consent, fail } = page();
    consent(...CONVERSION_TOOLS);
    const sent = sendOrderConversion(loaders, conversion);
    const { pap } = thirdParties(win);
    fail();
    await sent;
    expect(pap.register).not.toHaveBeenCalled();
    expect([...new Set(reports)].sort()).toEqual([
      'post affiliate script loading failed',
      'seznam script loading failed',
    ]);
  });
});
