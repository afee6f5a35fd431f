import { orderResultSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, payments } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createOrderTestApps, postOrder, slovakPerson } from '../orders/orderTestKit';
import { createGopayTestKit } from './gopayTestKit';
import { createOrderPayments } from './orderPayments';
import { createPaymentReconciler, reconcileBackoffMs } from './paymentReconciler';

describe('reconcile backoff', () => {
  it('doubles from the first interval up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((checks) => reconcileBackoffMs(checks, 60_000, 600_000))).toEqual([
      60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
  });
});

describe.each(testBackends())('payment reconciler on $name', (backend) => {
  let opened: TestDatabase;
  // Every notification is lost: only the reconciler tells the shop.
  const gopay = createGopayTestKit({ dropNotifications: 1 });
  let clock = Date.now();
  const logger = createLogger({ level: 'silent' });
  const reconcilerOf = () =>
    createPaymentReconciler({
      db: opened.database.db,
      payments: createOrderPayments(opened.database.db, gopay.gateway),
      logger,
      afterMs: 60_000,
      maxMs: 240_000,
      now: () => new Date(clock),
    });

  beforeAll(async () => {
    opened = await backend.open();
    await createOrderTestApps(opened.database, { gopay });
  });
  afterAll(() => opened?.dispose());

  async function cardOrder() {
    const { sk } = await createOrderTestApps(opened.database, { gopay });
    const response = await postOrder(sk, {
      offer: 'single',
      ...slovakPerson(),
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      agreement: true,
    });
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'payment-required') throw new Error('expected payment-required');
    return result;
  }
  const paymentOf = async (orderId: string) =>
    (await opened.database.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

  it('marks a payment paid whose notification was lost, once it is due', async () => {
    const order = await cardOrder();
    await gopay.choose(order.paymentUrl, 'paid');
    await gopay.emulator.settled();
    expect(gopay.emulator.stats.notificationsDropped).toBeGreaterThan(0);
    const payment = await paymentOf(order.orderId);
    expect(payment.status).toBe('pending');
    // The order-form clock is pinned; the reconciler's is the one given.
    clock = payment.nextCheckAt!.getTime() - 1;
    const reconciler = reconcilerOf();
    expect((await reconciler.runOnce()).asked).toBe(0);
    clock = payment.nextCheckAt!.getTime();
    const round = await reconciler.runOnce();
    expect(round).toMatchObject({ changed: 1, failed: 0 });
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'paid', nextCheckAt: null });
    const [row] = await opened.database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row).toMatchObject({ status: 'accepted', paidAt: expect.any(Date) });
  });

  it('asks about a payment still pending again with a doubling wait', async () => {
    const order = await cardOrder();
    const first = await paymentOf(order.orderId);
    const reconciler = reconcilerOf();
    clock = first.nextCheckAt!.getTime();
    await reconciler.runOnce();
    const second = await paymentOf(order.orderId);
    expect(second).toMatchObject({ status: 'pending', checks: 1 });
    expect(second.nextCheckAt!.getTime() - clock).toBe(60_000);
    clock = second.nextCheckAt!.getTime();
    await reconciler.runOnce();
    const third = await paymentOf(order.orderId);
    expect(third).toMatchObject({ checks: 2 });
    expect(third.nextCheckAt!.getTime() - clock).toBe(120_000);
    // Cancelled at GoPay meanwhile: the next round records it and stops asking.
    await gopay.choose(order.paymentUrl, 'cancelled');
    clock = third.nextCheckAt!.getTime();
    await reconciler.runOnce();
    expect(await paymentOf(order.orderId)).toMatchObject({ status: 'cancelled', nextCheckAt: null });
  });

  it('lets two reconcilers share the due payments without asking about one twice', async () => {
    const placed = await Promise.all(Array.from({ length: 6 }, () => cardOrder()));
    for (const order of placed) await gopay.choose(order.paymentUrl, 'paid');
    clock = Date.now() + 3_600_000;
    const before = gopay.emulator.stats.statusCalls;
    const rounds = await Promise.all([reconcilerOf().runOnce(), reconcilerOf().runOnce()]);
    expect(rounds[0].asked + rounds[1].asked).toBeGreaterThanOrEqual(6);
    for (const order of placed) expect((await paymentOf(order.orderId)).status).toBe('paid');
    // Each due payment was asked about by one of them: one status call per asked payment.
    expect(gopay.emulator.stats.statusCalls - before).toBe(rounds[0].asked + rounds[1].asked);
  });

  it('runs rounds on its own once started, and drains a backlog larger than one batch', async () => {
    const placed = await Promise.all(Array.from({ length: 5 }, () => cardOrder()));
    for (const order of placed) await gopay.choose(order.paymentUrl, 'paid');
    clock = Date.now() + 7_200_000;
    const reconciler = createPaymentReconciler({
      db: opened.database.db,
      payments: createOrderPayments(opened.database.db, gopay.gateway),
      logger,
      afterMs: 60_000,
      maxMs: 240_000,
      batchSize: 2,
      pollMs: 20,
      now: () => new Date(clock),
    });
    reconciler.start();
    try {
      await vi.waitFor(
        async () => {
          for (const order of placed) expect((await paymentOf(order.orderId)).status).toBe('paid');
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await reconciler.stop();
    }
  });
});
