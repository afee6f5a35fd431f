import { validationErrorBodySchema } from '@shop/contracts';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cspReports } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createApi } from './createApi';
import { CSP_REPORT_MAX_BYTES } from './cspReports';

/** What Firefox sends to `report-uri`. */
const legacyReport = {
  'csp-report': {
    'blocked-uri': 'https://evil.example/x.js?visitor=jana@example.sk',
    'column-number': 17,
    disposition: 'enforce',
    'document-uri': 'https://www.nordlys.sk/dakujeme-za-objednavku?order=0b5c&email=jana@example.sk#top',
    'effective-directive': 'script-src-elem',
    'line-number': 3,
    'original-policy': "default-src 'self'; script-src 'self' 'nonce-abc' 'strict-dynamic'",
    referrer: '',
    'script-sample': '',
    'source-file': 'https://www.nordlys.sk/assets/entry-client-abc123.js?v=1',
    'status-code': 200,
    'violated-directive': 'script-src-elem',
  },
};

/** What Chrome sends to a `report-to` endpoint: a batch, here with a report of another kind. */
const reportingApiBatch = [
  {
    age: 12,
    body: {
      blockedURL: 'inline',
      columnNumber: 5,
      disposition: 'enforce',
      documentURL: 'https://www.nordlys.sk/recenzie?page=2',
      effectiveDirective: 'style-src-attr',
      lineNumber: 40,
      originalPolicy: "default-src 'self'",
      referrer: 'https://www.google.sk/',
      sample: 'color: red',
      sourceFile: 'https://www.nordlys.sk/recenzie',
      statusCode: 200,
    },
    type: 'csp-violation',
    url: 'https://www.nordlys.sk/recenzie?page=2',
    user_agent: 'Mozilla/5.0 Chrome/140',
  },
  {
    age: 3,
    body: { id: 'UnloadHandler', message: 'Unload event listeners are deprecated' },
    type: 'deprecation',
    url: 'https://www.nordlys.sk/',
    user_agent: 'Mozilla/5.0 Chrome/140',
  },
  {
    age: 1,
    body: {
      blockedURL: 'eval',
      documentURL: 'https://www.nordlys.sk/',
      effectiveDirective: 'script-src',
    },
    type: 'csp-violation',
    url: 'https://www.nordlys.sk/',
    user_agent: 'Mozilla/5.0 Chrome/140',
  },
];

describe.each(testBackends())('CSP reports on $name', (backend) => {
  let opened: TestDatabase;
  let app: Hono;
  let ipCounter = 0;

  beforeAll(async () => {
    opened = await backend.open();
    app = new Hono().route(
      '/api',
      createApi({
        db: opened.database,
        logger: createLogger({ level: 'silent' }),
        site: 'sk',
        clientIp: (c) => c.req.header('x-test-ip'),
        rateLimits: { consents: { limit: 1, windowMs: 60_000 }, cspReports: { limit: 3, windowMs: 60_000 } },
      }),
    );
  });
  afterAll(() => opened?.dispose());
  beforeEach(async () => {
    await opened.database.db.delete(cspReports);
  });

  const send = (body: string, contentType = 'application/csp-report', headers: Record<string, string> = {}) =>
    app.request('/api/csp-reports', {
      method: 'POST',
      body,
      headers: {
        'content-type': contentType,
        'x-test-ip': `10.7.0.${++ipCounter}`,
        'user-agent': 'Mozilla/5.0 Firefox/140',
        ...headers,
      },
    });
  const stored = () => opened.database.db.select().from(cspReports);
  const storedCount = async () => (await opened.database.db.select({ n: count() }).from(cspReports))[0]?.n;

  it('stores a report-uri report with 204, its addresses without query or fragment', async () => {
    const response = await send(JSON.stringify(legacyReport), 'application/csp-report', {
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const [row] = await stored();
    expect(row).toMatchObject({
      site: 'sk',
      documentUrl: 'https://www.nordlys.sk/dakujeme-za-objednavku',
      blockedUrl: 'https://evil.example/x.js',
      effectiveDirective: 'script-src-elem',
      disposition: 'enforce',
      sourceFile: 'https://www.nordlys.sk/assets/entry-client-abc123.js',
      lineNumber: 3,
      columnNumber: 17,
      sample: null,
      userAgent: 'Mozilla/5.0 Firefox/140',
    });
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('jana@example.sk');
  });

  it('stores the CSP violations of a Reporting API batch and skips reports of other kinds', async () => {
    const response = await send(JSON.stringify(reportingApiBatch), 'application/reports+json');
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => [row.documentUrl, row.blockedUrl, row.effectiveDirective, row.sample])).toEqual(
      expect.arrayContaining([
        ['https://www.nordlys.sk/recenzie', 'inline', 'style-src-attr', 'color: red'],
        ['https://www.nordlys.sk/', 'eval', 'script-src', null],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it('takes the violated directive where an older browser names no effective one', async () => {
    const { 'effective-directive': _, ...report } = legacyReport['csp-report'];
    const body = { 'csp-report': { ...report, 'violated-directive': 'img-src https:' } };
    expect((await send(JSON.stringify(body))).status).toBe(204);
    expect((await stored())[0]?.effectiveDirective).toBe('img-src');
  });

  it('cuts long values without splitting a character', async () => {
    const report = {
      'csp-report': {
        ...legacyReport['csp-report'],
        'document-uri': `https://www.nordlys.sk/${'a'.repeat(5000)}`,
        'script-sample': `${'x'.repeat(255)}😀tail`,
      },
    };
    expect((await send(JSON.stringify(report))).status).toBe(204);
    const [row] = await stored();
    expect(row?.documentUrl).toHaveLength(2048);
    expect(row?.sample).toBe('x'.repeat(255));
  });

  it('keeps at most ten reports of one batch', async () => {
    const batch = Array.from({ length: 30 }, () => reportingApiBatch[2]);
    expect((await send(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    expect(await storedCount()).toBe(10);
  });

  it(`answers 413 for a body over ${CSP_REPORT_MAX_BYTES} bytes, storing nothing`, async () => {
    const report = {
      'csp-report': { ...legacyReport['csp-report'], 'script-sample': 'x'.repeat(CSP_REPORT_MAX_BYTES) },
    };
    const response = await send(JSON.stringify(report));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: 'payload_too_large' });
    expect(await storedCount()).toBe(0);
  });

  it('answers 415 for another content type', async () => {
    const response = await send(JSON.stringify(legacyReport), 'text/plain');
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' });
  });

  it.each([
    ['malformed JSON', '{"csp-report":'],
    [
      'a NUL character',
      JSON.stringify({ 'csp-report': { ...legacyReport['csp-report'], 'document-uri': 'a\u0000b' } }),
    ],
    ['a lone surrogate', `{"csp-report":{"document-uri":"\\ud800","effective-directive":"img-src"}}`],
    [
      'a number too large',
      `{"csp-report":{"document-uri":"x","effective-directive":"img-src","line-number":1e400}}`,
    ],
    [
      'a line past the integer range',
      `{"csp-report":{"document-uri":"x","effective-directive":"img-src","line-number":2147483648}}`,
    ],
    [
      'a negative column',
      `{"csp-report":{"document-uri":"x","effective-directive":"img-src","column-number":-1}}`,
    ],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['an empty batch', '[]'],
    ['a batch report without its body fields', '[{"type":"csp-violation","body":{"blockedURL":"x"}}]'],
    ['a report without a directive', '{"csp-report":{"document-uri":"https://www.nordlys.sk/"}}'],
    ['prototype names', '{"__proto__":{"document-uri":"x"},"constructor":1,"csp-report":{"toString":1}}'],
    ['a string', '"report"'],
    ['null', 'null'],
  ])('answers 400 for %s, storing nothing', async (_, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    validationErrorBodySchema.parse(await response.json());
    expect(await storedCount()).toBe(0);
  });

  it('answers no hostile body with a server error', async () => {
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.record({ 'csp-report': fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })) }),
      fc.array(
        fc.record({ type: fc.constantFrom('csp-violation', 'x'), body: fc.jsonValue({ maxDepth: 2 }) }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        value,
        fc.constantFrom('application/csp-report', 'application/reports+json'),
        async (body, type) => {
          const response = await send(JSON.stringify(body) ?? 'null', type);
          expect([204, 400, 413]).toContain(response.status);
        },
      ),
      { seed: 20_261_126, numRuns: 150 },
    );
  });

  it('refuses reports from another site', async () => {
    const response = await send(JSON.stringify(legacyReport), 'application/csp-report', {
      origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
    expect(await storedCount()).toBe(0);
  });

  it('limits the reports of one address apart from its other writes', async () => {
    const ip = { 'x-test-ip': '198.51.100.44' };
    for (let report = 0; report < 3; report += 1) {
      expect((await send(JSON.stringify(legacyReport), 'application/csp-report', ip)).status).toBe(204);
    }
    const limited = await send(JSON.stringify(legacyReport), 'application/csp-report', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await storedCount()).toBe(3);
    // The address's budget of other writes is untouched.
    expect((await app.request('/api/device', { method: 'POST', headers: ip })).status).toBe(204);
  });
});
