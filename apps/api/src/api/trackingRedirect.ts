import { randomBytes } from 'node:crypto';
import { trackingIdName, trackingRedirectQuerySchema } from '@shop/contracts';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { validationError } from './errorResponses';
import { readQuery } from './queryParams';
import { isSecureRequest } from './secureRequest';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const TRACKING_ID = /^[0-9a-f]{32}$/;

function sameOriginUrl(value: string, origin: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.origin === origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tracking-id host of the local stack (SPEC §4): hands the visitor a tracking id in the
 * `nmtid` cookie (kept when it already has one) and sends it back to `url` with `nmtid` in the
 * query. Only an address on this server's own origin is a valid `url`, so the endpoint cannot
 * be used to forward visitors to other sites. `referrer_url` is accepted for compatibility
 * with the tracking client; the referrer reaches the server with the landing beat instead.
 */
export function trackingRedirectRoutes(): Hono {
  return new Hono().get('/redirect', (c) => {
    const query = readQuery(c, trackingRedirectQuerySchema);
    if (!query.ok) return query.response;
    const target = sameOriginUrl(query.data.url, new URL(c.req.url).origin);
    if (!target) {
      return validationError(c, [
        { code: 'custom', message: 'not-same-origin', path: ['url'], input: query.data.url },
      ]);
    }
    const current = getCookie(c, trackingIdName);
    const trackingId = current && TRACKING_ID.test(current) ? current : randomBytes(16).toString('hex');
    // Not httpOnly: the site reads the id to send it with its beats.
    setCookie(c, trackingIdName, trackingId, {
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
      sameSite: 'Lax',
      secure: isSecureRequest(c),
    });
    target.searchParams.set(trackingIdName, trackingId);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.href, 302);
  });
}
