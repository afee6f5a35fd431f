import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from './api/createApi';
import type { Database, Db } from './db/createDatabase';
import { createImageHandler } from './images/createImageHandler';
import { createLogger } from './logger';
import { createServerApp } from './serverApp';

const root = mkdtempSync(join(tmpdir(), 'server-app-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Health reads no table, so composition tests need no real database.
const database: Database = {
  kind: 'pglite',
  db: {} as Db,
  migrate: async () => {},
  isReachable: async () => true,
  close: async () => {},
};

function compose(siteHandler?: Hono) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'info', write: (line) => lines.push(JSON.parse(line)) });
  const app = createServerApp({
    site: 'cz',
    logger,
    api: createApi({ db: database, logger, site: 'cz', version: '9.9.9' }),
    images: createImageHandler({ sourceDirs: [root], cacheDir: join(root, 'cache') }),
    siteHandler,
  });
  return { app, lines };
}

describe('createServerApp', () => {
  const siteHandler = new Hono().all('*', (c) =>
    c.text(`site ${c.req.path}`, c.req.path === '/' ? 200 : 404),
  );

  it('sends /api to the API, /_ipx to images and everything else to the site', async () => {
    const { app } = compose(siteHandler);
    expect(await (await app.request('/api/health')).json()).toMatchObject({ version: '9.9.9' });
    expect(await (await app.request('/_ipx/x_1/a.png')).json()).toMatchObject({ error: 'invalid_modifiers' });
    const page = await app.request('/');
    expect(await page.text()).toBe('site /');
    const missing = await app.request('/rocnek3');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('site /rocnek3');
  });

  it('keeps unknown /api paths in the API even with a site mounted', async () => {
    const response = await compose(siteHandler).app.request('/api/unknown');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('writes exactly one log line per request, with its id', async () => {
    const { app, lines } = compose(siteHandler);
    const response = await app.request('/api/health', { headers: { 'x-request-id': 'lb-1234' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234');
    await app.request('/');
    expect(lines.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/health',
        status: 200,
        requestId: 'lb-1234',
        site: 'cz',
      }),
      expect.objectContaining({ method: 'GET', path: '/', status: 200, site: 'cz' }),
    ]);
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('replaces an unsafe incoming request id', async () => {
    const response = await compose(siteHandler).app.request('/api/health', {
      headers: { 'x-request-id': 'not ok; <script>' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers other paths with 404 JSON in API-only mode', async () => {
    const response = await compose().app.request('/');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });
});
