import { describe, expect, it } from 'vitest';
import {
  isPaymentAvailable,
  isPaymentFrequency,
  isPaymentMethodId,
  paymentMethodIds,
  paymentMethods,
} from '../index';

describe('paymentMethods', () => {
  it('describe every payment id once, in the order the form lists them', () => {
    expect(paymentMethods.map((method) => method.id)).toEqual([...paymentMethodIds]);
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
