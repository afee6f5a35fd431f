import { orderResultSchema } from '@shop/contracts';
import { and, count, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beats,
  clientErrorLogs,
  consentProofs,
  contactMessages,
  idempotencyKeys,
  orders,
  payments,
} from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createOrderTestApps, newIdempotencyKey, postOrder, slovakPerson } from '../orders/orderTestKit';
import { createGopayTestKit } from '../payments/gopayTestKit';
import { encodeBeatText, encodedBeatFixture } from './beatFixture';
import { createApi } from './createApi';
import { validClientError, validConsent, validContact } from './hostileRequests';

/** The sk site's public origin when none is configured: its local port. */
const SITE = 'http://localhost:3000';

const sameOrigin = { origin: SITE, 'sec-fetch-site': 'same-origin' };
const crossSite: Record<string, Record<string, string>> = {
  'an Origin of another site': { origin: 'https://evil.example' },
  'an Origin of another site marked same-origin': {
    origin: 'https://evil.example',
    'sec-fetch-site': 'same-origin',
  },
  'another port of the same host': { origin: 'http://localhost:8080' },
  'an opaque Origin (null)': { origin: 'null' },
  'Sec-Fetch-Site: cross-site': { 'sec-fetch-site': 'cross-site' },
  'Sec-Fetch-Site: cross-site with the site as Origin': { origin: SITE, 'sec-fetch-site': 'cross-site' },
};

let sequence = 0;
/** A beat as `navigator.sendBeacon` sends it, with a sequence number no other beat has. */
const beatBody = () => {
  sequence += 1;
  return encodeBeatText(JSON.stringify({ ...encodedBeatFixture.event, sequence }));
};

interface WriteEndpoint {
  name: string;
  send(headers: Record<string, string>): Response | Promise<Response>;
  /** The answer of a same-origin request. */
  status: number;
  /** What a same-origin request leaves behind: rows, the device cookie, or nothing (a check). */
  leaves: 'rows' | 'cookie' | 'nothing';
}

describe.each(testBackends())('cross-site writes on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let orderId: string;
  // GoPay's notifications are dropped: a payment cancelled at GoPay changes nothing in the shop
  // until the shop asks, so only the write under test leaves rows.
  const gopay = createGopayTestKit({ dropNotifications: 1 });

  beforeAll(async () => {
    opened = await backend.open();
    ({ sk } = await createOrderTestApps(opened.database, { gopay }));
    // Made without Origin or Sec-Fetch-Site, as a program (not a browser) sends it.
    const response = await postOrder(sk, {
      offer: 'single',
      ...slovakPerson(),
      shippingMethod: 'post-address',
      paymentMethod: 'card',
      agreement: true,
    });
    const result = orderResultSchema.parse(await response.json());
    if (result.status !== 'payment-required')
      throw new Error(`expected payment-required, got ${result.status}`);
    ({ orderId } = result);
  });
  afterAll(() => opened?.dispose());

  /** Everything a write can leave behind in the database. */
  async function stored() {
    const { db } = opened.database;
    const counted = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
    return {
      beats: await counted(db.select({ n: count() }).from(beats)),
      clientErrors: await counted(db.select({ n: count() }).from(clientErrorLogs)),
      consents: await counted(db.select({ n: count() }).from(consentProofs)),
      contacts: await counted(db.select({ n: count() }).from(contactMessages)),
      idempotencyKeys: await counted(db.select({ n: count() }).from(idempotencyKeys)),
      orders: await counted(db.select({ n: count() }).from(orders)),
      payments: await counted(db.select({ n: count() }).from(payments)),
      settledPayments: await counted(
        db.select({ n: count() }).from(payments).where(ne(payments.status, 'pending')),
      ),
    };
  }

  const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    sk.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  const endpoints: WriteEndpoint[] = [
    {
      name: 'POST /api/contact',
      status: 201,
      leaves: 'rows',
      send: (headers) => json('/api/contact', validContact, headers),
    },
    {
      name: 'POST /api/consents',
      status: 201,
      leaves: 'rows',
      send: (headers) => json('/api/consents', validConsent, headers),
    },
    {
      name: 'POST /api/client-errors',
      status: 201,
      leaves: 'rows',
      send: (headers) => json('/api/client-errors', validClientError, headers),
    },
    {
      name: 'POST /api/beats (text/plain)',
      status: 204,
      leaves: 'rows',
      send: (headers) =>
        sk.request('/api/beats', {
          method: 'POST',
          body: beatBody(),
          headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
        }),
    },
    {
      name: 'POST /api/device (no body)',
      status: 204,
      leaves: 'cookie',
      send: (headers) => sk.request('/api/device', { method: 'POST', headers }),
    },
    {
      name: 'POST /api/orders',
      status: 201,
      leaves: 'rows',
      send: (headers) =>
        sk.request('/api/orders', {
          method: 'POST',
          body: JSON.stringify({
            offer: 'single',
            ...slovakPerson(),
            shippingMethod: 'post-address',
            paymentMethod: 'after-delivery',
            agreement: true,
          }),
          headers: { 'content-type': 'application/json', 'idempotency-key': newIdempotencyKey(), ...headers },
        }),
    },
    {
      name: 'POST /api/discount-codes/check',
      status: 200,
      leaves: 'nothing',
      send: (headers) => json('/api/discount-codes/check', { code: 'NORDLYS10', offer: 'single' }, headers),
    },
    {
      name: 'POST /api/orders/:id/payment (no body)',
      status: 201,
      leaves: 'rows',
      // After the live payment is cancelled at GoPay: paying again then starts a new payment.
      send: async (headers) => {
        const [live] = await opened.database.db
          .select({ redirectUrl: payments.redirectUrl })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
        if (live?.redirectUrl) await gopay.choose(live.redirectUrl, 'cancelled');
        return sk.request(`/api/orders/${orderId}/payment`, { method: 'POST', headers });
      },
    },
  ];

  describe.each(endpoints)('$name', (endpoint) => {
    it.each(Object.entries(crossSite))(
      'refuses %s with 403, storing nothing and setting no cookie',
      async (_, headers) => {
        const before = await stored();
        const response = await endpoint.send(headers);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({
          error: 'cross_site_request',
          message: 'Writes from another site are refused',
        });
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(await stored()).toEqual(before);
      },
    );

    it('takes the same request from the site itself', async () => {
      const before = await stored();
      const response = await endpoint.send(sameOrigin);
      expect(response.status).toBe(endpoint.status);
      if (endpoint.leaves === 'rows') expect(await stored()).not.toEqual(before);
      if (endpoint.leaves === 'cookie') expect(response.headers.get('set-cookie')).toContain('deviceId=');
    });
  });

  it('takes a beacon, a device call and an order from a browser that sends only one of the headers', async () => {
    const beacon = (headers: Record<string, string>) =>
      sk.request('/api/beats', {
        method: 'POST',
        body: beatBody(),
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      });
    expect((await beacon({ origin: SITE })).status).toBe(204);
    expect((await beacon({ 'sec-fetch-site': 'same-origin' })).status).toBe(204);
    expect(
      (await sk.request('/api/device', { method: 'POST', headers: { 'sec-fetch-site': 'none' } })).status,
    ).toBe(204);
  });

  it('takes writes without Origin and Sec-Fetch-Site, as programs and old browsers send them', async () => {
    const response = await sk.request('/api/device', { method: 'POST' });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toContain('deviceId=');
  });

  it('takes the site origin on both loopback names, and not the origin the Host header names', async () => {
    const device = (url: string, origin: string) =>
      sk.request(url, { method: 'POST', headers: { origin, 'sec-fetch-site': 'same-origin' } });
    expect((await device('/api/device', 'http://127.0.0.1:3000')).status).toBe(204);
    expect((await device('http://evil.example/api/device', 'http://evil.example')).status).toBe(403);
    expect((await device('/api/device', 'https://localhost')).status).toBe(403);
  });

  it('answers reads from other sites (links and redirects from elsewhere are reads)', async () => {
    const health = await sk.request('/api/health', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(health.status).toBe(200);
    const redirect = await sk.request(
      `/api/tracking/redirect?url=${encodeURIComponent(`${SITE}/recenzie`)}`,
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(redirect.status).toBe(302);
  });

  it('takes writes from the configured site origins only', async () => {
    const app = new Hono().route(
      '/api',
      createApi({
        db: opened.database,
        logger: createLogger({ level: 'silent' }),
        site: 'sk',
        siteOrigins: ['https://www.nordlys.sk/'],
      }),
    );
    const device = (origin: string) =>
      app.request('http://127.0.0.1:3000/api/device', { method: 'POST', headers: { origin } });
    expect((await device('https://www.nordlys.sk')).status).toBe(204);
    // The address the request names is no origin of the site's once public ones are configured.
    expect((await device('http://127.0.0.1:3000')).status).toBe(403);
    expect((await device('https://nordlys.sk')).status).toBe(403);
  });

  it('refuses cross-site writes before counting them against the rate limit', async () => {
    const app = new Hono().route(
      '/api',
      createApi({
        db: opened.database,
        logger: createLogger({ level: 'silent' }),
        site: 'sk',
        clientIp: () => '192.0.2.77',
        rateLimits: { consents: { limit: 1, windowMs: 60_000 } },
      }),
    );
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await app.request('/api/device', {
        method: 'POST',
        headers: crossSite['an Origin of another site']!,
      });
      expect(refused.status).toBe(403);
    }
    expect((await app.request('/api/device', { method: 'POST', headers: sameOrigin })).status).toBe(204);
  });
});
