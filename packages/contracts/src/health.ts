import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { apiPaths } from './vocabulary';

/**
 * `GET /api/health`: `ok` (200) when the process answers and its database does, `down` (503, with
 * `Retry-After`) while the database cannot be reached, so a load balancer stops sending shoppers
 * to it. `GET /api/health/live` answers whether the process runs, whatever the database does.
 */
export const healthSchema = z.object({
  status: z.enum(['ok', 'down']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.health,
  response: healthSchema,
});

/** `GET /api/health/live`: 200 while the process runs; it asks no database. */
export const liveHealthSchema = z.object({ status: z.literal('live'), version: z.string() });
export type LiveHealth = z.infer<typeof liveHealthSchema>;

export const liveHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.healthLive,
  response: liveHealthSchema,
});
