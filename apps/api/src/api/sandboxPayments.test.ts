import { orderPaymentSchema, orderResultSchema, paymentStartedSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { website as czWebsite } from '../../../cz/website.config';
import { website as skWebsite } from '../../../sk/website.config';
import { orders, payments } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps, czechPerson, postOrder, slovakPerson } from '../orders/orderTestKit';
import { paymentReturnPaths } from '../payments/paymentReturnPaths';

describe('payment return paths', () => {
  it.each([
    ['sk', skWebsite],
    ['cz', czWebsite],
  ] as const)('match the %s site config', (site, website) => {
    expect(paymentReturnPaths[site].thankYouYearly).toBe(website.paths.thankYouYearly);
  });
});

describe.each(testBackends())('card payments on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk, cz } = await createOrderTestApps(opened.database));
  });
  afterAll(() => opened?.dispose());

  async function cardOrder(app: Hono, offer = 'single', person: object = slovakPerson()) {
    const response = await postOrder(app, {
      offer,
      ...person,
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      paymentFrequency: offer === 'yearly' ? 'yearly' : undefined,
      agreement: true,
    });
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'payment-required')
      throw new Error(`expected payment-required, got ${result.status}`);
    return result;
  }

  const choose = (app: Hono, paymentUrl: string, result: string) =>
    app.request(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ result }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  const paymentOf = async (app: Hono, orderId: string) => {
    const response = await app.request(`/api/orders/${orderId}/payment`);
    expect(response.status).toBe(200);
    return orderPaymentSchema.parse(await response.json());
  };

  it('shows a labelled sandbox page in the site language with the amount, order number and three buttons', async () => {
    const order = await cardOrder(sk);
    const response = await sk.request(order.paymentUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="sk">');
    expect(html).toContain('Testovacia platobná brána');
    expect(html).toContain(order.orderNumber);
    expect(html).toContain('28,80\u00a0€');
    expect(html.match(/<button type="submit" name="result"/g)).toHaveLength(3);
    expect(html).not.toContain('<script');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp.split('; ')).toEqual([
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      'img-src data:',
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      'report-uri /api/csp-reports',
      'report-to csp',
    ]);
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/csp-reports"');
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain('<link rel="icon" href="data:,">');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('takes a payment: thank-you page, order paid and accepted, no second payment', async () => {
    const order = await cardOrder(sk);
    const paid = await choose(sk, order.paymentUrl, 'paid');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/dakujeme-za-objednavku?order=${order.orderId}`);
    const [row] = await opened.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.status).toBe('accepted');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(await paymentOf(sk, order.orderId)).toMatchObject({ state: 'paid', payable: false, amount: 2880 });
    const again = await sk.request(`/api/orders/${order.orderId}/payment`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'order_paid' });
    const page = await (await sk.request(order.paymentUrl)).text();
    expect(page).toContain('Táto platba už bola zaplatená.');
    expect(page).not.toContain('<form');
  });

  it('sends a paid Czech yearly pack to the Czech yearly thank-you page', async () => {
    const order = await cardOrder(cz, 'yearly', czechPerson());
    const paid = await choose(cz, order.paymentUrl, 'paid');
    expect(paid.headers.get('location')).toBe(
      `/dekujeme-za-objednavku-rocniho-baleni?order=${order.orderId}`,
    );
    const html = await (await cz.request(order.paymentUrl)).text();
    expect(html).toContain('<html lang="cs">');
  });

  it('cancels, then pays again with a new payment', async () => {
    const order = await cardOrder(sk);
    const cancelled = await choose(sk, order.paymentUrl, 'cancelled');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/platba-zrusena?order=${order.orderId}`);
    expect(await paymentOf(sk, order.orderId)).toMatchObject({
      state: 'unpaid',
      payable: true,
      currency: 'EUR',
    });
    // The cancelled payment cannot be paid later.
    expect((await choose(sk, order.paymentUrl, 'paid')).headers.get('location')).toContain('/platba-zrusena');

    const again = await sk.request(`/api/orders/${order.orderId}/payment`, { method: 'POST' });
    expect(again.status).toBe(201);
    const started = paymentStartedSchema.parse(await again.json());
    expect(started.paymentUrl).not.toBe(order.paymentUrl);
    const paid = await choose(sk, started.paymentUrl, 'paid');
    expect(paid.headers.get('location')).toBe(`/dakujeme-za-objednavku?order=${order.orderId}`);
    expect((await paymentOf(sk, order.orderId)).state).toBe('paid');
    const attempts = await opened.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.orderId));
    expect(attempts.map((attempt) => attempt.status).sort()).toEqual(['cancelled', 'paid']);
  });

  it('leaves a payment pending: pending page, still payable', async () => {
    const order = await cardOrder(sk);
    const pending = await choose(sk, order.paymentUrl, 'pending');
    expect(pending.headers.get('location')).toBe(`/platba-ceka?order=${order.orderId}`);
    expect(await paymentOf(sk, order.orderId)).toMatchObject({ state: 'pending', payable: true });
    // A pending payment can still be completed at the gateway.
    expect((await choose(sk, order.paymentUrl, 'paid')).headers.get('location')).toContain(
      '/dakujeme-za-objednavku',
    );
  });

  it('shows the page again with an alert for an unknown choice', async () => {
    const order = await cardOrder(sk);
    const response = await choose(sk, order.paymentUrl, 'steal');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
    expect((await paymentOf(sk, order.orderId)).state).toBe('pending');
  });

  it('answers 404 for unknown payments and orders, 400 for a malformed order id', async () => {
    expect((await sk.request('/api/payments/sandbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await sk.request('/api/payments/sandbox/not-a-uuid')).status).toBe(404);
    const unknown = await sk.request('/api/orders/00000000-0000-4000-8000-000000000000/payment');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: 'order_not_found' });
    expect((await sk.request('/api/orders/not-a-uuid/payment')).status).toBe(400);
    const payAgain = await sk.request('/api/orders/00000000-0000-4000-8000-000000000000/payment', {
      method: 'POST',
    });
    expect(payAgain.status).toBe(404);
  });

  it('does not offer card payment for an order paid otherwise or of the other site', async () => {
    const response = await postOrder(sk, {
      offer: 'single',
      ...slovakPerson(),
      shippingMethod: 'post-address',
      paymentMethod: 'bank-transfer',
      agreement: true,
    });
    const transfer = orderResultSchema.parse(await response.json());
    expect((await sk.request(`/api/orders/${transfer.orderId}/payment`)).status).toBe(404);
    const card = await cardOrder(sk);
    expect((await cz.request(`/api/orders/${card.orderId}/payment`)).status).toBe(404);
  });
});
