import { orderResultSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, payments } from './db/schema';
import { type TestDatabase, testBackends } from './db/testDatabases';
import { createMailDispatcher } from './mail/mailDispatcher';
import { startTestSmtpServer, testMailSites } from './mail/mailTestKit';
import { mailOnPaymentChange } from './mail/paymentMails';
import { smtpTransport } from './mail/smtpTransport';
import { operatorCommandOf, runOperatorCommand } from './operatorCommands';
import { createOrderTestApps, postOrder, slovakPerson } from './orders/orderTestKit';
import { bankTransferGateway, markBankTransferPaid } from './payments/markBankTransferPaid';

const order = (paymentMethod: string) => ({
  offer: 'single',
  ...slovakPerson(),
  shippingMethod: 'post-address',
  paymentMethod,
  agreement: true,
});

describe('operatorCommandOf', () => {
  it('names a command only with the argument it needs', () => {
    expect(operatorCommandOf(['mail:failed'])).toEqual({ name: 'mail:failed' });
    expect(operatorCommandOf(['order:mark-paid', 'SK-0000012'])).toEqual({
      name: 'order:mark-paid',
      orderNumber: 'SK-0000012',
    });
    expect(operatorCommandOf(['order:mark-paid'])).toBeUndefined();
    expect(operatorCommandOf(['mail:resend'])).toBeUndefined();
    expect(operatorCommandOf(['order:mark-unpaid', 'SK-0000012'])).toBeUndefined();
    expect(operatorCommandOf([])).toBeUndefined();
  });
});

describe.each(testBackends())('order:mark-paid on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let transport: ReturnType<typeof smtpTransport>;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk } = await createOrderTestApps(opened.database));
    smtp = await startTestSmtpServer();
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await opened?.dispose();
  });
  afterEach(async () => {
    smtp.received.length = 0;
    await opened.database.db.delete(mailOutbox);
  });

  /** Runs the command as the operator does, answering its exit code and what it printed. */
  const run = async (...args: string[]) => {
    const printed: string[] = [];
    const errors: string[] = [];
    const command = operatorCommandOf(['order:mark-paid', ...args]);
    if (!command) throw new Error(`no command in ${args.join(' ')}`);
    const code = await runOperatorCommand(opened.database.db, command, {
      log: (line) => printed.push(line),
      error: (line) => errors.push(line),
    });
    return { code, printed, errors };
  };
  const placed = async (paymentMethod: string) => {
    const response = await postOrder(sk, order(paymentMethod));
    expect(response.status).toBe(201);
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'accepted') throw new Error(result.status);
    return result;
  };
  const paymentReceivedFor = async (orderId: string) =>
    (
      await opened.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-received'))
    ).filter((row) => row.data.orderId === orderId);
  const sendAll = async () => {
    const dispatcher = createMailDispatcher({
      db: opened.database.db,
      transport,
      from: 'Nordlys <objednavky@nordlys.sk>',
      sites: testMailSites,
      ordersMailTo: 'objednavky@nordlys.sk',
      supportMailTo: 'podpora@nordlys.sk',
      retryBaseMs: 0,
    });
    while ((await dispatcher.runOnce()) > 0) {}
  };

  it('marks a bank transfer paid through its payment row and sends the shopper one mail', async () => {
    const result = await placed('bank-transfer');
    const marked = await run(result.orderNumber.toLowerCase());
    expect(marked).toEqual({
      code: 0,
      printed: [`${result.orderNumber} is marked paid; the payment-received mail is queued.`],
      errors: [],
    });
    const [row] = await opened.database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(row?.paidAt).toBeInstanceOf(Date);
    const rows = await opened.database.db.select().from(payments).where(eq(payments.orderId, result.orderId));
    expect(rows).toMatchObject([{ gateway: bankTransferGateway, status: 'paid', amount: row!.dueNow }]);
    const queued = await paymentReceivedFor(result.orderId);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.data.paymentId).toBe(rows[0]!.id);
    await sendAll();
    const subjects = smtp.received
      .filter((mail) => mail.envelopeTo.includes(row!.email))
      .map((mail) => mail.parsed.subject);
    expect(subjects).toContain(`Platba za objednávku ${result.orderNumber} je prijatá`);
    expect(subjects.filter((subject) => subject?.startsWith('Platba'))).toHaveLength(1);
  });

  it('changes nothing and mails nothing when the order is marked paid again', async () => {
    const result = await placed('bank-transfer');
    expect((await run(result.orderNumber)).code).toBe(0);
    const [first] = await opened.database.db.select().from(orders).where(eq(orders.id, result.orderId));
    const again = await run(result.orderNumber);
    expect(again.code).toBe(1);
    expect(again.errors).toEqual([
      `${result.orderNumber} was marked paid on ${first!.paidAt!.toISOString()}`,
    ]);
    expect(await paymentReceivedFor(result.orderId)).toHaveLength(1);
    const [after] = await opened.database.db.select().from(orders).where(eq(orders.id, result.orderId));
    expect(after?.paidAt).toEqual(first?.paidAt);
    expect(
      await opened.database.db.select().from(payments).where(eq(payments.orderId, result.orderId)),
    ).toHaveLength(1);
  });

  it('of two operators marking the same order at once, one marks it and one mail is queued', async () => {
    const result = await placed('bank-transfer');
    const both = await Promise.all([
      markBankTransferPaid(opened.database.db, result.orderNumber, mailOnPaymentChange),
      markBankTransferPaid(opened.database.db, result.orderNumber, mailOnPaymentChange),
    ]);
    expect(both.map((outcome) => outcome.ok).sort()).toEqual([false, true]);
    expect(await paymentReceivedFor(result.orderId)).toHaveLength(1);
  });

  it('refuses an unknown number, a number of no order and another payment method, queueing nothing', async () => {
    const cash = await placed('after-delivery');
    expect(await run(cash.orderNumber)).toEqual({
      code: 1,
      printed: [],
      errors: [`${cash.orderNumber} is paid by after-delivery, not by bank transfer`],
    });
    expect(await run('SK-9999999')).toEqual({ code: 1, printed: [], errors: ['No order SK-9999999'] });
    expect(await run('objednávka 12')).toEqual({
      code: 1,
      printed: [],
      errors: ['objednávka 12 is not an order number such as SK-0000123'],
    });
    expect(
      await opened.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'payment-received')),
    ).toEqual([]);
    expect(
      await opened.database.db.select().from(payments).where(eq(payments.orderId, cash.orderId)),
    ).toEqual([]);
    const [row] = await opened.database.db.select().from(orders).where(eq(orders.id, cash.orderId));
    expect(row?.paidAt).toBeNull();
  });
});
