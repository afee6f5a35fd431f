import type { Website } from '@shop/config';
import type { OrderResult } from '@shop/contracts';
import { rejectedPath, thankYouPath } from './orderPaths';

/** Where the browser goes after an order: a page of the site, or the card gateway (a full load). */
export type OrderDestination = { kind: 'page'; path: string } | { kind: 'gateway'; url: string };

/**
 * SPEC §4 outcomes: accepted goes to the thank-you page (the yearly pack to its own), a refusal
 * to the rejected page of its kind, and a card order to the gateway first.
 */
export function orderDestination(website: Pick<Website, 'paths'>, result: OrderResult): OrderDestination {
  if (result.status === 'payment-required') return { kind: 'gateway', url: result.paymentUrl };
  if (result.status === 'rejected') {
    return { kind: 'page', path: rejectedPath(website, result.rejectionKind) };
  }
  return { kind: 'page', path: thankYouPath(website, result.offerType === 'yearly' ? 'yearly' : 'order') };
}
