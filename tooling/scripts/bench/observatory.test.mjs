import { describe, expect, it } from 'vitest';
import { observatoryChecks, renderObservatory, summarizeScan } from './observatory.mjs';

/** The shape the scanner's command line prints (trimmed to two tests). */
const cliOutput = {
  scan: { grade: 'A+', score: 105, testsPassed: 1, testsQuantity: 2, statusCode: 200, responseHeaders: {} },
  tests: {
    'content-security-policy': {
      expectation: 'csp-implemented-with-no-unsafe',
      pass: true,
      result: 'csp-implemented-with-no-unsafe',
      scoreModifier: 5,
      policy: {},
    },
    redirection: {
      expectation: 'redirection-to-https',
      pass: false,
      result: 'redirection-missing',
      scoreModifier: -20,
      route: ['http://localhost/'],
    },
  },
};

describe('summarizeScan', () => {
  it('keeps the grade, the score and each test with its result and score modifier', () => {
    expect(summarizeScan(cliOutput)).toEqual({
      grade: 'A+',
      score: 105,
      testsPassed: 1,
      testsQuantity: 2,
      tests: [
        {
          name: 'content-security-policy',
          pass: true,
          result: 'csp-implemented-with-no-unsafe',
          scoreModifier: 5,
        },
        { name: 'redirection', pass: false, result: 'redirection-missing', scoreModifier: -20 },
      ],
    });
  });
});

describe('renderObservatory', () => {
  it('writes a row per site and a row per test with each site’s result', () => {
    const summary = summarizeScan(cliOutput);
    const markdown = renderObservatory({
      observatory: { origin: 'https://localhost', sites: { sk: summary, cz: summary } },
    });
    expect(markdown).toContain('| sk | A+ | 105 | 1 / 2 |');
    expect(markdown).toContain(
      '| redirection | FAIL: redirection-missing (-20) | FAIL: redirection-missing (-20) |',
    );
    expect(markdown).toContain('pass: csp-implemented-with-no-unsafe (+5)');
  });

  it('says why there is no grade', () => {
    expect(renderObservatory({ observatoryError: 'Listening on 127.0.0.1:443 is busy' })).toBe(
      '## HTTP Observatory\n\nNot measured: Listening on 127.0.0.1:443 is busy\n',
    );
  });
});

describe('observatoryChecks', () => {
  it('holds each site to the target grade', () => {
    const summary = summarizeScan(cliOutput);
    const checks = observatoryChecks({
      observatory: { origin: 'https://localhost', sites: { sk: summary, cz: { ...summary, grade: 'A' } } },
    });
    expect(checks.map(({ value, ok }) => ({ value, ok }))).toEqual([
      { value: 'A+ (105)', ok: true },
      { value: 'A (105)', ok: false },
    ]);
  });
});
