import type { CookieJar } from '@shop/contracts/browser';
import {
  AB_TEST_COOKIE_MAX_AGE_S,
  AB_TEST_COOKIE_PREFIX,
  AB_TEST_MAX_VARIANTS,
  AB_TEST_PREVIEW_COOKIE_MAX_AGE_S,
  AB_TEST_QUERY_PARAM,
} from './constants';

export const AB_VARIANTS = ['a', 'b', 'c', 'd'] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];

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

function validVariant(value: string | undefined, amount: number): AbVariant | undefined {
  const allowed = AB_VARIANTS.slice(0, Math.max(1, Math.min(amount, AB_TEST_MAX_VARIANTS)));
  return allowed.find((variant) => variant === value);
}

/** Query (`variant`), then cookie, then (test running) a random pick among the first N, else 'a'. */
export function chooseVariant(
  config: AbTestConfig,
  query: Record<string, string>,
  cookies: CookieJar,
  random: () => number,
): AbAssignment {
  const fromQuery = validVariant(query[AB_TEST_QUERY_PARAM], config.variantAmount);
  if (fromQuery) return { variant: fromQuery, source: 'query' };
  const fromCookie = validVariant(cookies.get(abTestCookieName(config.testId)), config.variantAmount);
  if (fromCookie) return { variant: fromCookie, source: 'cookie' };
  if (!config.running) return { variant: 'a', source: 'default' };
  const amount = Math.max(1, Math.min(config.variantAmount, AB_TEST_MAX_VARIANTS));
  const index = Math.min(amount - 1, Math.floor(random() * amount));
  return { variant: AB_VARIANTS[index] ?? 'a', source: 'random' };
}

/**
 * Stores the variant in `abTest_{id}` and deletes the cookies of other tests. A running test
 * keeps it for a year; with the test stopped, a `variant` query parameter is a preview and is
 * remembered for 4 hours only. A stopped test without a preview stores nothing.
 */
export function storeVariant(config: AbTestConfig, assignment: AbAssignment, cookies: CookieJar): void {
  const name = abTestCookieName(config.testId);
  for (const other of cookies.names()) {
    if (other.startsWith(AB_TEST_COOKIE_PREFIX) && other !== name) cookies.remove(other);
  }
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
