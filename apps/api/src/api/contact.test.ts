import { contactMessageCreatedSchema, validationErrorBodySchema } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { createApi } from './createApi';
import { validContact as valid } from './hostileRequests';

describe.each(testBackends())('contact API on $name', (backend) => {
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
      rateLimits: { contact: { limit: 2, windowMs: 60_000 } },
    };
    app = new Hono().route('/api', createApi({ ...options, site: 'sk' }));
    anySite = new Hono().route('/api', createApi(options));
  });
  afterAll(() => opened?.dispose());

  const post = (body: unknown, { target = app, path = '/api/contact', ip = `10.1.0.${++ipCounter}` } = {}) =>
    target.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-test-ip': ip },
    });

  it('stores a message with its site, time and IP hash, and answers 201 with its id', async () => {
    const response = await post(valid, { ip: '192.0.2.44' });
    expect(response.status).toBe(201);
    const { id } = contactMessageCreatedSchema.parse(await response.json());
    const [row] = await opened.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      site: 'sk',
      customerType: 'existing',
      customerNumber: 'A-10234',
      questionType: 'shipping-change',
      name: 'Jana Kováčová',
      phone: '+421905123456',
      email: 'jana@example.sk',
      message: 'Prosím o zmenu adresy doručenia.',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.gdprConsentAt).toBeInstanceOf(Date);
    expect(row?.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('192.0.2.44');
  });

  it('drops the customer number of a new customer and accepts a message without phone', async () => {
    const { phone: _phone, website: _website, ...rest } = valid;
    const response = await post({ ...rest, customerType: 'new' });
    expect(response.status).toBe(201);
    const { id } = contactMessageCreatedSchema.parse(await response.json());
    const [row] = await opened.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ customerType: 'new', customerNumber: null, phone: null });
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'required'],
    ['no email', { email: '' }, 'email', 'required'],
    ['a bad email', { email: 'jana@' }, 'email', 'invalid-email'],
    ['a bad phone', { phone: '0905 123 456' }, 'phone', 'invalid-phone'],
    ['a foreign phone', { phone: '+49 151 1234567' }, 'phone', 'invalid-phone'],
    ['no question type', { questionType: undefined }, 'questionType', 'required'],
    ['an unknown question type', { questionType: 'price' }, 'questionType', 'invalid-option'],
    ['an unknown customer type', { customerType: 'vip' }, 'customerType', 'invalid-option'],
    ['an existing customer without number', { customerNumber: '' }, 'customerNumber', 'required'],
    ['no message', { message: '' }, 'message', 'required'],
    ['a too long message', { message: 'x'.repeat(5001) }, 'message', 'too-long'],
    ['no consent', { gdprConsent: false }, 'gdprConsent', 'consent-required'],
    ['an unknown field', { coupon: 'X' }, 'coupon', 'Unknown field'],
  ])('answers 400 with a field error for %s', async (_, change, field, code) => {
    const response = await post({ ...valid, ...change });
    expect(response.status).toBe(400);
    const body = validationErrorBodySchema.parse(await response.json());
    expect(body.fieldErrors[field]).toEqual([code]);
  });

  it('refuses a filled honeypot with a plain 400 and stores nothing', async () => {
    const before = await opened.database.db.select().from(contactMessages);
    const response = await post({ ...valid, email: 'bot@example.com', website: 'https://spam.example' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'rejected', message: 'The message was not accepted' });
    const after = await opened.database.db.select().from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it('limits the messages per address', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(valid, { ip: '203.0.113.50' })).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('takes the site from the query where the API serves no single site', async () => {
    const missing = await post(valid, { target: anySite });
    expect(missing.status).toBe(400);
    expect(validationErrorBodySchema.parse(await missing.json()).fieldErrors).toEqual({ site: ['required'] });
    const response = await post(valid, { target: anySite, path: '/api/contact?site=cz' });
    expect(response.status).toBe(201);
    const { id } = contactMessageCreatedSchema.parse(await response.json());
    const [row] = await opened.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.site).toBe('cz');
  });
});
