import type { Health } from '@shop/contracts';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';

export function healthRoutes(database: Database, version: string): Hono {
  return new Hono().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json<Health>({ status: 'ok', database: database.kind, version });
  });
}
