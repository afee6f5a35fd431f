import { describe, expect, it } from 'vitest';
import { checkShippingPayment, contextForOffer, instalmentOf, type OrderOffer, orderTotals } from '../index';

const offer: OrderOffer = {
  currency: 'EUR',
  items: [
    { id: 'a', title: 'Nordlys', quantity: 2, price: 9.9 },
    { id: 'b', title: 'K2', quantity: 1, price: 3.3 },
  ],
  shipping: [
    { id: 'post-address', price: 3.5 },
    { id: 'ppl-pickup', price: 2.5, available: false },
  ],
  payment: [
    { id: 'card', price: 0 },
    { id: 'after-delivery', price: 1.1 },
  ],
};

describe('orderTotals', () => {
  it.each([
    ['post-address', 'card', null, { items: 13.2, shipping: 3.5, payment: 0, discount: 0, total: 16.7 }],
    [
      'post-address',
      'after-delivery',
      2,
      { items: 13.2, shipping: 3.5, payment: 1.1, discount: 2, total: 15.8 },
    ],
    ['', '', null, { items: 13.2, shipping: 0, payment: 0, discount: 0, total: 13.2 }],
    ['post-address', 'card', 100, { items: 13.2, shipping: 3.5, payment: 0, discount: 16.7, total: 0 }],
  ] as const)('%s + %s with discount %s', (shippingMethod, paymentMethod, amount, expected) => {
    const discount = amount === null ? null : { code: 'X', amount };
    expect(orderTotals(offer, { shippingMethod, paymentMethod, discount })).toEqual(expected);
  });
});

describe('instalmentOf', () => {
  const yearly: OrderOffer = {
    ...offer,
    frequencies: [
      { id: 'monthly', instalments: 12 },
      { id: 'yearly', instalments: 1 },
    ],
  };

  it('splits the total of a monthly-paid offer into instalments rounded up to the cent', () => {
    expect(instalmentOf(yearly, 'monthly', 299)).toEqual({ count: 12, amount: 24.92 });
    expect(instalmentOf(yearly, 'monthly', 120)).toEqual({ count: 12, amount: 10 });
  });

  it('has none when the total is paid at once or no frequency is chosen', () => {
    expect(instalmentOf(yearly, 'yearly', 299)).toBeNull();
    expect(instalmentOf(yearly, '', 299)).toBeNull();
    expect(instalmentOf(offer, 'monthly', 299)).toBeNull();
  });
});

describe('contextForOffer', () => {
  const context = contextForOffer({ country: 'sk', now: new Date('2026-11-20T10:00:00Z') }, offer);

  it('lets only available methods of the offer pass', () => {
    expect(context.shippingMethods).toEqual(['post-address']);
    expect(checkShippingPayment({ shippingMethod: 'ppl-pickup', paymentMethod: 'card' }, context)).toEqual({
      ok: false,
      fieldErrors: { shippingMethod: ['shipping.required'] },
    });
    expect(checkShippingPayment({ shippingMethod: 'post-mailbox', paymentMethod: 'card' }, context).ok).toBe(
      false,
    );
    expect(
      checkShippingPayment({ shippingMethod: 'post-address', paymentMethod: 'bank-transfer' }, context),
    ).toEqual({
      ok: false,
      fieldErrors: { paymentMethod: ['payment.required'] },
    });
  });

  it('asks for a frequency, from the offered ones, only when the offer has frequencies', () => {
    expect(context.requiresPaymentFrequency).toBe(false);
    const yearly = contextForOffer(context, { ...offer, frequencies: [{ id: 'yearly' }] });
    expect(yearly.requiresPaymentFrequency).toBe(true);
    const values = { shippingMethod: 'post-address', paymentMethod: 'card' };
    expect(checkShippingPayment({ ...values, paymentFrequency: 'monthly' }, yearly)).toEqual({
      ok: false,
      fieldErrors: { paymentFrequency: ['frequency.required'] },
    });
    expect(checkShippingPayment({ ...values, paymentFrequency: 'yearly' }, yearly).ok).toBe(true);
  });
});
