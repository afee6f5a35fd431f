import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Website } from '@shop/config';
import { Hono } from 'hono';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createSiteHandler } from './siteHandler';

const NONCE_PLACEHOLDER = 'PLACEHOLDERxNONCExxxxxxx';
const page = `<!DOCTYPE html><html lang="sk"><head><meta property="csp-nonce" content="${NONCE_PLACEHOLDER}"/></head><body><script nonce="${NONCE_PLACEHOLDER}">self.x=1</script></body></html>`;

/** A website config's tool ids with every tool of SPEC §3 and §7 on. */
const everyTool: Website['tracking'] = {
  ga4: 'G-NORDLYSSK1',
  adform: '1900421',
  adwords: 'AW-1900421001',
  fbPixel: '190042100000001',
  retargeting: 'nordlys-sk-retargeting',
  mailTool: 'nordlys-sk-mail',
  parcelService: 'nordlys-sk-parcel',
  sessionRecorder: 'nordlys-sk-recorder',
  affiliate: true,
  seznamConversion: '100200',
  brandRemarketing: 'nordlys-sk',
  microsoftUet: '343000111',
  affiliateCampaign: 'ehub-nordlys',
  chat: 'smartsupp-key',
  rtbHouse: 'nordlys',
  postAffiliateAccount: 'nordlys',
  postAffiliateCampaign: 'camp1',
  clarity: 'clarity-id',
};

const dirs: string[] = [];

function siteServing(tracking: Website['tracking'] | undefined): Hono {
  const distDir = mkdtempSync(join(tmpdir(), 'site-csp-'));
  dirs.push(distDir);
  const write = (relativePath: string, content: string) => {
    const file = join(distDir, relativePath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  write('client/index.html', page);
  write('client/404.html', page);
  write('client/assets/entry-a1b2c3.js', 'self.y=1');
  write('client/_headers', '/*\n  Content-Security-Policy: FILE-HOST-POLICY\n');
  write('page-assets.json', JSON.stringify({ buildId: 'b1', scripts: [] }));
  write('route-rules.json', '{}');
  write(
    'server/entry-server.js',
    'export async function renderPage() { return { status: 404, html: "<!DOCTYPE html><p>Nenájdené</p>", headers: {} }; }',
  );
  write(
    'prerendered.json',
    JSON.stringify({
      noncePlaceholder: NONCE_PLACEHOLDER,
      pages: { '/': 'index.html' },
      notFound: '404.html',
    }),
  );
  if (tracking) write('website.json', JSON.stringify({ site: 'sk', tracking }));
  return new Hono().route('/', createSiteHandler({ site: 'sk', distDir, logger: { error: vi.fn() } }));
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the CSP of a site with every tool on', () => {
  const app = siteServing(everyTool);

  it('lets scripts in by the response nonce and strict-dynamic, with no script host listed', async () => {
    const response = await app.request('/');
    const csp = directives(response.headers.get('content-security-policy'));
    const nonce = /<script nonce="([^"]+)"/.exec(await response.text())?.[1];
    expect(csp['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
  });

  it('allows the hits of analytics, pixels, session recording, chat and affiliate tools', async () => {
    const csp = directives((await app.request('/')).headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googleadservices.com',
        'https://www.facebook.com',
        'https://*.adform.net',
        'https://*.seznam.cz',
        'https://remarketing.naturamed.cz',
        'https://bat.bing.com',
        'https://ehub.cz',
        'https://*.smartlook.cloud',
        'wss://*.smartsupp.com',
        'https://*.creativecdn.com',
        'https://nordlys.postaffiliatepro.com',
        'https://*.clarity.ms',
      ]),
    );
    expect(csp['img-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'data:',
        'https://*.google-analytics.com',
        'https://googleads.g.doubleclick.net',
        'https://www.facebook.com',
        'https://c.imedia.cz',
        'https://bat.bing.com',
      ]),
    );
  });

  it('allows the frames of remarketing, chat and the carrier widget', async () => {
    const csp = directives((await app.request('/')).headers.get('content-security-policy'));
    expect(csp['frame-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://td.doubleclick.net',
        'https://*.smartsuppchat.com',
        'https://widget.packeta.com',
      ]),
    );
  });

  it('sends violations to the API by report-uri and report-to', async () => {
    for (const path of ['/', '/nic-tu-neni']) {
      const response = await app.request(path);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['report-uri']).toEqual(['/api/csp-reports']);
      expect(csp['report-to']).toEqual(['csp']);
      expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/csp-reports"');
    }
  });

  it('gives pages rendered per request the same policy', async () => {
    const csp = directives((await app.request('/nic-tu-neni')).headers.get('content-security-policy'));
    expect(csp['connect-src']).toContain('https://www.facebook.com');
  });

  it("answers /_headers, the file host's policy file, as an unknown page, not as a file", async () => {
    const response = await app.request('/_headers');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('FILE-HOST-POLICY');
    expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
  });

  it('keeps other responses to the site itself', async () => {
    const csp = directives(
      (await app.request('/assets/entry-a1b2c3.js')).headers.get('content-security-policy'),
    );
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });
});

describe('the CSP of a site without tools', () => {
  it.each([
    ['no tool ids', { affiliate: false }],
    ['no website.json', undefined],
  ] as const)('allows the site alone with %s', async (_, tracking) => {
    const csp = directives((await siteServing(tracking).request('/')).headers.get('content-security-policy'));
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-src']).toEqual(["'self'"]);
  });
});
