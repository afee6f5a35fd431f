import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { OrderFormConfig } from '@shop/contracts';
import { EMBEDDED_ORDER_CONFIG_ID } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiFetch } from './apiFetch';
import { createSiteHandler } from './siteHandler';

const NONCE_PLACEHOLDER = 'PLACEHOLDERxNONCExxxxxxx';
const page = (text: string) =>
  `<!DOCTYPE html><html lang="sk"><head><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/></head><body><main>${text}</main></body></html>`;

const freeTrial: OrderFormConfig = {
  site: 'sk',
  currency: 'EUR',
  offer: {
    slug: 'free-trial',
    type: 'free-trial',
    offerTypeName: 'Atlas',
    title: 'Nordlys Omega-3',
    items: [{ sku: 'NORDLYS-TRIAL', name: 'Nordlys, 10 kapsúl', quantity: 1, unitPrice: 0, total: 0 }],
    itemsTotal: 0,
    requiresPaymentFrequency: false,
    paymentFrequencies: [],
    instalmentCount: 1,
    rejectionKind: 'general',
  },
  shippingMethods: [{ id: 'post-address', price: 290, available: true, pickupCarrier: null }],
  paymentMethods: [{ id: 'after-delivery', price: 0, available: true }],
  pickupPointShippingMethods: [],
};

let distDir: string;

function write(relativePath: string, content: string) {
  const file = join(distDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function setUp(apiFetch?: ApiFetch) {
  distDir = mkdtempSync(join(tmpdir(), 'site-order-config-'));
  write('client/index.html', page('Domov'));
  write('client/index.a.html', page('Domov A'));
  write('client/index.b.html', page('Domov B'));
  write('client/kontakt/index.html', page('Kontakt'));
  write('client/404.html', page('404'));
  write('page-assets.json', JSON.stringify({ buildId: 'b1', scripts: [] }));
  write('route-rules.json', '{}');
  write('server/entry-server.js', 'export async function renderPage() { throw new Error("not used"); }');
  write(
    'prerendered.json',
    JSON.stringify({
      noncePlaceholder: NONCE_PLACEHOLDER,
      pages: { '/': 'index.html', '/kontakt': 'kontakt/index.html' },
      notFound: '404.html',
      variants: { '/': { a: 'index.a.html', b: 'index.b.html' } },
      abTest: { testId: 5, running: true, variantAmount: 2 },
      orderConfigs: { '/': 'free-trial' },
    }),
  );
  return new Hono().route(
    '/',
    createSiteHandler({ site: 'sk', distDir, logger: { error: vi.fn() }, ...(apiFetch ? { apiFetch } : {}) }),
  );
}

function embeddedConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${EMBEDDED_ORDER_CONFIG_ID}" nonce="([^"]+)">([^<]*)</script></head>`,
  ).exec(html);
  return match ? { nonce: match[1], config: JSON.parse(match[2] ?? '') } : null;
}

describe('site handler: the order configuration in prerendered pages', () => {
  const apiFetch = vi.fn<ApiFetch>(async () => Response.json(freeTrial));
  let app: Hono;
  beforeAll(() => {
    app = setUp(apiFetch);
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it("embeds the offer's current configuration in every variant of the page, under the response's nonce", async () => {
    for (const variant of ['a', 'b']) {
      const response = await app.request(`/?variant=${variant}`);
      const html = await response.text();
      expect(html).toContain(variant === 'a' ? 'Domov A' : 'Domov B');
      const embedded = embeddedConfig(html);
      expect(embedded).toEqual({ nonce: expect.any(String), config: freeTrial });
      expect(response.headers.get('content-security-policy')).toContain(
        `'nonce-${(embedded as { nonce: string }).nonce}'`,
      );
      expect(response.headers.get('cache-control')).toContain('no-cache');
    }
    const [request] = apiFetch.mock.calls[0] ?? [];
    expect(request && new URL(request.url).search).toBe('?offer=free-trial');
  });

  it('leaves pages without an order form alone', async () => {
    apiFetch.mockClear();
    const html = await (await app.request('/kontakt')).text();
    expect(html).toContain('Kontakt');
    expect(embeddedConfig(html)).toBeNull();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('sends the page as built when the configuration cannot be had', async () => {
    apiFetch.mockImplementationOnce(async () => new Response('down', { status: 503 }));
    const response = await app.request('/?variant=a');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Domov A');
    expect(embeddedConfig(html)).toBeNull();
  });
});

describe('site handler without in-process API answers', () => {
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  it('serves the page as built: its script asks the API itself', async () => {
    const html = await (await setUp().request('/?variant=a')).text();
    expect(html).toContain('Domov A');
    expect(embeddedConfig(html)).toBeNull();
  });
});
