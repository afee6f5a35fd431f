import { describe, expect, it } from 'vitest';
import {
  createOrderFormReducer,
  initialOrderFormState,
  type OrderFormAction,
  type OrderFormState,
} from './orderFormState';
import { czechContext, czechDelivery, pragueParcelShop } from './test/orderFixtures';

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
    const suggestion = {
      type: 'suggestEmail',
      email: 'jana@gmial.com',
      suggestion: 'jana@gmail.com',
    } as const;
    let state = run(
      initialOrderFormState(czechContext),
      { type: 'change', field: 'email', value: 'jana@gmial.com' },
      { type: 'blur', field: 'email' },
      suggestion,
    );
    expect(state.emailSuggestion).toBe('jana@gmail.com');
    state = run(state, { type: 'declineEmailSuggestion' }, { type: 'blur', field: 'email' }, suggestion);
    expect(state.emailSuggestion).toBeNull();
  });

  it('drops a correction for an address changed since the field was left', () => {
    const state = run(
      initialOrderFormState(czechContext),
      { type: 'change', field: 'email', value: 'jana@gmial.com' },
      { type: 'blur', field: 'email' },
      { type: 'change', field: 'email', value: 'jana@gmail.com' },
      { type: 'suggestEmail', email: 'jana@gmial.com', suggestion: 'jana@gmail.com' },
    );
    expect(state.emailSuggestion).toBeNull();
  });

  it('reads the number again when the prefix changes, so its error follows the prefix', () => {
    // A domestic leading 0 is Slovak: wrong with the Czech prefix, right with the Slovak one.
    let state = run(
      initialOrderFormState(czechContext),
      { type: 'change', field: 'phone', value: '0901 123 456' },
      { type: 'blur', field: 'phone' },
    );
    expect(state.errors.phone).toEqual(['phone.format']);
    state = run(state, { type: 'change', field: 'phonePrefix', value: '+421' });
    expect(state.errors.phone).toBeUndefined();
    state = run(state, { type: 'change', field: 'phonePrefix', value: '+420' });
    expect(state.errors.phone).toEqual(['phone.format']);
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

describe('order form reducer: pickup point and discount', () => {
  const onStep2 = () =>
    initialOrderFormState(czechContext, {
      values: { ...czechDelivery, shippingMethod: 'ppl-pickup', paymentMethod: 'card' },
      step: 'shippingPayment',
    });

  it('keeps a chosen point through a detour to address delivery and drops it for another carrier', () => {
    const chosen = { carrier: 'ppl' as const, point: pragueParcelShop };
    let state = run(onStep2(), { type: 'selectPickupPoint', chosen });
    expect(state.values.pickupPointId).toBe('CZ-PPL-1001');
    state = run(state, { type: 'selectShipping', shipping: 'ppl-address' });
    state = run(state, { type: 'selectShipping', shipping: 'ppl-pickup' });
    expect(state.pickupPoint).toEqual(chosen);
    state = run(state, { type: 'selectShipping', shipping: 'pickup-point' });
    expect(state.pickupPoint).toBeNull();
    expect(state.values.pickupPointId).toBe('');
  });

  it('clears the missing point error as soon as a point is chosen', () => {
    let state = run(onStep2(), { type: 'continue' });
    expect(state.errors.pickupPointId).toEqual(['pickupPoint.required']);
    state = run(state, { type: 'selectPickupPoint', chosen: { carrier: 'ppl', point: pragueParcelShop } });
    expect(state.errors.pickupPointId).toBeUndefined();
  });

  it('remembers an expired code as expired, not as invalid', () => {
    const start = initialOrderFormState(czechContext, { values: czechDelivery, step: 'shippingPayment' });
    const state = run(
      start,
      { type: 'change', field: 'discountCode', value: 'LETO2024' },
      { type: 'discountChecked', code: 'LETO2024', result: { ok: false, reason: 'expired' } },
    );
    expect(state.discount).toEqual({ status: 'expired', code: 'LETO2024' });
  });

  it('applies an answer only for the code still typed, and forgets it when the code changes', () => {
    const applied = { ok: true as const, discount: { code: 'NORDLYS10', amount: 100 } };
    let state = run(
      onStep2(),
      { type: 'change', field: 'discountCode', value: 'NORDLYS10' },
      { type: 'discountCheckStarted', code: 'NORDLYS10' },
      { type: 'change', field: 'discountCode', value: 'NORDLYS1' },
      { type: 'discountChecked', code: 'NORDLYS10', result: applied },
    );
    expect(state.discount).toEqual({ status: 'idle' });
    state = run(
      state,
      { type: 'change', field: 'discountCode', value: 'NORDLYS10' },
      { type: 'discountChecked', code: 'NORDLYS10', result: applied },
    );
    expect(state.discount).toEqual({ status: 'applied', discount: applied.discount });
    state = run(state, { type: 'change', field: 'discountCode', value: '' });
    expect(state.discount).toEqual({ status: 'idle' });
  });

  it('goes to the first step with a field the API refused, marked as refused by the API', () => {
    const summary = initialOrderFormState(czechContext, {
      values: { ...czechDelivery, shippingMethod: 'post-address', paymentMethod: 'card', agreement: true },
      step: 'summary',
    });
    let state = run(
      summary,
      { type: 'submitStarted' },
      { type: 'showErrors', fieldErrors: { zip: ['zip.country'] }, fromServer: true },
    );
    expect(state).toMatchObject({
      step: 'delivery',
      serverInvalid: true,
      submit: 'idle',
      summary: { zip: ['zip.country'] },
    });
    state = run(
      summary,
      { type: 'submitStarted' },
      { type: 'showErrors', fieldErrors: {}, fromServer: true },
    );
    expect(state).toMatchObject({ step: 'summary', serverInvalid: true, submit: 'idle' });
  });

  it('keeps the API’s verdict on a discount code until the code changes, and stops counting it', () => {
    const applied = { ok: true as const, discount: { code: 'NORDLYS10', amount: 100 } };
    const summary = run(
      initialOrderFormState(czechContext, {
        values: {
          ...czechDelivery,
          shippingMethod: 'post-address',
          paymentMethod: 'card',
          discountCode: 'nordlys10 ',
          agreement: true,
        },
        step: 'summary',
      }),
      { type: 'discountChecked', code: 'nordlys10', result: applied },
    );
    let state = run(
      summary,
      { type: 'submitStarted' },
      { type: 'showErrors', fieldErrors: { discountCode: ['discount.invalid'] }, fromServer: true },
    );
    expect(state).toMatchObject({
      step: 'shippingPayment',
      errors: { discountCode: ['discount.invalid'] },
      summary: { discountCode: ['discount.invalid'] },
      discount: { status: 'invalid', code: 'nordlys10' },
    });
    expect(state.values.discountCode).toBe('nordlys10 ');

    state = run(state, { type: 'blur', field: 'discountCode' });
    expect(state.errors.discountCode).toEqual(['discount.invalid']);
    state = run(state, { type: 'change', field: 'discountCode', value: 'nordlys1' });
    expect(state.errors.discountCode).toBeUndefined();
    expect(state.discount).toEqual({ status: 'idle' });
  });
});
