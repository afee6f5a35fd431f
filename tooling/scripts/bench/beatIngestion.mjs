// Beat ingestion throughput: `POST /api/beats` side by side with the same server's trivial
// `GET /api/health/live` (`/api/health` asks the database), on a fresh embedded database. Both endpoints are loaded the same way: the
// same origin, one pool of keep-alive connections shared by both, the same concurrency and
// request count, a warm-up, and rounds that alternate between them so a slower moment of the
// machine does not land on one endpoint only. The target is at least half the trivial rate.
import { Agent } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startApiServer } from './apiServer.mjs';
import { closedLoop, statusCounts } from './httpLoad.mjs';

export const BEAT_TARGET_SHARE = 0.5;

/** Sends `total` requests with `concurrency` in flight and reports the rate. */
async function requestsPerSecond({ agent, total, concurrency, prepare }) {
  const requests = Array.from({ length: total }, (_, serial) => prepare(serial));
  const { samples, seconds, connections } = await closedLoop({ agent, requests, concurrency });
  return { perSecond: Math.round(total / seconds), statuses: statusCounts(samples), connections };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function summarise(runs) {
  const statuses = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statuses))
      statuses[status] = (statuses[status] ?? 0) + count;
  }
  const rates = runs.map((run) => run.perSecond);
  return {
    perSecond: median(rates),
    min: Math.min(...rates),
    max: Math.max(...rates),
    rounds: rates,
    connections: Math.max(...runs.map((run) => run.connections)),
    statuses,
  };
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
  total = 5000,
  concurrency = 50,
  rounds = 3,
  warmUp = 1000,
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
  let beatSerial = 0;
  const beat = () => {
    const serial = beatSerial;
    beatSerial += 1;
    return {
      url: `${origin}/api/beats`,
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
    };
  };
  const health = () => ({ url: `${origin}/api/health/live` });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const load = (prepare, count) => requestsPerSecond({ agent, total: count, concurrency, prepare });
  try {
    // Warm-up: opens the connections both endpoints then share, runs the first inserts and lets
    // the JIT compile both paths.
    await load(beat, warmUp);
    await load(health, warmUp);
    const trivialRuns = [];
    const beatRuns = [];
    for (let round = 0; round < rounds; round += 1) {
      trivialRuns.push(await load(health, total));
      beatRuns.push(await load(beat, total));
    }
    const trivial = summarise(trivialRuns);
    const beats = summarise(beatRuns);
    return {
      database: 'pglite',
      total,
      concurrency,
      rounds,
      trivial,
      beats,
      share: Math.round((beats.perSecond / trivial.perSecond) * 1000) / 1000,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The budget row of the beat target for report.mjs, or nothing when beats were not measured. */
export function beatIngestionCheck(results) {
  const r = results.beatIngestion;
  if (!r) return undefined;
  // A refused beat is answered faster than a stored one: the rate only counts when all were stored.
  const refused = Object.entries(r.beats.statuses)
    .filter(([status]) => status !== '204')
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    budget: `beats >= ${BEAT_TARGET_SHARE * 100} % of the trivial endpoint's requests/s (${r.concurrency} concurrent)`,
    value: `${Math.round(r.share * 100)} % (${r.beats.perSecond} / ${r.trivial.perSecond})${
      refused > 0 ? `, ${refused} not stored` : ''
    }`,
    ok: r.share >= BEAT_TARGET_SHARE && refused === 0,
  };
}

export function renderBeatIngestion(results) {
  if (results.beatIngestionError) return `## Beat ingestion\n\nNot measured: ${results.beatIngestionError}\n`;
  const r = results.beatIngestion;
  if (!r) return '';
  const statuses = (counts) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  const row = (name, m) =>
    `| ${name} | ${m.perSecond} | ${m.min}–${m.max} | ${m.connections} | ${statuses(m.statuses)} |`;
  return [
    `## Beat ingestion (${r.database}, ${r.concurrency} concurrent on keep-alive connections, median of ${r.rounds} alternating rounds of ${r.total} requests)`,
    '',
    '| endpoint | requests/s | range | connections | statuses |',
    '| --- | --- | --- | --- | --- |',
    row('GET /api/health/live (trivial)', r.trivial),
    row('POST /api/beats', r.beats),
    '',
    `Beats reach ${Math.round(r.share * 100)} % of the trivial endpoint's rate (target at least ${
      BEAT_TARGET_SHARE * 100
    } %).`,
    '',
  ].join('\n');
}
