import type { Context } from 'hono';

/** Content changes rarely; a short shared cache spares the database without hiding edits for long. */
export function cacheContent(c: Context): void {
  c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
}
