// Pure parts of the Lighthouse before-and-after comparisons of the home page (issues 5 and 6):
// the visitor each variant stands for, the evidence read from a Lighthouse result, the deltas and
// their budget checks, and the markdown.

import { median } from './lighthouse.mjs';

/** localStorage key of the consent record (packages/consent/src/core/consentRecord.ts). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
/** Cookie holding the tracking id (packages/tracking/src/core/constants.ts). */
export const TRACKING_ID_COOKIE = 'nmtid';
/** The lazily imported chunk that starts the tracker (packages/site/src/tracking/TrackingRuntime.tsx). */
export const TRACKING_CHUNK = /\/assets\/TrackingRuntime-[\w-]+\.js$/;
/** What the stubbed tracking chunk weighs at most: anything bigger is the real tracker. */
export const STUB_MAX_BYTES = 200;

/**
 * Noise tolerances. Lighthouse simulates a throttled mobile device from one observed load, so a
 * delta smaller than the spread of repeated runs of the same page proves nothing either way.
 * LCP: 100 ms or 5 %, whichever is larger: the simulated LCP is built from observed CPU task
 * lengths, which vary with machine load, so identical runs differ by some tens of milliseconds on a
 * quiet machine; a real regression (a render-blocking file, a late bar) costs hundreds.
 * TBT: 50 ms or 20 %: TBT counts only the part of each long task beyond 50 ms, so one task
 * crossing that line moves it by tens of milliseconds, and on a shared 2-core machine it does.
 * CLS is deterministic for a given layout, so its tolerance only absorbs rounding.
 */
export const tolerances = {
  cls: 0.001,
  lcp: { ms: 100, share: 0.05 },
  tbt: { ms: 50, share: 0.2 },
};

/** The allowed change of a time metric whose baseline is `baseMs`. */
export function timeTolerance(limit, baseMs) {
  return Math.max(limit.ms, Math.round(baseMs * limit.share));
}

/** ` (min–max)` of a variant's runs, or nothing for one run or a summary without them. */
function spread(values) {
  if (!values || values.length < 2) return '';
  return ` (${Math.min(...values)}–${Math.max(...values)})`;
}

/** Variants measured on each site's home page; `stubTracking` serves an empty tracking chunk. */
export const COMPARISON_VARIANTS = [
  {
    name: 'first-visit',
    label: 'first visit: consent bar shown, tracking on',
    storedConsent: false,
    stubTracking: false,
  },
  {
    name: 'returning',
    label: 'returning visitor: choice stored, bar hidden',
    storedConsent: true,
    stubTracking: false,
  },
  {
    name: 'no-tracking',
    label: 'first visit without tracking: tracking chunk stubbed',
    storedConsent: false,
    stubTracking: true,
  },
];

/** The two comparisons: `before` is the baseline, `after` the variant with the feature at work. */
export const COMPARISONS = [
  {
    issue: 5,
    name: 'consent',
    feature: 'consent bar',
    cause: 'the consent bar',
    before: 'returning',
    after: 'first-visit',
  },
  {
    issue: 6,
    name: 'tracking',
    feature: 'tracking',
    cause: 'tracking',
    before: 'no-tracking',
    after: 'first-visit',
  },
];

/** Every script slug of a provider list (the `GET /api/cookie-providers` answer). */
function scriptsOf(providers) {
  return providers.flatMap((provider) => provider.scripts ?? []);
}

/**
 * The record the site stores when the visitor picks "only necessary cookies": technical scripts on,
 * everything else off, answered for every script of the list, so the dialog-visibility rule keeps
 * the bar hidden. `ids` holds device hashes, none of which a bench profile has yet.
 */
export function onlyNecessaryConsentRecord(providers, savedAt) {
  const setting = {};
  for (const script of scriptsOf(providers)) setting[script.slug] = script.category === 'technical';
  return { setting, savedAt, ids: [], offered: Object.keys(setting) };
}

/**
 * A first visit: an empty browser, no cookie and no storage. The server hands out the tracking id
 * with the first HTML, so nothing needs preparing.
 */
export function firstVisitor() {
  return { cookies: {}, localStorage: {} };
}

/** A visitor who has been here before: their tracking id, and their only-necessary consent record. */
export function returningVisitor({ trackingId, providers, now }) {
  return {
    cookies: { [TRACKING_ID_COOKIE]: trackingId },
    localStorage: { [CONSENT_STORAGE_KEY]: JSON.stringify(onlyNecessaryConsentRecord(providers, now)) },
  };
}

/** Cookies and localStorage of the visitor a variant stands for. */
export function visitorOf(variant, context) {
  return variant.storedConsent ? returningVisitor(context) : firstVisitor();
}

function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

/** The first DOM node a Lighthouse audit's details name (their nesting differs between audits). */
function firstNode(details) {
  if (!details || typeof details !== 'object') return undefined;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const found = Array.isArray(value)
      ? value.map(firstNode).find(Boolean)
      : typeof value === 'object'
        ? firstNode(value)
        : undefined;
    if (found) return found;
  }
  return undefined;
}

/**
 * What one run loaded, from Lighthouse's `network-requests` audit: the tracking chunk's decoded
 * size (undefined when not requested), the beats posted, whether the tracker went to the tracking
 * host, and whether the page stayed on the address Lighthouse opened.
 */
export function requestEvidence(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const chunk = items.find((item) => TRACKING_CHUNK.test(pathOf(item.url)));
  // Lighthouse 13 names the LCP element in its LCP breakdown insight; older versions had an audit of its own.
  const lcpNode = firstNode(
    (lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element'])?.details,
  );
  return {
    trackingChunkBytes: chunk ? (chunk.resourceSize ?? 0) : undefined,
    beats: items.filter((item) => pathOf(item.url) === '/api/beats').length,
    trackingRedirect: items.some((item) => pathOf(item.url) === '/api/tracking/redirect'),
    sameAddress: pathOf(lhr.finalDisplayedUrl) === pathOf(lhr.requestedUrl),
    lcpElement: lcpNode?.selector ?? lcpNode?.nodeLabel ?? '',
  };
}

/** Medians of a variant's runs; the evidence of every run is kept, since one bad run spoils the proof. */
export function variantSummary(variant, runs) {
  const metric = (key) => median(runs.map((run) => run.summary[key]));
  return {
    name: variant.name,
    label: variant.label,
    runs: runs.length,
    median: {
      performance: metric('performance'),
      lcpMs: metric('lcpMs'),
      cls: metric('cls'),
      tbtMs: metric('tbtMs'),
    },
    /** Each run's TBT, the noisiest metric, so the report can show its spread. */
    tbtRunsMs: runs.map((run) => run.summary.tbtMs),
    evidence: runs.map((run) => run.evidence),
  };
}

/** Whether a variant's runs loaded what the variant claims (see `requestEvidence`). */
export function evidenceProblems(variant, evidence) {
  const problems = [];
  evidence.forEach((run, index) => {
    const at = `run ${index + 1}`;
    if (run.trackingRedirect) problems.push(`${at}: redirected to the tracking host`);
    if (!run.sameAddress) problems.push(`${at}: ended on another address`);
    if (variant.stubTracking) {
      if (run.trackingChunkBytes !== undefined && run.trackingChunkBytes > STUB_MAX_BYTES)
        problems.push(`${at}: loaded the real tracking chunk (${run.trackingChunkBytes} B)`);
      if (run.beats > 0) problems.push(`${at}: posted ${run.beats} beats`);
    } else {
      if (run.trackingChunkBytes === undefined || run.trackingChunkBytes <= STUB_MAX_BYTES)
        problems.push(`${at}: did not load the tracking chunk`);
      if (run.beats === 0) problems.push(`${at}: posted no beat`);
    }
  });
  return problems;
}

/**
 * What is wrong with the consent bar in `consentBarState`'s reading (undefined when nothing): a
 * first visit shows it from the first paint on; a returning visitor's page marks `<html>` and
 * never shows it, neither as first painted nor once the store has the provider list.
 */
export function consentBarProblem(expectVisible, state) {
  if (expectVisible) {
    if (!state.firstPaint.barVisible) return 'bar not in the first paint';
    if (!state.settled.barVisible) return 'bar gone after loading';
    return undefined;
  }
  if (!state.firstPaint.marked) return 'stored choice not marked on <html>';
  if (state.firstPaint.barVisible) return 'bar visible at the first paint';
  if (state.settled.barVisible) return 'bar shown again after loading';
  return undefined;
}

const round3 = (value) => Number(value.toFixed(3));

/**
 * Deltas `after - before` of one comparison on one site and whether each is within budget:
 * consent must not move CLS at all nor LCP beyond noise (either way); tracking must not raise
 * TBT or LCP beyond noise.
 */
export function comparisonDeltas(comparison, before, after) {
  const lcpLimit = timeTolerance(tolerances.lcp, before.median.lcpMs);
  const lcpDelta = after.median.lcpMs - before.median.lcpMs;
  const clsDelta = round3(after.median.cls - before.median.cls);
  const tbtDelta = after.median.tbtMs - before.median.tbtMs;
  if (comparison.name === 'consent') {
    return [
      { metric: 'CLS', delta: clsDelta, limit: tolerances.cls, ok: clsDelta <= tolerances.cls },
      { metric: 'LCP', delta: lcpDelta, limit: lcpLimit, ok: Math.abs(lcpDelta) <= lcpLimit, twoSided: true },
    ];
  }
  const tbtLimit = timeTolerance(tolerances.tbt, before.median.tbtMs);
  return [
    { metric: 'TBT', delta: tbtDelta, limit: tbtLimit, ok: tbtDelta <= tbtLimit },
    { metric: 'LCP', delta: lcpDelta, limit: lcpLimit, ok: lcpDelta <= lcpLimit },
  ];
}

/** A signed change: CLS and scores without a unit, times in ms. */
const formatDelta = (metric, value) => {
  const signed = `${value > 0 ? '+' : ''}${value}`;
  return metric === 'LCP' || metric === 'TBT' ? `${signed} ms` : signed;
};

const formatLimit = (delta) =>
  `${delta.twoSided ? '|Δ| <= ' : 'Δ <= '}${delta.metric === 'CLS' ? delta.limit : `${delta.limit} ms`}`;

/** Budget rows of the comparisons, in the shape of `budgetChecks` in report.mjs. */
export function comparisonChecks(comparisons) {
  const checks = [];
  for (const site of comparisons ?? []) {
    const variants = new Map(site.variants.map((variant) => [variant.name, variant]));
    for (const variant of site.variants) {
      const definition = COMPARISON_VARIANTS.find((known) => known.name === variant.name);
      const problems = definition ? evidenceProblems(definition, variant.evidence) : ['unknown variant'];
      checks.push({
        budget: `${site.app} home, ${variant.label}: requests as intended`,
        value: problems.length === 0 ? 'verified' : problems.join('; '),
        ok: problems.length === 0,
      });
    }
    for (const bar of site.consentBar ?? []) {
      checks.push({
        budget: `${site.app} home, ${bar.variant}: consent bar ${bar.expectVisible ? 'shown' : 'hidden from the first paint'}`,
        value: bar.problem ?? 'verified in the browser',
        ok: !bar.problem,
      });
    }
    for (const comparison of COMPARISONS) {
      const before = variants.get(comparison.before);
      const after = variants.get(comparison.after);
      if (!before || !after) continue;
      for (const delta of comparisonDeltas(comparison, before, after)) {
        checks.push({
          budget: `${site.app} home ${delta.metric} change from ${comparison.cause} (issue ${comparison.issue}), ${formatLimit(delta)}`,
          value: formatDelta(delta.metric, delta.delta),
          ok: delta.ok,
        });
      }
    }
  }
  return checks;
}

function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One table per site: each variant's medians, then each comparison's deltas. */
export function renderComparisons(results) {
  const comparisons = results.lighthouseComparisons;
  if (!comparisons) {
    return results.lighthouseComparisonsError
      ? `## Lighthouse before and after\n\nNot measured: ${results.lighthouseComparisonsError}`
      : '';
  }
  const sections = [
    `## Lighthouse before and after (home page, mobile, median of ${results.lighthouseRuns} runs)`,
    [
      `Issue 5: the consent bar of a first visit against a returning visitor whose stored choice hides it.`,
      `Issue 6: the same first visit against one whose tracking chunk is replaced by an empty component.`,
      `Every visitor has a tracking id cookie, so no run is redirected to the tracking host.`,
      `Variants run interleaved, so a change in machine load hits all of them alike.`,
      `TBT shows its median and, in brackets, the range of the runs: it is the noisiest metric, since a`,
      `hydration task that runs a little longer or is not split counts several times over on the simulated device.`,
    ].join(' '),
  ];
  for (const site of comparisons) {
    const variants = new Map(site.variants.map((variant) => [variant.name, variant]));
    const rows = site.variants.map((variant) => {
      const m = variant.median;
      const lcpElements = [...new Set(variant.evidence.map((run) => run.lcpElement).filter(Boolean))];
      return [
        '/',
        variant.label,
        m.cls,
        `${m.lcpMs} ms`,
        `${m.tbtMs} ms${spread(variant.tbtRunsMs)}`,
        m.performance,
        lcpElements.map((selector) => `\`${selector}\``).join(', '),
      ];
    });
    for (const comparison of COMPARISONS) {
      const before = variants.get(comparison.before);
      const after = variants.get(comparison.after);
      if (!before || !after) continue;
      const deltas = new Map(
        comparisonDeltas(comparison, before, after).map((delta) => [delta.metric, delta]),
      );
      const cell = (metric, value) => {
        const delta = deltas.get(metric);
        const text = formatDelta(metric, value);
        return delta ? `**${text}** (${delta.ok ? 'ok' : 'MISSED'})` : text;
      };
      rows.push([
        '/',
        `Δ ${comparison.feature} (issue ${comparison.issue}): ${comparison.after} − ${comparison.before}`,
        cell('CLS', round3(after.median.cls - before.median.cls)),
        cell('LCP', after.median.lcpMs - before.median.lcpMs),
        cell('TBT', after.median.tbtMs - before.median.tbtMs),
        formatDelta('performance', after.median.performance - before.median.performance),
        '',
      ]);
    }
    sections.push(
      `### ${site.app}\n\n${table(['page', 'variant', 'CLS', 'LCP', 'TBT', 'performance', 'LCP element'], rows)}`,
    );
  }
  return sections.join('\n\n');
}
