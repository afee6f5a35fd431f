import type { OrderResult } from '@shop/contracts';
import type { OrderData } from './orderSchemas';

/**
 * What became of a sent order: the API's whole answer (`accepted` goes to the thank-you page,
 * `payment-required` first to the card gateway, `rejected` to the rejected page of its kind;
 * SPEC §4) and the checked data it was sent with, for the conversions of the thank-you page.
 */
export interface OrderOutcome {
  result: OrderResult;
  order: OrderData;
}
