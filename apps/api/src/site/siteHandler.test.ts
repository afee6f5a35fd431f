import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteHandler, type SiteLogger } from './siteHandler';

const NONCE_PLACEHOLDER = 'PLACEHOLDERxNONCExxxxxxx';
const homeHtml = (nonce: string) =>
  `<!DOCTYPE html><html lang="sk"><head><meta property="csp-nonce" content="${nonce}"/><title>Nordlys</title></head><body><main>${'Nordlys domov '.repeat(200)}</main><script nonce="${nonce}">self.bootstrapped=true</script><script type="module" src="/assets/entry-a1b2c3.js" nonce="${nonce}"></script></body></html>`;
const notFoundHtml = (nonce: string) =>
  `<!DOCTYPE html><html lang="sk"><head><meta property="csp-nonce" content="${nonce}"/></head><body><h1>Stránka nebola nájdená</h1></body></html>`;
const ENTRY_JS = `console.log(${JSON.stringify('x'.repeat(4000))});`;

// A server bundle with the same contract as an app's dist/server/entry-server.js.
const SERVER_ENTRY = `
export async function renderPage(request, { assets, nonce }) {
  const { pathname } = new URL(request.url);
  if (pathname === '/boom') throw new Error('render exploded');
  if (pathname === '/old') return { status: 307, html: '', headers: { location: '/new' } };
  const status = pathname === '/ssr' ? 200 : 404;
  const text = status === 200 ? 'Rendered on the server' : 'Page not found: ' + pathname;
  const html = '<!DOCTYPE html><html><head><meta name="build-id" content="' + assets.buildId + '"/></head><body><main>'
    + text.replace(/[<>&]/g, '') + ' '.repeat(2000) + '</main><script nonce="' + nonce + '">self.x=1</script></body></html>';
  return { status, html, headers: { 'content-type': 'text/html; charset=UTF-8' } };
}
`;

let distDir: string;

function write(relativePath: string, content: string | Buffer) {
  const file = join(distDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function writeWithCompressedTwins(relativePath: string, content: string) {
  write(relativePath, content);
  write(`${relativePath}.gz`, gzipSync(content));
  write(`${relativePath}.br`, brotliCompressSync(content));
}

beforeAll(() => {
  distDir = mkdtempSync(join(tmpdir(), 'site-handler-'));
  write('client/index.html', homeHtml(NONCE_PLACEHOLDER));
  write('client/404.html', notFoundHtml(NONCE_PLACEHOLDER));
  writeWithCompressedTwins('client/assets/entry-a1b2c3.js', ENTRY_JS);
  write('client/favicon.ico', Buffer.from([0, 0, 1, 0]));
  write('client/_build/latest.json', JSON.stringify({ buildId: 'b1' }));
  write('client/.secret', 'hidden');
  write('page-assets.json', JSON.stringify({ buildId: 'b1', scripts: [{ src: '/assets/entry-a1b2c3.js' }] }));
  write(
    'prerendered.json',
    JSON.stringify({
      noncePlaceholder: NONCE_PLACEHOLDER,
      pages: { '/': 'index.html' },
      notFound: '404.html',
    }),
  );
  write(
    'route-rules.json',
    JSON.stringify({
      '/objednat': { redirect: { to: '/', statusCode: 301 } },
      '/facebook': { redirect: { to: 'https://www.facebook.com/nordlys.sk', statusCode: 302 } },
      '/ssr': { redirect: { to: '/ssr', statusCode: 301 } },
    }),
  );
  write('server/entry-server.js', SERVER_ENTRY);
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

function createApp(logger: SiteLogger = { error: vi.fn() }) {
  // Mounted as the API mounts it: last, after its own routes.
  const app = new Hono();
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/', createSiteHandler({ site: 'sk', distDir, logger }));
  return app;
}

const request = (path: string, init?: RequestInit) => createApp().request(`http://localhost${path}`, init);

describe('createSiteHandler', () => {
  it('serves a prerendered page with a fresh nonce in the document and the CSP', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(response.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(await response.text()).toBe(homeHtml(nonce));
    const again = await request('/');
    expect(again.headers.get('content-security-policy')).not.toContain(nonce);
  });

  it('compresses documents for clients that accept gzip', async () => {
    const response = await request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('Nordlys domov');
    expect(html).not.toContain(NONCE_PLACEHOLDER);
  });

  it('sets the security headers on every response', async () => {
    for (const path of ['/', '/nope', '/assets/entry-a1b2c3.js', '/podminky']) {
      const response = await request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('permissions-policy')).toContain('payment=(self)');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('leaves HSTS to the server, and believes no X-Forwarded-Proto of its own', async () => {
    const response = await request('/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('renders unknown paths on the server with 404, the path, and a nonce matching the CSP', async () => {
    const response = await request('/nope?x=1');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Page not found: /nope');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('uses a new nonce for every rendered response', async () => {
    const csp = async () => (await request('/ssr')).headers.get('content-security-policy');
    expect(await csp()).not.toBe(await csp());
  });

  it('compresses server-rendered HTML', async () => {
    const response = await request('/ssr', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toContain(
      'Rendered on the server',
    );
  });

  it('passes the router redirects on', async () => {
    const response = await request('/old');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/new');
  });

  it('redirects /podminky paths permanently to /podmienky, keeping the query', async () => {
    const nested = await request('/podminky/obchodne?utm_source=a&b=2');
    expect(nested.status).toBe(301);
    expect(nested.headers.get('location')).toBe('/podmienky/obchodne?utm_source=a&b=2');
    const bare = await request('/podminky');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/podmienky');
    expect((await request('/podminkyx')).status).toBe(404);
  });

  it('applies route rules by exact path, internal and external', async () => {
    const internal = await request('/objednat?utm_source=x');
    expect(internal.status).toBe(301);
    expect(internal.headers.get('location')).toBe('/');
    expect((await request('/objednat/')).headers.get('location')).toBe('/');
    const external = await request('/facebook');
    expect(external.status).toBe(302);
    expect(external.headers.get('location')).toBe('https://www.facebook.com/nordlys.sk');
    expect((await request('/objednat/x')).status).toBe(404);
  });

  it('caches hashed assets immutably and sends their precompressed form', async () => {
    const response = await request('/assets/entry-a1b2c3.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(ENTRY_JS);
  });

  it('caches other public files briefly and the latest-build file not at all', async () => {
    const favicon = await request('/favicon.ico');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    const latest = await request('/_build/latest.json');
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    expect(await latest.json()).toEqual({ buildId: 'b1' });
  });

  it('answers HEAD without a body', async () => {
    for (const path of ['/', '/assets/entry-a1b2c3.js', '/nope']) {
      const response = await request(path, { method: 'HEAD' });
      expect(response.status).toBe(path === '/nope' ? 404 : 200);
      expect(await response.text()).toBe('');
    }
  });

  it('rejects other methods with 405', async () => {
    const response = await request('/', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers odd paths with 400 or 404, never 5xx', async () => {
    const expectations: Array<[string, number]> = [
      ['/%E0%A4%A', 400],
      ['/..%2f', 404],
      ['/..%2F..%2Fetc%2Fpasswd', 404],
      ['/assets/..%5c..%5cpackage.json', 404],
      ['/%00', 404],
      [`/${'a'.repeat(5000)}`, 404],
      ['/.secret', 404],
      ['/index.html', 404],
    ];
    for (const [path, status] of expectations) {
      const response = await request(path);
      expect(response.status, path).toBe(status);
    }
    const traversal = await request('/..%2f');
    const nonce = /'nonce-([^']+)'/.exec(traversal.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    expect(await traversal.text()).toBe(notFoundHtml(nonce));
  });

  it('logs a failed render and answers 500', async () => {
    const logger = { error: vi.fn() };
    const response = await createApp(logger).request('http://localhost/boom');
    expect(response.status).toBe(500);
    expect(logger.error).toHaveBeenCalledWith(
      'site render failed',
      expect.objectContaining({ site: 'sk', path: '/boom' }),
    );
  });

  it('leaves the API routes mounted before it alone', async () => {
    const response = await request('/api/health');
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('refuses to start without a build', () => {
    expect(() =>
      createSiteHandler({ site: 'sk', distDir: join(distDir, 'missing'), logger: { error: vi.fn() } }),
    ).toThrow(/build the app first/);
  });
});
