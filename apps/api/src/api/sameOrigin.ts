import type { Context, MiddlewareHandler } from 'hono';
import { apiError } from './errorResponses';

/**
 * The origins a request may come from to write: the site's own. Kept apart from the check so the
 * source can change (configured public origins instead of the Host header) without touching it.
 */
export type SiteOrigins = (c: Context) => readonly string[];

/**
 * The origin the server sees the request addressed to (scheme, Host header and port), and its
 * https form: behind a TLS terminator the browser's origin is https while this server is reached
 * over plain http. Trusting the Host header is sound here, unlike for redirects: a forged
 * request has to come from the victim's browser to carry their cookies, and a browser sends the
 * target's real host; a page whose own name points at this server (DNS rebinding) gets no cookie
 * of the shop's.
 */
export function requestOrigins(c: Context): readonly string[] {
  const url = new URL(c.req.url);
  return url.protocol === 'http:' ? [url.origin, `https://${url.host}`] : [url.origin];
}

/** The request's own origins plus `configured` ones (the site's public addresses), normalised. */
export function createSiteOrigins(configured: readonly string[] = []): SiteOrigins {
  const fixed = configured.map((origin) => new URL(origin).origin);
  return (c) => [...requestOrigins(c), ...fixed];
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
