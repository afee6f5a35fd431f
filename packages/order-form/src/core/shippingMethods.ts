import { type PickupCarrier, type ShippingMethodId, shippingMethodIds } from '@shop/contracts/vocabulary';
import type { LazyMessages } from '@shop/i18n';

type ShippingTexts = keyof LazyMessages['orderForm']['shipping'];

/**
 * The six ways of delivery of SPEC §3 in the order the form lists them (the vocabulary's);
 * `carrier` is who delivers, `texts` names their name and description in the catalog.
 */
export const shippingMethods = [
  { id: 'post-mailbox', carrier: 'post', needsPickupPoint: false, texts: 'post' },
  { id: 'post-address', carrier: 'post', needsPickupPoint: false, texts: 'parcelPost' },
  { id: 'pickup-point', carrier: 'packeta', needsPickupPoint: true, texts: 'pickupPoint' },
  { id: 'pickup-address', carrier: 'packeta', needsPickupPoint: false, texts: 'pickupAddress' },
  { id: 'ppl-address', carrier: 'ppl', needsPickupPoint: false, texts: 'pplAddress' },
  { id: 'ppl-pickup', carrier: 'ppl', needsPickupPoint: true, texts: 'pplPickup' },
] as const satisfies readonly {
  id: ShippingMethodId;
  carrier: 'post' | PickupCarrier;
  needsPickupPoint: boolean;
  texts: ShippingTexts;
}[];

export type ShippingMethod = (typeof shippingMethods)[number];
export { type ShippingMethodId, shippingMethodIds };

export function isShippingMethodId(value: unknown): value is ShippingMethodId {
  return typeof value === 'string' && (shippingMethodIds as readonly string[]).includes(value);
}

export function shippingMethod(id: ShippingMethodId): ShippingMethod {
  return shippingMethods.find((method) => method.id === id) as ShippingMethod;
}

export function needsPickupPoint(id: ShippingMethodId): boolean {
  return shippingMethod(id).needsPickupPoint;
}

/** Why an offer's config marks a way of delivery unavailable, for the text shown with it. */
export type ShippingUnavailableReason = 'tooBigForMailbox' | 'notForOffer';

/**
 * The config says only that a method is unavailable. The mailbox is left out where the pack does
 * not fit one (the yearly pack); any other method is the offer's own terms.
 */
export function shippingUnavailableReason(id: ShippingMethodId): ShippingUnavailableReason {
  return id === 'post-mailbox' ? 'tooBigForMailbox' : 'notForOffer';
}

/** PPL cannot collect cash on delivery (SPEC §4). */
export function isPpl(id: ShippingMethodId): boolean {
  return shippingMethod(id).carrier === 'ppl';
}
