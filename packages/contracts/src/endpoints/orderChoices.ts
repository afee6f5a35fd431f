import * as z from 'zod/mini';
import { englishMessages } from '../englishMessages';
import {
  offerTypes,
  paymentFrequencies,
  paymentMethodIds,
  pickupCarriers,
  shippingMethodIds,
} from '../vocabulary';

englishMessages();

// The schemas of the ids orders are made of; the lists themselves are the vocabulary's, which
// `@shop/order-form` and the API use too.

export const offerTypeSchema = z.enum(offerTypes);

/** The offer type name an order page sets: Atlas is the one named type, every other offer is Year. */
export const offerTypeNameSchema = z.enum(['Atlas', 'Year']);
export type OfferTypeName = z.infer<typeof offerTypeNameSchema>;

export const shippingMethodIdSchema = z.enum(shippingMethodIds);
export const paymentMethodIdSchema = z.enum(paymentMethodIds);
export const paymentFrequencySchema = z.enum(paymentFrequencies);
export const pickupCarrierSchema = z.enum(pickupCarriers);

/** Which rejected-order page a refused order leads to. */
export const rejectionKindSchema = z.enum(['general', 'sample', 'yearly']);
export type RejectionKind = z.infer<typeof rejectionKindSchema>;

/** Prices travel as integers in minor units (cents, haléře) of the site's currency. */
export const currencySchema = z.enum(['EUR', 'CZK']);
export type Currency = z.infer<typeof currencySchema>;

export const minorUnitsSchema = z.number().check(z.int(), z.gte(0));
