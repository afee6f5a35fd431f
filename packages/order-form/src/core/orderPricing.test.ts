import { describe, expect, it } from 'vitest';
import { type DiscountTerms, discountFor, normalizeDiscountCode, priceOrder } from '../index';

const base = {
  itemsTotal: 2490,
  discount: 0,
  shippingPrice: 390,
  paymentFee: 150,
  paymentFrequency: null,
  instalmentCount: 1,
};

describe('priceOrder', () => {
  it('adds items, shipping and the payment fee', () => {
    expect(priceOrder(base)).toEqual({
      items: 2490,
      discount: 0,
      shipping: 390,
      payment: 150,
      total: 3030,
      dueNow: 3030,
      paymentFrequency: null,
    });
  });

  it('never discounts more than the items cost: shipping and fees are paid', () => {
    expect(priceOrder({ ...base, discount: 9999 })).toMatchObject({ discount: 2490, total: 540 });
  });

  it('charges no collection fee when there is nothing to collect (a free trial shipped free)', () => {
    expect(priceOrder({ ...base, itemsTotal: 0, shippingPrice: 0 })).toMatchObject({
      payment: 0,
      total: 0,
      dueNow: 0,
    });
  });

  it('charges the fee when only the shipping is to be collected', () => {
    expect(priceOrder({ ...base, itemsTotal: 0 })).toMatchObject({ payment: 150, total: 540 });
  });

  it('charges no fee when a discount takes the whole price and shipping is free', () => {
    expect(priceOrder({ ...base, discount: 2490, shippingPrice: 0 })).toMatchObject({ payment: 0, total: 0 });
  });

  it('splits a monthly-paid total into instalments rounded up to whole minor units', () => {
    const totals = priceOrder({
      ...base,
      itemsTotal: 23881,
      shippingPrice: 0,
      paymentFee: 0,
      paymentFrequency: 'monthly',
      instalmentCount: 12,
    });
    expect(totals).toMatchObject({ total: 23881, dueNow: 1991, paymentFrequency: 'monthly' });
    expect(totals.dueNow * 12).toBeGreaterThanOrEqual(totals.total);
    expect((totals.dueNow - 1) * 12).toBeLessThan(totals.total);
  });

  it('asks the whole total at once when paid yearly or when there are no instalments', () => {
    expect(priceOrder({ ...base, paymentFrequency: 'yearly', instalmentCount: 12 }).dueNow).toBe(3030);
    expect(priceOrder({ ...base, paymentFrequency: 'monthly', instalmentCount: 1 }).dueNow).toBe(3030);
  });
});

const code: DiscountTerms = {
  code: 'NORDLYS10',
  kind: 'percent',
  value: 10,
  offerTypes: ['single', 'yearly'],
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2026-12-31T00:00:00Z'),
};
const now = new Date('2026-06-01T00:00:00Z');
const single = { type: 'single', itemsTotal: 2495 };

describe('discountFor', () => {
  it.each([
    ['no such code', undefined, single, now, 'unknown'],
    ['a code not valid yet', code, single, new Date('2025-12-31T23:59:59Z'), 'expired'],
    ['a code past its end', code, single, new Date('2026-12-31T00:00:00Z'), 'expired'],
    ['another offer type', code, { type: 'sample', itemsTotal: 490 }, now, 'not-applicable'],
    ['a free offer', code, { type: 'single', itemsTotal: 0 }, now, 'not-applicable'],
  ] as const)('refuses %s', (_case, terms, offer, moment, reason) => {
    expect(discountFor(terms, offer, moment)).toEqual({ ok: false, reason });
  });

  it('rounds a percent to whole minor units', () => {
    expect(discountFor(code, single, now)).toMatchObject({ ok: true, discount: 250 });
  });

  it('takes a code without an end date as valid from its start on', () => {
    expect(discountFor({ ...code, validUntil: null }, single, new Date('2040-01-01'))).toMatchObject({
      ok: true,
    });
  });

  it('caps a fixed amount at the items total', () => {
    const amount = { ...code, kind: 'amount' as const, value: 5000 };
    expect(discountFor(amount, single, now)).toMatchObject({ ok: true, discount: 2495 });
  });
});

describe('normalizeDiscountCode', () => {
  it('matches codes without regard to case or surrounding spaces', () => {
    expect(normalizeDiscountCode('  nordlys10 ')).toBe('NORDLYS10');
  });
});
