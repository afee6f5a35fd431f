import type { OrderResult } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { czWebsite, skWebsite } from '../../test/websites';
import { orderDestination } from './orderDestination';

const placed = {
  orderId: '7b0f3c44-2f7e-4b7a-9a55-0d7c4d1b6e21',
  orderNumber: 'SK-0000001',
  offerTypeName: 'Atlas' as const,
  currency: 'EUR' as const,
  totals: { items: 0, discount: 0, shipping: 0, payment: 0, total: 0, dueNow: 0, paymentFrequency: null },
};

describe('orderDestination', () => {
  it.each([
    ['free-trial', '/dakujeme-za-objednavku'],
    ['single', '/dakujeme-za-objednavku'],
    ['yearly', '/dakujeme-za-objednavku-rocneho-balenie'],
  ] as const)('sends an accepted %s order to %s', (offerType, path) => {
    const result: OrderResult = { status: 'accepted', ...placed, offerType };
    expect(orderDestination(skWebsite, result)).toEqual({ kind: 'page', path });
  });

  it('uses the Czech yearly thank-you page on the Czech site', () => {
    const result: OrderResult = { status: 'accepted', ...placed, offerType: 'yearly' };
    expect(orderDestination(czWebsite, result)).toEqual({
      kind: 'page',
      path: '/dekujeme-za-objednavku-rocniho-baleni',
    });
  });

  it.each([
    ['general', '/objednavka-zamietnuta', '/objednavka-zamitnuta'],
    ['sample', '/objednavka-vzorky-zamietnuta', '/objednavka-vzorku-zamitnuta'],
    ['yearly', '/objednavka-rocneho-balenie-zamietnuta', '/objednavka-rocniho-baleni-zamitnuta'],
  ] as const)('sends a %s rejection to its page on each site', (rejectionKind, sk, cz) => {
    const result: OrderResult = {
      status: 'rejected',
      orderId: placed.orderId,
      offerType: 'sample',
      rejectionKind,
    };
    expect(orderDestination(skWebsite, result)).toEqual({ kind: 'page', path: sk });
    expect(orderDestination(czWebsite, result)).toEqual({ kind: 'page', path: cz });
  });

  it('sends a card order to the gateway', () => {
    const result: OrderResult = {
      status: 'payment-required',
      ...placed,
      offerType: 'single',
      paymentUrl: '/api/sandbox-gateway/pay/abc',
    };
    expect(orderDestination(skWebsite, result)).toEqual({
      kind: 'gateway',
      url: '/api/sandbox-gateway/pay/abc',
    });
  });
});
