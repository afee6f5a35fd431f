import type { OrderFormConfig, OrderResult } from '@shop/contracts';
import { shippingMethodIds } from '@shop/contracts/vocabulary';
import type { CheckDiscountCode } from '../discount';
import type { OrderFormContext } from '../orderFormContext';
import type { OrderFormValues } from '../orderFormState';
import type { OrderOffer } from '../orderOffer';
import type { PickupPoint, SearchPickupPoints } from '../pickupPoint';

/** The API's answers to a sent order: stored, waiting for a card payment, refused. */
export const acceptedResult: OrderResult = {
  status: 'accepted',
  orderId: '7b0f3c44-2f7e-4b7a-9a55-0d7c4d1b6e21',
  orderNumber: 'CZ-0000001',
  offerType: 'single',
  offerTypeName: 'Year',
  currency: 'CZK',
  totals: {
    items: 89000,
    discount: 0,
    shipping: 8900,
    payment: 0,
    total: 97900,
    dueNow: 97900,
    paymentFrequency: null,
  },
};
export const paymentRequiredResult: OrderResult = {
  ...acceptedResult,
  status: 'payment-required',
  paymentUrl: '/gw/1',
};
export const rejectedResult: OrderResult = {
  status: 'rejected',
  orderId: '7b0f3c44-2f7e-4b7a-9a55-0d7c4d1b6e22',
  offerType: 'sample',
  rejectionKind: 'sample',
};

/** A fixed moment, so the age rule gives the same answer on every run. */
export const czechContext: OrderFormContext = { country: 'cz', now: new Date('2026-11-20T10:00:00Z') };
export const slovakContext: OrderFormContext = { country: 'sk', now: new Date('2026-11-20T10:00:00Z') };

export const czechDelivery: Partial<OrderFormValues> = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: 'Nordlys Pharma CZ s.r.o.',
  street: 'Vinohradská',
  houseNumber: '1511/230',
  city: 'Praha 10',
  zip: '100 00',
  phone: '601 123 456',
  email: 'jana.novakova@seznam.cz',
  birthDate: '1.2.1990',
};

export const slovakDelivery: Partial<OrderFormValues> = {
  firstName: 'Ján',
  lastName: 'Kováč',
  company: 'Nordlys Pharma s.r.o.',
  street: 'Mlynské nivy',
  houseNumber: '12',
  city: 'Bratislava',
  zip: '821 09',
  phone: '901 123 456',
  email: 'jan.kovac@azet.sk',
  birthDate: '1.2.1990',
};

export const czechOffer: OrderOffer = {
  currency: 'CZK',
  items: [
    { id: 'nordlys-90', title: 'Nordlys 90 kapslí', quantity: 1, price: 89000 },
    { id: 'nordlys-k2', title: 'Vitamin K2 na měsíc zdarma', quantity: 1, price: 0 },
  ],
  shipping: [
    { id: 'post-mailbox', price: 0 },
    { id: 'post-address', price: 8900 },
    { id: 'pickup-point', price: 5900 },
    { id: 'pickup-address', price: 9900 },
    { id: 'ppl-address', price: 10900 },
    { id: 'ppl-pickup', price: 6900 },
  ],
  payment: [
    { id: 'after-delivery', price: 3000 },
    { id: 'card', price: 0 },
    { id: 'bank-transfer', price: 0 },
  ],
};

export const slovakOffer: OrderOffer = {
  currency: 'EUR',
  items: [{ id: 'nordlys-90', title: 'Nordlys 90 kapsúl', quantity: 2, price: 5980 }],
  shipping: [
    { id: 'post-mailbox', price: 0 },
    { id: 'post-address', price: 350 },
    { id: 'pickup-point', price: 290 },
    { id: 'pickup-address', price: 390, available: false },
    { id: 'ppl-address', price: 420 },
    { id: 'ppl-pickup', price: 250 },
  ],
  payment: [
    { id: 'after-delivery', price: 100 },
    { id: 'card', price: 0 },
    { id: 'bank-transfer', price: 0 },
  ],
};

export const pragueParcelShop: PickupPoint = {
  id: 'CZ-PPL-1001',
  name: 'Papírnictví U Muzea',
  street: 'Vinohradská 12',
  city: 'Praha 2',
  zip: '120 00',
  openingHours: ['Po–Pá 8:00–18:00', 'So 9:00–12:00'],
  type: 'parcel-shop',
};

export const pragueParcelBox: PickupPoint = {
  id: 'CZ-PPL-2002',
  name: 'ParcelBox Albert Flora',
  street: 'Vinohradská 151',
  city: 'Praha 3',
  zip: '130 00',
  openingHours: ['Po–Ne 0:00–24:00'],
  type: 'parcel-box',
};

export const bratislavaPoint: PickupPoint = {
  id: 'SK-Z-3003',
  name: 'Trafika Mlynské nivy',
  street: 'Mlynské nivy 14',
  city: 'Bratislava',
  zip: '821 09',
  openingHours: ['Po–Pi 7:00–19:00'],
};

const seededPoints: readonly PickupPoint[] = [pragueParcelShop, pragueParcelBox, bratislavaPoint];

/** A search over a few seeded points, matching the query against name, city and zip like the API. */
export const searchSeededPoints: SearchPickupPoints = async (_carrier, query) => {
  const needle = query.toLowerCase().replace(/\s/g, '');
  const points = seededPoints.filter((point) =>
    [point.name, point.city, point.zip].some((text) =>
      text.toLowerCase().replace(/\s/g, '').includes(needle),
    ),
  );
  return { ok: true, points };
};

/**
 * A check that accepts `NORDLYS10` (in any letter case) for `amount` (minor units) off and refuses
 * every other code.
 */
export function sampleDiscountCheck(amount: number): CheckDiscountCode {
  return async (code) =>
    code.toUpperCase() === 'NORDLYS10'
      ? { ok: true, discount: { code: 'NORDLYS10', amount } }
      : { ok: false, reason: 'invalid' };
}

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
