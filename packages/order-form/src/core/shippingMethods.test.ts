import { csLazyMessages } from '@shop/i18n/cs';
import { describe, expect, it } from 'vitest';
import { isPpl, isShippingMethodId, needsPickupPoint, shippingMethodIds, shippingMethods } from '../index';

describe('shippingMethods', () => {
  it('are the six methods of SPEC §3', () => {
    expect(shippingMethodIds).toEqual([
      'post-mailbox',
      'post-address',
      'pickup-point',
      'pickup-address',
      'ppl-address',
      'ppl-pickup',
    ]);
  });

  it('ask for a pickup point only for the pickup-point services', () => {
    expect(shippingMethodIds.filter(needsPickupPoint)).toEqual(['pickup-point', 'ppl-pickup']);
  });

  it('know which are PPL', () => {
    expect(shippingMethodIds.filter(isPpl)).toEqual(['ppl-address', 'ppl-pickup']);
  });

  it('have a name and description in the catalog', async () => {
    const orderForm = await csLazyMessages.orderForm();
    for (const method of shippingMethods) {
      expect(orderForm.shipping[method.texts].name).not.toBe('');
    }
  });

  it('recognise only their own ids', () => {
    expect(isShippingMethodId('ppl-pickup')).toBe(true);
    expect(isShippingMethodId('dhl')).toBe(false);
    expect(isShippingMethodId(undefined)).toBe(false);
  });
});
