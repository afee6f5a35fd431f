import { describe, expect, it } from 'vitest';
import { orderOfferOf } from '../index';
import { configFixture } from './test/orderFixtures';

describe('orderOfferOf', () => {
  it('keeps the minor units of the API and every method with its availability', () => {
    const offer = orderOfferOf(configFixture('single'));
    expect(offer.currency).toBe('EUR');
    expect(offer.items).toEqual([
      { id: 'NORDLYS-30', title: 'Nordlys, 30 kapsúl', quantity: 2, price: 4980 },
    ]);
    expect(offer.shipping).toHaveLength(6);
    expect(offer.shipping.find((method) => method.id === 'ppl-address')).toEqual({
      id: 'ppl-address',
      price: 390,
      available: true,
    });
    expect(offer.payment.find((method) => method.id === 'bank-transfer')?.available).toBe(false);
    expect(offer.frequencies).toBeUndefined();
  });

  it('offers the frequencies of an offer paid in instalments', () => {
    const config = configFixture('yearly', {
      type: 'yearly',
      requiresPaymentFrequency: true,
      paymentFrequencies: ['monthly', 'yearly'],
      instalmentCount: 12,
    });
    expect(orderOfferOf(config).frequencies).toEqual([
      { id: 'monthly', instalments: 12 },
      { id: 'yearly', instalments: 1 },
    ]);
  });
});
