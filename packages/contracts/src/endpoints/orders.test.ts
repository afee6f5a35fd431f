import { describe, expect, expectTypeOf, it } from 'vitest';
import type { PaymentMethodId, ShippingMethodId } from '../vocabulary';
import { discountCheckResultSchema } from './discountCodes';
import { idempotencyKeySchema, type OrderRequest, orderRequestSchema, orderResultSchema } from './orders';
import { pickupPointsQuerySchema } from './pickupPoints';

describe('order contract', () => {
  it('drops prices a client sends with an order and keeps the form values', () => {
    const parsed = orderRequestSchema.parse({
      offer: 'single',
      firstName: 'Ján',
      total: 1,
      totals: { total: 1 },
    });
    expect(parsed).toEqual({ offer: 'single', firstName: 'Ján' });
  });

  it.each([
    [{ offer: '' }, 'offer', 'required'],
    [{ offer: 'Single Offer' }, 'offer', 'invalid-offer'],
    [{ offer: 'single', firstName: 'x'.repeat(201) }, 'firstName', 'too-long'],
    [{ offer: 'single', agreement: 'yes' }, 'agreement', 'terms.required'],
  ])('refuses %j with %s: %s', (input, field, code) => {
    const parsed = orderRequestSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message: code }));
  });

  it('types the ways of delivery and paying as their ids', () => {
    expectTypeOf<OrderRequest['shippingMethod']>().toEqualTypeOf<ShippingMethodId | undefined>();
    expectTypeOf<OrderRequest['paymentMethod']>().toEqualTypeOf<PaymentMethodId | undefined>();
    const parsed = orderRequestSchema.parse({
      offer: 'yearly',
      shippingMethod: 'ppl-pickup',
      paymentMethod: 'card',
      paymentFrequency: 'monthly',
    });
    expect(parsed).toMatchObject({ shippingMethod: 'ppl-pickup', paymentMethod: 'card' });
  });

  // The codes the order form's rules give the same values, so a field reads the same either way.
  it.each([
    ['shippingMethod', 'drone', 'shipping.required'],
    ['shippingMethod', '', 'shipping.required'],
    ['paymentMethod', 'cash', 'payment.required'],
    ['shippingMethod', 42, 'required'],
    ['paymentMethod', null, 'required'],
    ['paymentMethod', 'x'.repeat(201), 'too-long'],
    ['birthDate', '1990/02/01', 'date.invalid'],
    ['birthDate', '1990-02-01T00:00:00Z', 'date.invalid'],
    ['birthDate', 19900201, 'required'],
    ['birthDate', 'x'.repeat(201), 'too-long'],
  ])('refuses %s %j with the rule’s code %s', (field, value, code) => {
    const parsed = orderRequestSchema.safeParse({ offer: 'single', [field]: value });
    expect(parsed.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: [field], message: code },
    ]);
  });

  it('takes an ISO or d.m.yyyy birth date, and leaves a blank or impossible one to the rules', () => {
    for (const birthDate of ['1990-02-01', '1.2.1990', '1. 2. 1990', ' 1990-02-01 ', '', '1990-02-31']) {
      expect(orderRequestSchema.safeParse({ offer: 'single', birthDate }).success).toBe(true);
    }
  });

  it('tells the three outcomes apart by status', () => {
    const placed = {
      orderId: '00000000-0000-4000-8000-000000000001',
      orderNumber: 'SK-0000001',
      offerType: 'single',
      offerTypeName: 'Year',
      currency: 'EUR',
      totals: {
        items: 2490,
        discount: 0,
        shipping: 390,
        payment: 0,
        total: 2880,
        dueNow: 2880,
        paymentFrequency: null,
      },
    };
    expect(orderResultSchema.parse({ status: 'accepted', ...placed }).status).toBe('accepted');
    expect(orderResultSchema.safeParse({ status: 'payment-required', ...placed }).success).toBe(false);
    const rejected = {
      status: 'rejected',
      orderId: placed.orderId,
      offerType: 'sample',
      rejectionKind: 'sample',
    };
    expect(orderResultSchema.parse(rejected)).toEqual(rejected);
  });

  it('takes idempotency keys of 8 to 128 safe characters', () => {
    expect(idempotencyKeySchema.safeParse('3f9c1e2a-7b4d-4c2e-9a1b-0d8e7f6a5b4c').success).toBe(true);
    expect(idempotencyKeySchema.safeParse('short').success).toBe(false);
    expect(idempotencyKeySchema.safeParse('has spaces in it').success).toBe(false);
  });

  it('reads the pickup search from a query string', () => {
    expect(pickupPointsQuerySchema.parse({ carrier: 'ppl', limit: '5' })).toEqual({
      carrier: 'ppl',
      q: '',
      limit: 5,
    });
    expect(pickupPointsQuerySchema.safeParse({ carrier: 'dhl' }).error?.issues[0]?.message).toBe(
      'invalid-option',
    );
  });

  it('answers an invalid discount code with a reason only', () => {
    expect(discountCheckResultSchema.parse({ valid: false, reason: 'expired' })).toEqual({
      valid: false,
      reason: 'expired',
    });
  });
});
