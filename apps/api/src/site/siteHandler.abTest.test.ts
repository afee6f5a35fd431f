import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSiteHandler } from './siteHandler';

const NONCE_PLACEHOLDER = 'PLACEHOLDERxNONCExxxxxxx';
const page = (phone: string) =>
  `<!DOCTYPE html><html lang="sk"><head><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/></head><body><a href="tel:${phone}">${phone}</a></body></html>`;

let distDir: string;

function write(relativePath: string, content: string) {
  const file = join(distDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function setUp(running: boolean) {
  distDir = mkdtempSync(join(tmpdir(), 'site-ab-'));
  write('client/index.html', page('+421233001100'));
  write('client/index.a.html', page('+421233001100'));
  write('client/index.b.html', page('+421233001101'));
  write('client/404.html', page('404'));
  write('page-assets.json', JSON.stringify({ buildId: 'b1', scripts: [] }));
  write('route-rules.json', '{}');
  write('server/entry-server.js', 'export async function renderPage() { throw new Error("not used"); }');
  write(
    'prerendered.json',
    JSON.stringify({
      noncePlaceholder: NONCE_PLACEHOLDER,
      pages: { '/': 'index.html' },
      notFound: '404.html',
      variants: running ? { '/': { a: 'index.a.html', b: 'index.b.html' } } : {},
      abTest: { testId: 5, running, variantAmount: 2 },
    }),
  );
  return new Hono().route('/', createSiteHandler({ site: 'sk', distDir, logger: { error: vi.fn() } }));
}

describe('site handler A/B documents', () => {
  let app: Hono;
  beforeAll(() => {
    app = setUp(true);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves the variant of the query and keeps it in the cookie for a year', async () => {
    const response = await app.request('/?variant=b', { headers: { cookie: 'abTest_4=a; abTest_5=a' } });
    expect(await response.text()).toContain('+421233001101');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toContainEqual(
      expect.stringMatching(/^abTest_5=b; Max-Age=31536000; Path=\/; SameSite=Lax$/),
    );
    expect(cookies).toContainEqual(expect.stringMatching(/^abTest_4=; Max-Age=0/));
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('serves the variant of the cookie, else a random pick that it stores', async () => {
    const fromCookie = await app.request('/', { headers: { cookie: 'abTest_5=b' } });
    expect(await fromCookie.text()).toContain('+421233001101');
    const fresh = await app.request('/');
    const stored = /abTest_5=([ab]);/.exec(fresh.headers.getSetCookie().join('\n'))?.[1];
    expect(stored).toMatch(/^[ab]$/);
    expect(await fresh.text()).toContain(stored === 'b' ? '+421233001101' : '+421233001100');
  });

  it('ignores an invalid variant, and one given twice', async () => {
    const invalid = await app.request('/?variant=z', { headers: { cookie: 'abTest_5=a' } });
    expect(await invalid.text()).toContain('+421233001100');
    const twice = await app.request('/?variant=b&variant=b', { headers: { cookie: 'abTest_5=a' } });
    expect(await twice.text()).toContain('+421233001100');
    expect(twice.headers.getSetCookie().join('\n')).toContain('abTest_5=a;');
  });
});

describe('site handler without a running test', () => {
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves the one document and sets no cookie', async () => {
    const app = setUp(false);
    const response = await app.request('/?variant=b');
    expect(await response.text()).toContain('+421233001100');
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
