import { csLazyMessages } from '@shop/i18n/cs';
import { describe, expect, it } from 'vitest';
import {
  isPpl,
  isShippingMethodId,
  needsPickupPoint,
  pickupCarrierOf,
  shippingMethodIds,
  shippingMethods,
} from '../index';

describe('shippingMethods', () => {
  it('describe every shipping id once, in the order the form lists them', () => {
    expect(shippingMethods.map((method) => method.id)).toEqual([...shippingMethodIds]);
  });

  it('send pickup points to Packeta for the pickup-point service and to PPL for its own', () => {
    expect(shippingMethodIds.map(pickupCarrierOf)).toEqual([null, null, 'packeta', null, null, 'ppl']);
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
