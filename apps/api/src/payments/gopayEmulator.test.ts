import { createGopayEmulator, emulatorLabel, emulatorSwitchesFromEnv } from '@shop/gopay-emulator';
import { describe, expect, it } from 'vitest';
import { createGopayGateway } from './gopayGateway';
import type { PaymentRequest } from './paymentGateway';

const account = { apiUrl: 'http://gopay.test', goid: '8000000001', clientId: 'id', clientSecret: 'secret' };
const request: PaymentRequest = {
  site: 'cz',
  orderId: 'a8a3c1f2-1111-4222-8333-444455556666',
  orderNumber: 'CZ-0000007',
  amount: 74_900,
  currency: 'CZK',
  description: 'CZ-0000007',
  email: 'jana@seznam.cz',
};

function setUp(options: Parameters<typeof createGopayEmulator>[0] = {}) {
  const notified: string[] = [];
  const emulator = createGopayEmulator({
    goid: account.goid,
    clientId: account.clientId,
    clientSecret: account.clientSecret,
    publicUrl: 'http://gopay.test',
    notifyRetryMs: 1,
    notify: async (url) => {
      notified.push(url);
      return new Response('ok');
    },
    ...options,
  });
  const gateway = createGopayGateway({
    ...account,
    fetch: (call) => emulator.handle(call),
    callbackUrls: () => ({
      returnUrl: 'http://localhost:3001/api/payments/gopay/return',
      notificationUrl: 'http://localhost:3001/api/payments/gopay/notification',
    }),
  });
  const choose = (gwUrl: string, result: string) =>
    emulator.handle(
      new Request(gwUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `result=${result}`,
      }),
    );
  return { emulator, gateway, notified, choose };
}

describe('GoPay emulator', () => {
  it('labels its page as the emulator, in the payment language, with pay, cancel and leave pending', async () => {
    const { gateway, emulator } = setUp();
    const created = await gateway.createPayment(request);
    const page = await emulator.handle(new Request(created.redirectUrl));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="cs">');
    expect(html).toContain(emulatorLabel);
    expect(emulatorLabel).toBe('GoPay emulator – not a real payment');
    expect(html).toContain('CZ-0000007');
    expect(html).toMatch(/>Zaplatit 749,00\sKč</);
    expect(html).toContain('>Zrušit platbu<');
    expect(html).toContain('>Nechat platbu čekat<');
  });

  it('sends the customer back to return_url with the id and notifies notification_url with the id', async () => {
    const { gateway, emulator, notified, choose } = setUp();
    const created = await gateway.createPayment(request);
    const answer = await choose(created.redirectUrl, 'paid');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `http://localhost:3001/api/payments/gopay/return?id=${created.paymentId}`,
    );
    await emulator.settled();
    expect(notified).toEqual([
      `http://localhost:3001/api/payments/gopay/notification?id=${created.paymentId}`,
    ]);
    // A closed payment stays as it is.
    await choose(created.redirectUrl, 'cancelled');
    expect(await gateway.getStatus(created.paymentId)).toBe('paid');
  });

  it('leaves a payment pending, without a notification, when asked to', async () => {
    const { gateway, emulator, notified, choose } = setUp();
    const created = await gateway.createPayment(request);
    await choose(created.redirectUrl, 'pending');
    await emulator.settled();
    expect(await gateway.getStatus(created.paymentId)).toBe('pending');
    expect(notified).toEqual([]);
  });

  it('retries a notification the shop did not take', async () => {
    let calls = 0;
    const { gateway, emulator, choose } = setUp({
      notify: async () => {
        calls += 1;
        return new Response('', { status: calls < 3 ? 503 : 200 });
      },
    });
    await choose((await gateway.createPayment(request)).redirectUrl, 'cancelled');
    await emulator.settled();
    expect(calls).toBe(3);
    expect(emulator.stats).toMatchObject({ notificationsSent: 1, notificationAttempts: 3 });
  });

  it('drops the share of notifications GOPAY_EMULATOR_DROP_NOTIFICATIONS says', async () => {
    const { gateway, emulator, notified, choose } = setUp({ dropNotifications: 0.3 });
    for (let i = 0; i < 200; i += 1) await choose((await gateway.createPayment(request)).redirectUrl, 'paid');
    await emulator.settled();
    expect(emulator.stats.notificationsDropped + notified.length).toBe(200);
    expect(emulator.stats.notificationsDropped).toBeGreaterThan(30);
    expect(emulator.stats.notificationsDropped).toBeLessThan(90);
  });

  it('answers the share of calls GOPAY_EMULATOR_FAIL_RATE says with 500', async () => {
    const { gateway, emulator } = setUp({ failRate: 0.5 });
    let failed = 0;
    // One after another: calls that start together share one token fetch, and its failure.
    for (let i = 0; i < 100; i += 1) {
      await gateway.createPayment(request).catch(() => {
        failed += 1;
      });
    }
    expect(emulator.stats.failed).toBeGreaterThan(20);
    expect(failed).toBeGreaterThan(10);
    expect(failed).toBeLessThan(100);
  });

  it('waits GOPAY_EMULATOR_DELAY_MS before answering', async () => {
    const { gateway } = setUp({ delayMs: 100 });
    const started = performance.now();
    await gateway.createPayment(request);
    // A token and a payment: two calls.
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('times a pending payment out after GOPAY_EMULATOR_TIMEOUT_S and notifies it', async () => {
    let clock = 0;
    const { gateway, emulator, notified } = setUp({ timeoutS: 5, now: () => clock });
    const created = await gateway.createPayment(request);
    clock = 4_999;
    emulator.sweep();
    expect(await gateway.getStatus(created.paymentId)).toBe('pending');
    clock = 5_000;
    emulator.sweep();
    await emulator.settled();
    expect(await gateway.getStatus(created.paymentId)).toBe('timed-out');
    expect(notified).toHaveLength(1);
  });

  it('reads its switches from the environment and refuses values out of range', () => {
    expect(
      emulatorSwitchesFromEnv({
        GOPAY_EMULATOR_DROP_NOTIFICATIONS: '0.3',
        GOPAY_EMULATOR_FAIL_RATE: '0.1',
        GOPAY_EMULATOR_DELAY_MS: '250',
        GOPAY_EMULATOR_TIMEOUT_S: '900',
      }),
    ).toEqual({ dropNotifications: 0.3, failRate: 0.1, delayMs: 250, timeoutS: 900 });
    expect(emulatorSwitchesFromEnv({})).toEqual({
      dropNotifications: 0,
      failRate: 0,
      delayMs: 0,
      timeoutS: 0,
    });
    expect(() => emulatorSwitchesFromEnv({ GOPAY_EMULATOR_DROP_NOTIFICATIONS: '2' })).toThrow(
      /share from 0 to 1/,
    );
  });

  it('refuses a payment without callbacks or for another goid', async () => {
    const { emulator, gateway } = setUp();
    await gateway.createPayment(request);
    const token = (await (
      await emulator.handle(
        new Request('http://gopay.test/api/oauth2/token', {
          method: 'POST',
          headers: { authorization: `Basic ${Buffer.from('id:secret').toString('base64')}` },
          body: 'grant_type=client_credentials&scope=payment-create',
        }),
      )
    ).json()) as { access_token: string };
    const answer = await emulator.handle(
      new Request('http://gopay.test/api/payments/payment', {
        method: 'POST',
        headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: 100,
          currency: 'CZK',
          order_number: 'X',
          target: { type: 'ACCOUNT', goid: 1 },
        }),
      }),
    );
    expect(answer.status).toBe(409);
    expect(JSON.stringify(await answer.json())).toMatch(
      /target, callback.return_url, callback.notification_url/,
    );
  });
});
