import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageHandler } from './createImageHandler';
import { createImageLimits } from './imageLimits';

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
    const response = await app.request('/_ipx/f_webp,w_96,q_80/products/nordlys.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const metadata = await metadataOf(response);
    expect(metadata).toMatchObject({ format: 'webp', width: 96, height: 48 });
  });

  it('keeps the source format without f and crops to s with fit cover', async () => {
    const response = await app.request('/_ipx/s_48x48,fit_cover/products/nordlys.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await metadataOf(response)).toMatchObject({ format: 'png', width: 48, height: 48 });
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
    expect(await metadataOf(await app.request('/_ipx/w_1024/logo.png'))).toMatchObject({ width: 200 });
  });

  it('serves a repeated request from the disk cache with the same ETag', async () => {
    const url = '/_ipx/f_webp,w_64,q_80/products/nordlys.png';
    const first = await app.request(url);
    const before = cachedFiles().length;
    const second = await app.request(url);
    expect(second.status).toBe(200);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(cachedFiles().length).toBe(before);
    expect(cachedFiles().some((entry) => entry.name.endsWith('.webp'))).toBe(true);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = '/_ipx/w_48/products/nordlys.png';
    const etag = (await app.request(url)).headers.get('etag')!;
    const response = await app.request(url, { headers: { 'if-none-match': etag } });
    expect(response.status).toBe(304);
  });

  it('makes a new cache entry when the source changes', async () => {
    const url = '/_ipx/w_32/logo.png';
    const before = (await app.request(url)).headers.get('etag');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'second', 'logo.png'), later, later);
    expect((await app.request(url)).headers.get('etag')).not.toBe(before);
  });

  it.each(['x_1', 'w_abc', 'w_99999', 'f_tiff', 'fit_squash', 'q_0', 'f_avif', 'f_png,w_32', 'q_50', 'h_32'])(
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
    const response = await app.request('/_ipx/f_webp,w_32/mark.svg');
    expect(await metadataOf(response)).toMatchObject({ format: 'webp', width: 32, height: 16 });
  });

  it('answers 404 for a missing image', async () => {
    const response = await app.request('/_ipx/w_16/products/missing.png');
    expect(response.status).toBe(404);
  });
});

describe('createImageHandler limits', () => {
  const source = () => join(root, 'first');
  const fromAddress = (address: string) => ({ headers: { 'x-test-address': address } });
  const limitedApp = (settings: Parameters<typeof createImageLimits>[0]) => {
    const limits = createImageLimits(settings);
    const handler = createImageHandler({
      sourceDirs: [source()],
      limits,
      clientIp: (c) => c.req.header('x-test-address'),
    });
    return { limits, app: new Hono().route('/_ipx', handler) };
  };
  const freshCache = () => mkdtempSync(join(root, 'limited-'));

  it('redirects a width off the rule to the nearest rendered one, which renders', async () => {
    const { app } = limitedApp({ cacheDir: freshCache() });
    const response = await app.request('/_ipx/f_webp,w_100,h_50,q_80/products/nordlys.png');
    expect(response.status).toBe(302);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe('/_ipx/f_webp,w_112,h_56,q_80/products/nordlys.png');
    const rendered = await app.request(location);
    expect(rendered.status).toBe(200);
    expect(await metadataOf(rendered)).toMatchObject({ format: 'webp', width: 112, height: 56 });
  });

  it('answers 400 with the API error body to a format or quality the sites never ask for', async () => {
    const { app } = limitedApp({ cacheDir: freshCache() });
    for (const modifiers of ['f_avif,w_64', 'f_webp,w_64,q_50']) {
      const response = await app.request(`/_ipx/${modifiers}/products/nordlys.png`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_modifiers', message: expect.any(String) });
    }
  });

  it('keeps the cache under its cap, however many variants are asked for', async () => {
    const cacheDir = freshCache();
    const { app, limits } = limitedApp({ cacheDir, cacheMaxBytes: 1500 });
    const sizes: number[] = [];
    for (let width = 16; width <= 192; width += 16) {
      const response = await app.request(`/_ipx/f_jpeg,w_${width}/products/nordlys.png`);
      expect(response.status).toBe(200);
      sizes.push((await response.arrayBuffer()).byteLength);
    }
    const onDisk = readdirSync(cacheDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).size);
    const total = onDisk.reduce((sum, size) => sum + size, 0);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(1500);
    expect(total).toBeLessThanOrEqual(1500);
    expect(await limits.cache.size()).toBe(total);
    // The newest variant is the one kept.
    expect(onDisk).toContain(sizes.at(-1));
  });

  it('answers 503 with Retry-After while every render slot and queue place is taken; hits are still served', async () => {
    const { app, limits } = limitedApp({ cacheDir: freshCache(), renderConcurrency: 1, renderQueue: 0 });
    const cachedUrl = '/_ipx/f_webp,w_32,q_80/products/nordlys.png';
    expect((await app.request(cachedUrl)).status).toBe(200);

    let release = () => {};
    const occupied = limits.renders.run(() => new Promise<void>((resolve) => (release = resolve)));
    const busy = await app.request('/_ipx/f_webp,w_48,q_80/products/nordlys.png');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('2');
    expect(await busy.json()).toMatchObject({ error: 'busy' });
    expect((await app.request(cachedUrl)).status).toBe(200);

    release();
    await occupied;
    expect((await app.request('/_ipx/f_webp,w_48,q_80/products/nordlys.png')).status).toBe(200);
  });

  it('limits the renders one address causes a minute, not its cache hits or other addresses', async () => {
    let now = 1_000_000;
    const { app } = limitedApp({ cacheDir: freshCache(), rendersPerMinute: 2, now: () => now });
    const url = (width: number) => `/_ipx/f_webp,w_${width},q_80/products/nordlys.png`;
    expect((await app.request(url(16), fromAddress('a'))).status).toBe(200);
    expect((await app.request(url(32), fromAddress('a'))).status).toBe(200);
    const limited = await app.request(url(48), fromAddress('a'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    // Already rendered: free, as many times as asked.
    for (let i = 0; i < 5; i += 1) expect((await app.request(url(16), fromAddress('a'))).status).toBe(200);
    expect((await app.request(url(48), fromAddress('b'))).status).toBe(200);
    now += 60_000;
    expect((await app.request(url(64), fromAddress('a'))).status).toBe(200);
  });
});
