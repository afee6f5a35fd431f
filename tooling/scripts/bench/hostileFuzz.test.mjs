import { describe, expect, it } from 'vitest';
import {
  countStatusClasses,
  hostileFuzzCheck,
  renderHostileFuzz,
  STATUS_CLASSES,
  statusClass,
} from './hostileFuzz.mjs';

const zero = Object.fromEntries(STATUS_CLASSES.map((name) => [name, 0]));

const endpoint = (name, counts, healthAfter = true) => ({
  name,
  requests: Object.values(counts).reduce((sum, count) => sum + count, 0),
  counts: { ...zero, ...counts },
  healthAfter,
});

const results = (endpoints) => ({
  hostileFuzz: { seed: 7, runsPerEndpoint: 40, rateLimitScale: 1000, seconds: 3.1, endpoints },
});

describe('statusClass', () => {
  it('names the statuses the API answers hostile input with, and groups the rest', () => {
    expect(
      [200, 201, 204, 302, 400, 404, 405, 413, 415, 422, 429, 500, 503].map((status) =>
        statusClass({ status }),
      ),
    ).toEqual([
      '2xx',
      '2xx',
      '2xx',
      '3xx',
      '400',
      'other 4xx',
      'other 4xx',
      '413',
      '415',
      '422',
      '429',
      '5xx',
      '5xx',
    ]);
  });

  it('tells a request the client could not write from one the server never answered', () => {
    expect(statusClass({ error: 'not sent' })).toBe('not sent');
    expect(statusClass({ error: 'socket hang up' })).toBe('no answer');
  });
});

describe('countStatusClasses', () => {
  it('counts every outcome once and lists every class', () => {
    const counts = countStatusClasses([
      { status: 200 },
      { status: 400 },
      { status: 400 },
      { status: 404 },
      { status: 502 },
      { error: 'ECONNRESET' },
    ]);
    expect(counts).toEqual({ ...zero, '2xx': 1, 400: 2, 'other 4xx': 1, '5xx': 1, 'no answer': 1 });
  });
});

describe('renderHostileFuzz', () => {
  it('writes a row per endpoint and a total line', () => {
    const markdown = renderHostileFuzz(
      results([
        endpoint('POST /api/contact', { '2xx': 2, 400: 34, 415: 4 }),
        endpoint('GET /api/beats', { 400: 6, 'other 4xx': 34 }),
      ]),
    );
    expect(markdown).toContain('## Hostile input (fuzz) against the built server');
    expect(markdown).toContain('40 generated requests per endpoint (seed 7');
    expect(markdown).toContain(
      '| endpoint | requests | 2xx | 3xx | 400 | 413 | 415 | 422 | 429 | other 4xx | 5xx | not sent | no answer | health after |',
    );
    expect(markdown).toContain(
      '| POST /api/contact | 40 | 2 | 0 | 34 | 0 | 4 | 0 | 0 | 0 | 0 | 0 | 0 | yes |',
    );
    expect(markdown).toContain('| **total** | 80 | 2 | 0 | 40 | 0 | 4 | 0 | 0 | 34 | 0 | 0 | 0 | 2 / 2 |');
  });

  it('marks an endpoint after which the server stopped answering, and lists the failed requests', () => {
    const silent = {
      ...endpoint('POST /api/orders', { '5xx': 1, 'no answer': 1 }, false),
      errors: ['socket hang up'],
    };
    const markdown = renderHostileFuzz(results([silent]));
    expect(markdown).toContain('| POST /api/orders | 2 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 0 | 1 | 0 | 1 | NO |');
    expect(markdown).toContain('- POST /api/orders: socket hang up');
  });

  it('says why there was no run', () => {
    expect(renderHostileFuzz({ hostileFuzzError: 'skipped (BENCH_SKIP_FUZZ)' })).toBe(
      '## Hostile input (fuzz) against the built server\n\nNot measured: skipped (BENCH_SKIP_FUZZ)\n',
    );
    expect(renderHostileFuzz({})).toBe('');
  });
});

describe('hostileFuzzCheck', () => {
  it('passes when no endpoint answered 5xx or left a request unanswered and health answered after each', () => {
    const check = hostileFuzzCheck(
      results([
        endpoint('POST /api/contact', { '2xx': 2, 400: 38 }),
        endpoint('GET /api/health', { '2xx': 40 }),
      ]),
    );
    expect(check).toEqual({
      budget: 'hostile input: no 5xx, server still answers (80 generated requests, 2 endpoints)',
      value: '0 5xx, 0 unanswered; health answered after every endpoint',
      ok: true,
    });
  });

  it('fails on a 5xx', () => {
    const check = hostileFuzzCheck(results([endpoint('POST /api/orders', { '2xx': 39, '5xx': 1 })]));
    expect(check?.ok).toBe(false);
    expect(check?.value).toContain('1 5xx');
  });

  it('fails when the server stopped answering, naming the endpoint', () => {
    const check = hostileFuzzCheck(results([endpoint('POST /api/beats', { 'no answer': 40 }, false)]));
    expect(check?.ok).toBe(false);
    expect(check?.value).toBe('0 5xx, 40 unanswered; no health answer after POST /api/beats');
  });

  it('has no row without a run', () => {
    expect(hostileFuzzCheck({ hostileFuzzError: 'skipped (BENCH_SKIP_FUZZ)' })).toBeUndefined();
  });
});
