// Memory of the built server on its embedded default (PGlite): the resident set size once it
// answers, on a fresh data directory (its first start) and again on the same directory, and after
// a few thousand requests (orders and reads). `node tooling/scripts/bench/pgliteMemory.mjs` runs it alone.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rssMb, startApiOnlyServer } from './apiOnlyServer.mjs';
import { closedLoop, statusCounts } from './httpLoad.mjs';

/** A valid single-pack order of a person of its own. */
export function benchOrder(origin, serial) {
  const digits = String(serial).padStart(6, '0');
  const body = JSON.stringify({
    offer: 'single',
    firstName: 'Ján',
    lastName: `Pamäťový${digits}`,
    company: 'Nordlys Pharma s.r.o.',
    street: 'Mlynské nivy',
    houseNumber: '12',
    city: 'Bratislava',
    zip: '821 09',
    phone: `901 ${digits.slice(0, 3)} ${digits.slice(3)}`,
    email: `pamat${digits}@azet.sk`,
    birthDate: '1990-02-01',
    shippingMethod: 'post-address',
    paymentMethod: 'after-delivery',
    agreement: true,
  });
  return {
    url: `${origin}/api/orders?site=sk`,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'idempotency-key': randomUUID(),
      'x-forwarded-for': `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
    },
    body,
  };
}

export async function measurePgliteMemory({ serverEntry, port, orders = 4000, reads = 3000 }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-memory-'));
  const env = { TRUST_PROXY: '1' };
  try {
    const first = await startApiOnlyServer({ serverEntry, port, dataDir, env });
    const firstStart = { rssMb: rssMb(first.pid), ms: first.startMs };
    await first.stop();
    const server = await startApiOnlyServer({ serverEntry, port, dataDir, env });
    const again = { rssMb: rssMb(server.pid), ms: server.startMs };
    const agent = new Agent({ keepAlive: true, maxSockets: 20 });
    try {
      const requests = [
        ...Array.from({ length: orders }, (_, index) => benchOrder(server.origin, index + 1)),
        ...Array.from({ length: reads }, () => ({
          url: `${server.origin}/api/order-form/config?offer=single&site=sk`,
        })),
      ];
      const run = await closedLoop({ agent, requests, concurrency: 20 });
      return {
        firstStart,
        again,
        afterLoad: {
          rssMb: rssMb(server.pid),
          requests: requests.length,
          statuses: statusCounts(run.samples),
        },
      };
    } finally {
      agent.destroy();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function renderPgliteMemory(results) {
  const r = results.pgliteMemory;
  if (!r) return `## Embedded database memory\n\n${results.pgliteMemoryError ?? 'not measured'}\n`;
  return [
    '## Embedded database memory (PGlite)',
    '',
    '| moment | RSS |',
    '| --- | --- |',
    `| answering after its first start (fresh data directory, ${r.firstStart.ms} ms) | ${r.firstStart.rssMb} MB |`,
    `| answering after a start on that directory (${r.again.ms} ms) | ${r.again.rssMb} MB |`,
    `| after ${r.afterLoad.requests} requests (${JSON.stringify(r.afterLoad.statuses)}) | ${r.afterLoad.rssMb} MB |`,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const pgliteMemory = await measurePgliteMemory({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    port: Number(process.env.BENCH_MEMORY_PORT ?? 3110),
  });
  console.log(JSON.stringify(pgliteMemory));
  console.log(renderPgliteMemory({ pgliteMemory }));
}
