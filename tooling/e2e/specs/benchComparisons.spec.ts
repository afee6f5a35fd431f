import { expect, test } from '@playwright/test';
import { isConsentRecord } from '../../../packages/consent/src/core/consentRecord';
import { shouldShowDialog } from '../../../packages/consent/src/core/dialogVisibility';
import type { CookieProvider } from '../../../packages/consent/src/core/providerSchema';
import {
  COMPARISON_VARIANTS,
  COMPARISONS,
  type ComparisonVariant,
  comparisonChecks,
  comparisonDeltas,
  consentBarProblem,
  evidenceProblems,
  onlyNecessaryConsentRecord,
  type RunEvidence,
  type RunSummary,
  renderComparisons,
  requestEvidence,
  type SiteComparison,
  timeTolerance,
  type VariantSummary,
  variantSummary,
  visitorOf,
} from '../../scripts/bench/comparisonReport.mjs';

function variant(name: ComparisonVariant['name']): ComparisonVariant {
  const found = COMPARISON_VARIANTS.find((known) => known.name === name);
  if (!found) throw new Error(`no variant ${name}`);
  return found;
}

function comparison(name: 'consent' | 'tracking') {
  const found = COMPARISONS.find((known) => known.name === name);
  if (!found) throw new Error(`no comparison ${name}`);
  return found;
}

const cookie = (name: string) => ({
  name,
  description: 'd',
  type: 'http',
  category: 'statistical',
  expiration: '1 year',
});

const providers = [
  {
    companyName: 'Shop',
    personalUrl: 'https://www.nordlys.sk',
    scripts: [
      {
        name: 'Site',
        slug: 'site',
        category: 'technical',
        active: true,
        showingCookies: true,
        cookies: [cookie('sid')],
      },
      {
        name: 'Analytics',
        slug: 'analytics',
        category: 'statistical',
        active: true,
        showingCookies: true,
        cookies: [cookie('_ga')],
      },
      {
        name: 'Pixel',
        slug: 'pixel',
        category: 'marketing',
        active: true,
        showingCookies: true,
        cookies: [cookie('_fbp')],
      },
    ],
  },
] as unknown as CookieProvider[];

const tracked: RunEvidence = {
  trackingChunkBytes: 21_000,
  beats: 3,
  trackingRedirect: false,
  sameAddress: true,
  lcpElement: 'main > h1',
};
const untracked: RunEvidence = { ...tracked, trackingChunkBytes: 56, beats: 0 };

function summary(name: ComparisonVariant['name'], median: RunSummary, evidence: RunEvidence): VariantSummary {
  return variantSummary(variant(name), [{ summary: median, evidence }]);
}

const metrics = (lcpMs: number, tbtMs: number, cls = 0, performance = 97): RunSummary => ({
  performance,
  lcpMs,
  cls,
  tbtMs,
});

test.describe('bench before-and-after comparisons', () => {
  test('the returning visitor stores a record the consent store accepts and that keeps the bar hidden', () => {
    const record = onlyNecessaryConsentRecord(providers, 1_700_000_000_000);
    expect(record).toEqual({
      setting: { site: true, analytics: false, pixel: false },
      savedAt: 1_700_000_000_000,
      ids: [],
      offered: ['site', 'analytics', 'pixel'],
    });
    expect(isConsentRecord(record)).toBe(true);
    expect(shouldShowDialog(providers, record)).toBe(false);
    expect(shouldShowDialog(providers, null)).toBe(true);
  });

  test('a first visit starts empty; the returning visitor has a tracking id and a consent record', () => {
    const context = { trackingId: 'a'.repeat(32), providers, now: 1 };
    const first = visitorOf(variant('first-visit'), context);
    const returning = visitorOf(variant('returning'), context);
    expect(first).toEqual({ cookies: {}, localStorage: {} });
    expect(visitorOf(variant('no-tracking'), context)).toEqual(first);
    expect(returning.cookies).toEqual({ nmtid: 'a'.repeat(32) });
    expect(JSON.parse(returning.localStorage.cookieConsent ?? 'null')).toMatchObject({
      setting: { analytics: false },
      savedAt: 1,
    });
  });

  test('reads the tracking chunk, beats, the redirect and the LCP element from a Lighthouse result', () => {
    const lhr = {
      requestedUrl: 'http://127.0.0.1:3130/',
      finalDisplayedUrl: 'http://127.0.0.1:3130/?nmtid=x',
      audits: {
        'network-requests': {
          details: {
            items: [
              { url: 'http://127.0.0.1:3130/', resourceSize: 30_000 },
              { url: 'http://127.0.0.1:3130/assets/TrackingRuntime-B2evCIAn.js', resourceSize: 21_500 },
              { url: 'http://127.0.0.1:3130/api/beats', resourceSize: 0 },
              { url: 'http://127.0.0.1:3130/api/beats', resourceSize: 0 },
              { url: 'http://127.0.0.1:3130/api/tracking/redirect?url=x', resourceSize: 0 },
            ],
          },
        },
        'lcp-breakdown-insight': {
          details: {
            type: 'list',
            items: [
              { type: 'table', items: [{ node: { type: 'node', selector: 'div.shop-ConsentBar > p' } }] },
            ],
          },
        },
      },
    };
    expect(requestEvidence(lhr)).toEqual({
      trackingChunkBytes: 21_500,
      beats: 2,
      trackingRedirect: true,
      sameAddress: true,
      lcpElement: 'div.shop-ConsentBar > p',
    });
    expect(
      requestEvidence({ requestedUrl: 'http://h/', finalDisplayedUrl: 'http://h/x', audits: {} }),
    ).toEqual({
      trackingChunkBytes: undefined,
      beats: 0,
      trackingRedirect: false,
      sameAddress: false,
      lcpElement: '',
    });
  });

  test('each variant must load what it claims', () => {
    expect(evidenceProblems(variant('first-visit'), [tracked])).toEqual([]);
    expect(evidenceProblems(variant('no-tracking'), [untracked])).toEqual([]);
    expect(evidenceProblems(variant('no-tracking'), [tracked])).toEqual([
      'run 1: loaded the real tracking chunk (21000 B)',
      'run 1: posted 3 beats',
    ]);
    expect(
      evidenceProblems(variant('first-visit'), [tracked, { ...untracked, trackingRedirect: true }]),
    ).toEqual([
      'run 2: redirected to the tracking host',
      'run 2: did not load the tracking chunk',
      'run 2: posted no beat',
    ]);
  });

  test('the consent bar shows for a first visit and stays hidden for a returning visitor', () => {
    const shown = {
      firstPaint: { barVisible: true, marked: false },
      settled: { barVisible: true, barCount: 1 },
    };
    const hidden = {
      firstPaint: { barVisible: false, marked: true },
      settled: { barVisible: false, barCount: 1 },
    };
    expect(consentBarProblem(true, shown)).toBeUndefined();
    expect(consentBarProblem(false, hidden)).toBeUndefined();
    expect(consentBarProblem(true, hidden)).toBe('bar not in the first paint');
    expect(consentBarProblem(false, { ...hidden, firstPaint: { barVisible: true, marked: true } })).toBe(
      'bar visible at the first paint',
    );
    expect(consentBarProblem(false, { ...hidden, firstPaint: { barVisible: false, marked: false } })).toBe(
      'stored choice not marked on <html>',
    );
    expect(consentBarProblem(false, { ...hidden, settled: { barVisible: true, barCount: 1 } })).toBe(
      'bar shown again after loading',
    );
  });

  test('time tolerances are the larger of the fixed and the relative limit', () => {
    expect(timeTolerance({ ms: 100, share: 0.05 }, 1500)).toBe(100);
    expect(timeTolerance({ ms: 100, share: 0.05 }, 3000)).toBe(150);
    expect(timeTolerance({ ms: 50, share: 0.2 }, 400)).toBe(80);
  });

  test('consent: any layout shift misses, LCP may move within noise either way', () => {
    const returning = summary('returning', metrics(2000, 100, 0), tracked);
    expect(
      comparisonDeltas(
        comparison('consent'),
        returning,
        summary('first-visit', metrics(2100, 300, 0), tracked),
      ),
    ).toEqual([
      { metric: 'CLS', delta: 0, limit: 0.001, ok: true },
      { metric: 'LCP', delta: 100, limit: 100, ok: true, twoSided: true },
    ]);
    const worse = comparisonDeltas(
      comparison('consent'),
      returning,
      summary('first-visit', metrics(1899, 100, 0.004), tracked),
    );
    expect(worse.map((delta) => [delta.metric, delta.delta, delta.ok])).toEqual([
      ['CLS', 0.004, false],
      ['LCP', -101, false],
    ]);
  });

  test('tracking: TBT and LCP must not rise beyond noise; a drop is fine', () => {
    const without = summary('no-tracking', metrics(2000, 200), untracked);
    expect(
      comparisonDeltas(comparison('tracking'), without, summary('first-visit', metrics(2101, 251), tracked)),
    ).toEqual([
      { metric: 'TBT', delta: 51, limit: 50, ok: false },
      { metric: 'LCP', delta: 101, limit: 100, ok: false },
    ]);
    expect(
      comparisonDeltas(
        comparison('tracking'),
        without,
        summary('first-visit', metrics(1500, 0), tracked),
      ).every((delta) => delta.ok),
    ).toBe(true);
  });

  test('budget rows and the markdown table per site', () => {
    const site: SiteComparison = {
      app: 'sk',
      variants: [
        summary('first-visit', metrics(2050, 120, 0, 96), tracked),
        summary('returning', metrics(2000, 100, 0, 97), tracked),
        summary('no-tracking', metrics(2000, 90, 0, 97), untracked),
      ],
      consentBar: [
        { variant: 'first visit', expectVisible: true },
        { variant: 'returning visitor', expectVisible: false, problem: 'bar visible at the first paint' },
      ],
    };
    const checks = comparisonChecks([site]);
    expect(checks.map((check) => [check.value, check.ok])).toEqual([
      ['verified', true],
      ['verified', true],
      ['verified', true],
      ['verified in the browser', true],
      ['bar visible at the first paint', false],
      ['0', true],
      ['+50 ms', true],
      ['+30 ms', true],
      ['+50 ms', true],
    ]);
    expect(checks[5]?.budget).toBe('sk home CLS change from the consent bar (issue 5), Δ <= 0.001');
    expect(checks[8]?.budget).toBe('sk home LCP change from tracking (issue 6), Δ <= 100 ms');

    const markdown = renderComparisons({ lighthouseRuns: 3, lighthouseComparisons: [site] });
    expect(markdown).toContain('median of 3 runs');
    expect(markdown).toContain('### sk');
    expect(markdown).toContain('| page | variant | CLS | LCP | TBT | performance | LCP element |');
    expect(markdown).toContain(
      '| / | first visit: consent bar shown, tracking on | 0 | 2050 ms | 120 ms | 96 | `main > h1` |',
    );
    expect(markdown).toContain(
      '| / | Δ consent bar (issue 5): first-visit − returning | **0** (ok) | **+50 ms** (ok) | +20 ms | -1 |  |',
    );
    const repeated: SiteComparison = {
      app: 'cz',
      variants: [
        variantSummary(variant('first-visit'), [
          { summary: metrics(2050, 300), evidence: tracked },
          { summary: metrics(2040, 120), evidence: tracked },
          { summary: metrics(2060, 90), evidence: tracked },
        ]),
      ],
    };
    expect(renderComparisons({ lighthouseRuns: 3, lighthouseComparisons: [repeated] })).toContain(
      '| / | first visit: consent bar shown, tracking on | 0 | 2050 ms | 120 ms (90–300) | 97 | `main > h1` |',
    );
    expect(renderComparisons({ lighthouseRuns: 1, lighthouseComparisonsError: 'skipped (X)' })).toBe(
      '## Lighthouse before and after\n\nNot measured: skipped (X)',
    );
    expect(comparisonChecks(undefined)).toEqual([]);
  });
});
