import { describe, expect, it } from 'vitest';
import { priceOrder } from './orderPricing';

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
    expect(priceOrder(base)).toMatchObject({ total: 3030, dueNow: 3030, payment: 150 });
  });

  it('never discounts more than the items cost', () => {
    expect(priceOrder({ ...base, discount: 9999 })).toMatchObject({ discount: 2490, total: 540 });
  });

  it('charges no collection fee when there is nothing to collect', () => {
    expect(priceOrder({ ...base, itemsTotal: 0, shippingPrice: 0 })).toMatchObject({ payment: 0, total: 0 });
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
  });

  it('asks the whole total at once when paid yearly', () => {
    const totals = priceOrder({ ...base, paymentFrequency: 'yearly', instalmentCount: 12 });
    expect(totals.dueNow).toBe(totals.total);
  });
});
