import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errorResponses';

/**
 * The origins a request may come from to write, and the tracking redirect may lead to: the site's
 * public ones. Kept apart from the checks so the source can change without touching them.
 */
export type SiteOrigins = (c: Context) => readonly string[];

/**
 * The site's configured public origins (`https://www.nordlys.sk`), normalised. Never the Host
 * header: a request names any host it likes, and a proxy may pass on a visitor's forged one.
 */
export function createSiteOrigins(configured: readonly string[]): SiteOrigins {
  const fixed = [...new Set(configured.map((origin) => new URL(origin).origin))];
  return () => fixed;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser says the request comes from another site: `Sec-Fetch-Site: cross-site`, or an
 * `Origin` that is not one of the site's (`null`, which sandboxed frames and cross-origin
 * redirects send, never is). A request with neither header is not cross-site: every browser
 * that knows `Sec-Fetch-Site` sends it on every request, and current browsers send `Origin` on
 * every cross-origin POST, so a forged write from a page always carries one of them. Without
 * either it comes from a program (curl, a payment gateway's server, the site's own server
 * rendering), which could send any header it liked, and which holds no shopper's cookies.
 */
export function isCrossSiteRequest(c: Context, siteOrigins: SiteOrigins): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  return !siteOrigins(c).includes(origin);
}

/**
 * Refuses writes (POST, PUT, PATCH, DELETE) from other sites with 403 before anything else runs,
 * so a page elsewhere cannot make a visitor's browser store data, start payments or get cookies
 * set, whatever the body's content type (`text/plain` and form posts need no CORS preflight).
 */
export function refuseCrossSiteWrites(siteOrigins: SiteOrigins): MiddlewareHandler {
  return async (c, next) => {
    if (writeMethods.has(c.req.method) && isCrossSiteRequest(c, siteOrigins)) {
      return apiError(c, 403, 'cross_site_request', 'Writes from another site are refused');
    }
    await next();
  };
}
