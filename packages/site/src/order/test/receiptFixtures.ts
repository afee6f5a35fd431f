import type { OrderReceipt } from '@shop/contracts';

/** A Slovak single pack shipped to the address and paid after delivery: 24,90 € + 3,90 € + 1,50 €. */
export function skReceipt(overrides: Partial<OrderReceipt> = {}): OrderReceipt {
  return {
    orderId: '0b7e1c2a-4f5d-4e6f-8a9b-1c2d3e4f5a6b',
    orderNumber: 'SK-0000123',
    placedAt: '2026-11-20T10:00:00.000Z',
    offerType: 'single',
    offerTypeName: 'Year',
    offerTitle: 'Nordlys Omega-3 + D3 + K2',
    items: [{ name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 1, total: 2490 }],
    currency: 'EUR',
    totals: {
      items: 2490,
      discount: 0,
      shipping: 390,
      payment: 150,
      total: 3030,
      dueNow: 3030,
      paymentFrequency: null,
    },
    instalments: 1,
    shippingMethod: 'post-address',
    paymentMethod: 'after-delivery',
    cardPayment: null,
    ...overrides,
  };
}

/** The Czech yearly pack paid monthly by transfer: 5 988 Kč in twelve instalments of 499 Kč. */
export function czYearlyByTransfer(): OrderReceipt {
  return {
    orderId: '1c8f2d3b-5a6e-4f70-9bac-2d3e4f5a6b7c',
    orderNumber: 'CZ-0004567',
    placedAt: '2026-11-20T10:00:00.000Z',
    offerType: 'yearly',
    offerTypeName: 'Year',
    offerTitle: 'Roční balení Nordlys',
    items: [{ name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 12, total: 598800 }],
    currency: 'CZK',
    totals: {
      items: 598800,
      discount: 0,
      shipping: 0,
      payment: 0,
      total: 598800,
      dueNow: 49900,
      paymentFrequency: 'monthly',
    },
    instalments: 12,
    shippingMethod: 'post-address',
    paymentMethod: 'bank-transfer',
    cardPayment: null,
  };
}

/** The Slovak free trial paid after delivery: nothing to pay. */
export function skFreeTrialReceipt(): OrderReceipt {
  return skReceipt({
    offerType: 'free-trial',
    offerTypeName: 'Atlas',
    offerTitle: 'Mesiac Nordlys s vitamínom K2 zadarmo',
    items: [{ name: 'Nordlys Omega-3 + D3 + K2, 30 kapsúl', quantity: 1, total: 0 }],
    totals: { items: 0, discount: 0, shipping: 0, payment: 0, total: 0, dueNow: 0, paymentFrequency: null },
    shippingMethod: 'post-mailbox',
  });
}
