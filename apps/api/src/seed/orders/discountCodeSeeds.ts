import type { Site } from '@shop/contracts';

export interface DiscountCodeSeed {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  offerTypes: string[];
  validFrom: string;
  validUntil?: string;
}

const paidOffers = ['sample', 'single', 'yearly'];

/** A percent code on both sites, a fixed amount per site, and an expired one for the error path. */
export const discountCodeSeeds: Readonly<Record<Site, readonly DiscountCodeSeed[]>> = {
  sk: [
    {
      code: 'NORDLYS10',
      kind: 'percent',
      value: 10,
      offerTypes: paidOffers,
      validFrom: '2024-01-01T00:00:00Z',
    },
    {
      code: 'LETO5',
      kind: 'amount',
      value: 500,
      offerTypes: ['single', 'yearly'],
      validFrom: '2024-01-01T00:00:00Z',
    },
    {
      code: 'ZIMA2020',
      kind: 'percent',
      value: 20,
      offerTypes: paidOffers,
      validFrom: '2020-12-01T00:00:00Z',
      validUntil: '2021-03-01T00:00:00Z',
    },
  ],
  cz: [
    {
      code: 'NORDLYS10',
      kind: 'percent',
      value: 10,
      offerTypes: paidOffers,
      validFrom: '2024-01-01T00:00:00Z',
    },
    {
      code: 'JARO100',
      kind: 'amount',
      value: 10000,
      offerTypes: ['single', 'yearly'],
      validFrom: '2024-01-01T00:00:00Z',
    },
    {
      code: 'ZIMA2020',
      kind: 'percent',
      value: 20,
      offerTypes: paidOffers,
      validFrom: '2020-12-01T00:00:00Z',
      validUntil: '2021-03-01T00:00:00Z',
    },
  ],
};
