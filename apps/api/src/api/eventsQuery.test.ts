import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { encodedBeatFixture } from './beatFixture';
import { createApi } from './createApi';

describe.each(testBackends())('events query on $name', (backend) => {
  let opened: TestDatabase;
  const apiWith = (eventsQuery: boolean) =>
    new Hono().route(
      '/api',
      createApi({
        db: opened.database,
        logger: createLogger({ level: 'silent' }),
        site: 'sk',
        clientIp: () => '192.0.2.1',
        eventsQuery,
      }),
    );

  beforeAll(async () => {
    opened = await backend.open();
  });
  afterAll(() => opened?.dispose());

  it('lists the stored events of one session when enabled', async () => {
    const app = apiWith(true);
    const posted = await app.request('/api/beats', {
      method: 'POST',
      body: encodedBeatFixture.body,
      headers: { 'content-type': 'text/plain' },
    });
    expect(posted.status).toBe(204);
    const response = await app.request(`/api/beats?sessionId=${encodedBeatFixture.event.sessionId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const events = (await response.json()) as Array<Record<string, unknown>>;
    expect(events).toEqual([
      expect.objectContaining({
        action: 'PAGE',
        sequence: 7,
        sessionId: encodedBeatFixture.event.sessionId,
        data: encodedBeatFixture.event.data,
      }),
    ]);
    const other = await app.request('/api/beats?sessionId=1750000000000zzzzzzzz');
    expect(await other.json()).toEqual([]);
  });

  it('requires the session id', async () => {
    expect((await apiWith(true).request('/api/beats')).status).toBe(400);
  });

  it('does not exist unless enabled', async () => {
    const response = await apiWith(false).request(
      `/api/beats?sessionId=${encodedBeatFixture.event.sessionId}`,
    );
    expect(response.status).toBe(404);
  });
});
