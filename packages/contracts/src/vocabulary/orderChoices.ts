/** What an offer sells: a free trial, a sample pack, single packs or a yearly pack. */
export const offerTypes = ['free-trial', 'sample', 'single', 'yearly'] as const;
export type OfferType = (typeof offerTypes)[number];

/** The six ways of delivery the order form offers, in its order. */
export const shippingMethodIds = [
  'post-mailbox',
  'post-address',
  'pickup-point',
  'pickup-address',
  'ppl-address',
  'ppl-pickup',
] as const;
export type ShippingMethodId = (typeof shippingMethodIds)[number];

/** The three ways of paying the order form offers, in its order. */
export const paymentMethodIds = ['after-delivery', 'card', 'bank-transfer'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** How an offer sold in instalments is paid. */
export const paymentFrequencies = ['monthly', 'yearly'] as const;
export type PaymentFrequency = (typeof paymentFrequencies)[number];

/**
 * Carriers that run pickup points: Packeta runs the pickup-point service (its points and
 * its delivery to the address), PPL its own ParcelShops and ParcelBoxes.
 */
export const pickupCarriers = ['packeta', 'ppl'] as const;
export type PickupCarrier = (typeof pickupCarriers)[number];

/** A staffed shop counter (PPL ParcelShop, Packeta Z-Point) or a self-service box (ParcelBox, Z-BOX). */
export const pickupPointTypes = ['parcel-shop', 'parcel-box'] as const;
export type PickupPointType = (typeof pickupPointTypes)[number];
