// Lighthouse before and after on each site's home page (issue 5: the consent bar, issue 6:
// tracking). Each run gets a fresh Chrome profile holding its visitor; the variants of one run
// index follow each other, so slow minutes of a shared machine hit every variant.
import { randomBytes } from 'node:crypto';
import {
  COMPARISON_VARIANTS,
  consentBarProblem,
  requestEvidence,
  returningVisitor,
  variantSummary,
  visitorOf,
} from './comparisonReport.mjs';
import { lighthouseResult, summarizeLighthouseResult } from './lighthouse.mjs';
import { startTrackingStubProxy } from './trackingStubProxy.mjs';
import { consentBarState, prepareVisitorProfile } from './visitorProfile.mjs';

/**
 * `prepareProfile` for `lighthouseMedians`: each run gets a fresh profile of a returning visitor,
 * with a tracking id and a stored consent choice, so the cookie bar stays hidden.
 */
export async function returningVisitorProfiles({ chromePath, origin }) {
  const visitor = returningVisitor({
    trackingId: randomBytes(16).toString('hex'),
    providers: await providerList(origin),
    now: Date.now(),
  });
  return () => prepareVisitorProfile({ chromePath, origin, visitor });
}

async function providerList(origin) {
  const response = await fetch(`${origin}/api/cookie-providers`, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${origin}/api/cookie-providers answered ${response.status}`);
  return response.json();
}

/** Checks in a real browser that the consent bar shows for a first visit and stays hidden for a returning one. */
async function checkConsentBar({ chromePath, origin, url, visitors }) {
  const checks = [];
  for (const variant of COMPARISON_VARIANTS.filter((known) => !known.stubTracking)) {
    const expectVisible = !variant.storedConsent;
    const state = await consentBarState({ chromePath, origin, url, visitor: visitors.get(variant.name) });
    checks.push({
      variant: variant.label,
      expectVisible,
      state,
      problem: consentBarProblem(expectVisible, state),
    });
  }
  return checks;
}

/**
 * Runs every variant of COMPARISON_VARIANTS `runs` times on the home page of each site in
 * `origins` (`{ sk: 'http://127.0.0.1:3100', … }`, the running API server) and returns per site the
 * variants' medians with each run's request evidence, and the consent bar check.
 */
export async function lighthouseComparisons({ node, chromePath, origins, runs, log = console.log }) {
  const sites = [];
  for (const [app, target] of Object.entries(origins)) {
    const proxy = await startTrackingStubProxy({ target });
    try {
      const url = `${proxy.origin}/`;
      const context = {
        trackingId: randomBytes(16).toString('hex'),
        providers: await providerList(proxy.origin),
        now: Date.now(),
      };
      const visitors = new Map(
        COMPARISON_VARIANTS.map((variant) => [variant.name, visitorOf(variant, context)]),
      );
      log(`Consent bar check: ${app} /…`);
      const consentBar = await checkConsentBar({ chromePath, origin: proxy.origin, url, visitors });

      const measure = async (variant) => {
        proxy.setStubTracking(variant.stubTracking);
        const profile = await prepareVisitorProfile({
          chromePath,
          origin: proxy.origin,
          visitor: visitors.get(variant.name),
        });
        try {
          return await lighthouseResult({
            node,
            url,
            chromePath,
            userDataDir: profile.dir,
            onlyCategories: ['performance'],
          });
        } finally {
          await profile.dispose();
        }
      };
      // One unrecorded load first, so no variant's first run pays for the cold server's caches.
      log(`Lighthouse before/after: ${app} /, warm-up run…`);
      await measure(COMPARISON_VARIANTS[0]);

      const runsOf = new Map(COMPARISON_VARIANTS.map((variant) => [variant.name, []]));
      for (let run = 1; run <= runs; run += 1) {
        for (const variant of COMPARISON_VARIANTS) {
          log(`Lighthouse before/after: ${app} / ${variant.name}, run ${run} of ${runs}…`);
          const lhr = await measure(variant);
          runsOf
            .get(variant.name)
            .push({ summary: summarizeLighthouseResult(lhr), evidence: requestEvidence(lhr) });
        }
      }
      proxy.setStubTracking(false);
      sites.push({
        app,
        variants: COMPARISON_VARIANTS.map((variant) => variantSummary(variant, runsOf.get(variant.name))),
        consentBar,
      });
    } finally {
      await proxy.stop();
    }
  }
  return sites;
}
