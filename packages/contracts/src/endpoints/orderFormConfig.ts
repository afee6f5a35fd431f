import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { siteSchema } from '../site';
import { apiPaths } from '../vocabulary';
import {
  currencySchema,
  minorUnitsSchema,
  offerTypeNameSchema,
  offerTypeSchema,
  paymentFrequencySchema,
  paymentMethodIdSchema,
  pickupCarrierSchema,
  rejectionKindSchema,
  shippingMethodIdSchema,
} from './orderChoices';

export const offerSlugSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid-offer') })
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(64, 'invalid-offer'),
    z.regex(/^[a-z0-9-]+$/, 'invalid-offer'),
  );

/** `site` is needed only where the API serves no single site (the API-only server). */
export const orderFormConfigQuerySchema = z.object({
  offer: offerSlugSchema,
  site: z.optional(siteSchema),
});
export type OrderFormConfigQuery = z.input<typeof orderFormConfigQuerySchema>;

export const offerLineItemSchema = z.object({
  sku: z.string(),
  /** In the site's language. */
  name: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  unitPrice: minorUnitsSchema,
  /** quantity × unitPrice. */
  total: minorUnitsSchema,
});
export type OfferLineItem = z.infer<typeof offerLineItemSchema>;

export const offerSchema = z.object({
  slug: z.string(),
  type: offerTypeSchema,
  /**
   * The free trial and the sample are Atlas; single and yearly packs are Year. The order page's
   * configuration names Atlas, and any other value is treated as Year.
   */
  offerTypeName: z.catch(offerTypeNameSchema, 'Year'),
  /** In the site's language. */
  title: z.string(),
  items: z.array(offerLineItemSchema).check(z.minLength(1)),
  /** Sum of the items before any discount. */
  itemsTotal: minorUnitsSchema,
  /** When true the form asks for one of `paymentFrequencies` (form context `requiresPaymentFrequency`). */
  requiresPaymentFrequency: z.boolean(),
  paymentFrequencies: z.array(paymentFrequencySchema),
  /** With monthly payment the total is split into this many equal monthly instalments. */
  instalmentCount: z.number().check(z.int(), z.gte(1)),
  /** The rejected page a refused order of this offer leads to. */
  rejectionKind: rejectionKindSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const shippingOptionSchema = z.object({
  id: shippingMethodIdSchema,
  /** Price for this offer (0 where the offer ships free). */
  price: minorUnitsSchema,
  /** False when this site or offer does not deliver this way; the form shows it disabled or hides it. */
  available: z.boolean(),
  /** Whose pickup points `GET /api/pickup-points` must be asked for; null when none is chosen. */
  pickupCarrier: z.nullable(pickupCarrierSchema),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const paymentOptionSchema = z.object({
  id: paymentMethodIdSchema,
  price: minorUnitsSchema,
  available: z.boolean(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const orderFormConfigSchema = z.object({
  site: siteSchema,
  currency: currencySchema,
  offer: offerSchema,
  /** All six methods, in the order of `shippingMethodIds`. */
  shippingMethods: z.array(shippingOptionSchema),
  /** All three methods, in the order of `paymentMethodIds`. */
  paymentMethods: z.array(paymentOptionSchema),
  /** Shipping methods that need `pickupPointId` in the order. */
  pickupPointShippingMethods: z.array(shippingMethodIdSchema),
});
export type OrderFormConfig = z.infer<typeof orderFormConfigSchema>;

/** 404 `{ error: 'offer_not_found' }` for an unknown offer slug; 400 field errors for a bad one. */
export const orderFormConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.orderFormConfig,
  request: orderFormConfigQuerySchema,
  response: orderFormConfigSchema,
});
