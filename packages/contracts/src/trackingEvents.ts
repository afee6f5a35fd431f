import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { latestEpochMillis } from './epochMillis';
import { siteSchema } from './site';
import { apiPaths, trackingActions } from './vocabulary';

export const trackingActionSchema = z.enum(trackingActions, { error: 'invalid-option' });

const count = z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

/** Delivery counters since the previous report (queued, sent, acknowledged, dropped per reason). */
export const deliveryCountersSchema = z.strictObject({
  queued: count,
  sent: count,
  acknowledged: count,
  dropped: z.record(z.string().check(z.maxLength(32)), count),
});
export type DeliveryCounters = z.infer<typeof deliveryCountersSchema>;

/** A tracking event as the beat carries it, once decoded. */
export const trackingEventSchema = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  action: trackingActionSchema,
  /** A timestamp followed by 8 random letters. */
  sessionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  /** Epoch milliseconds on the visitor's clock. */
  clientTime: z.number().check(z.int(), z.gte(0), z.lte(latestEpochMillis)),
  site: siteSchema,
  /** Per-session sequence number; a repeated (sessionId, sequence) is acknowledged but not stored again. */
  sequence: z.optional(z.number().check(z.int(), z.gte(0), z.lte(2_147_483_647))),
  delivery: z.optional(deliveryCountersSchema),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/**
 * The beat call, which sends one tracking event. Its body is not JSON: it is the event encoded as
 * text (see the tracking package's beat codec) and sent as `text/plain`, so the request needs no
 * CORS preflight.
 * Answered 204 with no body, for a new beat and a repeated one alike.
 */
export const beatEndpoint = defineEndpoint({ method: 'POST', path: apiPaths.beats, response: z.undefined() });

/** Sets or refreshes the httpOnly `deviceId` cookie; no body either way, answered 204. */
export const deviceEndpoint = defineEndpoint({
  method: 'POST',
  path: apiPaths.device,
  response: z.undefined(),
});

/**
 * The tracking-id host: `GET` with `url` (an address on the same origin) and optionally
 * `referrer_url`; answers 302 back to `url` with `nmtid` added and sets the `nmtid` cookie.
 */
export const trackingRedirectQuerySchema = z.object({
  url: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid-url') })
    .check(z.minLength(1, 'required'), z.maxLength(4096, 'too-long')),
  referrer_url: z.optional(z.string().check(z.maxLength(4096, 'too-long'))),
});
export type TrackingRedirectQuery = z.infer<typeof trackingRedirectQuerySchema>;

export const deviceIdCookieName = 'deviceId';
