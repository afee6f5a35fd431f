// A lean closed-loop HTTP load generator for the benchmarks. It shares the machine with the
// server it measures, so it uses node:http over keep-alive connections (a fraction of fetch's
// CPU per request) and prepares every request before the clock starts.
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** Sends one request over `agent`, reads the whole answer and resolves with its status. */
function send(agent, sockets, { url, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { agent, method, headers }, (response) => {
      response.on('error', reject);
      response.on('end', () => resolve(response.statusCode));
      response.resume();
    });
    request.on('socket', (socket) => sockets.add(socket));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends the prepared requests with `concurrency` of them in flight: each of `concurrency` loops
 * sends its next request as soon as its last one is answered. Answers every request's status
 * and latency in the order they were sent, the run's wall time, and how many connections it used.
 */
export async function closedLoop({ agent, requests, concurrency }) {
  const sockets = new Set();
  const samples = new Array(requests.length);
  let next = 0;
  async function loop() {
    while (next < requests.length) {
      const index = next;
      next += 1;
      const started = performance.now();
      const status = await send(agent, sockets, requests[index]);
      samples[index] = { status, ms: performance.now() - started };
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { samples, seconds: (performance.now() - started) / 1000, connections: sockets.size };
}

/** How many answers had each status, as `{ 201: 2000 }`. */
export function statusCounts(samples) {
  const counts = {};
  for (const { status } of samples) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
