import type { Context } from 'hono';
import { apiError } from './errorResponses';

/**
 * Seconds a client is asked to wait before trying again while the database cannot be reached:
 * a PostgreSQL restart takes well under a second, a failover a few seconds.
 */
export const retryAfterSeconds = 5;

/**
 * The answer to a request the API cannot serve because its database cannot be reached (or did not
 * answer in time): 503 `{"error":"unavailable"}` with `Retry-After`, never stored by a cache.
 */
export function unavailableAnswer(c: Context) {
  c.header('Retry-After', String(retryAfterSeconds));
  c.header('Cache-Control', 'no-store');
  return apiError(c, 503, 'unavailable', 'The service cannot reach its database; try again shortly');
}
