import type { APIRequestContext, APIResponse } from '@playwright/test';
import { pageAssetReferences } from '../../scripts/bench/bundleSizes.mjs';
import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, 'Content-Security-Policy').toMatch(/default-src [^;]*'self'/);
  expect(csp, 'CSP frame-ancestors').toMatch(/frame-ancestors 'none'|frame-ancestors 'self'/);
  expect(csp, 'CSP allows no inline script by default').not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(
    /^(strict-origin-when-cross-origin|same-origin|no-referrer|strict-origin)$/,
  );
  expect(headers['permissions-policy'], 'Permissions-Policy').toBeTruthy();
}

async function homeAssets(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  const references = pageAssetReferences(html);
  return {
    scripts: [...references.scripts, ...references.modulePreloads],
    stylesheets: references.stylesheets,
  };
}

test.describe('HTTP responses', { tag: SITE_INDEPENDENT }, () => {
  test('HTML pages carry the security headers', async ({ request }) => {
    expectSecurityHeaders(await request.get('/'));
    expectSecurityHeaders(await request.get('/tato-stranka-neexistuje'));
  });

  test('assets carry the security headers and are cached immutably', async ({ request }) => {
    const { scripts, stylesheets } = await homeAssets(request);
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of [...scripts, ...stylesheets]) {
      expect(url, 'hashed file name').toMatch(/[-.][\w-]{8,}\.(js|css)$/);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expectSecurityHeaders(response);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl, url).toContain('immutable');
      expect(cacheControl, url).toMatch(/max-age=(\d{8,})/);
    }
  });

  test('HTML is not cached immutably', async ({ request }) => {
    const cacheControl = (await request.get('/')).headers()['cache-control'] ?? '';
    expect(cacheControl).not.toContain('immutable');
  });

  test('HTML and JavaScript are compressed for a browser', async ({ request }) => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const page = await request.get('/', { headers });
    expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(page.headers().vary ?? '').toMatch(/accept-encoding/i);
    const { scripts } = await homeAssets(request);
    const script = await request.get(scripts[0] ?? '', { headers });
    expect(script.headers()['content-type']).toMatch(/javascript/);
    expect(script.headers()['content-encoding'], 'built files are precompressed with brotli').toBe('br');
  });

  test('HTML and JavaScript are gzipped for a client without brotli', async ({ request }) => {
    const headers = { 'accept-encoding': 'gzip' };
    expect((await request.get('/', { headers })).headers()['content-encoding']).toBe('gzip');
    const { scripts } = await homeAssets(request);
    expect((await request.get(scripts[0] ?? '', { headers })).headers()['content-encoding']).toBe('gzip');
  });

  test("a document's CSP lets in scripts by nonce and the configured tools' hosts", async ({ request }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'(;|$)/);
    // Both apps configure analytics, the pixel, Sklik retargeting, the recorder and the parcel service.
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.smartlook\.cloud/);
    expect(csp).toMatch(/img-src 'self' data: [^;]*https:\/\/www\.facebook\.com/);
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/widget\.packeta\.com/);
    // A tool the apps do not configure gets nothing.
    expect(csp).not.toContain('smartsupp');
  });

  test('the page passes its own CSP without violations', async ({ page, pageIssues }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(pageIssues.events.filter((event) => event.kind === 'csp-violation')).toEqual([]);
  });
});
