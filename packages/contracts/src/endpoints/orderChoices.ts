import * as z from 'zod/mini';
import { englishMessages } from '../englishMessages';

englishMessages();

/**
 * The vocabulary orders are made of. The ids repeat the ones of `@shop/order-form` (which the
 * contracts cannot import, being below it); the API's tests check that both lists stay equal.
 */

/** What an offer sells: a free trial, a sample pack, single packs or a yearly pack. */
export const offerTypes = ['free-trial', 'sample', 'single', 'yearly'] as const;
export const offerTypeSchema = z.enum(offerTypes);
export type OfferType = z.infer<typeof offerTypeSchema>;

/** SPEC §3 order configuration: Atlas is the one named type, every other offer is Year. */
export const offerTypeNameSchema = z.enum(['Atlas', 'Year']);
export type OfferTypeName = z.infer<typeof offerTypeNameSchema>;

/** The six ways of delivery of SPEC §3, ids as in `@shop/order-form` `shippingMethods`. */
export const shippingMethodIds = [
  'post-mailbox',
  'post-address',
  'pickup-point',
  'pickup-address',
  'ppl-address',
  'ppl-pickup',
] as const;
export const shippingMethodIdSchema = z.enum(shippingMethodIds);
export type ShippingMethodId = z.infer<typeof shippingMethodIdSchema>;

/** The three ways of paying of SPEC §3, ids as in `@shop/order-form` `paymentMethods`. */
export const paymentMethodIds = ['after-delivery', 'card', 'bank-transfer'] as const;
export const paymentMethodIdSchema = z.enum(paymentMethodIds);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

export const paymentFrequencySchema = z.enum(['monthly', 'yearly']);
export type PaymentFrequency = z.infer<typeof paymentFrequencySchema>;

/** Carriers that run pickup points: Packeta for the pickup-point service, PPL for its own. */
export const pickupCarrierSchema = z.enum(['packeta', 'ppl']);
export type PickupCarrier = z.infer<typeof pickupCarrierSchema>;

/** Which rejected-order page a refused order leads to (SPEC §2). */
export const rejectionKindSchema = z.enum(['general', 'sample', 'yearly']);
export type RejectionKind = z.infer<typeof rejectionKindSchema>;

/** Prices travel as integers in minor units (cents, haléře) of the site's currency. */
export const currencySchema = z.enum(['EUR', 'CZK']);
export type Currency = z.infer<typeof currencySchema>;

export const minorUnitsSchema = z.number().check(z.int(), z.gte(0));
