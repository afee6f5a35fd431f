import { type ConditionName, conditionNames } from '@shop/contracts/vocabulary';

/**
 * The published condition documents, one static route each: an unknown name then matches no
 * route at all, like any unknown address. From the vocabulary, so the route tree pulls no schema
 * into the first script.
 */
export const CONDITION_NAMES = conditionNames;

/** The review conditions explain what each review label means (the footer's reviews popup). */
export const REVIEW_CONDITIONS_NAME: ConditionName = 'reviews';

/** A condition document's address under the site's conditions path (`paths.conditions`). */
export function conditionPath(conditionsPath: string, name: string): string {
  return `${conditionsPath}/${encodeURIComponent(name)}`;
}
