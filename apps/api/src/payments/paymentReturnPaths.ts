import type { OfferType, Site } from '@shop/contracts';
import type { GatewayPaymentStatus } from './paymentGateway';

/** The site pages a customer lands on after the card gateway (SPEC §2); the API's tests check them against the apps' configs. */
export const paymentReturnPaths = {
  sk: {
    thankYou: '/dakujeme-za-objednavku',
    thankYouYearly: '/dakujeme-za-objednavku-rocneho-balenie',
    cancelled: '/platba-zrusena',
    pending: '/platba-ceka',
  },
  cz: {
    thankYou: '/dakujeme-za-objednavku',
    thankYouYearly: '/dekujeme-za-objednavku-rocniho-baleni',
    cancelled: '/platba-zrusena',
    pending: '/platba-ceka',
  },
} as const satisfies Record<Site, Record<string, string>>;

export function paymentReturnPath(
  site: Site,
  offerType: OfferType,
  status: GatewayPaymentStatus,
  orderId: string,
): string {
  const paths = paymentReturnPaths[site];
  // A refund reaches the return only when the customer comes back late: the order was paid.
  const paid = status === 'paid' || status === 'refunded' || status === 'partly-refunded';
  const path = paid
    ? offerType === 'yearly'
      ? paths.thankYouYearly
      : paths.thankYou
    : status === 'cancelled' || status === 'timed-out'
      ? paths.cancelled
      : paths.pending;
  return `${path}?order=${encodeURIComponent(orderId)}`;
}
