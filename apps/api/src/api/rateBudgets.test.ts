import { apiBasePath } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { slovakPerson, testNow } from '../orders/orderTestKit';
import { seedOrderData } from '../seed/orders/seedOrderData';
import { createApi } from './createApi';
import { defaultRateBudgets, type RateBudgets, rateBudgetKindOf, scaledRateBudgets } from './rateBudgets';

const consent = {
  ids: ['perm-3f2a'],
  setting: { technical: true, ga: false },
  savedAt: 1_750_000_000_000,
  providersHash: '9c1d5e0f2a7b3c44',
  textVersion: '2025-06',
};

let keys = 0;
const order = () => ({
  offer: 'single',
  ...slovakPerson(),
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  agreement: true,
});

describe('rateBudgetKindOf', () => {
  it.each([
    ['/api/orders', 'orders'],
    ['/api/orders/0b7c1c9e-5b1a-4c59-9f25-7d3c2a1e4f60/payment', 'orders'],
    ['/api/contact', 'contact'],
    ['/api/consents', 'consents'],
    ['/api/device', 'consents'],
    ['/api/discount-codes/check', 'codeChecks'],
    ['/api/beats', 'beats'],
    ['/api/csp-reports', 'cspReports'],
    ['/api/client-errors', 'other'],
    ['/api/payments/gopay/notification', 'other'],
    ['/api/ordersx', 'other'],
  ])('counts a write to %s against %s', (path, kind) => {
    expect(rateBudgetKindOf(path)).toBe(kind);
  });

  it('scales every budget', () => {
    expect(scaledRateBudgets(10).orders).toEqual({ limit: 300, windowMs: 60_000 });
  });
});

describe.each(testBackends())('rate budgets on $name', (backend) => {
  let opened: TestDatabase;

  beforeAll(async () => {
    opened = await backend.open();
    await seedOrderData(opened.database.db);
  });
  afterAll(() => opened?.dispose());

  /** One site's API where every caller comes from `address`, as shoppers behind one NAT do. */
  const shop = (rateLimits?: Partial<RateBudgets>) =>
    new Hono().route(
      apiBasePath,
      createApi({
        db: opened.database,
        logger: createLogger({ level: 'silent' }),
        site: 'sk',
        clientIp: () => '198.51.100.200',
        now: () => testNow,
        ...(rateLimits ? { rateLimits } : {}),
      }),
    );
  const post = (app: Hono, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  const postOrder = (app: Hono) =>
    post(app, '/api/orders', order(), { 'Idempotency-Key': `budget-key-${Date.now()}-${++keys}` });

  it('takes an order after 12 device calls, 12 consent saves and 6 code checks from the address', async () => {
    const app = shop();
    const statuses = new Set<number>();
    for (let i = 0; i < 12; i += 1) statuses.add((await post(app, '/api/device')).status);
    for (let i = 0; i < 12; i += 1) statuses.add((await post(app, '/api/consents', consent)).status);
    for (let i = 0; i < 6; i += 1) {
      statuses.add((await post(app, '/api/discount-codes/check', { code: 'NOPE', offer: 'single' })).status);
    }
    expect([...statuses].sort()).toEqual([200, 201, 204]);
    expect((await postOrder(app)).status).toBe(201);
  });

  it('takes the orders of ten shoppers behind one address within a minute', async () => {
    const app = shop();
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await postOrder(app)).status);
    expect(statuses).toEqual(Array(10).fill(201));
  });

  it('answers 429 with the error body and Retry-After once a kind has used its budget', async () => {
    const app = shop({ orders: { limit: 2, windowMs: 60_000 } });
    expect((await postOrder(app)).status).toBe(201);
    expect((await postOrder(app)).status).toBe(201);
    const limited = await postOrder(app);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({
      error: 'rate_limited',
      message: 'Too many requests, try again later',
    });
    // The other kinds keep their own budgets.
    expect((await post(app, '/api/device')).status).toBe(204);
    expect((await post(app, '/api/consents', consent)).status).toBe(201);
  });

  it('holds the contact budget at its default of five messages a minute', async () => {
    const app = shop();
    const message = { name: 'Ján', email: 'jan@example.sk', message: 'Dobrý deň, mám otázku.' };
    const statuses = [];
    for (let i = 0; i <= defaultRateBudgets.contact.limit; i += 1) {
      statuses.push((await post(app, '/api/contact', message)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status !== 429)).toBe(true);
  });
});
