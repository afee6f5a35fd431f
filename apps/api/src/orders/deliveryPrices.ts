import type { PaymentMethodId, ShippingMethodId, Site } from '@shop/contracts';

/** What each way of delivery costs per site, in minor units, and whose pickup points it uses. */
export const shippingPrices: Readonly<Record<Site, Readonly<Record<ShippingMethodId, number>>>> = {
  sk: {
    'post-mailbox': 190,
    'post-address': 390,
    'pickup-point': 290,
    'pickup-address': 390,
    'ppl-address': 450,
    'ppl-pickup': 290,
  },
  cz: {
    'post-mailbox': 4900,
    'post-address': 9900,
    'pickup-point': 6900,
    'pickup-address': 8900,
    'ppl-address': 10900,
    'ppl-pickup': 6900,
  },
};

/** The carrier's collection fee is the one payment that costs extra. */
export const paymentPrices: Readonly<Record<Site, Readonly<Record<PaymentMethodId, number>>>> = {
  sk: { 'after-delivery': 150, card: 0, 'bank-transfer': 0 },
  cz: { 'after-delivery': 3900, card: 0, 'bank-transfer': 0 },
};

export const currencyOf = { sk: 'EUR', cz: 'CZK' } as const satisfies Record<Site, 'EUR' | 'CZK'>;
