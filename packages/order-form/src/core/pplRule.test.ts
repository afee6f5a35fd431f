import { describe, expect, it } from 'vitest';
import {
  initialShippingPaymentChoice,
  PPL_PAYMENT_CHANGED_NOTICE,
  reduceShippingPayment,
  type ShippingPaymentAction,
  type ShippingPaymentChoice,
} from '../index';

const run = (state: ShippingPaymentChoice, ...actions: ShippingPaymentAction[]) =>
  actions.reduce(reduceShippingPayment, state);

describe('PPL rule', () => {
  it('switches paying after delivery to card with the notice, and gives it back when PPL is left', () => {
    let state = initialShippingPaymentChoice({ shipping: 'post-address', payment: 'after-delivery' });
    state = reduceShippingPayment(state, { type: 'selectShipping', shipping: 'ppl-address' });
    expect(state).toEqual({
      shipping: 'ppl-address',
      payment: 'card',
      replacedPayment: 'after-delivery',
      notice: PPL_PAYMENT_CHANGED_NOTICE,
    });
    state = reduceShippingPayment(state, { type: 'selectShipping', shipping: 'ppl-pickup' });
    expect(state).toMatchObject({
      shipping: 'ppl-pickup',
      payment: 'card',
      replacedPayment: 'after-delivery',
    });
    state = reduceShippingPayment(state, { type: 'selectShipping', shipping: 'pickup-point' });
    expect(state).toEqual({
      shipping: 'pickup-point',
      payment: 'after-delivery',
      replacedPayment: null,
      notice: null,
    });
  });

  it('leaves other payments alone', () => {
    const state = run(
      initialShippingPaymentChoice({ payment: 'bank-transfer' }),
      { type: 'selectShipping', shipping: 'ppl-address' },
      { type: 'selectShipping', shipping: 'post-mailbox' },
    );
    expect(state).toEqual({
      shipping: 'post-mailbox',
      payment: 'bank-transfer',
      replacedPayment: null,
      notice: null,
    });
  });

  it('forgets the replaced choice once the customer picks a payment', () => {
    const state = run(
      initialShippingPaymentChoice({ payment: 'after-delivery' }),
      { type: 'selectShipping', shipping: 'ppl-pickup' },
      { type: 'selectPayment', payment: 'bank-transfer' },
      { type: 'selectShipping', shipping: 'post-address' },
    );
    expect(state).toEqual({
      shipping: 'post-address',
      payment: 'bank-transfer',
      replacedPayment: null,
      notice: null,
    });
  });

  it('refuses paying after delivery while PPL is chosen and repeats the notice', () => {
    const before = run(initialShippingPaymentChoice({ payment: 'card' }), {
      type: 'selectShipping',
      shipping: 'ppl-address',
    });
    const after = reduceShippingPayment(before, { type: 'selectPayment', payment: 'after-delivery' });
    expect(after).toEqual({ ...before, notice: PPL_PAYMENT_CHANGED_NOTICE });
  });

  it('applies the rule to a restored draft and lets the notice be dismissed', () => {
    const state = initialShippingPaymentChoice({ shipping: 'ppl-pickup', payment: 'after-delivery' });
    expect(state).toMatchObject({ payment: 'card', notice: PPL_PAYMENT_CHANGED_NOTICE });
    expect(reduceShippingPayment(state, { type: 'dismissNotice' }).notice).toBeNull();
  });

  it('starts empty', () => {
    expect(initialShippingPaymentChoice()).toEqual({
      shipping: null,
      payment: null,
      replacedPayment: null,
      notice: null,
    });
  });
});
