import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/createDatabase';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createApi } from './createApi';
import { validClientError } from './hostileRequests';

/**
 * What the API answers when its database cannot be reached: a PostgreSQL URL on a port nothing
 * listens on (connection refused), and one whose server accepts the connection and never says a
 * word (a hung or partitioned server). The database is a real postgres.js client each time.
 */

function apiOn(database: Database, lines: string[] = [], requestDeadlineMs?: number) {
  const api = createApi({
    db: database,
    logger: createLogger({ level: 'info', write: (line) => lines.push(line) }),
    clientIp: () => '198.51.100.7',
    version: '7.7.7',
    ...(requestDeadlineMs ? { requestDeadlineMs } : {}),
  });
  return new Hono().route('/api', api);
}

const postClientError = (app: Hono) =>
  app.request('/api/client-errors', {
    method: 'POST',
    body: JSON.stringify(validClientError),
    headers: { 'content-type': 'application/json' },
  });

async function timed<T>(run: () => T | Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

describe.each(testBackends())('health with a reachable database on $name', (backend) => {
  let opened: TestDatabase;
  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened?.dispose());

  it('answers 200 ok on both health paths', async () => {
    const app = apiOn(opened.database);
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers.get('retry-after')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok', database: backend.name, version: '7.7.7' });
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'live', version: '7.7.7' });
  });
});

describe('a PostgreSQL server that refuses connections', () => {
  let refusedPort: number;
  let database: Database;
  beforeAll(async () => {
    // A port that was free a moment ago and is closed again: connecting to it is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    refusedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    database = await createDatabase({ url: `postgres://shop@127.0.0.1:${refusedPort}/shop` });
  });
  afterAll(() => database?.close());

  it('health answers 503 down with Retry-After, live answers 200', async () => {
    const app = apiOn(database);
    const { value: health, ms } = await timed(() => app.request('/api/health'));
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    expect(await health.json()).toEqual({ status: 'down', database: 'postgres', version: '7.7.7' });
    expect(ms).toBeLessThan(1500);
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
  });

  it('answers a write 503 unavailable with Retry-After, logged as a warning and not as a fault', async () => {
    const lines: string[] = [];
    const app = apiOn(database, lines);
    for (let attempt = 0; attempt < 3; attempt++) {
      const { value: response, ms } = await timed(() => postClientError(app));
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ error: 'unavailable' });
      expect(ms).toBeLessThan(2500);
    }
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; level: string });
    expect(entries.some((entry) => entry.msg === 'unhandled error')).toBe(false);
    expect(entries.filter((entry) => entry.msg === 'database unavailable')).toHaveLength(3);
  });
});

describe('a PostgreSQL server that accepts connections and never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let database: Database;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    database = await createDatabase({ url: `postgres://shop@127.0.0.1:${port}/shop` });
  });
  afterAll(async () => {
    const closed = new Promise<void>((resolve) => silent.close(() => resolve()));
    await database?.close();
    for (const socket of sockets) socket.destroy();
    await closed;
  });

  it('health gives up after its timeout and answers 503 down', async () => {
    const { value: health, ms } = await timed(() => apiOn(database).request('/api/health'));
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'down' });
    expect(ms).toBeGreaterThanOrEqual(900);
    expect(ms).toBeLessThan(1500);
  });

  it('a write fails on the connect timeout (2 s) with 503, well within 5 s', async () => {
    const { value: response, ms } = await timed(() => postClientError(apiOn(database)));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
    expect(ms).toBeLessThan(4600);
  });

  it('the request deadline answers 503 before the driver gives up', async () => {
    const { value: response, ms } = await timed(() => postClientError(apiOn(database, [], 300)));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'unavailable' });
    expect(ms).toBeLessThan(800);
  });
});
