import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApi } from './api/createApi';
import { isSecureRequest } from './api/secureRequest';
import type { Database, Db } from './db/createDatabase';
import { createLogger } from './logger';
import { createServerApp, type ServerAppOptions } from './serverApp';
import { HSTS } from './transportSecurity';

// The device call, the tracking redirect and health read no table.
const database: Database = {
  kind: 'pglite',
  db: {} as Db,
  migrate: async () => {},
  isReachable: async () => true,
  close: async () => {},
};
const PUBLIC = 'https://www.nordlys.sk';

function server(options: Pick<ServerAppOptions, 'trustProxy' | 'production'>) {
  const logger = createLogger({ level: 'silent' });
  return createServerApp({
    site: 'sk',
    logger,
    api: createApi({
      db: database,
      logger,
      site: 'sk',
      siteOrigins: [PUBLIC],
      recordTrackingVisit: async () => {},
    }),
    images: new Hono().get('*', (c) => c.body('image')),
    siteHandler: new Hono().all('*', (c) => c.text(isSecureRequest(c) ? 'https page' : 'http page')),
    publicOrigins: [PUBLIC],
    ...options,
  });
}

/** A request as the TLS-terminating proxy passes it on: plain http to this server. */
const viaProxy = (proto: string, headers: Record<string, string> = {}) => ({
  headers: { host: 'www.nordlys.sk', 'x-forwarded-proto': proto, ...headers },
});
const behindProxy = 'http://www.nordlys.sk';
const redirectPath = `/api/tracking/redirect?url=${encodeURIComponent(`${PUBLIC}/rocnek2`)}`;

describe('X-Forwarded-Proto', () => {
  it('is ignored without TRUST_PROXY: cookies stay plain and not Secure', async () => {
    const app = server({ trustProxy: false });
    const device = await app.request(`${behindProxy}/api/device`, { method: 'POST', ...viaProxy('https') });
    expect(device.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^deviceId=[0-9a-f]{32}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    expect(await (await app.request(`${behindProxy}/`, viaProxy('https'))).text()).toBe('http page');
  });

  it('with TRUST_PROXY makes the server cookies Secure, and deviceId a __Host- cookie', async () => {
    const app = server({ trustProxy: true });
    const device = await app.request(`${behindProxy}/api/device`, { method: 'POST', ...viaProxy('https') });
    expect(device.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^__Host-deviceId=[0-9a-f]{32}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
    ]);
    // SPEC's nmtid keeps its name.
    const redirect = await app.request(`${behindProxy}${redirectPath}`, viaProxy('https'));
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('set-cookie')).toMatch(/^nmtid=[0-9a-f]{32}; .*; Secure; SameSite=Lax$/);
    expect(await (await app.request(`${behindProxy}/`, viaProxy('https'))).text()).toBe('https page');
  });

  it('with TRUST_PROXY takes the first entry, the scheme the visitor used', async () => {
    const app = server({ trustProxy: true });
    expect(await (await app.request(`${behindProxy}/`, viaProxy('https, http'))).text()).toBe('https page');
    expect(await (await app.request(`${behindProxy}/`, viaProxy('http'))).text()).toBe('http page');
    expect(await (await app.request(`${PUBLIC}/`)).text()).toBe('https page');
  });
});

describe('production', () => {
  const app = server({ trustProxy: true, production: true });

  it('redirects plain http with 308 to the same address on the public https origin', async () => {
    const page = await app.request(`${behindProxy}/rocnek2?utm_source=x`, viaProxy('http'));
    expect(page.status).toBe(308);
    expect(page.headers.get('location')).toBe(`${PUBLIC}/rocnek2?utm_source=x`);
    const write = await app.request(`${behindProxy}/api/device`, { method: 'POST', ...viaProxy('http') });
    expect(write.status).toBe(308);
    expect(write.headers.get('set-cookie')).toBeNull();
  });

  it('redirects to the public origin, never to the host the request names', async () => {
    const page = await app.request('http://evil.example/rocnek2', viaProxy('http', { host: 'evil.example' }));
    expect(page.headers.get('location')).toBe(`${PUBLIC}/rocnek2`);
  });

  it('leaves the health checks answerable over http, for the load balancer', async () => {
    for (const path of ['/api/health', '/api/health/live']) {
      const health = await app.request(`${behindProxy}${path}`, viaProxy('http'));
      expect(health.status).toBe(200);
      expect(health.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('sends HSTS with every https answer: pages, the API and images', async () => {
    for (const path of ['/', '/api/health', '/api/nope', '/_ipx/x_1/a.png']) {
      const response = await app.request(`${behindProxy}${path}`, viaProxy('https'));
      expect(response.status).not.toBe(308);
      expect(response.headers.get('strict-transport-security')).toBe(HSTS);
    }
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
  });

  it('refuses to send the tracking redirect to the Host header’s site', async () => {
    const response = await app.request(
      `http://evil.example/api/tracking/redirect?url=${encodeURIComponent('http://evil.example/')}`,
      viaProxy('https', { host: 'evil.example' }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('outside production', () => {
  it('neither redirects nor sends HSTS', async () => {
    const app = server({ trustProxy: true });
    const plain = await app.request(`${behindProxy}/`, viaProxy('http'));
    expect(plain.status).toBe(200);
    const secure = await app.request(`${behindProxy}/`, viaProxy('https'));
    expect(secure.headers.get('strict-transport-security')).toBeNull();
  });
});
