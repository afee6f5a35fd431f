import { orderResultSchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createOrderTestApps, czechPerson, postOrder, slovakPerson } from '../orders/orderTestKit';
import { failedMails, resendMail } from './failedMails';
import { createMailDispatcher, type MailDispatcher } from './mailDispatcher';
import { enqueueMails } from './mailOutbox';
import { smtpRefusal, startTestSmtpServer, testMailSites } from './mailTestKit';
import { smtpTransport } from './smtpTransport';

const FROM = 'Nordlys <objednavky@nordlys.sk>';

const order = (person: object, extra: object = {}) => ({
  offer: 'single',
  ...person,
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  agreement: true,
  ...extra,
});

describe.each(testBackends())('mail outbox on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  let refuse: (raw: string) => Error | undefined = () => undefined;
  let transport: ReturnType<typeof smtpTransport>;

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk, cz } = await createOrderTestApps(opened.database));
    smtp = await startTestSmtpServer((raw) => refuse(raw));
    transport = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await opened?.dispose();
  });
  afterEach(async () => {
    refuse = () => undefined;
    smtp.received.length = 0;
    // Each test sees only its own mails.
    await opened.database.db.delete(mailOutbox);
  });

  const dispatcher = (extra: { retryBaseMs?: number } = {}): MailDispatcher =>
    createMailDispatcher({
      db: opened.database.db,
      transport,
      from: FROM,
      sites: testMailSites,
      ordersMailTo: 'objednavky@nordlys.sk',
      supportMailTo: 'podpora@nordlys.sk',
      retryBaseMs: 0,
      ...extra,
    });

  const sendAll = async (mail = dispatcher()) => {
    while ((await mail.runOnce()) > 0) {}
  };
  const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  const placed = async (app: Hono, body: object) => {
    const response = await postOrder(app, body);
    expect(response.status).toBe(201);
    return orderResultSchema.parse(await response.json());
  };

  it('confirms a Slovak bank-transfer order with the payment details and the QR code inline', async () => {
    const person = slovakPerson();
    const result = await placed(sk, order(person, { paymentMethod: 'bank-transfer' }));
    if (result.status !== 'accepted') throw new Error(result.status);
    await sendAll();
    const [confirmation] = mailTo(person.email);
    expect(confirmation).toBeDefined();
    const { parsed } = confirmation!;
    expect(parsed.subject).toBe(`Potvrdenie objednávky ${result.orderNumber}`);
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@nordlys\.sk>$/);
    const variableSymbol = String(Number(result.orderNumber.slice(3)));
    for (const body of [parsed.text!, parsed.html as string]) {
      expect(body).toContain(result.orderNumber);
      expect(body).toContain('SK47 1100 0000 0026 1487 0368');
      expect(body).toContain(variableSymbol);
      expect(body).toContain('Nordlys Pharma s.r.o.');
      expect(body).toContain('IČO 51 234 567');
      expect(body).toContain('14 dní');
      expect(body).toContain('http://localhost:3000/podmienky/terms');
    }
    // A single pack (24,90 €) by post (3,90 €): amounts are kept in cents and shown in euros.
    const text = parsed.text!.replace(/\s/g, ' ');
    expect(result.totals.total).toBe(2880);
    expect(text).toContain('Spolu: 28,80 €');
    expect(text).toContain('Suma: 28,80 €');
    expect(text).toContain('1 × Nordlys Omega-3 + D3 + K2, 30 kapsúl: 24,90 €');
    expect(parsed.html).toContain('src="cid:payment-qr"');
    const qr = parsed.attachments.find((attachment) => attachment.cid === 'payment-qr');
    expect(qr?.contentType).toBe('image/png');
    expect(qr?.contentDisposition).toBe('inline');
    expect(qr?.content.subarray(1, 4).toString('ascii')).toBe('PNG');
    // The shop hears of it too.
    const [note] = mailTo('objednavky@nordlys.sk');
    expect(note?.parsed.subject).toContain(result.orderNumber);
    expect(note?.parsed.text).toContain(person.email);
  });

  it('confirms an unpaid Czech card order with the pay link, in Czech', async () => {
    const person = czechPerson();
    const result = await placed(cz, order(person, { paymentMethod: 'card' }));
    if (result.status !== 'payment-required') throw new Error(result.status);
    await sendAll();
    const { parsed } = mailTo(person.email)[0]!;
    expect(parsed.subject).toBe(`Potvrzení objednávky ${result.orderNumber}`);
    const payLink = `http://localhost:3001/dodatecna-platba-kartou/${result.orderId}`;
    expect(parsed.text).toContain(payLink);
    expect(parsed.html).toContain(`href="${payLink}"`);
    expect(parsed.text).toContain('IČO 07 654 321');
    expect(parsed.attachments).toEqual([]);
  });

  it('confirms a cash-on-delivery order with the pickup point, prices and no payment details', async () => {
    const person = czechPerson();
    const result = await placed(
      cz,
      order(person, { offer: 'duo', shippingMethod: 'pickup-point', pickupPointId: '11000' }),
    );
    if (result.status !== 'accepted') throw new Error(result.status);
    await sendAll();
    const { parsed } = mailTo(person.email)[0]!;
    expect(parsed.text).toContain('Zaplatíte po doručení');
    expect(parsed.text).toContain('Výdejní místo');
    expect(parsed.text).toContain('Všechny ceny jsou uvedeny včetně DPH.');
    const czk = (amount: number) =>
      `${(amount / 100).toLocaleString('cs-CZ', { maximumFractionDigits: 2 })} Kč`;
    expect(parsed.text!.replace(/\s/g, ' ')).toContain(
      `Celkem: ${czk(result.totals.total)}`.replace(/\s/g, ' '),
    );
    expect(parsed.text).not.toContain('Variabilní symbol');
    expect(parsed.attachments).toEqual([]);
  });

  it('sends no mail for a rejected order', async () => {
    const person = slovakPerson();
    await placed(sk, order(person, { offer: 'free-trial', paymentMethod: 'after-delivery' }));
    const again = await placed(sk, order(person, { offer: 'free-trial', paymentMethod: 'after-delivery' }));
    expect(again.status).toBe('rejected');
    const rows = await opened.database.db.select().from(mailOutbox);
    // The first trial's confirmation and shop note only.
    expect(rows.map((row) => row.data.orderId)).not.toContain(again.orderId);
    expect(rows).toHaveLength(2);
  });

  it('writes no mail when the transaction writing it rolls back', async () => {
    const [anyOrder] = await opened.database.db.select().from(orders).limit(1);
    await expect(
      opened.database.db.transaction(async (tx) => {
        await enqueueMails(tx, [
          { kind: 'order-confirmation', site: 'sk', recipient: 'a@b.sk', data: { orderId: anyOrder!.id } },
        ]);
        throw new Error('the order write failed');
      }),
    ).rejects.toThrow('the order write failed');
    expect(await opened.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('sends a contact message to support with Reply-To the sender', async () => {
    const response = await sk.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerType: 'new',
        questionType: 'product',
        name: 'Eva Malá',
        email: 'eva.mala@azet.sk',
        message: 'Dá sa Nordlys užívať počas tehotenstva?',
        gdprConsent: true,
      }),
    });
    expect(response.status).toBe(201);
    await sendAll();
    const [mail] = mailTo('podpora@nordlys.sk');
    expect(mail?.parsed.replyTo?.value[0]?.address).toBe('eva.mala@azet.sk');
    expect(mail?.parsed.subject).toBe('Správa z kontaktného formulára: produkt');
    expect(mail?.parsed.text).toContain('Dá sa Nordlys užívať počas tehotenstva?');
  });

  it('retries a 451 with the same Message-ID and sends it once accepted', async () => {
    const person = slovakPerson();
    await placed(sk, order(person));
    let refusals = 0;
    const seen: string[] = [];
    refuse = (raw) => {
      if (!raw.includes(person.email)) return undefined;
      seen.push(/^Message-ID: (.*)$/im.exec(raw)![1]!.trim());
      if (refusals >= 2) return undefined;
      refusals += 1;
      return smtpRefusal(451, 'Try again later');
    };
    const mail = dispatcher();
    await mail.runOnce();
    let [row] = await opened.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, person.email));
    expect(row).toMatchObject({ state: 'queued', attempts: 1 });
    expect(row?.lastError).toMatch(/^451/);
    await sendAll(mail);
    [row] = await opened.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, person.email));
    expect(row).toMatchObject({ state: 'sent', attempts: 3 });
    expect(new Set(seen).size).toBe(1);
    expect(mailTo(person.email)).toHaveLength(1);
  });

  it('waits longer after each temporary refusal', async () => {
    const person = slovakPerson();
    await placed(sk, order(person));
    refuse = () => smtpRefusal(451, 'Try again later');
    await dispatcher({ retryBaseMs: 60_000 }).runOnce();
    const [row] = await opened.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, person.email));
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    // Not due: a second run takes nothing.
    expect(await dispatcher({ retryBaseMs: 60_000 }).runOnce()).toBe(0);
  });

  it('marks a 550 failed, lists it, and sends it on resend', async () => {
    const person = slovakPerson();
    await placed(sk, order(person));
    refuse = (raw) => (raw.includes(person.email) ? smtpRefusal(550, 'No such user') : undefined);
    await sendAll();
    const failed = await failedMails(opened.database.db);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ recipient: person.email, kind: 'order-confirmation' });
    expect(failed[0]!.lastError).toMatch(/^550/);
    expect(mailTo(person.email)).toHaveLength(0);

    refuse = () => undefined;
    expect(await resendMail(opened.database.db, failed[0]!.id)).toBe(true);
    expect(await resendMail(opened.database.db, '00000000-0000-4000-8000-000000000000')).toBe(false);
    await sendAll();
    expect(mailTo(person.email)).toHaveLength(1);
    expect(await failedMails(opened.database.db)).toEqual([]);
  });

  it('leaves a message taken by a process that died to the next one once its lease ends', async () => {
    const person = slovakPerson();
    await placed(sk, order(person));
    // A process took the messages and was killed before recording anything.
    await opened.database.db
      .update(mailOutbox)
      .set({ lockedUntil: new Date(Date.now() + 60_000), attempts: 1 });
    expect(await dispatcher().runOnce()).toBe(0);
    await opened.database.db.update(mailOutbox).set({ lockedUntil: new Date(Date.now() - 1) });
    await sendAll();
    expect(mailTo(person.email)).toHaveLength(1);
  });
});
