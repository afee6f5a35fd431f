import { describe, expect, it } from 'vitest';
import { configFixture } from '../test/orderFixtures';
import { orderFormContextOf, orderOfferOf } from './orderOfferOf';

describe('orderOfferOf', () => {
  it('turns minor units into whole currency and keeps every method with its availability', () => {
    const offer = orderOfferOf(configFixture('single'));
    expect(offer.currency).toBe('EUR');
    expect(offer.items).toEqual([
      { id: 'NORDLYS-30', title: 'Nordlys, 30 kapsúl', quantity: 2, price: 49.8 },
    ]);
    expect(offer.shipping).toHaveLength(6);
    expect(offer.shipping.find((method) => method.id === 'ppl-address')).toEqual({
      id: 'ppl-address',
      price: 3.9,
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

describe('orderFormContextOf', () => {
  const now = new Date('2026-01-15T10:00:00Z');

  it('allows only the methods available for the offer', () => {
    const context = orderFormContextOf(configFixture('single'), 'sk', now);
    expect(context).toMatchObject({ country: 'sk', now, requiresPaymentFrequency: false });
    expect(context.shippingMethods).not.toContain('pickup-address');
    expect(context.paymentMethods).toEqual(['after-delivery', 'card']);
    expect(context).not.toHaveProperty('paymentFrequencies');
  });

  it('asks for a frequency where the offer needs one', () => {
    const config = configFixture('yearly', {
      requiresPaymentFrequency: true,
      paymentFrequencies: ['monthly'],
    });
    expect(orderFormContextOf(config, 'cz', now)).toMatchObject({
      requiresPaymentFrequency: true,
      paymentFrequencies: ['monthly'],
    });
  });
});
