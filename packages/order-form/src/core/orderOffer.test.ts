import { describe, expect, it } from 'vitest';
import { checkShippingPayment, contextForOffer, instalmentOf, type OrderOffer, orderTotals } from '../index';

const offer: OrderOffer = {
  currency: 'EUR',
  items: [
    { id: 'a', title: 'Nordlys', quantity: 2, price: 990 },
    { id: 'b', title: 'K2', quantity: 1, price: 330 },
  ],
  shipping: [
    { id: 'post-address', price: 350 },
    { id: 'ppl-pickup', price: 250, available: false },
  ],
  payment: [
    { id: 'card', price: 0 },
    { id: 'after-delivery', price: 110 },
  ],
};

describe('orderTotals', () => {
  it.each([
    ['post-address', 'card', null, { items: 1320, shipping: 350, payment: 0, discount: 0, total: 1670 }],
    [
      'post-address',
      'after-delivery',
      200,
      { items: 1320, shipping: 350, payment: 110, discount: 200, total: 1580 },
    ],
    ['', '', null, { items: 1320, shipping: 0, payment: 0, discount: 0, total: 1320 }],
    // A discount takes at most the items: shipping and the fee are still paid.
    [
      'post-address',
      'after-delivery',
      10_000,
      { items: 1320, shipping: 350, payment: 110, discount: 1320, total: 460 },
    ],
  ] as const)('%s + %s with discount %s', (shippingMethod, paymentMethod, amount, expected) => {
    const discount = amount === null ? null : { code: 'X', amount };
    expect(orderTotals(offer, { shippingMethod, paymentMethod, discount })).toEqual({
      ...expected,
      dueNow: expected.total,
      paymentFrequency: null,
    });
  });

  it('charges no fee on a free order shipped free', () => {
    const free: OrderOffer = {
      ...offer,
      items: [{ id: 'k2', title: 'K2', quantity: 1, price: 0 }],
      shipping: [{ id: 'post-mailbox', price: 0 }],
    };
    const totals = orderTotals(free, {
      shippingMethod: 'post-mailbox',
      paymentMethod: 'after-delivery',
      discount: null,
    });
    expect(totals).toMatchObject({ payment: 0, total: 0 });
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
  const choose = (paymentFrequency: string) =>
    orderTotals(yearly, {
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      paymentFrequency,
      discount: null,
    });

  it('splits the total of a monthly-paid offer into instalments rounded up to the cent', () => {
    const totals = choose('monthly');
    expect(totals).toMatchObject({ total: 1670, dueNow: 140, paymentFrequency: 'monthly' });
    expect(instalmentOf(yearly, totals)).toEqual({ count: 12, amount: 140 });
  });

  it('has none when the total is paid at once or no frequency is chosen', () => {
    expect(instalmentOf(yearly, choose('yearly'))).toBeNull();
    expect(instalmentOf(yearly, choose(''))).toBeNull();
    expect(instalmentOf(offer, choose('monthly'))).toBeNull();
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
