import { describe, expect, it } from 'vitest';
import { STATUS_CLASSES } from './hostileFuzz.mjs';
import { budgetChecks, renderMarkdown } from './report.mjs';

const counts = { ...Object.fromEntries(STATUS_CLASSES.map((name) => [name, 0])), '2xx': 10, 400: 30 };

const results = {
  createdAt: '2026-11-27T09:00:00.000Z',
  node: '20.19.0',
  cpus: 2,
  routes: {},
  packages: [],
  hostileFuzz: {
    seed: 1,
    runsPerEndpoint: 40,
    rateLimitScale: 1000,
    seconds: 3,
    endpoints: [{ name: 'POST /api/contact', requests: 40, counts, healthAfter: true }],
  },
  imageStorm: {
    settings: {},
    waves: [
      {
        name: 'one address',
        requests: 500,
        distinct: 500,
        concurrency: 8,
        rendered: 60,
        redirected: 188,
        refused: 199,
        rateLimited: 53,
        busy: 0,
        statuses: {},
        seconds: 1.1,
        cpuSeconds: 1.1,
        cacheAfter: { files: 60, bytes: 100_000 },
      },
    ],
  },
};

describe('budgetChecks', () => {
  it('has a row for the fuzz run and rows for the image storm', () => {
    const budgets = budgetChecks(results).map((check) => [check.budget, check.ok]);
    expect(budgets).toEqual([
      ['hostile input: no 5xx, server still answers (40 generated requests, 1 endpoint)', true],
      [
        'image storm, 500 distinct variants from one address: at most 60 rendered and cached a started minute, the rest answered without a render',
        true,
      ],
      ['image storm: cache after 500 variant requests within its cap (200 MiB)', true],
    ]);
  });

  it('writes them in the Budgets table', () => {
    expect(renderMarkdown(results)).toContain(
      '| hostile input: no 5xx, server still answers (40 generated requests, 1 endpoint) | 0 5xx, 0 unanswered; health answered after every endpoint | ok |',
    );
  });
});
