import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { orderResultSchema } from '@shop/contracts';
import { createGopayEmulator } from '@shop/gopay-emulator';
import { serveHandler } from '@shop/gopay-emulator/serve';
import { shopSources } from '@shop/vite-config';
import postgres from 'postgres';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerTestDatabase, type ServerTestDatabase } from './db/testDatabases';
import { slovakPerson } from './orders/orderTestKit';

/**
 * Two real server processes (the server of `src/main.ts`, bundled from the current sources as the
 * build bundles it) on one fresh Postgres database behind one public origin, as behind a load
 * balancer: what one process stores, the other must see before it answers.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicOrigin = 'https://www.nordlys.test';

if (!serverUrl) {
  console.warn('two API processes on one Postgres database: skipped, TEST_DATABASE_URL is not set');
}

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

/**
 * Bundles `src/main.ts` with the workspace packages compiled from their sources (what `tsup`
 * does from their builds), so the test runs the server as the sources are, built or not. The
 * bundle lives below apps/api, where the server finds its migrations and its npm dependencies.
 */
async function bundleServer(): Promise<string> {
  const outDir = join(apiDir, 'node_modules/.cache', `server-under-test-${randomBytes(4).toString('hex')}`);
  await build({
    configFile: false,
    root: apiDir,
    logLevel: 'error',
    plugins: [shopSources()],
    ssr: { noExternal: [/^@shop\//] },
    build: { ssr: 'src/main.ts', outDir, emptyOutDir: true, target: 'node20', minify: false },
  });
  return outDir;
}

/** Starts a server process on a free port of the loopback and waits until it listens. */
function startServer(entry: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [entry], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  createInterface({ input: child.stderr as NodeJS.ReadableStream }).on('line', (line) => output.push(line));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) at start:\n${output.join('\n')}`)),
    );
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      output.push(line);
      const entry = line.startsWith('{') ? (JSON.parse(line) as { msg?: string; url?: string }) : {};
      if (entry.msg === 'listening' && entry.url) resolve({ child, baseUrl: entry.url, output });
    });
  });
}

function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

/** A shopper's order `POST` through the balancer to one of the processes. */
async function postOrder(server: ServerProcess, body: unknown, key: string) {
  const response = await fetch(`${server.baseUrl}/api/orders?site=sk`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: publicOrigin,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.7',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`order answered ${response.status}: ${text}`);
  return {
    replayed: response.headers.get('idempotency-replayed') === 'true',
    result: orderResultSchema.parse(JSON.parse(text)),
  };
}

const singleOrder = (person = slovakPerson()) => ({
  offer: 'single',
  ...person,
  shippingMethod: 'post-address',
  paymentMethod: 'after-delivery',
  agreement: true,
});

const freeTrial = (person = slovakPerson()) => ({ ...singleOrder(person), offer: 'free-trial' });

const newKey = () => `two-processes-${randomBytes(8).toString('hex')}`;

describe.skipIf(!serverUrl)('two API processes on one Postgres database', () => {
  let bundleDir: string | undefined;
  let dataDir: string | undefined;
  let database: ServerTestDatabase | undefined;
  let sql: postgres.Sql | undefined;
  const servers: ServerProcess[] = [];
  let gopay: Server | undefined;

  beforeAll(async () => {
    // GoPay's emulator, as `pnpm start` runs it; notifications go to the unreachable public origin.
    gopay = await serveHandler(
      createGopayEmulator({
        goid: '8123456789',
        clientId: 'two-processes',
        clientSecret: 'two-processes-secret',
      }).handle,
      { port: 0 },
    );
    const gopayUrl = `http://127.0.0.1:${(gopay.address() as AddressInfo).port}`;
    bundleDir = await bundleServer();
    dataDir = mkdtempSync(join(tmpdir(), 'shop-two-processes-'));
    database = await createServerTestDatabase(serverUrl as string);
    sql = postgres(database.url, { max: 2, onnotice: () => {} });
    const env = {
      DATABASE_URL: database.url,
      API_ONLY_PORT: '0',
      HOST: '127.0.0.1',
      TRUST_PROXY: '1',
      SK_PUBLIC_ORIGIN: publicOrigin,
      CZ_PUBLIC_ORIGIN: 'https://www.nordlys.test.cz',
      IP_HASH_SALT: 'two-processes',
      GOPAY_API_URL: gopayUrl,
      GOPAY_GOID: '8123456789',
      GOPAY_CLIENT_ID: 'two-processes',
      GOPAY_CLIENT_SECRET: 'two-processes-secret',
      // One test address sends every order here; the per-address budgets have their own tests.
      RATE_LIMIT_SCALE: '1000',
      LOG_LEVEL: 'info',
    };
    // Both start at once on the empty database, so both migrate at once, as after a deploy.
    const started = await Promise.allSettled(
      ['a', 'b'].map((name) =>
        startServer(join(bundleDir as string, 'main.js'), {
          ...env,
          DATA_DIR: join(dataDir as string, name),
        }),
      ),
    );
    for (const start of started) if (start.status === 'fulfilled') servers.push(start.value);
    for (const start of started) if (start.status === 'rejected') throw start.reason;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    gopay?.close();
    await sql?.end();
    await database?.drop();
    if (bundleDir) rmSync(bundleDir, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const serverOf = (index: number) => servers[index % 2] as ServerProcess;

  it('runs two processes, each on its own port, over the Postgres database', async () => {
    expect(new Set(servers.map((server) => server.child.pid)).size).toBe(2);
    for (const server of servers) {
      const health = await (await fetch(`${server.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'postgres' });
    }
  });
  const ordersOf = async (email: string) =>
    (sql as postgres.Sql)<{ id: string; status: string }[]>`
        SELECT id, status FROM orders WHERE email = ${email} ORDER BY created_at`;

  it.each([
    ['paid after delivery', 'after-delivery', 'accepted'],
    ['paid by card', 'card', 'payment-required'],
  ])(
    'stores one order %s for 50 requests with the same key sent at once to both processes',
    async (paidHow, paymentMethod, status) => {
      const person = slovakPerson();
      const key = newKey();
      const body = { ...singleOrder(person), paymentMethod };
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => postOrder(serverOf(i), body, key)),
      );
      const ms = Math.round(performance.now() - started);
      console.info(`50 same-key orders ${paidHow} over two processes answered in ${ms} ms`);

      // Every answer is 201 with the same result (a replay is the stored jsonb, keys in Postgres's
      // order, and a card order's the payment stored first); one request stored the order.
      const [first] = answers.map((answer) => answer.result);
      for (const answer of answers) expect(answer.result).toEqual(first);
      expect(first?.status).toBe(status);
      expect(answers.filter((answer) => answer.replayed)).toHaveLength(49);
      expect(await ordersOf(person.email)).toEqual([{ id: first?.orderId, status }]);
      // A card order's payment was started once, by whichever process reserved it first.
      const paymentRows = await (sql as postgres.Sql)<{ n: number }[]>`
        SELECT count(*)::int AS n FROM payments WHERE order_id = ${first?.orderId as string}`;
      expect(paymentRows[0]?.n).toBe(paymentMethod === 'card' ? 1 : 0);
    },
  );

  it('stores every order with its own key, whichever process takes it', async () => {
    const people = Array.from({ length: 20 }, () => slovakPerson());
    const answers = await Promise.all(
      people.map((person, i) => postOrder(serverOf(i), singleOrder(person), newKey())),
    );
    expect(answers.map((answer) => answer.result.status)).toEqual(people.map(() => 'accepted'));
    expect(new Set(answers.map((answer) => answer.result.orderId)).size).toBe(20);
    for (const person of people) expect(await ordersOf(person.email)).toHaveLength(1);
  });

  it('accepts one free trial of a person and rejects the other when both processes get one at once', async () => {
    const people = Array.from({ length: 5 }, () => slovakPerson());
    const pairs = await Promise.all(
      people.map((person) =>
        Promise.all([
          postOrder(serverOf(0), freeTrial(person), newKey()),
          postOrder(serverOf(1), freeTrial(person), newKey()),
        ]),
      ),
    );
    for (const [index, person] of people.entries()) {
      const results = (pairs[index] ?? []).map((answer) => answer.result);
      expect(results.map((result) => result.status).sort()).toEqual(['accepted', 'rejected']);
      expect(results.find((result) => result.status === 'rejected')).toMatchObject({
        rejectionKind: 'general',
      });
      const stored = await ordersOf(person.email);
      expect(stored.map((row) => row.status).sort()).toEqual(['accepted', 'rejected']);
    }
  });
});
