import { describe, expect, it } from 'vitest';
import { isPaymentAvailable, isPaymentFrequency, isPaymentMethodId, paymentMethodIds } from '../index';

describe('paymentMethods', () => {
  it('are the three methods of SPEC §3', () => {
    expect(paymentMethodIds).toEqual(['after-delivery', 'card', 'bank-transfer']);
    expect(isPaymentMethodId('card')).toBe(true);
    expect(isPaymentMethodId('cash')).toBe(false);
  });

  it('refuse paying after delivery only with PPL', () => {
    expect(isPaymentAvailable('after-delivery', 'ppl-address')).toBe(false);
    expect(isPaymentAvailable('after-delivery', 'ppl-pickup')).toBe(false);
    expect(isPaymentAvailable('after-delivery', 'post-address')).toBe(true);
    expect(isPaymentAvailable('after-delivery', null)).toBe(true);
    expect(isPaymentAvailable('card', 'ppl-pickup')).toBe(true);
    expect(isPaymentAvailable('bank-transfer', 'ppl-address')).toBe(true);
  });
});

describe('paymentFrequency', () => {
  it('is monthly or yearly', () => {
    expect(isPaymentFrequency('monthly')).toBe(true);
    expect(isPaymentFrequency('yearly')).toBe(true);
    expect(isPaymentFrequency('weekly')).toBe(false);
  });
});
