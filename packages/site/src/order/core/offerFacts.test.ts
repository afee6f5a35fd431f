import type { OrderFormConfig } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { configFixture } from '../test/orderFixtures';
import { offerFactsOf } from './offerFacts';

function freeShipping(config: OrderFormConfig): OrderFormConfig {
  return { ...config, shippingMethods: config.shippingMethods.map((method) => ({ ...method, price: 0 })) };
}

const freeTrial = freeShipping(
  configFixture('free-trial', {
    type: 'free-trial',
    offerTypeName: 'Atlas',
    title: 'Mesiac Nordlys s vitamínom K2 zadarmo',
    items: [{ sku: 'NORDLYS-K2-30', name: 'Nordlys K2, 30 kapsúl', quantity: 1, unitPrice: 0, total: 0 }],
    itemsTotal: 0,
  }),
);

const yearly = freeShipping(
  configFixture('yearly', {
    type: 'yearly',
    items: [{ sku: 'NORDLYS-30', name: 'Nordlys, 30 kapsúl', quantity: 12, unitPrice: 1990, total: 23880 }],
    itemsTotal: 23880,
    requiresPaymentFrequency: true,
    paymentFrequencies: ['monthly', 'yearly'],
    instalmentCount: 12,
  }),
);

describe('offerFactsOf', () => {
  it('names the pack, its capsules and how long it lasts', () => {
    expect(offerFactsOf(yearly).packs).toEqual([
      { sku: 'NORDLYS-30', name: 'Nordlys, 30 kapsúl', quantity: 12, capsules: 30, days: 360 },
    ]);
    expect(
      offerFactsOf(
        configFixture('sample', {
          items: [{ sku: 'NORDLYS-SAMPLE-10', name: 'Vzorka', quantity: 1, unitPrice: 490, total: 490 }],
        }),
      ).packs[0],
    ).toMatchObject({ capsules: 10, days: 10 });
  });

  it('says nothing is to be paid for a free trial shipped free, fee or not', () => {
    expect(offerFactsOf(freeTrial)).toMatchObject({
      price: 0,
      shippingFree: true,
      nothingToPay: true,
      collectionFee: null,
    });
  });

  it('gives a paid pack its cheapest delivery and the collection fee paying after delivery adds', () => {
    expect(offerFactsOf(configFixture('single'))).toMatchObject({
      price: 4980,
      shippingFrom: 0,
      shippingFree: false,
      collectionFee: 100,
      feeFreePayment: true,
      nothingToPay: false,
      frequencies: [],
    });
  });

  it('leaves out a way of delivery the offer does not take', () => {
    const config = configFixture('single');
    const noMailbox = {
      ...config,
      shippingMethods: config.shippingMethods.map((method) =>
        method.id === 'post-mailbox' ? { ...method, available: false } : method,
      ),
    };
    expect(offerFactsOf(noMailbox).shippingFrom).toBe(390);
  });

  it('prices a yearly pack per payment frequency, monthly rounded up as charged', () => {
    expect(offerFactsOf(yearly).frequencies).toEqual([
      { id: 'monthly', count: 12, amount: 1990, total: 23880 },
      { id: 'yearly', count: 1, amount: 23880, total: 23880 },
    ]);
  });
});
