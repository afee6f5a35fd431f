// Beat ingestion throughput: `POST /api/beats` at 50 concurrent connections, side by side with the
// same server's trivial `GET /api/health`, on a fresh embedded database. The target is at least
// half the trivial endpoint's rate; it is reported, not enforced.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { startApiServer } from './apiServer.mjs';

export const BEAT_TARGET_SHARE = 0.5;

/** Sends `total` requests made by `request(serial)` with `concurrency` in flight. */
async function requestsPerSecond({ total, concurrency, request }) {
  let next = 0;
  const statuses = {};
  const started = performance.now();
  async function worker() {
    while (next < total) {
      const serial = next;
      next += 1;
      const response = await request(serial);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: Math.round(total / ((performance.now() - started) / 1000)), statuses };
}

/**
 * Each beat is a page view of its own session, encoded by the tracking package's own codec, from
 * an address of its own so the per-address limit sees many visitors.
 */
export async function measureBeatIngestion({
  repoRoot,
  serverEntry,
  skPort,
  czPort,
  total = 3000,
  concurrency = 50,
}) {
  const trackingEntry = join(repoRoot, 'packages/tracking/dist/index.js');
  const { encodeBeat } = await import(pathToFileURL(trackingEntry).href);
  const server = await startApiServer({
    serverEntry,
    skPort,
    czPort,
    env: { TRUST_PROXY: '1', LOG_LEVEL: 'error' },
  });
  const origin = server.origins.sk;
  const clientTime = Date.now();
  const beat = (serial) =>
    fetch(`${origin}/api/beats`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'x-forwarded-for': `10.${(serial >> 16) & 255}.${(serial >> 8) & 255}.${serial & 255}`,
      },
      body: encodeBeat({
        data: { fullPath: `/blog?page=${serial % 7}`, referer: '' },
        action: 'PAGE',
        sessionId: `${clientTime}${String(serial)
          .padStart(8, '0')
          .replace(/\d/g, (d) => 'abcdefghij'[d])}`,
        clientTime: clientTime + serial,
        site: 'sk',
        sequence: 1,
      }),
    });
  const health = () => fetch(`${origin}/api/health`);
  try {
    // Warm-up: first connections, the first inserts and the JIT.
    await requestsPerSecond({ total: 200, concurrency: 10, request: (serial) => beat(total + serial) });
    await requestsPerSecond({ total: 200, concurrency: 10, request: health });
    const trivial = await requestsPerSecond({ total, concurrency, request: health });
    const beats = await requestsPerSecond({ total, concurrency, request: beat });
    return { database: 'pglite', total, concurrency, trivial, beats };
  } finally {
    await server.stop();
  }
}

export function renderBeatIngestion(results) {
  if (results.beatIngestionError) return `## Beat ingestion\n\nNot measured: ${results.beatIngestionError}\n`;
  const r = results.beatIngestion;
  if (!r) return '';
  const share = r.beats.perSecond / r.trivial.perSecond;
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  return [
    `## Beat ingestion (${r.database}, ${r.concurrency} concurrent, ${r.total} requests each)`,
    '',
    '| endpoint | requests/s | statuses |',
    '| --- | --- | --- |',
    `| GET /api/health (trivial) | ${r.trivial.perSecond} | ${statuses(r.trivial.statuses)} |`,
    `| POST /api/beats | ${r.beats.perSecond} | ${statuses(r.beats.statuses)} |`,
    '',
    `Beats reach ${Math.round(share * 100)} % of the trivial endpoint's rate (target at least ${
      BEAT_TARGET_SHARE * 100
    } %, reported, not enforced).`,
    '',
  ].join('\n');
}
