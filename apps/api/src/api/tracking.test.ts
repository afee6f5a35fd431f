import { validationErrorBodySchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beats, trackingVisits } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { encodedBeatFixture } from './beatFixture';
import { createApi } from './createApi';

/** The sk site's public origin when none is configured: its local port. */
const SITE = 'http://localhost:3000';

describe.each(testBackends())('tracking API on $name', (backend) => {
  let opened: TestDatabase;
  let app: Hono;
  let ipCounter = 0;

  beforeAll(async () => {
    opened = await backend.open();
    const api = createApi({
      db: opened.database,
      logger: createLogger({ level: 'silent' }),
      site: 'sk',
      clientIp: (c) => c.req.header('x-test-ip'),
      rateLimits: { consents: { limit: 2, windowMs: 60_000 }, beats: { limit: 8, windowMs: 60_000 } },
      bodyLimitBytes: 2048,
    });
    app = new Hono().route('/api', api);
  });
  afterAll(() => opened?.dispose());

  const postBeat = (
    body: string,
    { ip = `10.3.0.${++ipCounter}`, contentType = 'text/plain;charset=UTF-8' } = {},
  ) =>
    app.request('/api/beats', {
      method: 'POST',
      body,
      headers: { 'content-type': contentType, 'x-test-ip': ip },
    });
  const beatsOf = (sessionId: string) =>
    opened.database.db.select().from(beats).where(eq(beats.sessionId, sessionId));

  describe('POST /api/beats', () => {
    it('stores a decoded beat with its site, session, sequence, time and IP hash, and answers 204', async () => {
      const response = await postBeat(encodedBeatFixture.body, { ip: '192.0.2.90' });
      expect(response.status).toBe(204);
      expect(await response.text()).toBe('');
      const rows = await beatsOf(encodedBeatFixture.event.sessionId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        site: 'sk',
        sequence: 7,
        action: 'PAGE',
        data: encodedBeatFixture.event.data,
        delivery: encodedBeatFixture.event.delivery,
        clientTime: new Date(encodedBeatFixture.event.clientTime),
      });
      expect(rows[0]?.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows[0])).not.toContain('192.0.2.90');
    });

    it('acknowledges a repeated session and sequence without storing it twice', async () => {
      const event = { ...encodedBeatFixture.event, sessionId: '1750000000001repeatsx', sequence: 3 };
      const first = await postBeat(encode(event));
      const again = await postBeat(encode({ ...event, clientTime: event.clientTime + 5000 }));
      const next = await postBeat(encode({ ...event, sequence: 4 }));
      expect([first.status, again.status, next.status]).toEqual([204, 204, 204]);
      const rows = await beatsOf(event.sessionId);
      expect(rows.map((row) => row.sequence).sort()).toEqual([3, 4]);
    });

    it('stores every beat of a client that does not number them', async () => {
      const {
        sequence: _sequence,
        delivery: _delivery,
        ...event
      } = {
        ...encodedBeatFixture.event,
        sessionId: '1750000000002unnumber',
      };
      await postBeat(encode({ ...event, action: 'LOADED' }));
      await postBeat(encode({ ...event, action: 'LOADED' }));
      const rows = await beatsOf(event.sessionId);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({ sequence: null, delivery: null });
    });

    it.each([
      ['an undecodable body', '{"action":"PAGE"}', '_root', 'undecodable'],
      [
        'an unknown action',
        encode({ ...encodedBeatFixture.event, action: 'PAGEVIEW' }),
        'action',
        'invalid-option',
      ],
      [
        'a beat of the other site',
        encode({ ...encodedBeatFixture.event, site: 'cz' }),
        'site',
        'invalid-option',
      ],
      ['data that is not an object', encode({ ...encodedBeatFixture.event, data: 'x' }), 'data', undefined],
      [
        'no session id',
        encode({ ...encodedBeatFixture.event, sessionId: undefined }),
        'sessionId',
        undefined,
      ],
      ['a negative sequence', encode({ ...encodedBeatFixture.event, sequence: -1 }), 'sequence', undefined],
      ['an unknown field', encode({ ...encodedBeatFixture.event, extra: 1 }), 'extra', 'Unknown field'],
      [
        'a NUL character, which the database cannot store',
        encode({ ...encodedBeatFixture.event, data: { text: 'a\u0000b' } }),
        '_root',
        'undecodable',
      ],
    ])('answers 400 for %s', async (_, body, field, code) => {
      const response = await postBeat(body);
      expect(response.status).toBe(400);
      const errors = validationErrorBodySchema.parse(await response.json()).fieldErrors;
      expect(errors[field]).toBeDefined();
      if (code) expect(errors[field]).toEqual([code]);
    });

    it('answers 415 for a body that is not plain text and 413 for a large one', async () => {
      expect((await postBeat(encodedBeatFixture.body, { contentType: 'application/json' })).status).toBe(415);
      const large = encode({ ...encodedBeatFixture.event, data: { text: 'x'.repeat(4000) } });
      expect((await postBeat(large)).status).toBe(413);
    });

    it('counts beats apart from the other calls, with their own limit', async () => {
      const statuses = [];
      for (let i = 0; i < 9; i += 1) {
        const event = { ...encodedBeatFixture.event, sessionId: '1750000000003limitsxx', sequence: i };
        statuses.push((await postBeat(encode(event), { ip: '203.0.113.90' })).status);
      }
      expect(statuses).toEqual([204, 204, 204, 204, 204, 204, 204, 204, 429]);
    });
  });

  describe('POST /api/device', () => {
    const postDevice = (cookie?: string, url = 'http://localhost/api/device') =>
      app.request(url, {
        method: 'POST',
        headers: { 'x-test-ip': `10.4.0.${++ipCounter}`, ...(cookie ? { cookie } : {}) },
      });

    it('sets a first-party httpOnly device id for a year and answers 204', async () => {
      const response = await postDevice();
      expect(response.status).toBe(204);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^deviceId=[0-9a-f]{32}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    });

    it('keeps the id the browser has, as __Host-deviceId over HTTPS, and replaces a forged one', async () => {
      const id = 'a'.repeat(32);
      const kept = await postDevice(`deviceId=${id}`, 'https://www.nordlys.sk/api/device');
      // The id moves to the prefixed name; the plain one it had before HTTPS is expired.
      expect(kept.headers.getSetCookie()).toEqual([
        `__Host-deviceId=${id}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
        'deviceId=; Max-Age=0; Path=/; Secure',
      ]);
      const again = await postDevice(`__Host-deviceId=${id}`, 'https://www.nordlys.sk/api/device');
      expect(again.headers.getSetCookie()).toEqual([
        `__Host-deviceId=${id}; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax`,
      ]);
      const replaced = await postDevice('deviceId=<script>');
      expect(replaced.headers.get('set-cookie')).toMatch(/^deviceId=[0-9a-f]{32};/);
    });
  });

  describe('GET /api/tracking/redirect', () => {
    const redirect = (query: string, cookie?: string) =>
      app.request(`${SITE}/api/tracking/redirect?${query}`, { headers: cookie ? { cookie } : {} });

    it('sets the nmtid cookie and sends the visitor back with nmtid added to the address', async () => {
      const back = `${SITE}/rocnek2?utm_source=news&variant=b`;
      const response = await redirect(
        `utm_source=news&url=${encodeURIComponent(back)}&referrer_url=${encodeURIComponent('https://www.google.sk/')}`,
      );
      expect(response.status).toBe(302);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^nmtid=[0-9a-f]{32}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      const id = /^nmtid=([0-9a-f]{32})/.exec(cookie)?.[1];
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.origin + location.pathname).toBe(`${SITE}/rocnek2`);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        utm_source: 'news',
        variant: 'b',
        nmtid: id,
      });
      expect(response.headers.get('cache-control')).toBe('no-store');
    });

    it('records each id it hands out with the landing address and the referrer', async () => {
      const back = `${SITE}/k2zadarmo/home?utm_campaign=jar`;
      const response = await redirect(
        `url=${encodeURIComponent(back)}&referrer_url=${encodeURIComponent('https://www.seznam.cz/')}`,
      );
      const id = new URL(response.headers.get('location') ?? '').searchParams.get('nmtid') ?? '';
      const rows = await opened.database.db
        .select()
        .from(trackingVisits)
        .where(eq(trackingVisits.trackingId, id));
      expect(rows).toEqual([
        expect.objectContaining({
          site: 'sk',
          url: back,
          referrer: 'https://www.seznam.cz/',
          issuedWith: 'redirect',
        }),
      ]);
    });

    it('keeps the tracking id the visitor already has, and records no new visit', async () => {
      const id = 'b'.repeat(32);
      const response = await redirect(`url=${encodeURIComponent(`${SITE}/`)}`, `nmtid=${id}`);
      expect(new URL(response.headers.get('location') ?? '').searchParams.get('nmtid')).toBe(id);
      const rows = await opened.database.db
        .select()
        .from(trackingVisits)
        .where(eq(trackingVisits.trackingId, id));
      expect(rows).toEqual([]);
    });

    it.each([
      ['another site', 'https://evil.example/phish', 'not-same-origin'],
      ['the same host on another port', 'http://localhost:8080/', 'not-same-origin'],
      ['the https form of the site, which is not configured', 'https://localhost:3000/', 'not-same-origin'],
      ['a protocol-relative address', '//evil.example/', 'not-same-origin'],
      ['a script address', 'javascript:alert(1)', 'not-same-origin'],
    ])('refuses to send the visitor to %s', async (_, url, code) => {
      const response = await redirect(`url=${encodeURIComponent(url)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(validationErrorBodySchema.parse(await response.json()).fieldErrors).toEqual({ url: [code] });
    });

    it('leads only to the site origin, whatever host the request names', async () => {
      const response = await app.request(
        `http://evil.example/api/tracking/redirect?url=${encodeURIComponent('http://evil.example/')}`,
        { headers: { host: 'evil.example' } },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    });

    it('requires the url', async () => {
      const response = await redirect('referrer_url=x');
      expect(response.status).toBe(400);
      expect(validationErrorBodySchema.parse(await response.json()).fieldErrors).toEqual({
        url: ['required'],
      });
    });
  });
});

/** The tracking package's encoding (see beatDecoding.ts), for building test bodies. */
function encode(value: unknown): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let text = '';
  for (const char of Buffer.from(JSON.stringify(value)).toString('base64')) {
    const index = alphabet.indexOf(char);
    text += index < 0 ? char : alphabet[(index + 32) % alphabet.length];
  }
  return text;
}
