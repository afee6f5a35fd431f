import { consentProofCreatedSchema, validationErrorBodySchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentProofs } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createApi } from './createApi';

const valid = {
  ids: ['perm-3f2a', 'curr-91bc', 'last-91bc'],
  setting: { technical: true, ga: true, smartsupp: true, 'facebook-pixel': false },
  savedAt: 1_750_000_000_000,
  providersHash: '9c1d5e0f2a7b3c44',
  textVersion: '2025-06',
};

describe.each(testBackends())('proof of consent API on $name', (backend) => {
  let opened: TestDatabase;
  let app: Hono;
  let anySite: Hono;
  let ipCounter = 0;

  beforeAll(async () => {
    opened = await backend.open();
    const options = {
      db: opened.database,
      logger: createLogger({ level: 'silent' }),
      clientIp: (c: { req: { header(name: string): string | undefined } }) => c.req.header('x-test-ip'),
      rateLimits: { consents: { limit: 2, windowMs: 60_000 } },
    };
    app = new Hono().route('/api', createApi({ ...options, site: 'cz' }));
    anySite = new Hono().route('/api', createApi(options));
  });
  afterAll(() => opened?.dispose());

  const post = (
    body: unknown,
    { target = app, path = '/api/consents', ip = `10.2.0.${++ipCounter}`, userAgent = 'Mozilla/5.0' } = {},
  ) =>
    target.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-test-ip': ip, 'user-agent': userAgent },
    });

  it('stores the proof with site, time, IP hash and user agent, and answers 201 with its id', async () => {
    const response = await post(valid, { ip: '198.51.100.9', userAgent: `Mozilla/5.0 ${'x'.repeat(900)}` });
    expect(response.status).toBe(201);
    const { id } = consentProofCreatedSchema.parse(await response.json());
    const [row] = await opened.database.db.select().from(consentProofs).where(eq(consentProofs.id, id));
    expect(row).toMatchObject({
      site: 'cz',
      deviceIds: valid.ids,
      setting: valid.setting,
      savedAt: new Date(valid.savedAt),
      providersHash: valid.providersHash,
      textVersion: '2025-06',
    });
    expect(row?.receivedAt).toBeInstanceOf(Date);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.userAgent).toHaveLength(512);
    expect(JSON.stringify(row)).not.toContain('198.51.100.9');
  });

  it('accepts the empty setting of a denial, no device ids yet and an unversioned text', async () => {
    const response = await post({ ...valid, ids: [], setting: {}, textVersion: '' });
    expect(response.status).toBe(201);
  });

  it.each([
    ['four ids', { ids: ['a', 'b', 'c', 'd'] }, 'ids', 'too-many'],
    ['an empty id', { ids: [''] }, 'ids.0', 'invalid-value'],
    ['no ids', { ids: undefined }, 'ids', 'required'],
    ['an unknown slug', { setting: { ga: true, hotjar: true } }, 'setting.hotjar', 'unknown-slug'],
    ['a consent that is not a boolean', { setting: { ga: 'yes' } }, 'setting.ga', 'invalid-value'],
    ['no setting', { setting: undefined }, 'setting', 'required'],
    ['a time that is not a number', { savedAt: '2025-06-15' }, 'savedAt', 'invalid-value'],
    ['no providers hash', { providersHash: '' }, 'providersHash', 'required'],
    ['a too long text version', { textVersion: 'v'.repeat(65) }, 'textVersion', 'too-long'],
    ['an unknown field', { offered: ['ga'] }, 'offered', 'Unknown field'],
  ])('answers 400 with a field error for %s', async (_, change, field, code) => {
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(400);
    const body = validationErrorBodySchema.parse(await response.json());
    expect(body.fieldErrors[field]).toEqual([code]);
  });

  it('limits the proofs per address', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(valid, { ip: '203.0.113.80' })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('takes the site from the query where the API serves no single site', async () => {
    const missing = await post(valid, { target: anySite });
    expect(missing.status).toBe(400);
    const response = await post(valid, { target: anySite, path: '/api/consents?site=sk' });
    expect(response.status).toBe(201);
    const { id } = consentProofCreatedSchema.parse(await response.json());
    const [row] = await opened.database.db.select().from(consentProofs).where(eq(consentProofs.id, id));
    expect(row?.site).toBe('sk');
  });
});
