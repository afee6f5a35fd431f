import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { apiPaths, pickupPointTypes } from '../vocabulary';
import { pickupCarrierSchema } from './orderChoices';

export const pickupPointsQuerySchema = z.object({
  carrier: z.enum(pickupCarrierSchema.options, {
    error: (issue) => (issue.input === undefined ? 'required' : 'invalid-option'),
  }),
  /** Words to find in the city, zip (spaces ignored), name or street; all must match. Empty lists the first ones. */
  q: z._default(z.string().check(z.trim(), z.maxLength(100, 'too-long')), ''),
  /** Defaults to the site's own country. */
  country: z.optional(z.enum(['cz', 'sk'], { error: 'invalid-option' })),
  limit: z._default(
    z.coerce
      .number<number>({ error: 'invalid-limit' })
      .check(z.int('invalid-limit'), z.gte(1, 'invalid-limit'), z.lte(50, 'invalid-limit')),
    20,
  ),
});
export type PickupPointsQuery = z.input<typeof pickupPointsQuerySchema>;

export const weekdaySchema = z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
export type Weekday = z.infer<typeof weekdaySchema>;

/** One day's hours, `HH:MM` 24-hour local time; a day without an entry is closed. */
export const openingHoursSchema = z.object({
  day: weekdaySchema,
  opens: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  closes: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const pickupPointTypeSchema = z.enum(pickupPointTypes);
export type { PickupPointType } from '../vocabulary';

export const pickupPointSchema = z.object({
  /** What the order sends as `pickupPointId`. */
  id: z.string(),
  carrier: pickupCarrierSchema,
  type: pickupPointTypeSchema,
  name: z.string(),
  street: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.enum(['cz', 'sk']),
  openingHours: z.array(openingHoursSchema),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

export const pickupPointsSchema = z.object({
  items: z.array(pickupPointSchema),
  /** How many points match, of which `items` holds the first `limit`, sorted by city and name. */
  total: z.number().check(z.int(), z.gte(0)),
});
export type PickupPoints = z.infer<typeof pickupPointsSchema>;

export const pickupPointsEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.pickupPoints,
  request: pickupPointsQuerySchema,
  response: pickupPointsSchema,
});
