import { orderResultSchema } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createOrderTestApps, postOrder, slovakPerson } from '../orders/orderTestKit';
import { createGopayTestKit } from '../payments/gopayTestKit';
import { createOrderPayments } from '../payments/orderPayments';
import { createPaymentReconciler } from '../payments/paymentReconciler';
import { mailOnPaymentChange } from './paymentMails';

const cardOrder = () => ({
  offer: 'single',
  ...slovakPerson(),
  shippingMethod: 'post-address',
  paymentMethod: 'card',
  agreement: true,
});

/**
 * The payments' state-change hook wired to the outbox as the server wires it: whoever tells the
 * shop about a payment (notifications, the shopper's return, the reconciler), the shopper gets one
 * mail per change, written with the change.
 */
describe.each(testBackends())('card payment mails on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  // Notifications are dropped unless a test sends them.
  const gopay = createGopayTestKit({ dropNotifications: 1, timeoutS: 3600 });

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk } = await createOrderTestApps(opened.database, {
      gopay,
      onPaymentStateChange: mailOnPaymentChange,
    }));
  });
  afterAll(() => opened?.dispose());

  async function placeCardOrder() {
    const result = orderResultSchema.parse(await (await postOrder(sk, cardOrder())).json());
    if (result.status !== 'payment-required')
      throw new Error(`expected payment-required, got ${result.status}`);
    return { ...result, gopayId: result.paymentUrl.split('/').pop() as string };
  }

  const mailsOf = async (orderId: string) =>
    (
      await opened.database.db
        .select({ kind: mailOutbox.kind, data: mailOutbox.data })
        .from(mailOutbox)
        .where(sql`${mailOutbox.data}->>'orderId' = ${orderId}`)
    )
      .map((row) => row.kind)
      .sort();

  it('one payment-received mail however many tell the shop at once', async () => {
    const order = await placeCardOrder();
    await gopay.choose(order.paymentUrl, 'paid');
    const reconciler = createPaymentReconciler({
      db: opened.database.db,
      payments: createOrderPayments(opened.database.db, gopay.gateway, {
        onStateChange: mailOnPaymentChange,
      }),
      logger: createLogger({ level: 'silent' }),
      afterMs: 1,
      maxMs: 10,
      now: () => new Date(Date.now() + 60_000),
    });
    await Promise.all([
      ...Array.from({ length: 4 }, () => sk.request(`/api/payments/gopay/notification?id=${order.gopayId}`)),
      sk.request(`/api/payments/gopay/return?id=${order.gopayId}`),
      reconciler.runOnce(),
    ]);
    expect(await mailsOf(order.orderId)).toEqual([
      'order-confirmation',
      'payment-received',
      'shop-new-order',
    ]);
  });

  it('one pay-again mail for a cancelled payment, and none while it is pending', async () => {
    const order = await placeCardOrder();
    await sk.request(`/api/payments/gopay/notification?id=${order.gopayId}`);
    expect(await mailsOf(order.orderId)).toEqual(['order-confirmation', 'shop-new-order']);
    await gopay.choose(order.paymentUrl, 'cancelled');
    await Promise.all([
      sk.request(`/api/payments/gopay/notification?id=${order.gopayId}`),
      sk.request(`/api/payments/gopay/return?id=${order.gopayId}`),
    ]);
    expect(await mailsOf(order.orderId)).toEqual(['order-confirmation', 'payment-failed', 'shop-new-order']);
  });
});
