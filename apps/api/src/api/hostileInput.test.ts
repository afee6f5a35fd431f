import { validationErrorBodySchema } from '@shop/contracts';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { testNow } from '../orders/orderTestKit';
import { createGopayTestKit } from '../payments/gopayTestKit';
import { defaultContent } from '../seed/defaultContent';
import { seedOrderData } from '../seed/orders/seedOrderData';
import { seedContent } from '../seed/seedContent';
import { encodeBeatText, encodedBeatFixture } from './beatFixture';
import { createApi } from './createApi';
import {
  type FuzzRequest,
  hostileEndpoints,
  prototypeNames,
  validClientError,
  validConsent,
  validContact,
  validOrder,
} from './hostileRequests';
import { scaledRateBudgets } from './rateBudgets';

/**
 * Every endpoint is sent generated requests: valid bodies and queries built from the endpoint's
 * schema, with some fields (or the whole input) replaced by hostile values (`hostileRequests.ts`).
 * None may answer 5xx, and the server must still answer a plain request afterwards. The seed and
 * the number of runs are fixed, so a failure is reproduced by running the file again.
 */
const SEED = 20_260_611;
const RUNS_PER_ENDPOINT = 60;

const endpoints = hostileEndpoints();

describe.each(testBackends())('hostile input on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  let apiOnly: Hono;
  const errorLines: string[] = [];
  const context = { paymentId: '', orderId: '' };
  const gopay = createGopayTestKit();

  beforeAll(async () => {
    opened = await backend.open();
    await seedContent(opened.database.db, defaultContent);
    await seedOrderData(opened.database.db);
    const logger = createLogger({
      level: 'error',
      write: (line) => {
        errorLines.push(line);
      },
    });
    const options = {
      db: opened.database,
      logger,
      clientIp: () => '192.0.2.77',
      rateLimits: scaledRateBudgets(100_000),
      eventsQuery: true,
      now: () => testNow,
      paymentGateway: gopay.gateway,
    };
    sk = new Hono().route('/api', createApi({ ...options, site: 'sk' }));
    apiOnly = new Hono().route('/api', createApi(options));
    gopay.deliverTo({ sk });
    const placed = await sk.request('/api/orders', {
      method: 'POST',
      body: JSON.stringify({ ...validOrder(), paymentMethod: 'card' }),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'fuzz-card-order' },
    });
    const result = (await placed.json()) as { orderId: string; paymentUrl: string };
    context.orderId = result.orderId;
    context.paymentId = result.paymentUrl.split('/').pop() ?? '';
  });
  afterAll(() => opened?.dispose());

  const send = (request: FuzzRequest) => {
    const app = request.apiOnly ? apiOnly : sk;
    const url = `http://localhost${request.path}${request.query ? `?${request.query}` : ''}`;
    return app.request(url, {
      method: request.method,
      ...(request.body === undefined ? {} : { body: request.body }),
      headers: request.headers ?? {},
    });
  };

  /** Sends a request and throws on a 5xx, or on a validation answer not shaped as the contract says. */
  const check = async (request: FuzzRequest) => {
    const response = await send(request);
    if (response.status >= 500) {
      throw new Error(
        `${response.status} for ${JSON.stringify(request).slice(0, 500)}: ${await response.text()}`,
      );
    }
    if (response.status === 400 && response.headers.get('content-type')?.includes('json')) {
      const body = (await response.json()) as { error?: string };
      if (body.error === 'validation') validationErrorBodySchema.parse(body);
    }
  };

  it.each(endpoints)('$name never answers 5xx', async ({ edges = [], requests, runs }) => {
    errorLines.length = 0;
    for (const request of edges) await check(request);
    await fc.assert(fc.asyncProperty(requests(context), check), {
      seed: SEED,
      numRuns: runs ?? RUNS_PER_ENDPOINT,
    });
    expect(errorLines).toEqual([]);
    const health = await sk.request('/api/health');
    expect(health.status).toBe(200);
  });

  describe('the requests that answered 500 before', () => {
    const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
      sk.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
    const postBeat = (json: string) =>
      sk.request('/api/beats', {
        method: 'POST',
        body: encodeBeatText(json),
        headers: { 'content-type': 'text/plain' },
      });
    const fieldErrorsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return validationErrorBodySchema.parse(await response.json()).fieldErrors;
    };
    const withKey = (valid: object, key: string, value: string) =>
      `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(key)}:${value}}`;
    const bodies: [string, object][] = [
      ['/api/contact', validContact],
      ['/api/consents', validConsent],
      ['/api/client-errors', validClientError],
    ];

    it.each(prototypeNames)('reports an unknown key named %s as that field', async (key) => {
      for (const [path, valid] of bodies) {
        const response = await postJson(path, withKey(valid, key, '1'));
        expect(response.status).toBe(400);
        expect(await response.text()).toContain(`${JSON.stringify(key)}:["Unknown field"]`);
      }
    });

    it('reports a NUL character in a text field on that field', async () => {
      const nul = JSON.stringify('Ján\u0000');
      const cases: [string, object, string, Record<string, string>?][] = [
        ['/api/contact', validContact, 'name'],
        ['/api/contact', validContact, 'message'],
        ['/api/consents', validConsent, 'providersHash'],
        ['/api/client-errors', validClientError, 'message'],
        ['/api/discount-codes/check', { offer: 'single', code: 'x' }, 'code'],
        ['/api/orders', validOrder(), 'lastName', { 'Idempotency-Key': 'nul-last-name' }],
        ['/api/orders', validOrder(), 'city', { 'Idempotency-Key': 'nul-city' }],
      ];
      for (const [path, valid, field, headers] of cases) {
        const response = await postJson(path, withKey(valid, field, nul), headers);
        expect(await fieldErrorsOf(response)).toEqual({ [field]: ['invalid-characters'] });
      }
    });

    it('reports a NUL character in a path or query', async () => {
      const pickup = await sk.request('/api/pickup-points?carrier=ppl&q=a%00b');
      expect(await fieldErrorsOf(pickup)).toEqual({ q: ['invalid-characters'] });
      for (const path of ['/api/blog/articles/a%00b', '/api/testimonials/a%00b']) {
        expect(await fieldErrorsOf(await sk.request(path))).toEqual({ path: ['invalid-characters'] });
      }
    });

    it('reports lone surrogates in a beat or in consent ids on their fields', async () => {
      const event = { ...encodedBeatFixture.event, sequence: undefined };
      const beat = JSON.stringify({ ...event, sessionId: 'x\ud800', data: { text: '\udc00' } });
      expect(await fieldErrorsOf(await postBeat(beat))).toEqual({
        sessionId: ['invalid-characters'],
        'data.text': ['invalid-characters'],
      });
      const consent = JSON.stringify({ ...validConsent, ids: ['perm-3f2a', '\ud800'] });
      expect(await fieldErrorsOf(await postJson('/api/consents', consent))).toEqual({
        'ids.1': ['invalid-characters'],
      });
    });

    it('refuses a beat whose data nests 20,000 levels deep, and any body deeper than the limit', async () => {
      const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const beat = withKey({ ...encodedBeatFixture.event, data: undefined }, 'data', `{"list":${deep}}`);
      const errors = await fieldErrorsOf(await postBeat(beat));
      expect(Object.values(errors)).toEqual([['too-deep']]);
      const contact = await postJson('/api/contact', withKey(validContact, 'extra', deep));
      expect(Object.values(await fieldErrorsOf(contact))).toEqual([['too-deep']]);
    });

    it('refuses a time past the year 9999, which Postgres cannot read as JavaScript writes it', async () => {
      const response = await postJson(
        '/api/client-errors',
        JSON.stringify({ ...validClientError, clientTime: 8.64e15 }),
      );
      expect(Object.keys(await fieldErrorsOf(response))).toEqual(['clientTime']);
    });
  });

  it('still stores a valid contact message and order afterwards', async () => {
    const contact = await sk.request('/api/contact', {
      method: 'POST',
      body: JSON.stringify(validContact),
      headers: { 'content-type': 'application/json' },
    });
    expect(contact.status).toBe(201);
    const order = await sk.request('/api/orders', {
      method: 'POST',
      body: JSON.stringify(validOrder()),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'fuzz-after-all' },
    });
    expect(order.status).toBe(201);
  });
});
