import type { ConditionName } from '@shop/contracts';

/**
 * The published condition documents, one static route each: an unknown name then matches no
 * route at all, like any unknown address. Kept here rather than imported so the route tree does
 * not pull the contracts' schemas into the first script; a test holds it equal to the contract.
 */
export const CONDITION_NAMES = [
  'terms',
  'delivery-payment',
  'personal-data',
  'cookies',
  'loyalty-programme',
  'reviews',
] as const satisfies readonly ConditionName[];

/** The review conditions explain what each review label means (the footer's reviews popup). */
export const REVIEW_CONDITIONS_NAME: ConditionName = 'reviews';

/** A condition document's address under the site's conditions path (`paths.conditions`). */
export function conditionPath(conditionsPath: string, name: string): string {
  return `${conditionsPath}/${encodeURIComponent(name)}`;
}
