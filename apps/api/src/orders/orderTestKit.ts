import { apiBasePath, apiPaths } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import { type ApiOptions, createApi } from '../api/createApi';
import { scaledRateBudgets } from '../api/rateBudgets';
import type { Database } from '../db/createDatabase';
import { createLogger } from '../logger';
import { createGopayTestKit, type GopayTestKit } from '../payments/gopayTestKit';
import { seedOrderData } from '../seed/orders/seedOrderData';

/** The moment order tests run at, so ages and discount validity never drift. */
export const testNow = new Date('2026-11-20T10:00:00Z');

/**
 * An sk and a cz API over one seeded database, with limits out of the way of the tests; card
 * payments go to GoPay's adapter against the emulator in process (`gopay`) unless
 * `paymentGateway` says otherwise.
 */
export async function createOrderTestApps(
  database: Database,
  extra: Pick<ApiOptions, 'paymentGateway' | 'onPaymentStateChange'> & { gopay?: GopayTestKit } = {},
) {
  await seedOrderData(database.db);
  const { gopay: given, ...rest } = extra;
  const gopay = given ?? createGopayTestKit();
  const options = {
    paymentGateway: gopay.gateway,
    ...rest,
    db: database,
    logger: createLogger({ level: 'silent' }),
    clientIp: () => '192.0.2.10',
    rateLimits: scaledRateBudgets(10_000),
    now: () => testNow,
  };
  const apps = {
    sk: new Hono().route(apiBasePath, createApi({ ...options, site: 'sk' })),
    cz: new Hono().route(apiBasePath, createApi({ ...options, site: 'cz' })),
  };
  gopay.deliverTo(apps);
  return { ...apps, gopay };
}

let people = 0;

/**
 * A phone number of the current person: the files of a worker share this module (the tests run
 * without isolation), so past 999 people the middle group grows instead of the last one.
 */
const phoneOf = (prefix: string) =>
  `${prefix} ${123 + Math.floor(people / 1000)} ${String(people % 1000).padStart(3, '0')}`;

/** A valid Slovak delivery of a person no other test uses, so the one-per-person rules stay apart. */
export function slovakPerson() {
  people += 1;
  const serial = String(people).padStart(3, '0');
  return {
    firstName: 'Ján',
    lastName: `Kováč${serial}`,
    company: 'Nordlys Pharma s.r.o.',
    street: 'Mlynské nivy',
    houseNumber: '12',
    city: 'Bratislava',
    zip: '821 09',
    phone: phoneOf('901'),
    email: `jan.kovac${serial}@azet.sk`,
    birthDate: `19${String(50 + (people % 40))}-02-01`,
  };
}

export function czechPerson() {
  people += 1;
  const serial = String(people).padStart(3, '0');
  return {
    firstName: 'Jana',
    lastName: `Nováková${serial}`,
    company: 'Nordlys Pharma CZ s.r.o.',
    street: 'Vinohradská',
    houseNumber: '1511/230',
    city: 'Praha 10',
    zip: '100 00',
    phone: phoneOf('601'),
    email: `jana.novakova${serial}@seznam.cz`,
    birthDate: '1990-02-01',
  };
}

let keys = 0;

export function newIdempotencyKey(): string {
  keys += 1;
  return `test-key-${Date.now()}-${keys}`;
}

export function postOrder(
  app: Hono,
  body: unknown,
  key: string | null = newIdempotencyKey(),
  cookie?: string,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key !== null) headers['Idempotency-Key'] = key;
  if (cookie) headers.cookie = cookie;
  return app.request(apiPaths.orders, { method: 'POST', body: JSON.stringify(body), headers });
}
