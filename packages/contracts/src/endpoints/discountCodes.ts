import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { apiPaths } from '../vocabulary';
import { currencySchema, minorUnitsSchema } from './orderChoices';
import { offerSlugSchema } from './orderFormConfig';

export const discountCheckSchema = z.object({
  code: z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, 'required'), z.maxLength(64, 'too-long')),
  offer: offerSlugSchema,
});
export type DiscountCheck = z.input<typeof discountCheckSchema>;

/** Why a code does not apply to the offer. */
export const discountRejectionSchema = z.enum(['unknown', 'expired', 'not-applicable']);
export type DiscountRejection = z.infer<typeof discountRejectionSchema>;

/**
 * Always 200 for a well-formed check (an invalid code is an answer, not an error); 400 field
 * errors for a missing code or offer, 404 `{ error: 'offer_not_found' }` for an unknown offer.
 * Codes are matched without regard to case. `discount` is what the code takes off this offer's
 * items, in minor units.
 */
export const discountCheckResultSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    code: z.string(),
    kind: z.enum(['percent', 'amount']),
    /** Percent (1-100) for `percent`, minor units for `amount`. */
    value: z.number().check(z.int(), z.gte(1)),
    discount: minorUnitsSchema,
    currency: currencySchema,
  }),
  z.object({ valid: z.literal(false), reason: discountRejectionSchema }),
]);
export type DiscountCheckResult = z.infer<typeof discountCheckResultSchema>;

/** In the API-only server (no site per origin) the path takes `?site=sk|cz`. */
export const discountCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.discountCheck,
  request: discountCheckSchema,
  response: discountCheckResultSchema,
});
