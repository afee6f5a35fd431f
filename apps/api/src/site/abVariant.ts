import { AB_TEST_COOKIE_MAX_AGE_S, AB_TEST_COOKIE_PREFIX, AB_TEST_MAX_VARIANTS } from '@shop/tracking/server';

export const AB_VARIANTS = ['a', 'b', 'c', 'd'] as const;
export type AbVariant = (typeof AB_VARIANTS)[number];

/** The website config's A/B settings, as the site build records them. */
export interface AbTestSettings {
  testId: number;
  running: boolean;
  variantAmount: number;
}

export function abTestCookieName(testId: number): string {
  return `${AB_TEST_COOKIE_PREFIX}${testId}`;
}

function allowedVariants(amount: number): readonly AbVariant[] {
  return AB_VARIANTS.slice(0, Math.max(1, Math.min(amount, AB_TEST_MAX_VARIANTS)));
}

function valid(value: string | undefined, amount: number): AbVariant | undefined {
  return allowedVariants(amount).find((variant) => variant === value);
}

/**
 * SPEC §4, the same rule as the tracking package's `chooseVariant`: a valid `variant` query
 * parameter (only when given once), else a valid `abTest_{id}` cookie, else a random pick among
 * the first N letters. The browser's tracker reads the cookie this sets, so both agree.
 */
export function pickVariant(
  settings: AbTestSettings,
  queryValues: readonly string[],
  cookie: string | undefined,
  random: () => number = Math.random,
): AbVariant {
  const fromQuery = queryValues.length === 1 ? valid(queryValues[0], settings.variantAmount) : undefined;
  if (fromQuery) return fromQuery;
  const fromCookie = valid(cookie, settings.variantAmount);
  if (fromCookie) return fromCookie;
  const letters = allowedVariants(settings.variantAmount);
  return letters[Math.min(letters.length - 1, Math.floor(random() * letters.length))] ?? 'a';
}

/** The cookie that keeps the pick for a year (SPEC §9). */
export const AB_COOKIE_MAX_AGE_S = AB_TEST_COOKIE_MAX_AGE_S;

/** Cookies of earlier tests, deleted when the current test's cookie is set (SPEC §4). */
export function otherTestCookies(cookieNames: readonly string[], testId: number): string[] {
  const current = abTestCookieName(testId);
  return cookieNames.filter((name) => name.startsWith(AB_TEST_COOKIE_PREFIX) && name !== current);
}
