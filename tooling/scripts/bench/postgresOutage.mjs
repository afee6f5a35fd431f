// PostgreSQL stopped for 15 s under load: the built server (API-only) on a PostgreSQL cluster of
// its own, 20 shoppers sending orders (each sent again with its idempotency key 200 ms after a
// 503, as the order form lets a shopper do), the server stopped with `pg_ctl stop -m fast` after
// 5 s and started again 15 s later. Reports answers by status, the longest wait for an answer,
// the time from PostgreSQL answering again to the first stored order, and whether every order
// answered 201 is stored exactly once. `node tooling/scripts/bench/postgresOutage.mjs` runs it alone.
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startApiOnlyServer } from './apiOnlyServer.mjs';
import { benchOrder } from './pgliteMemory.mjs';

const run = promisify(execFile);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function postgresBinDir() {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'))) return dir;
  }
  const debian = '/usr/lib/postgresql';
  const version = existsSync(debian)
    ? readdirSync(debian).sort((a, b) => Number(b) - Number(a))[0]
    : undefined;
  return version ? join(debian, version, 'bin') : undefined;
}

/** A cluster in a temporary directory on `port` (owned by `postgres` when run as root). */
async function startCluster(port) {
  const binDir = postgresBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries (initdb, pg_ctl) not found');
  const root = mkdtempSync(join(tmpdir(), 'bench-pg-outage-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    if (!line) throw new Error("Running as root needs a 'postgres' user to own the cluster");
    const [, , uid, gid] = line.split(':');
    chownSync(root, Number(uid), Number(gid));
  }
  const pg = (tool, args) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args])
      : run(join(binDir, tool), args);
  await pg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
  const start = () =>
    pg('pg_ctl', ['start', '-w', '-t', '60', '-D', dataDir, '-l', join(root, 'log'), '-o', options]);
  const stop = () => pg('pg_ctl', ['stop', '-w', '-m', 'fast', '-D', dataDir]);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async dispose() {
      await stop().catch(() => {});
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}

export async function measurePostgresOutage({
  repoRoot,
  serverEntry,
  port,
  pgPort,
  shoppers = 20,
  beforeMs = 5000,
  downMs = 15_000,
  afterMs = 5000,
}) {
  const postgres = createRequire(join(repoRoot, 'apps/api/package.json'))('postgres');
  const cluster = await startCluster(pgPort);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pg-outage-api-'));
  let server;
  try {
    server = await startApiOnlyServer({
      serverEntry,
      port,
      dataDir,
      env: { DATABASE_URL: cluster.url, TRUST_PROXY: '1' },
    });
    const answers = [];
    let sending = true;
    let serial = 0;
    const shopper = async () => {
      while (sending) {
        serial += 1;
        const request = benchOrder(server.origin, serial);
        for (;;) {
          const started = performance.now();
          let status = 0;
          try {
            const response = await fetch(request.url, {
              method: 'POST',
              headers: request.headers,
              body: request.body,
            });
            status = response.status;
            const body = await response.json().catch(() => null);
            answers.push({
              key: request.headers['idempotency-key'],
              status,
              started,
              ended: performance.now(),
              orderId: body?.orderId,
            });
          } catch {
            answers.push({
              key: request.headers['idempotency-key'],
              status: 0,
              started,
              ended: performance.now(),
            });
          }
          if (status === 201 || status === 200) break;
          await sleep(200);
        }
      }
    };
    const shoppersDone = Promise.all(Array.from({ length: shoppers }, shopper));
    await sleep(beforeMs);
    const stopped = performance.now();
    await cluster.stop();
    await sleep(downMs);
    const startedAgain = cluster.start();
    let answering;
    for (;;) {
      const probe = postgres(cluster.url, { max: 1, connect_timeout: 1, onnotice: () => {} });
      try {
        await probe`select 1`;
        answering = performance.now();
        break;
      } catch {
        await sleep(25);
      } finally {
        await probe.end({ timeout: 0 });
      }
    }
    await startedAgain;
    await sleep(afterMs);
    sending = false;
    await shoppersDone;

    const byStatus = {};
    for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    const waits = answers.map((answer) => answer.ended - answer.started).sort((a, b) => a - b);
    const during = answers.filter((answer) => answer.started >= stopped && answer.ended <= answering);
    const duringWaits = during.map((answer) => answer.ended - answer.started).sort((a, b) => a - b);
    const firstStored = Math.min(
      ...answers.filter((answer) => answer.status === 201 && answer.ended > answering).map((a) => a.ended),
    );
    const storedIds = [...new Set(answers.filter((a) => a.status === 201).map((a) => a.orderId))];
    const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    const [{ rows, distinct }] =
      await sql`select count(*)::int as rows, count(distinct id)::int as distinct from orders`;
    const [{ found }] = await sql`select count(*)::int as found from orders where id = any(${storedIds})`;
    await sql.end({ timeout: 1 });
    const round = (ms) => Math.round(ms);
    return {
      shoppers,
      downSeconds: downMs / 1000,
      answers: answers.length,
      byStatus,
      longestWaitMs: round(waits.at(-1) ?? Number.NaN),
      p95WaitMs: round(percentile(waits, 0.95)),
      whileDown: {
        answers: during.length,
        p50WaitMs: round(percentile(duringWaits, 0.5)),
        longestWaitMs: round(duringWaits.at(-1) ?? Number.NaN),
      },
      recoveryMs: round(firstStored - answering),
      ordersAnswered201: storedIds.length,
      ordersStored: rows,
      ordersStoredOnce: rows === distinct && found === storedIds.length && rows === storedIds.length,
    };
  } finally {
    await server?.stop();
    await cluster.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function renderPostgresOutage(results) {
  const r = results.postgresOutage;
  if (!r) return `## PostgreSQL stopped under load\n\n${results.postgresOutageError ?? 'not measured'}\n`;
  return [
    `## PostgreSQL stopped for ${r.downSeconds} s under load (${r.shoppers} shoppers sending orders)`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| answers by status | ${Object.entries(r.byStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')} |`,
    `| longest wait for an answer | ${r.longestWaitMs} ms (p95 ${r.p95WaitMs} ms) |`,
    `| while PostgreSQL was down | ${r.whileDown.answers} answers, p50 ${r.whileDown.p50WaitMs} ms, longest ${r.whileDown.longestWaitMs} ms |`,
    `| first stored order after PostgreSQL answered again | ${r.recoveryMs} ms |`,
    `| orders answered 201 / rows stored / each once | ${r.ordersAnswered201} / ${r.ordersStored} / ${r.ordersStoredOnce ? 'yes' : 'NO'} |`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const postgresOutage = await measurePostgresOutage({
    repoRoot,
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    port: Number(process.env.BENCH_OUTAGE_PORT ?? 3111),
    pgPort: Number(process.env.BENCH_OUTAGE_PG_PORT ?? 3112),
  });
  console.log(JSON.stringify(postgresOutage));
  console.log(renderPostgresOutage({ postgresOutage }));
}
