import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { testNow } from '../orders/orderTestKit';
import { seedOrderData } from '../seed/orders/seedOrderData';
import { createApi } from './createApi';

const shopper = {
  firstName: 'Zuzana',
  lastName: 'Súkromná',
  company: 'Tajná firma s.r.o.',
  street: 'Skrytá ulica',
  houseNumber: '41',
  city: 'Skalica',
  zip: '909 01',
  phone: '905 314 159',
  email: 'zuzana.sukromna@example.sk',
  birthDate: '1985-04-03',
};

const contact = {
  customerType: 'new',
  questionType: 'other',
  name: 'Zuzana Súkromná',
  phone: '+421 905 314 159',
  email: 'zuzana.sukromna@example.sk',
  message: 'Moja dôverná otázka o zásielke',
  gdprConsent: true,
};

/** Every form in which the data above could reach a log line (as sent and as stored). */
const personalData = [
  'Zuzana',
  'Súkromná',
  'Sukromna',
  'Tajná firma',
  'Skrytá',
  'Skalica',
  '909 01',
  '90901',
  '905 314 159',
  '905314159',
  'zuzana.sukromna',
  'example.sk',
  '3.4.1985',
  '1985-04-03',
  'dôverná',
];

describe.each(testBackends())('log lines of failed requests on $name', (backend) => {
  let opened: TestDatabase;
  let sk: Hono;
  const lines: string[] = [];

  beforeAll(async () => {
    opened = await backend.open();
    await seedOrderData(opened.database.db);
    // Every new order and contact message breaks a constraint, as a bad migration or a full disk
    // would make them fail: the database error then describes the rejected row.
    for (const table of ['orders', 'customers', 'contact_messages']) {
      await opened.database.db.execute(
        sql.raw(`alter table "${table}" add constraint "${table}_log_test" check (false) not valid`),
      );
    }
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(line) });
    sk = new Hono().route(
      '/api',
      createApi({ db: opened.database, logger, site: 'sk', now: () => testNow, clientIp: () => '192.0.2.8' }),
    );
  });
  afterAll(() => opened?.dispose());

  const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    sk.request(path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  /** The log lines as written, less the fields of random ids and times where digits may happen to match. */
  const logText = () =>
    lines
      .map((line) => {
        const {
          time: _time,
          requestId: _requestId,
          ms: _ms,
          ...rest
        } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(rest);
      })
      .join('\n');

  const expectNoPersonalData = () => {
    const text = logText();
    for (const value of personalData) expect(text, `the log shows ${value}`).not.toContain(value);
  };

  it('logs a failed order as a database error without the shopper', async () => {
    lines.length = 0;
    const response = await postJson(
      '/api/orders',
      {
        offer: 'single',
        ...shopper,
        shippingMethod: 'post-address',
        paymentMethod: 'after-delivery',
        agreement: true,
      },
      { 'Idempotency-Key': 'log-test-order' },
    );
    expect(response.status).toBe(500);
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
    expect(JSON.stringify(failure?.error)).toMatch(/"code":"23514"/);
    expect(JSON.stringify(failure?.error)).toMatch(/_log_test/);
    expectNoPersonalData();
  });

  it('logs a failed contact message without its sender or text', async () => {
    lines.length = 0;
    const response = await postJson('/api/contact', contact);
    expect(response.status).toBe(500);
    expect(lines.some((line) => line.includes('contact_messages_log_test'))).toBe(true);
    expectNoPersonalData();
  });

  it('logs refused bodies and queries by path and status only', async () => {
    lines.length = 0;
    const invalidOrder = {
      ...shopper,
      offer: 'single',
      email: 'zuzana.sukromna@example',
      birthDate: '2020-04-03',
    };
    expect(
      (await postJson('/api/orders', invalidOrder, { 'Idempotency-Key': 'log-test-invalid' })).status,
    ).toBe(400);
    expect((await postJson('/api/contact', { ...contact, phone: '905 314 159 000' })).status).toBe(400);
    const query = new URLSearchParams({ carrier: 'ppl', q: `${shopper.street} ${shopper.city}` });
    expect((await sk.request(`/api/pickup-points?${query}`)).status).toBe(200);
    expect(lines.map((line) => JSON.parse(line).path)).toEqual([
      '/api/orders',
      '/api/contact',
      '/api/pickup-points',
    ]);
    expectNoPersonalData();
  });
});
