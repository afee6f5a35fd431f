import { orderFormConfigSchema, orderResultSchema } from '@shop/contracts';
import { count } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps, postOrder, slovakPerson } from '../orders/orderTestKit';

const order = (paymentMethod: string) => ({
  offer: 'single',
  ...slovakPerson(),
  shippingMethod: 'post-address',
  paymentMethod,
  agreement: true,
});

describe.each(testBackends())('card payments off on $name', (backend) => {
  let opened: TestDatabase;
  /** The shop without a payment gateway, as production runs without the GOPAY_* settings. */
  let off: Hono;
  /** The same database with GoPay (its emulator), which took a card order before. */
  let gopay: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk: off } = await createOrderTestApps(opened.database, { paymentGateway: 'none' }));
    ({ sk: gopay } = await createOrderTestApps(opened.database));
  });
  afterAll(() => opened?.dispose());

  const storedOrders = async () => (await opened.database.db.select({ n: count() }).from(orders))[0]?.n ?? 0;

  it('offers card in the order form config as unavailable, the other methods as before', async () => {
    const response = await off.request('/api/order-form/config?offer=single');
    const config = orderFormConfigSchema.parse(await response.json());
    expect(config.paymentMethods.map(({ id, available }) => [id, available])).toEqual([
      ['after-delivery', true],
      ['card', false],
      ['bank-transfer', true],
    ]);
  });

  it('refuses a card order with a field error and stores nothing', async () => {
    const before = await storedOrders();
    const response = await postOrder(off, order('card'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'validation',
      fieldErrors: { paymentMethod: ['payment.required'] },
    });
    expect(await storedOrders()).toBe(before);
  });

  it('takes orders paid another way', async () => {
    expect((await postOrder(off, order('bank-transfer'))).status).toBe(201);
  });

  it('serves no GoPay callbacks, so no order can be marked paid through them', async () => {
    for (const path of [
      '/api/payments/gopay/notification?id=3000000001',
      '/api/payments/gopay/return?id=3000000001',
    ]) {
      const answer = await off.request(path);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('starts no payment for a card order taken earlier, and says it cannot be paid now', async () => {
    const earlier = orderResultSchema.parse(await (await postOrder(gopay, order('card'))).json());
    const path = `/api/orders/${earlier.orderId}/payment`;
    const started = await off.request(path, { method: 'POST' });
    expect(started.status).toBe(409);
    expect(await started.json()).toMatchObject({ error: 'card_payments_off' });
    expect(await (await off.request(path)).json()).toMatchObject({ state: 'unpaid', payable: false });
  });
});
