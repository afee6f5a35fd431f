import { type AddressInfo, createServer } from 'node:net';
import { orderResultSchema } from '@shop/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './db/createDatabase';
import { orders } from './db/schema';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from './db/throwawayPostgres';
import { createOrderTestApps, postOrder, slovakPerson } from './orders/orderTestKit';

/**
 * A real PostgreSQL server stopped (`pg_ctl stop -m fast`) and started again in the middle of a
 * burst of orders, each sent again with its idempotency key after a 503 as the order form does.
 * The server is a cluster of the test's own on `PG_OUTAGE_TEST_PORT` (a free port when unset),
 * since the shared test cluster must keep running.
 */
const binDir = postgresBinDir();

/** `PG_OUTAGE_TEST_PORT`, or a port of the loopback that is free now. */
async function clusterPort(): Promise<number> {
  if (process.env.PG_OUTAGE_TEST_PORT) return Number(process.env.PG_OUTAGE_TEST_PORT);
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
if (!binDir) console.warn('PostgreSQL outage test: skipped, no initdb/pg_ctl found');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  key: string;
  status: number;
  retryAfter: string | null;
  started: number;
  ended: number;
  orderId?: string;
}

/** The moment the server answers `select 1` again, asked over fresh connections every 25 ms. */
async function whenAnswering(url: string): Promise<number> {
  for (;;) {
    const probe = postgres(url, { max: 1, connect_timeout: 1, onnotice: () => {} });
    try {
      await probe`select 1`;
      return performance.now();
    } catch {
      await sleep(25);
    } finally {
      await probe.end({ timeout: 0 });
    }
  }
}

describe.skipIf(!binDir)('orders while PostgreSQL stops and starts again', () => {
  let server: ThrowawayPostgres;
  let database: Database;
  let sk: Hono;

  beforeAll(async () => {
    server = await startThrowawayPostgres(await clusterPort(), binDir as string);
    database = await createDatabase({ url: server.url });
    await database.migrate();
    ({ sk } = await createOrderTestApps(database));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await server?.dispose();
  }, 30_000);

  it('answers only 201 or 503, stores each order once and recovers within 2 s', async () => {
    const answers: Answer[] = [];
    let sending = true;
    let serial = 0;

    const orderUntilStored = async () => {
      serial += 1;
      // Phone and e-mail of a person of their own: the shared test people run out after 999.
      const person = {
        ...slovakPerson(),
        phone: `9${String(serial).padStart(8, '0')}`,
        email: `outage${serial}@azet.sk`,
      };
      const key = `outage-order-${serial}`;
      const body = {
        offer: 'single',
        ...person,
        shippingMethod: 'post-address',
        paymentMethod: 'after-delivery',
        agreement: true,
      };
      for (;;) {
        const started = performance.now();
        const response = await postOrder(sk, body, key);
        const answer: Answer = {
          key,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          started,
          ended: performance.now(),
        };
        const json = await response.json();
        if (response.status === 201) answer.orderId = orderResultSchema.parse(json).orderId;
        answers.push(answer);
        if (response.status !== 503) return;
        await sleep(100);
      }
    };
    const worker = async () => {
      while (sending) await orderUntilStored();
    };

    const workers = Array.from({ length: 12 }, worker);
    await sleep(1000);
    const stopped = performance.now();
    await server.stop();
    await sleep(3000);
    const answering = whenAnswering(server.url);
    await server.start();
    const up = await answering;
    await sleep(2500);
    sending = false;
    await Promise.all(workers);

    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.retryAfter).toBe('5');
    const longest = Math.max(...answers.map((answer) => answer.ended - answer.started));
    expect(longest).toBeLessThan(5000);

    // Every key ended with a 201 (the workers send until it does), each naming one stored order.
    const stored = answers.filter((answer) => answer.status === 201);
    const keys = new Set(answers.map((answer) => answer.key));
    const storedKeys = new Set(stored.map((answer) => answer.key));
    expect(storedKeys.size).toBe(keys.size);
    const orderIds = [...new Set(stored.map((answer) => answer.orderId as string))];
    expect(orderIds).toHaveLength(keys.size);
    const rows = await database.db
      .select({ id: orders.id, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(inArray(orders.id, orderIds))
      .groupBy(orders.id);
    expect(rows).toHaveLength(orderIds.length);
    expect(rows.every((row) => row.count === 1)).toBe(true);
    const [all] = await database.db.select({ count: sql<number>`count(*)::int` }).from(orders);
    expect(all?.count).toBe(orderIds.length);

    // Some orders were refused while the server was down, and the first success came soon after.
    const refusedWhileDown = answers.filter(
      (answer) => answer.status === 503 && answer.started > stopped && answer.ended < up,
    );
    expect(refusedWhileDown.length).toBeGreaterThan(0);
    const firstStoredAfter = Math.min(
      ...stored.filter((answer) => answer.ended > up).map((answer) => answer.ended),
    );
    const recoveryMs = firstStoredAfter - up;
    console.info(
      `outage test: ${answers.length} answers (${stored.length} 201, ${answers.length - stored.length} 503), ` +
        `${keys.size} orders, longest wait ${Math.round(longest)} ms, recovered ${Math.round(recoveryMs)} ms after PostgreSQL answered`,
    );
    expect(recoveryMs).toBeLessThan(2000);
  }, 60_000);
});
