import type { ConditionName } from '@shop/contracts';

/** Reviews on one list page; the seeded twelve fill two pages. */
export const REVIEW_PAGE_SIZE = 6;

export const CONDITIONS_PATH = '/podmienky';

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

/** `{reviews}` for the first page, `{reviews}?page=N` for the others, so page 1 has one address. */
export function reviewListPath(reviewsPath: string, page: number): string {
  return page > 1 ? `${reviewsPath}?page=${page}` : reviewsPath;
}

export function reviewPath(reviewsPath: string, slug: string): string {
  return `${reviewsPath}/${encodeURIComponent(slug)}`;
}

export function conditionPath(name: string): string {
  return `${CONDITIONS_PATH}/${encodeURIComponent(name)}`;
}
