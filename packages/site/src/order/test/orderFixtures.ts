import type { OrderFormConfig, OrderPayment } from '@shop/contracts';
import { shippingMethodIds } from '@shop/contracts/vocabulary';

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

export const PAYMENT_ORDER_ID = '0b7e1c2a-4f5d-4e6f-8a9b-1c2d3e4f5a6b';

export function paymentFixture(overrides: Partial<OrderPayment> = {}): OrderPayment {
  return {
    orderId: PAYMENT_ORDER_ID,
    orderNumber: 'SK-0000042',
    state: 'unpaid',
    payable: true,
    amount: 2490,
    currency: 'EUR',
    offerTypeName: 'Year',
    ...overrides,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
