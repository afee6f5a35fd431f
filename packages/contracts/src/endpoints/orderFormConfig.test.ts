import { describe, expect, it } from 'vitest';
import { offerSchema } from '../index';

const offer = {
  slug: 'free-trial',
  type: 'free-trial',
  offerTypeName: 'Atlas',
  title: 'Skúšobné balenie',
  items: [{ sku: 'K2-10', name: 'Nordlys K2, 10 kapsúl', quantity: 1, unitPrice: 0, total: 0 }],
  itemsTotal: 0,
  requiresPaymentFrequency: false,
  paymentFrequencies: [],
  instalmentCount: 1,
  rejectionKind: 'general',
};

describe("the order page's offer", () => {
  it.each([
    ['Atlas', 'Atlas'],
    ['Year', 'Year'],
    ['atlas', 'Year'],
    ['Trial', 'Year'],
    [undefined, 'Year'],
    [null, 'Year'],
  ])('reads offerTypeName %j as %s', (offerTypeName, expected) => {
    expect(offerSchema.parse({ ...offer, offerTypeName }).offerTypeName).toBe(expected);
  });
});
