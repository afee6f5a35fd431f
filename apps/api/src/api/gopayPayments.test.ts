import { orderResultSchema } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createOrderTestApps, postOrder, slovakPerson } from '../orders/orderTestKit';
import { createGopayGateway } from '../payments/gopayGateway';
import { createGopayTestKit, testGopayAccount, testSiteOrigins } from '../payments/gopayTestKit';
import { createOrderPayments } from '../payments/orderPayments';
import { createPaymentReconciler } from '../payments/paymentReconciler';
import type { PaymentStateChange } from '../payments/paymentStates';

const cardOrder = () => ({
  offer: 'single',
  ...slovakPerson(),
  shippingMethod: 'post-address',
  paymentMethod: 'card',
  agreement: true,
});

describe.each(testBackends())('GoPay callbacks on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  /** Every change the hook heard of, in order. */
  const changes: PaymentStateChange[] = [];
  // Notifications are dropped unless a test sends them: each test decides who tells the shop.
  const gopay = createGopayTestKit({ dropNotifications: 1, timeoutS: 3600 });
  let gopayDown = false;
  /** The same GoPay, but answering 500 while `gopayDown`. */
  const flakyGateway = createGopayGateway({
    ...testGopayAccount,
    fetch: (request) =>
      gopayDown ? Promise.resolve(new Response('down', { status: 500 })) : gopay.emulator.handle(request),
    callbackUrls: (site) => ({
      returnUrl: `${testSiteOrigins[site]}${apiPaths.gopayReturn}`,
      notificationUrl: `${testSiteOrigins[site]}${apiPaths.gopayNotification}`,
    }),
  });

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk } = await createOrderTestApps(opened.database, {
      gopay,
      paymentGateway: flakyGateway,
      onPaymentStateChange: (_tx, change) => {
        changes.push(change);
      },
    }));
  });
  afterAll(() => opened?.dispose());

  async function placeCardOrder() {
    const result = orderResultSchema.parse(await (await postOrder(sk, cardOrder())).json());
    if (result.status !== 'payment-required')
      throw new Error(`expected payment-required, got ${result.status}`);
    const gwUrl = result.paymentUrl;
    return { ...result, gwUrl, gopayId: gwUrl.split('/').pop() as string };
  }
  const orderOf = async (orderId: string) =>
    (await opened.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
  const paymentsOf = (orderId: string) =>
    opened.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  const notify = (id: string) => sk.request(`/api/payments/gopay/notification?id=${id}`);
  const changesOf = (orderId: string) => changes.filter((change) => change.orderId === orderId);
  /** Gives back `amount` (minor units) of a paid payment at GoPay, as the shop's staff does there. */
  async function refundAtGopay(gopayId: string, amount: number) {
    const handle = gopay.emulator.handle;
    const token = (await (
      await handle(
        new Request(`${testGopayAccount.apiUrl}/api/oauth2/token`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${testGopayAccount.clientId}:${testGopayAccount.clientSecret}`).toString('base64')}`,
          },
          body: 'grant_type=client_credentials&scope=payment-all',
        }),
      )
    ).json()) as { access_token: string };
    return handle(
      new Request(`${testGopayAccount.apiUrl}/api/payments/payment/${gopayId}/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}` },
        body: `amount=${amount}`,
      }),
    );
  }

  it('never trusts a notification: a forged one for an unpaid payment changes nothing', async () => {
    const order = await placeCardOrder();
    const answer = await notify(order.gopayId);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, state: 'pending' });
    expect((await orderOf(order.orderId)).paidAt).toBeNull();
    expect(await paymentsOf(order.orderId)).toMatchObject([{ status: 'pending' }]);
    expect(changesOf(order.orderId)).toEqual([]);
  });

  it('answers 404 for a payment the shop never started and 400 for an id that is no number', async () => {
    expect((await notify('3999999999')).status).toBe(404);
    const bad = await notify('abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'validation', fieldErrors: { id: expect.any(Array) } });
  });

  it('marks the order paid on the notification of a payment GoPay says is paid, and the return thanks', async () => {
    const order = await placeCardOrder();
    const back = await gopay.choose(order.gwUrl, 'paid');
    expect(back).toBe(`/api/payments/gopay/return?id=${order.gopayId}`);
    expect((await notify(order.gopayId)).status).toBe(200);
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'accepted', paidAt: expect.any(Date) });
    const returned = await sk.request(back);
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(`/dakujeme-za-objednavku?order=${order.orderId}`);
    expect(changesOf(order.orderId)).toEqual([
      {
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        site: 'sk',
        paymentId: (await paymentsOf(order.orderId))[0]!.id,
        from: 'pending',
        to: 'paid',
      },
    ]);
  });

  it('changes the state once when notifications, returns and the reconciler race', async () => {
    const order = await placeCardOrder();
    await gopay.choose(order.gwUrl, 'paid');
    const reconciler = createPaymentReconciler({
      db: opened.database.db,
      payments: createOrderPayments(opened.database.db, flakyGateway, {
        onStateChange: (_tx, change) => {
          changes.push(change);
        },
      }),
      logger: createLogger({ level: 'silent' }),
      afterMs: 1,
      maxMs: 10,
      now: () => new Date(Date.now() + 60_000),
    });
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => notify(order.gopayId)),
      ...Array.from({ length: 3 }, () => sk.request(`/api/payments/gopay/return?id=${order.gopayId}`)),
      sk.request(`/api/orders/${order.orderId}/payment`),
      reconciler.runOnce(),
      reconciler.runOnce(),
    ]);
    expect(answers.slice(0, 5).map((answer) => (answer as Response).status)).toEqual([
      200, 200, 200, 200, 200,
    ]);
    expect(changesOf(order.orderId).map((change) => change.to)).toEqual(['paid']);
    expect(await paymentsOf(order.orderId)).toMatchObject([{ status: 'paid', nextCheckAt: null }]);
  });

  it('sends a cancelled payment to the cancelled page; paying again starts one new payment', async () => {
    const order = await placeCardOrder();
    const returned = await sk.request(await gopay.choose(order.gwUrl, 'cancelled'));
    expect(returned.headers.get('location')).toBe(`/platba-zrusena?order=${order.orderId}`);
    const again = await sk.request(`/api/orders/${order.orderId}/payment`, { method: 'POST' });
    expect(again.status).toBe(201);
    const started = (await again.json()) as { paymentId: string; paymentUrl: string };
    expect(started.paymentId).not.toBe(order.gopayId);
    // Asked again while the new one is live: the same payment, not a third.
    const twice = await sk.request(`/api/orders/${order.orderId}/payment`, { method: 'POST' });
    expect(await twice.json()).toEqual(started);
    expect((await paymentsOf(order.orderId)).map((row) => row.status).sort()).toEqual([
      'cancelled',
      'pending',
    ]);
    expect(changesOf(order.orderId).map((change) => change.to)).toEqual(['cancelled']);
  });

  it('shows a timed-out payment as cancelled, and lets the customer pay again', async () => {
    const kit = createGopayTestKit({ dropNotifications: 1, timeoutS: 1, now: () => Date.now() });
    const { sk: app } = await createOrderTestApps(opened.database, { gopay: kit });
    const result = orderResultSchema.parse(await (await postOrder(app, cardOrder())).json());
    if (result.status !== 'payment-required') throw new Error('expected payment-required');
    const id = result.paymentUrl.split('/').pop();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const returned = await app.request(`/api/payments/gopay/return?id=${id}`);
    expect(returned.headers.get('location')).toBe(`/platba-zrusena?order=${result.orderId}`);
    expect(await paymentsOf(result.orderId)).toMatchObject([{ status: 'timed-out' }]);
    const state = await (await app.request(`/api/orders/${result.orderId}/payment`)).json();
    expect(state).toMatchObject({ state: 'unpaid', payable: true });
    expect((await app.request(`/api/orders/${result.orderId}/payment`, { method: 'POST' })).status).toBe(201);
  });

  it('answers 503 with Retry-After to a notification while GoPay cannot be asked, and sends the returning customer to the pending page', async () => {
    const order = await placeCardOrder();
    await gopay.choose(order.gwUrl, 'paid');
    gopayDown = true;
    try {
      const answer = await notify(order.gopayId);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('30');
      const returned = await sk.request(`/api/payments/gopay/return?id=${order.gopayId}`);
      expect(returned.headers.get('location')).toBe(`/platba-ceka?order=${order.orderId}`);
    } finally {
      gopayDown = false;
    }
    expect((await notify(order.gopayId)).status).toBe(200);
    expect((await orderOf(order.orderId)).paidAt).not.toBeNull();
  });

  it('is told by the emulator itself: a paid payment is notified and marks the order paid', async () => {
    const kit = createGopayTestKit();
    const { sk: app } = await createOrderTestApps(opened.database, { gopay: kit });
    const result = orderResultSchema.parse(await (await postOrder(app, cardOrder())).json());
    if (result.status !== 'payment-required') throw new Error('expected payment-required');
    await kit.choose(result.paymentUrl, 'paid');
    await kit.emulator.settled();
    expect(kit.emulator.stats.notificationsSent).toBe(1);
    expect((await orderOf(result.orderId)).paidAt).not.toBeNull();
  });

  it('records a refund GoPay notifies: the order shows refunded and cannot be paid again', async () => {
    const order = await placeCardOrder();
    await gopay.choose(order.gwUrl, 'paid');
    await notify(order.gopayId);
    expect((await refundAtGopay(order.gopayId, gopay.emulator.payment(order.gopayId)!.amount)).status).toBe(
      200,
    );
    expect(await (await notify(order.gopayId)).json()).toEqual({ ok: true, state: 'refunded' });
    expect(changesOf(order.orderId).map((change) => [change.from, change.to])).toEqual([
      ['pending', 'paid'],
      ['paid', 'refunded'],
    ]);
    // The order is still the paid one it was; its pages say the money went back.
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'accepted', paidAt: expect.any(Date) });
  });
  it('tells a payment refunded in part as paid with part given back, and never offers to pay it again', async () => {
    const order = await placeCardOrder();
    await gopay.choose(order.gwUrl, 'paid');
    await notify(order.gopayId);
    expect((await refundAtGopay(order.gopayId, 500)).status).toBe(200);
    expect(await (await notify(order.gopayId)).json()).toEqual({ ok: true, state: 'partly-refunded' });
    const payment = await (await sk.request(`/api/orders/${order.orderId}/payment`)).json();
    expect(payment).toMatchObject({ state: 'partly-refunded', payable: false });
    const again = await sk.request(`/api/orders/${order.orderId}/payment`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await paymentsOf(order.orderId)).toMatchObject([{ status: 'partly-refunded' }]);
    // The rest given back too: refunded.
    const rest = gopay.emulator.payment(order.gopayId)!.amount - 500;
    expect((await refundAtGopay(order.gopayId, rest)).status).toBe(200);
    await notify(order.gopayId);
    expect(await (await sk.request(`/api/orders/${order.orderId}/payment`)).json()).toMatchObject({
      state: 'refunded',
      payable: false,
    });
  });

  it('marks the order paid when the first news of its payment is a partial refund', async () => {
    const order = await placeCardOrder();
    // PAID was never notified (dropped), then part of it was given back.
    await gopay.choose(order.gwUrl, 'paid');
    expect((await refundAtGopay(order.gopayId, 500)).status).toBe(200);
    expect(await (await notify(order.gopayId)).json()).toEqual({ ok: true, state: 'partly-refunded' });
    expect(await orderOf(order.orderId)).toMatchObject({ status: 'accepted', paidAt: expect.any(Date) });
    expect(await (await sk.request(`/api/orders/${order.orderId}/payment`)).json()).toMatchObject({
      state: 'partly-refunded',
      payable: false,
    });
    expect(changesOf(order.orderId).map((change) => [change.from, change.to])).toEqual([
      ['pending', 'partly-refunded'],
    ]);
  });
});
