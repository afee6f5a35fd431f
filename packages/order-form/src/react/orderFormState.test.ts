import { describe, expect, it } from 'vitest';
import {
  createOrderFormReducer,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
} from './orderFormState';
import { czechContext, czechDelivery } from './test/orderFixtures';

const reduce = createOrderFormReducer(czechContext);
const run = (state: OrderFormState, ...actions: OrderFormAction[]) => actions.reduce(reduce, state);

describe('order form reducer', () => {
  it('checks a field when it is left and follows typing once an error shows', () => {
    let state = run(initialOrderFormState(czechContext), { type: 'change', field: 'zip', value: '1' });
    expect(state.errors.zip).toBeUndefined();
    state = run(state, { type: 'blur', field: 'zip' });
    expect(state.errors.zip).toEqual(['zip.format']);
    state = run(state, { type: 'change', field: 'zip', value: '11000' });
    expect(state.errors.zip).toBeUndefined();
  });

  it('stays on a step with errors and keeps the summary as it was while fields are fixed', () => {
    let state = run(initialOrderFormState(czechContext), { type: 'continue' });
    expect(state.step).toBe('delivery');
    expect(state.summary?.firstName).toEqual(['required']);
    state = run(state, { type: 'change', field: 'firstName', value: 'Jana' });
    expect(state.errors.firstName).toBeUndefined();
    expect(state.summary?.firstName).toEqual(['required']);
  });

  it('moves on when the step passes and clears the summary', () => {
    const state = run(initialOrderFormState(czechContext, { values: czechDelivery }), { type: 'continue' });
    expect(state.step).toBe('shippingPayment');
    expect(state.summary).toBeNull();
  });

  it('applies the PPL rule to the values and restores the replaced payment', () => {
    const start = initialOrderFormState(czechContext, { values: czechDelivery, step: 'shippingPayment' });
    let state = run(
      start,
      { type: 'selectShipping', shipping: 'post-mailbox' },
      { type: 'selectPayment', payment: 'after-delivery' },
      { type: 'selectShipping', shipping: 'ppl-pickup' },
    );
    expect(state.values.paymentMethod).toBe('card');
    expect(state.choice.notice).toBe('errors.ppl.paymentChanged');
    state = run(state, { type: 'selectShipping', shipping: 'post-address' });
    expect(state.values.paymentMethod).toBe('after-delivery');
    expect(state.choice.notice).toBeNull();
  });

  it('offers an email correction once, not again after a no', () => {
    let state = run(
      initialOrderFormState(czechContext),
      { type: 'change', field: 'email', value: 'jana@gmial.com' },
      { type: 'blur', field: 'email' },
    );
    expect(state.emailSuggestion).toBe('jana@gmail.com');
    state = run(state, { type: 'declineEmailSuggestion' }, { type: 'blur', field: 'email' });
    expect(state.emailSuggestion).toBeNull();
  });

  it('opens a later step only when the earlier ones pass', () => {
    expect(initialOrderFormState(czechContext, { step: 'summary' }).step).toBe('delivery');
    expect(initialOrderFormState(czechContext, { values: czechDelivery, step: 'summary' }).step).toBe(
      'shippingPayment',
    );
  });

  it('opens the saved-data block for editing when it does not pass', () => {
    const state = run(
      initialOrderFormState(czechContext, { values: { firstName: 'Jana' }, prefilled: true }),
      {
        type: 'continue',
      },
    );
    expect(state.prefilledCollapsed).toBe(false);
  });

  it('sends the customer to the first step an API refusal names', () => {
    const start = initialOrderFormState(czechContext, { values: czechDelivery });
    const state = run(start, {
      type: 'showErrors',
      fieldErrors: { zip: ['zip.country'], agreement: ['terms.required'] },
    });
    expect(state.step).toBe('delivery');
    expect(state.errors.zip).toEqual(['zip.country']);
  });
});
