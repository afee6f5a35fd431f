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
  /** The shop without a payment gateway, as production runs without PAYMENT_SANDBOX. */
  let off: Hono;
  /** The same database with the sandbox, which took a card order before. */
  let sandbox: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk: off } = await createOrderTestApps(opened.database, { paymentGateway: 'none' }));
    ({ sk: sandbox } = await createOrderTestApps(opened.database));
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

  it('serves no sandbox payment page, so no order can be marked paid through it', async () => {
    const path = '/api/payments/sandbox/0b7c1c9e-5b1a-4c59-9f25-7d3c2a1e4f60';
    const page = await off.request(path);
    expect(page.status).toBe(404);
    expect(await page.json()).toMatchObject({ error: 'not_found' });
    const paid = await off.request(path, {
      method: 'POST',
      body: 'result=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.status).toBe(404);
  });

  it('starts no payment for a card order taken earlier, and says it cannot be paid now', async () => {
    const earlier = orderResultSchema.parse(await (await postOrder(sandbox, order('card'))).json());
    const path = `/api/orders/${earlier.orderId}/payment`;
    const started = await off.request(path, { method: 'POST' });
    expect(started.status).toBe(409);
    expect(await started.json()).toMatchObject({ error: 'card_payments_off' });
    expect(await (await off.request(path)).json()).toMatchObject({ state: 'unpaid', payable: false });
  });
});
