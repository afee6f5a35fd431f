import { orderReceiptSchema, orderResultSchema } from '@shop/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps, czechPerson, postOrder, slovakPerson, testNow } from '../orders/orderTestKit';

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe.each(testBackends())('order receipts on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk, cz } = await createOrderTestApps(opened.database));
  });
  afterAll(() => opened?.dispose());

  const yearlyByTransfer = (person = czechPerson()) => ({
    offer: 'yearly',
    ...person,
    shippingMethod: 'post-address',
    paymentMethod: 'bank-transfer',
    paymentFrequency: 'monthly',
    agreement: true,
  });

  it('answers an order with its receipt: number, lines, amounts, ways of delivery and paying', async () => {
    const response = await postOrder(cz, yearlyByTransfer());
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'accepted') throw new Error(`expected accepted, got ${result.status}`);
    expect(result.receipt).toEqual({
      orderId: result.orderId,
      orderNumber: result.orderNumber,
      placedAt: testNow.toISOString(),
      offerType: 'yearly',
      offerTypeName: 'Year',
      offerTitle: 'Roční balení Nordlys',
      items: [{ name: 'Nordlys Omega-3 + D3 + K2, 30 kapslí', quantity: 12, total: 598800 }],
      currency: 'CZK',
      totals: result.totals,
      instalments: 12,
      shippingMethod: 'post-address',
      paymentMethod: 'bank-transfer',
      cardPayment: null,
    });
    expect(result.totals).toMatchObject({ total: 598800, dueNow: 49900, paymentFrequency: 'monthly' });
  });

  it('shows the receipt again to the shopper whose cookie placed the order, to no one else', async () => {
    const response = await postOrder(sk, {
      offer: 'single',
      ...slovakPerson(),
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      agreement: true,
    });
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'payment-required')
      throw new Error(`expected payment-required, got ${result.status}`);
    expect(result.receipt?.cardPayment).toBe('unpaid');
    const own = await sk.request(`/api/orders/${result.orderId}`, {
      headers: { cookie: cookieOf(response) },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(orderReceiptSchema.parse(await own.json())).toEqual({ ...result.receipt, cardPayment: 'pending' });

    const stranger = await postOrder(sk, {
      offer: 'single',
      ...slovakPerson(),
      shippingMethod: 'post-address',
      paymentMethod: 'after-delivery',
      agreement: true,
    });
    const visitors: Record<string, string>[] = [
      {},
      { cookie: cookieOf(stranger) },
      { cookie: 'customerToken=forged' },
    ];
    for (const headers of visitors) {
      const other = await sk.request(`/api/orders/${result.orderId}`, { headers });
      expect(other.status).toBe(404);
      expect(await other.json()).toMatchObject({ error: 'order_not_found' });
    }
    // The same cookie on the other site finds nothing either.
    const elsewhere = await cz.request(`/api/orders/${result.orderId}`, {
      headers: { cookie: cookieOf(response) },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('answers a malformed id with a field error and a refused order as not found', async () => {
    const malformed = await sk.request('/api/orders/not-an-id');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'validation', fieldErrors: { id: ['invalid-order'] } });

    const person = slovakPerson();
    const trial = {
      offer: 'free-trial',
      ...person,
      shippingMethod: 'post-mailbox',
      paymentMethod: 'after-delivery',
      agreement: true,
    };
    const first = await postOrder(sk, trial);
    const again = await postOrder(sk, trial, undefined, cookieOf(first));
    const refused = orderResultSchema.parse(await again.json());
    expect(refused.status).toBe('rejected');
    const lookup = await sk.request(`/api/orders/${refused.orderId}`, {
      headers: { cookie: cookieOf(first) },
    });
    expect(lookup.status).toBe(404);
  });
});
