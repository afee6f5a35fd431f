import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageHandler } from './createImageHandler';

let root: string;
let app: Hono;
let cacheDir: string;

const cachedFiles = () =>
  readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ipx-test-'));
  const first = join(root, 'first');
  const second = join(root, 'second');
  cacheDir = join(root, 'cache');
  mkdirSync(join(first, 'products'), { recursive: true });
  mkdirSync(second);
  const png = await sharp({
    create: { width: 200, height: 100, channels: 4, background: { r: 200, g: 16, b: 46, alpha: 0.5 } },
  })
    .png()
    .toBuffer();
  writeFileSync(join(first, 'products', 'nordlys.png'), png);
  writeFileSync(join(second, 'logo.png'), png);
  writeFileSync(join(root, 'secret.png'), png);
  writeFileSync(join(first, 'notes.txt'), 'not an image');
  writeFileSync(
    join(second, 'mark.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#c8102e"/></svg>',
  );
  symlinkSync(join(root, 'secret.png'), join(first, 'escape.png'));
  app = new Hono().route('/_ipx', createImageHandler({ sourceDirs: [first, second], cacheDir }));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function metadataOf(response: Response) {
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

describe('createImageHandler', () => {
  it('resizes and converts to webp with immutable caching headers', async () => {
    const response = await app.request('/_ipx/f_webp,w_100,q_80/products/nordlys.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const metadata = await metadataOf(response);
    expect(metadata).toMatchObject({ format: 'webp', width: 100, height: 50 });
  });

  it('keeps the source format without f and crops to s with fit cover', async () => {
    const response = await app.request('/_ipx/s_50x50,fit_cover/products/nordlys.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await metadataOf(response)).toMatchObject({ format: 'png', width: 50, height: 50 });
  });

  it('flattens onto the background colour', async () => {
    const response = await app.request('/_ipx/f_jpeg,b_ffffff/products/nordlys.png');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await metadataOf(response);
    expect(metadata).toMatchObject({ format: 'jpeg', width: 200, hasAlpha: false });
  });

  it('serves the original size for _ and never enlarges', async () => {
    expect(await metadataOf(await app.request('/_ipx/_/logo.png'))).toMatchObject({
      width: 200,
      height: 100,
    });
    expect(await metadataOf(await app.request('/_ipx/w_1000/logo.png'))).toMatchObject({ width: 200 });
  });

  it('serves a repeated request from the disk cache with the same ETag', async () => {
    const url = '/_ipx/f_avif,w_64/products/nordlys.png';
    const first = await app.request(url);
    const before = cachedFiles().length;
    const second = await app.request(url);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(cachedFiles().length).toBe(before);
    expect(cachedFiles().some((entry) => entry.name.endsWith('.avif'))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = '/_ipx/w_40/products/nordlys.png';
    const etag = (await app.request(url)).headers.get('etag')!;
    const response = await app.request(url, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('makes a new cache entry when the source changes', async () => {
    const url = '/_ipx/w_30/logo.png';
    const before = (await app.request(url)).headers.get('etag');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'second', 'logo.png'), later, later);
    expect((await app.request(url)).headers.get('etag')).not.toBe(before);
  });

  it.each(['x_1', 'w_abc', 'w_99999', 'f_tiff', 'fit_squash', 'q_0'])(
    'answers 400 to the modifier %s',
    async (mods) => {
      const response = await app.request(`/_ipx/${mods}/logo.png`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid_modifiers' });
    },
  );

  it.each([
    '/_ipx/_/..%2Fsecret.png',
    '/_ipx/_/products%2F..%2F..%2Fsecret.png',
    '/_ipx/_/%2Fetc%2Fpasswd.png',
    '/_ipx/_/escape.png',
    '/_ipx/_/notes.txt',
  ])('refuses %s with a 4xx', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('sends an SVG as it is, under a restrictive CSP', async () => {
    const response = await app.request('/_ipx/_/mark.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain('<rect');
  });

  it('rasterises an SVG when a format is asked for', async () => {
    const response = await app.request('/_ipx/f_png,w_20/mark.svg');
    expect(await metadataOf(response)).toMatchObject({ format: 'png', width: 20, height: 10 });
  });

  it('answers 404 for a missing image', async () => {
    const response = await app.request('/_ipx/w_10/products/missing.png');
    expect(response.status).toBe(404);
  });
});
