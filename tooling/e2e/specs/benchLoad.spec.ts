import { Agent, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { closedLoop, statusCounts } from '../../scripts/bench/httpLoad.mjs';
import {
  ORDER_POST_TARGET_P95_MS,
  type OrderPostRun,
  orderPostCheck,
  renderOrderPost,
} from '../../scripts/bench/orderPost.mjs';

function run(p95Ms: number, statuses: Record<string, number> = { 201: 2000 }): OrderPostRun {
  return {
    total: 2000,
    statuses,
    requestsPerSecond: 1900,
    p50Ms: 20,
    p95Ms,
    p99Ms: p95Ms + 5,
    maxMs: p95Ms + 10,
  };
}

function result(steady: OrderPostRun) {
  return { orderPost: { database: 'pglite', concurrency: 50, warmUpOrders: 4000, steady, cold: run(93.6) } };
}

test.describe('bench load tests', () => {
  test('the closed loop keeps the given number of requests in flight and answers each in order', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const server = createServer((request, response) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const index = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('i'));
      setTimeout(() => {
        inFlight -= 1;
        response.writeHead(index % 2 === 0 ? 201 : 202).end('ok');
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    try {
      const requests = Array.from({ length: 40 }, (_, i) => ({ url: `http://127.0.0.1:${port}/?i=${i}` }));
      const { samples, seconds, connections } = await closedLoop({ agent, requests, concurrency: 4 });
      expect(mostInFlight).toBe(4);
      expect(connections).toBe(4);
      expect(samples.map((sample) => sample.status)).toEqual(
        requests.map((_, i) => (i % 2 === 0 ? 201 : 202)),
      );
      expect(samples.every((sample) => sample.ms >= 4)).toBe(true);
      expect(seconds).toBeGreaterThan(0);
      expect(statusCounts(samples)).toEqual({ 201: 20, 202: 20 });
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('the order POST budget is met only below the target with every order stored', () => {
    expect(orderPostCheck({})).toBeUndefined();
    expect(orderPostCheck(result(run(36.3)))).toEqual({
      budget: `order POST p95 < ${ORDER_POST_TARGET_P95_MS} ms (50 concurrent, pglite, after 4000 orders)`,
      value: '36.3 ms',
      ok: true,
    });
    expect(orderPostCheck(result(run(ORDER_POST_TARGET_P95_MS)))?.ok).toBe(false);
    // Refused orders are answered faster than stored ones, so they cannot make the budget.
    expect(orderPostCheck(result(run(12, { 201: 1990, 429: 10 })))).toMatchObject({
      value: '12 ms, not every order stored',
      ok: false,
    });
  });

  test('the order POST report shows the steady and the cold run', () => {
    const markdown = renderOrderPost(result(run(36.3)));
    expect(markdown).toContain(
      '| steady state, after 4000 orders | 2000 | 20 ms | 36.3 ms | 41.3 ms | 46.3 ms | 1900 | 201: 2000 |',
    );
    expect(markdown).toContain(
      '| cold start: the first orders after the server starts | 2000 | 20 ms | 93.6 ms |',
    );
    expect(markdown).toContain(`Steady-state p95 is within the ${ORDER_POST_TARGET_P95_MS} ms target.`);
    expect(renderOrderPost({ orderPostError: 'skipped (X)' })).toBe(
      '## Order POST\n\nNot measured: skipped (X)\n',
    );
  });
});
