import type { CookieJar } from '@shop/contracts/browser';
import { type AbVariant, abVariants, isAbVariant } from '@shop/contracts/vocabulary';
import {
  AB_TEST_COOKIE_MAX_AGE_S,
  AB_TEST_COOKIE_PREFIX,
  AB_TEST_MAX_VARIANTS,
  AB_TEST_PREVIEW_COOKIE_MAX_AGE_S,
  AB_TEST_QUERY_PARAM,
} from './constants';

// The letters are the shared vocabulary's, so a page's first script can check one without this module.
export { type AbVariant, abVariants as AB_VARIANTS, isAbVariant };

export interface AbTestConfig {
  /** `currentAbTestId` of the website config. */
  testId: number;
  /** `currentAbTestBundleId`: the group the experiment belongs to. */
  bundleId: number;
  running: boolean;
  /** `abTestVariantAmount`: how many of a..d take part (1 to 4). */
  variantAmount: number;
}

export type AbVariantSource = 'query' | 'cookie' | 'random' | 'default';

export interface AbAssignment {
  variant: AbVariant;
  source: AbVariantSource;
}

export function abTestCookieName(testId: number): string {
  return `${AB_TEST_COOKIE_PREFIX}${testId}`;
}

function allowedVariants(amount: number): readonly AbVariant[] {
  return abVariants.slice(0, Math.max(1, Math.min(amount, AB_TEST_MAX_VARIANTS)));
}

/** What a visit says about its variant: the `variant` query parameter and the `abTest_{id}` cookie. */
export interface VariantSignals {
  query?: string | undefined;
  cookie?: string | undefined;
}

/**
 * The one A/B rule, for the browser's tracker and the server alike: a valid query letter, then a
 * valid cookie letter, then (test running) a random pick among the first N letters, else 'a'.
 */
export function pickAbVariant(
  config: Pick<AbTestConfig, 'running' | 'variantAmount'>,
  signals: VariantSignals,
  random: () => number,
): AbAssignment {
  const letters = allowedVariants(config.variantAmount);
  for (const source of ['query', 'cookie'] as const) {
    const variant = letters.find((letter) => letter === signals[source]);
    if (variant) return { variant, source };
  }
  if (!config.running) return { variant: 'a', source: 'default' };
  const index = Math.min(letters.length - 1, Math.floor(random() * letters.length));
  return { variant: letters[index] ?? 'a', source: 'random' };
}

/** `pickAbVariant` over a page's parsed query and its cookies. */
export function chooseVariant(
  config: AbTestConfig,
  query: Record<string, string>,
  cookies: CookieJar,
  random: () => number,
): AbAssignment {
  return pickAbVariant(
    config,
    { query: query[AB_TEST_QUERY_PARAM], cookie: cookies.get(abTestCookieName(config.testId)) },
    random,
  );
}

/** The cookies of other tests among `cookieNames`: they go when the current test's cookie is set. */
export function otherTestCookies(cookieNames: readonly string[], testId: number): string[] {
  const current = abTestCookieName(testId);
  return cookieNames.filter((name) => name.startsWith(AB_TEST_COOKIE_PREFIX) && name !== current);
}

/**
 * Stores the variant in `abTest_{id}` and deletes the cookies of other tests. A running test
 * keeps it for a year; with the test stopped, a `variant` query parameter is a preview and is
 * remembered for 4 hours only. A stopped test without a preview stores nothing.
 */
export function storeVariant(config: AbTestConfig, assignment: AbAssignment, cookies: CookieJar): void {
  const name = abTestCookieName(config.testId);
  for (const other of otherTestCookies(cookies.names(), config.testId)) cookies.remove(other);
  if (config.running) {
    cookies.set(name, assignment.variant, { maxAgeSeconds: AB_TEST_COOKIE_MAX_AGE_S });
  } else if (assignment.source === 'query') {
    cookies.set(name, assignment.variant, { maxAgeSeconds: AB_TEST_PREVIEW_COOKIE_MAX_AGE_S });
  }
}

export interface ExperimentPayload {
  experimentId: number;
  groupId: number;
  variantId: AbVariant;
  name: string;
}

export function experimentPayload(config: AbTestConfig, variant: AbVariant): ExperimentPayload {
  return {
    experimentId: config.testId,
    groupId: config.bundleId,
    variantId: variant,
    name: `${abTestCookieName(config.testId)}_${variant}`,
  };
}
