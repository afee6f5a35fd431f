import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorLogs } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createApi } from './createApi';

const validLog = {
  site: 'sk',
  status: 503,
  message: 'beat failed',
  url: 'https://www.nordlys.sk/rocnek2?utm_source=x',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  clientTime: 1_750_000_000_000,
};

describe.each(testBackends())('API on $name', (backend) => {
  let opened: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    opened = await backend.open();
    const api = createApi({
      db: opened.database,
      logger: createLogger({ level: 'silent' }),
      // Tests have no socket; the header stands in for the peer address.
      clientIp: (c) => c.req.header('x-test-ip'),
      rateLimits: { other: { limit: 3, windowMs: 60_000 } },
      bodyLimitBytes: 4096,
      version: '1.2.3',
    });
    app = new Hono().route('/api', api);
  });
  afterAll(() => opened?.dispose());

  let ipCounter = 0;
  const post = (body: string, headers: Record<string, string> = {}) =>
    app.request('/api/client-errors', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-test-ip': `10.0.0.${++ipCounter}`, ...headers },
    });

  it('answers the health check', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: backend.name, version: '1.2.3' });
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
  });

  it('stores a client error log and answers 201 with its id', async () => {
    const response = await post(JSON.stringify(validLog), { 'x-test-ip': '192.0.2.7' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await opened.database.db.select().from(clientErrorLogs);
    const row = rows.find((candidate) => candidate.id === id);
    expect(row).toMatchObject({
      site: 'sk',
      status: '503',
      message: 'beat failed',
      url: validLog.url,
      userAgent: validLog.userAgent,
    });
    expect(row?.clientTime.getTime()).toBe(validLog.clientTime);
    expect(row?.receivedAt).toBeInstanceOf(Date);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('192.0.2.7');
  });

  it('stores the status unknown as text', async () => {
    const response = await post(JSON.stringify({ ...validLog, site: 'cz', status: 'unknown' }));
    expect(response.status).toBe(201);
  });

  it.each([
    ['a wrong type', { ...validLog, clientTime: 'yesterday' }, 'clientTime'],
    ['an unknown site', { ...validLog, site: 'de' }, 'site'],
    ['a missing field', { ...validLog, message: undefined }, 'message'],
    ['a too long message', { ...validLog, message: 'x'.repeat(2001) }, 'message'],
    ['an unknown field', { ...validLog, ip: '1.2.3.4' }, 'ip'],
    ['a body that is not an object', ['list'], '_root'],
  ])('answers 400 with field errors for %s', async (_, body, field) => {
    const response = await post(JSON.stringify(body));
    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(json.error).toBe('validation');
    expect(json.fieldErrors[field]?.length).toBeGreaterThan(0);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await post('{"site": "sk",');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'validation',
      fieldErrors: { _root: ['Malformed JSON'] },
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await post(JSON.stringify(validLog), { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await post(JSON.stringify({ ...validLog, message: 'x'.repeat(5000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
  });

  it('answers 413 for a streamed body over the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(3000));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(chunk);
        controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await app.request('/api/client-errors', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json', 'x-test-ip': '10.9.9.9' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers 429 with Retry-After once an address has used its POSTs', async () => {
    const headers = { 'x-test-ip': '203.0.113.9' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(JSON.stringify(validLog), headers)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    const limited = await post(JSON.stringify(validLog), headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    expect((await post(JSON.stringify(validLog), { 'x-test-ip': '203.0.113.10' })).status).toBe(201);
  });

  it('does not rate-limit reads', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await app.request('/api/health', { headers: { 'x-test-ip': '198.51.100.1' } })).status).toBe(
        200,
      );
    }
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await app.request('/api/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('API faults', () => {
  it('logs a real fault and answers 500 internal', async () => {
    const lines: string[] = [];
    const failing = {
      kind: 'pglite' as const,
      db: {
        insert: () => {
          throw new Error('disk on fire');
        },
      },
      migrate: async () => {},
      close: async () => {},
    };
    const api = createApi({
      db: failing as never,
      logger: createLogger({ level: 'info', write: (line) => lines.push(line) }),
    });
    const app = new Hono().route('/api', api);
    const response = await app.request('/api/client-errors', {
      method: 'POST',
      body: JSON.stringify(validLog),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'internal' });
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.msg === 'unhandled error')?.error.message).toBe('disk on fire');
    expect(entries.find((entry) => entry.msg === 'request')).toMatchObject({
      method: 'POST',
      path: '/api/client-errors',
      status: 500,
      requestId: response.headers.get('x-request-id'),
    });
  });
});
