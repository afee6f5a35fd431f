import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { API_CONTENT_SECURITY_POLICY } from './apiSecurityHeaders';
import { createApi } from './createApi';
import { validClientError } from './hostileRequests';

/** A database that fails every query: the answers below are decided before or without one. */
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

const app = new Hono().route(
  '/api',
  createApi({
    db: failing as never,
    logger: createLogger({ level: 'silent' }),
    site: 'sk',
    clientIp: (c) => c.req.header('x-test-ip'),
    rateLimits: { consents: { limit: 1, windowMs: 60_000 } },
    bodyLimitBytes: 1024,
    recordTrackingVisit: async () => {},
  }),
);

const json = { 'content-type': 'application/json' };
const answers: Array<[string, number, () => Response | Promise<Response>]> = [
  ['an unknown path', 404, () => app.request('/api/nope')],
  [
    'a malformed body',
    400,
    () =>
      app.request('/api/client-errors', {
        method: 'POST',
        body: '{',
        headers: { ...json, 'x-test-ip': '10.9.0.1' },
      }),
  ],
  [
    'a cross-site write',
    403,
    () => app.request('/api/device', { method: 'POST', headers: { origin: 'https://evil.example' } }),
  ],
  [
    'a body over the limit',
    413,
    () =>
      app.request('/api/client-errors', {
        method: 'POST',
        body: 'x'.repeat(2048),
        headers: { ...json, 'x-test-ip': '10.9.0.2' },
      }),
  ],
  [
    'a write over the rate limit',
    429,
    async () => {
      await app.request('/api/device', { method: 'POST', headers: { 'x-test-ip': '10.9.0.3' } });
      return app.request('/api/device', { method: 'POST', headers: { 'x-test-ip': '10.9.0.3' } });
    },
  ],
  [
    'a fault',
    500,
    () =>
      app.request('/api/client-errors', {
        method: 'POST',
        body: JSON.stringify(validClientError),
        headers: { ...json, 'x-test-ip': '10.9.0.4' },
      }),
  ],
  [
    'the device call',
    204,
    () => app.request('/api/device', { method: 'POST', headers: { 'x-test-ip': '10.9.0.5' } }),
  ],
  [
    'the tracking redirect',
    302,
    () => app.request(`/api/tracking/redirect?url=${encodeURIComponent('http://localhost:3000/recenzie')}`),
  ],
];

describe('API security headers', () => {
  it.each(answers)('come with %s (%i)', async (_, status, send) => {
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('let nothing load, run or frame a JSON answer opened as a page', () => {
    expect(API_CONTENT_SECURITY_POLICY).toContain("default-src 'none'");
    expect(API_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
