// A short fuzz run against the built server: for every endpoint, a fixed number of the hostile
// requests the API's fuzz test sends in process (`apps/api/src/api/hostileRequests.ts`, built to
// `apps/api/dist/hostileRequests.js`), generated from a fixed seed and sent over HTTP. Counts the
// answers by status class per endpoint and asks `/api/health` after each endpoint's requests.
// Runs alone with `node tooling/scripts/bench/hostileFuzz.mjs` (after building the API).
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startApiServer } from './apiServer.mjs';

/** The fuzz test's seed, so a 5xx found here is looked for there with the same generators. */
export const FUZZ_SEED = 20_260_611;
export const FUZZ_RUNS_PER_ENDPOINT = 40;
/** Every request comes from one address: budgets this many times the default answer few with 429. */
const RATE_LIMIT_SCALE = 1_000;
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The columns of the report. `not sent`: Node's HTTP client refused to write the request (a
 * character no request line or header may hold); `no answer`: the connection failed or timed out.
 */
export const STATUS_CLASSES = [
  '2xx',
  '3xx',
  '400',
  '413',
  '415',
  '422',
  '429',
  'other 4xx',
  '5xx',
  'not sent',
  'no answer',
];

/** The class of an answer: its status, or `{ error }` when there was none. */
export function statusClass(outcome) {
  if (outcome.error !== undefined) return outcome.error === 'not sent' ? 'not sent' : 'no answer';
  const { status } = outcome;
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 300 && status < 400) return '3xx';
  if ([400, 413, 415, 422, 429].includes(status)) return String(status);
  if (status >= 400 && status < 500) return 'other 4xx';
  return '5xx';
}

/** How many outcomes fell in each class, every class present. */
export function countStatusClasses(outcomes) {
  const counts = Object.fromEntries(STATUS_CLASSES.map((name) => [name, 0]));
  for (const outcome of outcomes) counts[statusClass(outcome)] += 1;
  return counts;
}

/** The counts of all endpoints added up. */
export function totalCounts(endpoints) {
  const total = Object.fromEntries(STATUS_CLASSES.map((name) => [name, 0]));
  for (const endpoint of endpoints) {
    for (const name of STATUS_CLASSES) total[name] += endpoint.counts[name] ?? 0;
  }
  return total;
}

const clientErrors = new Set(['ERR_INVALID_CHAR', 'ERR_UNESCAPED_CHARACTERS', 'ERR_INVALID_HTTP_TOKEN']);

/** Sends one generated request and resolves with `{ status }` or `{ error }`, never rejecting. */
function send(agent, origins, request) {
  const origin = request.apiOnly ? origins.apiOnly : origins.sk;
  const url = `${origin}${request.path}${request.query ? `?${request.query}` : ''}`;
  return new Promise((resolve) => {
    let outgoing;
    try {
      outgoing = httpRequest(url, {
        agent,
        method: request.method,
        headers: request.headers ?? {},
        timeout: REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      resolve({ error: clientErrors.has(error?.code) ? 'not sent' : String(error?.message ?? error) });
      return;
    }
    outgoing.on('response', (response) => {
      response.on('error', (error) => resolve({ error: error.message }));
      response.on('end', () => resolve({ status: response.statusCode }));
      response.resume();
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
    outgoing.on('error', (error) => resolve({ error: error.message }));
    outgoing.end(request.body);
  });
}

async function sendAll(agent, origins, requests) {
  const outcomes = new Array(requests.length);
  let next = 0;
  async function loop() {
    while (next < requests.length) {
      const index = next;
      next += 1;
      outcomes[index] = await send(agent, origins, requests[index]);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, loop));
  return outcomes;
}

async function answersHealth(origin) {
  try {
    return (await fetch(`${origin}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** A card order on the sk site, so the payment endpoints are also sent a real order's and payment's id. */
async function placeCardOrder(origin, validOrder) {
  try {
    const response = await fetch(`${origin}/api/orders`, {
      method: 'POST',
      body: JSON.stringify({ ...validOrder(), paymentMethod: 'card' }),
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'bench-fuzz-card-order' },
    });
    const placed = await response.json();
    return { orderId: placed.orderId ?? '', paymentId: placed.paymentUrl?.split('/').pop() ?? '' };
  } catch {
    return { orderId: '', paymentId: '' };
  }
}

/**
 * Every endpoint's generated requests against a fresh built server. The built server has no API
 * without a site, so the requests the fuzz test sends to that one (`apiOnly`) go to the cz site,
 * the others to the sk site.
 */
export async function measureHostileFuzz({
  serverEntry,
  requestsModule,
  skPort,
  czPort,
  runs = FUZZ_RUNS_PER_ENDPOINT,
  seed = FUZZ_SEED,
}) {
  const { hostileEndpoints, sampleHostileRequests, validOrder } = await import(
    pathToFileURL(requestsModule).href
  );
  const server = await startApiServer({
    serverEntry,
    skPort,
    czPort,
    env: { LOG_LEVEL: 'error', RATE_LIMIT_SCALE: String(RATE_LIMIT_SCALE) },
  });
  const origins = { sk: server.origins.sk, apiOnly: server.origins.cz };
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const started = performance.now();
  try {
    const context = await placeCardOrder(origins.sk, validOrder);
    const endpoints = [];
    for (const endpoint of hostileEndpoints()) {
      const requests = sampleHostileRequests(endpoint, context, { seed, runs });
      const outcomes = await sendAll(agent, origins, requests);
      const errors = [...new Set(outcomes.flatMap((outcome) => outcome.error ?? []))];
      endpoints.push({
        name: endpoint.name,
        requests: requests.length,
        counts: countStatusClasses(outcomes),
        healthAfter: (await answersHealth(origins.sk)) && (await answersHealth(origins.apiOnly)),
        ...(errors.length > 0 ? { errors: errors.slice(0, 3) } : {}),
      });
    }
    return {
      seed,
      runsPerEndpoint: runs,
      rateLimitScale: RATE_LIMIT_SCALE,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      endpoints,
    };
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/** The budget row: no 5xx, every request answered, and `/api/health` answered after each endpoint. */
export function hostileFuzzCheck(results) {
  const r = results.hostileFuzz;
  if (!r) return undefined;
  const total = totalCounts(r.endpoints);
  const requests = r.endpoints.reduce((sum, endpoint) => sum + endpoint.requests, 0);
  const silent = r.endpoints.filter((endpoint) => !endpoint.healthAfter);
  const health =
    silent.length === 0
      ? 'health answered after every endpoint'
      : `no health answer after ${silent.map((endpoint) => endpoint.name).join(', ')}`;
  return {
    budget: `hostile input: no 5xx, server still answers (${requests} generated requests, ${r.endpoints.length} endpoint${r.endpoints.length === 1 ? '' : 's'})`,
    value: `${total['5xx']} 5xx, ${total['no answer']} unanswered; ${health}`,
    ok: total['5xx'] === 0 && total['no answer'] === 0 && silent.length === 0,
  };
}

export function renderHostileFuzz(results) {
  if (results.hostileFuzzError) {
    return `## Hostile input (fuzz) against the built server\n\nNot measured: ${results.hostileFuzzError}\n`;
  }
  const r = results.hostileFuzz;
  if (!r) return '';
  const row = (cells) => `| ${cells.join(' | ')} |`;
  const total = totalCounts(r.endpoints);
  const requests = r.endpoints.reduce((sum, endpoint) => sum + endpoint.requests, 0);
  const answered = r.endpoints.filter((endpoint) => endpoint.healthAfter).length;
  const errors = r.endpoints.flatMap((endpoint) =>
    (endpoint.errors ?? []).map((error) => `- ${endpoint.name}: ${error}`),
  );
  return [
    '## Hostile input (fuzz) against the built server',
    '',
    `${r.runsPerEndpoint} generated requests per endpoint (seed ${r.seed}, the generators of \`apps/api/src/api/hostileRequests.ts\`), per-address budgets ×${r.rateLimitScale}, ${r.seconds} s in all.`,
    '',
    row(['endpoint', 'requests', ...STATUS_CLASSES, 'health after']),
    row(['---', '---', ...STATUS_CLASSES.map(() => '---'), '---']),
    ...r.endpoints.map((endpoint) =>
      row([
        endpoint.name,
        endpoint.requests,
        ...STATUS_CLASSES.map((name) => endpoint.counts[name] ?? 0),
        endpoint.healthAfter ? 'yes' : 'NO',
      ]),
    ),
    row([
      '**total**',
      requests,
      ...STATUS_CLASSES.map((name) => total[name]),
      `${answered} / ${r.endpoints.length}`,
    ]),
    ...(errors.length > 0 ? ['', 'Requests without an answer:', '', ...errors] : []),
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
  const hostileFuzz = await measureHostileFuzz({
    serverEntry: join(repoRoot, 'apps/api/dist/main.js'),
    requestsModule: join(repoRoot, 'apps/api/dist/hostileRequests.js'),
    skPort: Number(process.env.BENCH_FUZZ_SK_PORT ?? 3108),
    czPort: Number(process.env.BENCH_FUZZ_CZ_PORT ?? 3109),
  });
  console.log(renderHostileFuzz({ hostileFuzz }));
}
