import type { Website } from '@shop/config';
import type { RejectionKind } from '@shop/contracts';

/** Which rejected-order page a refused order leads to (SPEC §2); the API names it per offer. */
export type { RejectionKind };

/** Both sites share these addresses; the country-specific ones come from `website.paths`. */
export const ORDER_PATH = '/objednavka';
export const THANK_YOU_PATH = '/dakujeme-za-objednavku';
export const PAYMENT_PENDING_PATH = '/platba-ceka';
export const PAYMENT_CANCELLED_PATH = '/platba-zrusena';
export const ADDITIONAL_PAYMENT_PATH = '/dodatecna-platba-kartou';
export const OFFER_PATH = '/nabidka';
export const SAMPLE_LANDING_PATH = '/skusobny-balicek';
export const SAMPLE_ORDER_PATH = '/skusobny-balicek-ponuka';
export const FREE_TRIAL_PATH = '/k2zadarmo';
export const FREE_MONTH_PATH = '/mesiack2zadarmo';
/** The free offers' landing pages sit below their order pages. */
export const LANDING_SUFFIX = '/home';

export type ThankYouKind = 'order' | 'yearly';

/** Where an accepted order ends: the yearly pack has its own thank-you page. */
export function thankYouPath(website: Pick<Website, 'paths'>, kind: ThankYouKind): string {
  return kind === 'yearly' ? website.paths.thankYouYearly : THANK_YOU_PATH;
}

export function rejectedPath(website: Pick<Website, 'paths'>, kind: RejectionKind): string {
  if (kind === 'sample') return website.paths.sampleRejected;
  if (kind === 'yearly') return website.paths.yearlyRejected;
  return website.paths.orderRejected;
}

export function additionalPaymentPath(orderId: string): string {
  return `${ADDITIONAL_PAYMENT_PATH}/${encodeURIComponent(orderId)}`;
}

/** SPEC §2's four yearly-pack pages, named after the product. */
export function yearlyPaths(website: Pick<Website, 'productSlug'>): string[] {
  const slug = website.productSlug;
  return ['/rocnek2', `/rocny${slug}`, `/${slug}-rocne-balenie`, '/testrocka'];
}
