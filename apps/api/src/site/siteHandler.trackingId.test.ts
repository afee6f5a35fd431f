import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RecordTrackingVisit } from '../tracking/trackingVisits';
import { createSiteHandler, type SiteLogger } from './siteHandler';

const NONCE_PLACEHOLDER = 'PLACEHOLDERxNONCExxxxxxx';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';
const page = (text: string) =>
  `<!DOCTYPE html><html lang="sk"><head><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/></head><body><main>${text}</main></body></html>`;
const EXTERNAL_HOST = 'https://t.tracking.example/redirect';

const dirs: string[] = [];

function writeBuild(trackingHost?: string): string {
  const distDir = mkdtempSync(join(tmpdir(), 'site-tracking-id-'));
  dirs.push(distDir);
  const write = (relativePath: string, content: string) => {
    const file = join(distDir, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('client/index.html', page('Domov'));
  write('client/rocnek2/index.html', page('Ročné balenie'));
  write('client/404.html', page('Stránka nebola nájdená'));
  write('client/assets/entry-a1.js', 'self.x=1');
  write('page-assets.json', JSON.stringify({ buildId: 'b1', scripts: [] }));
  write('route-rules.json', '{}');
  write(
    'server/entry-server.js',
    "export async function renderPage() { return { status: 404, html: '<main>Not found</main>', headers: {} }; }",
  );
  write(
    'prerendered.json',
    JSON.stringify({
      noncePlaceholder: NONCE_PLACEHOLDER,
      pages: { '/': 'index.html', '/rocnek2': 'rocnek2/index.html' },
      notFound: '404.html',
      ...(trackingHost ? { trackingHost } : {}),
    }),
  );
  return distDir;
}

interface Setup {
  trackingHost?: string;
  recordTrackingVisit?: RecordTrackingVisit | undefined;
  logger?: SiteLogger;
}

function createApp({ trackingHost, recordTrackingVisit, logger = { error: vi.fn() } }: Setup) {
  const distDir = writeBuild(trackingHost);
  return new Hono().route(
    '/',
    createSiteHandler({
      site: 'sk',
      distDir,
      logger,
      ...(recordTrackingVisit ? { recordTrackingVisit } : {}),
    }),
  );
}

function headersOf(options: { cookie?: string; referer?: string; userAgent?: string } = {}) {
  return {
    'user-agent': options.userAgent ?? PHONE_UA,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...(options.referer ? { referer: options.referer } : {}),
  };
}

function serverTimingOf(response: Response): string | null {
  return response.headers.get('server-timing');
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('site handler: the tracking id with the first HTML (this server is the tracking host)', () => {
  let record: ReturnType<typeof vi.fn<RecordTrackingVisit>>;
  let app: Hono;
  beforeAll(() => {
    record = vi.fn<RecordTrackingVisit>(async () => {});
    app = createApp({ recordTrackingVisit: (visit) => record(visit) });
  });

  it('gives a first visitor the nmtid cookie with the page itself, address unchanged, and records the visit', async () => {
    record.mockClear();
    const response = await app.request('http://localhost/rocnek2?utm_source=news&gclid=g1', {
      headers: headersOf({ referer: 'https://www.google.com/' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('Ročné balenie');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^nmtid=[0-9a-f]{32}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const trackingId = /^nmtid=([0-9a-f]{32})/.exec(cookie)?.[1];
    expect(record).toHaveBeenCalledExactlyOnceWith({
      trackingId,
      site: 'sk',
      url: 'http://localhost/rocnek2?utm_source=news&gclid=g1',
      referrer: 'https://www.google.com/',
      issuedWith: 'document',
    });
    expect(serverTimingOf(response)).toBe('tracking-id;desc="issued"');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('gives each first visitor an id of their own, Secure over HTTPS', async () => {
    const first = await app.request('https://www.nordlys.sk/', { headers: headersOf() });
    const second = await app.request('https://www.nordlys.sk/', { headers: headersOf() });
    expect(first.headers.get('set-cookie')).toMatch(/; Secure; SameSite=Lax$/);
    expect(first.headers.get('set-cookie')).not.toBe(second.headers.get('set-cookie'));
  });

  it.each([
    ['the nmtid cookie', { cookie: `nmtid=${'a'.repeat(32)}` }, '/', 'kept'],
    ['nmtid in the address', {}, `/?nmtid=${'b'.repeat(32)}`, 'in-query'],
    [
      'a crawler',
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      '/',
      'crawler',
    ],
    [
      'a headless browser',
      { userAgent: 'Mozilla/5.0 HeadlessChrome/136.0.0.0 Safari/537.36' },
      '/',
      'crawler',
    ],
    ['no user agent at all', { userAgent: '' }, '/', 'crawler'],
  ])('hands out no id to a visitor with %s', async (_, headers, path, how) => {
    record.mockClear();
    const response = await app.request(`http://localhost${path}`, { headers: headersOf(headers) });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(serverTimingOf(response)).toBe(`tracking-id;desc="${how}"`);
    expect(record).not.toHaveBeenCalled();
  });

  it('replaces a cookie that is no tracking id', async () => {
    const response = await app.request('http://localhost/', {
      headers: headersOf({ cookie: 'nmtid=<script>' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/^nmtid=[0-9a-f]{32};/);
  });

  it('hands the id out with the not-found page too, but not with files', async () => {
    const missing = await app.request('http://localhost/nie-je-tu', { headers: headersOf() });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('set-cookie')).toMatch(/^nmtid=/);
    const file = await app.request('http://localhost/assets/entry-a1.js', { headers: headersOf() });
    expect(file.status).toBe(200);
    expect(file.headers.get('set-cookie')).toBeNull();
    expect(serverTimingOf(file)).toBeNull();
  });

  it('still serves the page with its id when the visit cannot be recorded, and logs why', async () => {
    const logger = { error: vi.fn() };
    const failing = createApp({
      recordTrackingVisit: async () => {
        throw new Error('database down');
      },
      logger,
    });
    const response = await failing.request('http://localhost/', { headers: headersOf() });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^nmtid=/);
    await vi.waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('tracking visit not recorded', { error: expect.any(Error) }),
    );
  });

  it('leaves the tracking id to the browser when it records no visits, as a file host would', async () => {
    const plain = createApp({});
    const response = await plain.request('http://localhost/', { headers: headersOf() });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(serverTimingOf(response)).toBeNull();
  });
});

describe('site handler: a first visit to an external tracking host', () => {
  let record: ReturnType<typeof vi.fn<RecordTrackingVisit>>;
  let app: Hono;
  beforeAll(() => {
    record = vi.fn<RecordTrackingVisit>(async () => {});
    app = createApp({ trackingHost: EXTERNAL_HOST, recordTrackingVisit: (visit) => record(visit) });
  });

  it('redirects before any HTML, carrying the query, url and referrer_url', async () => {
    const response = await app.request('https://www.nordlys.sk/rocnek2?utm_source=news&variant=b', {
      headers: headersOf({ referer: 'https://www.facebook.com/' }),
    });
    expect(response.status).toBe(302);
    expect(await response.text()).not.toContain('<html');
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(EXTERNAL_HOST);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      utm_source: 'news',
      variant: 'b',
      url: 'https://www.nordlys.sk/rocnek2?utm_source=news&variant=b',
      referrer_url: 'https://www.facebook.com/',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(
      /^nmtRedirectedAt=\d+; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(record).not.toHaveBeenCalled();
  });

  it('leaves referrer_url out when the visitor came from nowhere', async () => {
    const response = await app.request('http://localhost/', { headers: headersOf() });
    const location = new URL(response.headers.get('location') ?? '');
    expect([...location.searchParams.keys()]).toEqual(['url']);
  });

  it('keeps the id the host hands back as the nmtid cookie and serves the page', async () => {
    const response = await app.request('http://localhost/rocnek2?utm_source=news&nmtid=host-id-42', {
      headers: headersOf({ cookie: 'nmtRedirectedAt=1', referer: 'https://t.tracking.example/' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBe(
      'nmtid=host-id-42; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(serverTimingOf(response)).toBe('tracking-id;desc="returned"');
  });

  it.each([
    ['the guard cookie', { cookie: 'nmtRedirectedAt=1' }],
    ['a referrer on the tracking host', { referer: 'https://t.tracking.example/' }],
  ])('does not send a visitor round again when the host came back without an id (%s)', async (_, headers) => {
    const response = await app.request('http://localhost/rocnek2', { headers: headersOf(headers) });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(serverTimingOf(response)).toBe('tracking-id;desc="guarded"');
  });

  it('serves a visitor with an id and a crawler at once', async () => {
    for (const headers of [
      headersOf({ cookie: 'nmtid=host-id-42' }),
      headersOf({ userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' }),
    ]) {
      const response = await app.request('http://localhost/', { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });
});
