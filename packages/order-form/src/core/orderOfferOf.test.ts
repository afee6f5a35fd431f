import type { OrderFormConfig } from '@shop/contracts';
import { shippingMethodIds } from '@shop/contracts/vocabulary';
import { describe, expect, it } from 'vitest';
import { orderOfferOf } from '../index';

/** An offer's configuration as the API answers it, for the Slovak site. */
export function configFixture(
  slug: string,
  overrides: Partial<OrderFormConfig['offer']> = {},
): OrderFormConfig {
  return {
    site: 'sk',
    currency: 'EUR',
    offer: {
      slug,
      type: 'single',
      offerTypeName: 'Year',
      title: 'Nordlys Omega-3 + D3 + K2',
      items: [{ sku: 'NORDLYS-30', name: 'Nordlys, 30 kapsúl', quantity: 2, unitPrice: 2490, total: 4980 }],
      itemsTotal: 4980,
      requiresPaymentFrequency: false,
      paymentFrequencies: [],
      instalmentCount: 1,
      rejectionKind: 'general',
      ...overrides,
    },
    shippingMethods: shippingMethodIds.map((id) => ({
      id,
      price: id === 'post-mailbox' ? 0 : 390,
      available: id !== 'pickup-address',
      pickupCarrier: id === 'pickup-point' ? 'packeta' : id === 'ppl-pickup' ? 'ppl' : null,
    })),
    paymentMethods: [
      { id: 'after-delivery', price: 100, available: true },
      { id: 'card', price: 0, available: true },
      { id: 'bank-transfer', price: 0, available: false },
    ],
    pickupPointShippingMethods: ['pickup-point', 'ppl-pickup'],
  };
}

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
