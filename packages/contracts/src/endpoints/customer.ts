import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { apiPaths } from '../vocabulary';

/** The httpOnly first-party cookie an accepted order sets (1 year); it names a customer record. */
export const customerTokenCookieName = 'customerToken';

/**
 * Delivery data of a returning visitor, ready to put into the order form: the phone without its
 * prefix (national digits), the birth date as `d.m.yyyy`. Only the visitor's own cookie reads it.
 */
export const customerPrefillSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  street: z.string(),
  houseNumber: z.string(),
  streetAndNumber: z.string(),
  city: z.string(),
  zip: z.string(),
  phonePrefix: z.enum(['+420', '+421']),
  phone: z.string(),
  email: z.string(),
  birthDate: z.string(),
});
export type CustomerPrefill = z.infer<typeof customerPrefillSchema>;

/**
 * 200 with the data, or 204 with no body (the call then resolves to `undefined`) when the
 * visitor has no valid `customerToken` cookie or the customer belongs to the other site.
 */
export const customerPrefillEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.customer,
  response: z.optional(customerPrefillSchema),
});
