import { orderResultSchema } from '@shop/contracts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps, czechPerson, postOrder } from '../orders/orderTestKit';
import { createMailDispatcher } from './mailDispatcher';
import { startTestSmtpServer, testMailSites } from './mailTestKit';
import { mailOnPaymentChange, type PaymentChange } from './paymentMails';
import { smtpTransport } from './smtpTransport';

describe.each(testBackends())('mailOnPaymentChange on $name', (backend) => {
  let opened: TestDatabase;
  let cz: Hono;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let transport: ReturnType<typeof smtpTransport>;

  beforeAll(async () => {
    opened = await backend.open();
    ({ cz } = await createOrderTestApps(opened.database));
    smtp = await startTestSmtpServer();
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await opened?.dispose();
  });

  const cardOrder = async () => {
    const person = czechPerson();
    const response = await postOrder(cz, {
      offer: 'single',
      ...person,
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      agreement: true,
    });
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'payment-required') throw new Error(result.status);
    return { person, result };
  };

  const mailsAfter = async (change: (order: Awaited<ReturnType<typeof cardOrder>>) => PaymentChange) => {
    const order = await cardOrder();
    await opened.database.db.transaction((tx) => mailOnPaymentChange(tx, change(order)));
    const dispatcher = createMailDispatcher({
      db: opened.database.db,
      transport,
      from: 'obchod@nordlys.cz',
      sites: testMailSites,
    });
    while ((await dispatcher.runOnce()) > 0) {}
    return { ...order, mails: smtp.received.filter((mail) => mail.envelopeTo.includes(order.person.email)) };
  };

  const changeOf = (
    to: PaymentChange['to'],
    { result }: Awaited<ReturnType<typeof cardOrder>>,
  ): PaymentChange => ({
    orderId: result.orderId,
    orderNumber: result.orderNumber,
    site: 'cz',
    paymentId: 'pay-1',
    from: 'pending',
    to,
  });

  it('mails the payment received on a change to paid', async () => {
    const { result, mails } = await mailsAfter((order) => changeOf('paid', order));
    const received = mails.find((mail) => mail.parsed.subject?.startsWith('Platba'));
    expect(received?.parsed.subject).toBe(`Platba za objednávku ${result.orderNumber} je přijata`);
    expect(received?.parsed.messageId).toMatch(/@nordlys\.cz>$/);
  });

  it.each([
    ['cancelled', 'byla zrušena'],
    ['timed-out', 'vypršela'],
  ] as const)('mails the pay-again link on a change to %s', async (to, subject) => {
    const { result, mails } = await mailsAfter((order) => changeOf(to, order));
    const failed = mails.find((mail) => mail.parsed.subject?.startsWith('Platba'));
    expect(failed?.parsed.subject).toBe(`Platba za objednávku ${result.orderNumber} ${subject}`);
    const link = `http://localhost:3001/dodatecna-platba-kartou/${result.orderId}`;
    expect(failed?.parsed.text).toContain(link);
    expect(failed?.parsed.html).toContain(`href="${link}"`);
  });

  it.each(['pending', 'refunded', 'partly-refunded'] as const)(
    'sends nothing on a change to %s',
    async (to) => {
      const { mails } = await mailsAfter((order) => changeOf(to, order));
      // Only the order confirmation.
      expect(mails.map((mail) => mail.parsed.subject)).toEqual([
        expect.stringMatching(/^Potvrzení objednávky/),
      ]);
    },
  );

  it('writes nothing when the payment change rolls back', async () => {
    const { result } = await cardOrder();
    const before = (await opened.database.db.select().from(mailOutbox)).length;
    await expect(
      opened.database.db.transaction(async (tx) => {
        await mailOnPaymentChange(tx, changeOf('paid', { result } as Awaited<ReturnType<typeof cardOrder>>));
        throw new Error('the payment update failed');
      }),
    ).rejects.toThrow('the payment update failed');
    // The card order's own two mails only.
    expect((await opened.database.db.select().from(mailOutbox)).length).toBe(before);
  });
});
