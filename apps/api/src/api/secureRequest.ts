import type { Context } from 'hono';

/** Whether the visitor reached this origin over HTTPS, so cookies set for it may be `Secure`. */
export function isSecureRequest(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:';
}
