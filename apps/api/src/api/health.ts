import type { Health, LiveHealth } from '@shop/contracts';
import { apiPaths } from '@shop/contracts/vocabulary';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { apiRoute } from './apiRoute';
import { retryAfterSeconds } from './unavailable';

/** How long the health check waits for the database's `select 1`. */
export const healthCheckTimeoutMs = 1000;

/**
 * `GET /api/health` asks the database: 200 `ok` when it answers within `healthCheckTimeoutMs`,
 * 503 `down` with `Retry-After` when it does not, so a load balancer sends shoppers elsewhere.
 * `GET /api/health/live` asks nothing: 200 while the process runs (a liveness probe that must not
 * restart a process only because its database is away).
 */
export function healthRoutes(database: Database, version: string): Hono {
  return new Hono()
    .get(apiRoute(apiPaths.health), async (c) => {
      c.header('Cache-Control', 'no-store');
      const up = await database.isReachable(healthCheckTimeoutMs);
      if (!up) c.header('Retry-After', String(retryAfterSeconds));
      return c.json<Health>({ status: up ? 'ok' : 'down', database: database.kind, version }, up ? 200 : 503);
    })
    .get(apiRoute(apiPaths.healthLive), (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json<LiveHealth>({ status: 'live', version });
    });
}
