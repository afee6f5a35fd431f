import { createGopayEmulator } from '@shop/gopay-emulator';
import { describe, expect, it } from 'vitest';
import { createGopayGateway, GopayError, shopStateOfGopay } from './gopayGateway';
import type { PaymentRequest } from './paymentGateway';

const account = { apiUrl: 'http://gopay.test/', goid: '8123456789', clientId: 'id', clientSecret: 'secret' };
const callbackUrls = () => ({
  returnUrl: 'http://localhost:3000/api/payments/gopay/return',
  notificationUrl: 'http://localhost:3000/api/payments/gopay/notification',
});
const request: PaymentRequest = {
  site: 'sk',
  orderId: 'a8a3c1f2-1111-4222-8333-444455556666',
  orderNumber: 'SK-0000042',
  amount: 2990,
  currency: 'EUR',
  description: 'SK-0000042',
  email: 'jan@azet.sk',
};

/** The adapter against the emulator, with every call it sends recorded. */
function setUp(emulatorOptions: Parameters<typeof createGopayEmulator>[0] = {}, start = 1_000_000) {
  let clock = start;
  const emulator = createGopayEmulator({
    goid: account.goid,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    now: () => clock,
    notify: async () => new Response('ok'),
    ...emulatorOptions,
  });
  const sent: Request[] = [];
  const gateway = createGopayGateway({
    ...account,
    callbackUrls,
    now: () => clock,
    fetch: async (call) => {
      sent.push(call.clone());
      return emulator.handle(call);
    },
  });
  return { emulator, gateway, sent, advance: (ms: number) => (clock += ms) };
}

describe('GoPay adapter', () => {
  it('creates a payment as GoPay documents it and sends the customer to gw_url', async () => {
    const { gateway, emulator, sent } = setUp();
    const created = await gateway.createPayment(request);
    expect(created.redirectUrl).toMatch(/\/gw\/\d+$/);
    const [token, create] = sent;
    expect(token?.url).toBe('http://gopay.test/api/oauth2/token');
    expect(token?.headers.get('authorization')).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(await token?.text()).toBe('grant_type=client_credentials&scope=payment-all');
    expect(create?.url).toBe('http://gopay.test/api/payments/payment');
    expect(create?.headers.get('authorization')).toMatch(/^Bearer .+/);
    expect(await create?.json()).toEqual({
      payer: { contact: { email: 'jan@azet.sk' } },
      target: { type: 'ACCOUNT', goid: 8123456789 },
      amount: 2990,
      currency: 'EUR',
      order_number: 'SK-0000042',
      order_description: 'SK-0000042',
      items: [{ type: 'ITEM', name: 'SK-0000042', amount: 2990, count: 1 }],
      callback: {
        return_url: 'http://localhost:3000/api/payments/gopay/return',
        notification_url: 'http://localhost:3000/api/payments/gopay/notification',
      },
      lang: 'SK',
    });
    expect(emulator.payment(created.paymentId)).toMatchObject({ state: 'CREATED', amount: 2990, lang: 'SK' });
    expect(await gateway.getStatus(created.paymentId)).toBe('pending');
  });

  it('asks Czech payments in Czech', async () => {
    const { gateway, emulator } = setUp();
    const created = await gateway.createPayment({ ...request, site: 'cz', currency: 'CZK', amount: 74_900 });
    expect(emulator.payment(created.paymentId)).toMatchObject({ lang: 'CS', currency: 'CZK' });
  });

  it('keeps its token until a minute before it expires, then fetches a new one', async () => {
    const { gateway, emulator, advance } = setUp();
    const created = await gateway.createPayment(request);
    await Promise.all([gateway.getStatus(created.paymentId), gateway.getStatus(created.paymentId)]);
    expect(emulator.stats.tokens).toBe(1);
    advance(1800_000 - 61_000);
    await gateway.getStatus(created.paymentId);
    expect(emulator.stats.tokens).toBe(1);
    advance(2000);
    await gateway.getStatus(created.paymentId);
    expect(emulator.stats.tokens).toBe(2);
  });

  it('fetches a new token once when GoPay no longer takes the cached one', async () => {
    // GoPay's token lives 100 s, but the adapter is told nothing: it assumes its expiry from the answer.
    const { gateway, emulator, advance } = setUp({ tokenTtlS: 100 });
    const created = await gateway.createPayment(request);
    advance(101_000);
    expect(await gateway.getStatus(created.paymentId)).toBe('pending');
    expect(emulator.stats.tokens).toBe(2);
  });

  it('fetches one token for calls that start together', async () => {
    const { gateway, emulator } = setUp();
    await Promise.all(Array.from({ length: 5 }, () => gateway.createPayment(request)));
    expect(emulator.stats.tokens).toBe(1);
  });

  it('maps every GoPay state to the shop one', () => {
    expect(
      Object.fromEntries(
        [
          'CREATED',
          'PAYMENT_METHOD_CHOSEN',
          'AUTHORIZED',
          'PAID',
          'CANCELED',
          'TIMEOUTED',
          'REFUNDED',
          'PARTIALLY_REFUNDED',
          'SOMETHING_NEW',
        ].map((state) => [state, shopStateOfGopay(state)]),
      ),
    ).toEqual({
      CREATED: 'pending',
      PAYMENT_METHOD_CHOSEN: 'pending',
      AUTHORIZED: 'pending',
      PAID: 'paid',
      CANCELED: 'cancelled',
      TIMEOUTED: 'timed-out',
      REFUNDED: 'refunded',
      PARTIALLY_REFUNDED: 'partly-refunded',
      SOMETHING_NEW: undefined,
    });
  });

  it('reads paid, cancelled, timed out, refunded and partly refunded from the status call', async () => {
    const { gateway, emulator, advance } = setUp({ timeoutS: 60 });
    const handle = emulator.handle;
    const choose = (gwUrl: string, result: string) =>
      handle(
        new Request(gwUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `result=${result}`,
        }),
      );
    const paid = await gateway.createPayment(request);
    const cancelled = await gateway.createPayment(request);
    await choose(paid.redirectUrl, 'paid');
    await choose(cancelled.redirectUrl, 'cancelled');
    expect(await gateway.getStatus(paid.paymentId)).toBe('paid');
    expect(await gateway.getStatus(cancelled.paymentId)).toBe('cancelled');

    const token = (await (
      await handle(
        new Request('http://gopay.test/api/oauth2/token', {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` },
          body: 'grant_type=client_credentials&scope=payment-all',
        }),
      )
    ).json()) as { access_token: string };
    const refund = (amount: number) =>
      handle(
        new Request(`http://gopay.test/api/payments/payment/${paid.paymentId}/refund`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token.access_token}` },
          body: `amount=${amount}`,
        }),
      );
    expect((await refund(1000)).status).toBe(200);
    expect(await gateway.getStatus(paid.paymentId)).toBe('partly-refunded');
    expect((await refund(1990)).status).toBe(200);
    expect(await gateway.getStatus(paid.paymentId)).toBe('refunded');

    const late = await gateway.createPayment(request);
    advance(61_000);
    expect(await gateway.getStatus(late.paymentId)).toBe('timed-out');
  });

  it('answers undefined for a payment GoPay does not know, and asks nothing for an id that is no number', async () => {
    const { gateway, sent } = setUp();
    expect(await gateway.getStatus('123')).toBeUndefined();
    const calls = sent.length;
    expect(await gateway.getStatus('../oauth2/token')).toBeUndefined();
    expect(sent).toHaveLength(calls);
  });

  it('throws when GoPay fails, so the caller asks again later', async () => {
    const { gateway } = setUp({ failRate: 1 });
    await expect(gateway.createPayment(request)).rejects.toBeInstanceOf(GopayError);
  });

  it('throws on wrong credentials', async () => {
    const emulator = createGopayEmulator({ clientId: 'other', clientSecret: 'x' });
    const gateway = createGopayGateway({ ...account, callbackUrls, fetch: (call) => emulator.handle(call) });
    await expect(gateway.createPayment(request)).rejects.toThrow(/refused a token: 403/);
  });
});
