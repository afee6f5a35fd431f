import { trackingIdName, trackingRedirectQuerySchema } from '@shop/contracts';
import { Hono } from 'hono';
import type { Logger } from '../logger';
import { newTrackingId, setTrackingIdCookie, trackingIdOfCookie } from '../tracking/trackingIdCookie';
import type { RecordTrackingVisit } from '../tracking/trackingVisits';
import { validationError } from './errorResponses';
import { validQuery } from './queryParams';
import type { SiteOrigins } from './sameOrigin';

function siteUrl(value: string, origins: readonly string[]): URL | undefined {
  try {
    const url = new URL(value);
    return origins.includes(url.origin) ? url : undefined;
  } catch {
    return undefined;
  }
}

export interface TrackingRedirectOptions {
  site: 'sk' | 'cz' | undefined;
  recordVisit: RecordTrackingVisit;
  /** Where `url` may lead: the site's public origins, never whatever the Host header says. */
  siteOrigins: SiteOrigins;
  logger: Pick<Logger, 'error'>;
}

/**
 * The tracking-id host's redirect (SPEC §4), for pages served without the Node server (which
 * hands the id out with the first HTML instead): gives the visitor a tracking id in the `nmtid`
 * cookie (kept when it already has one), records a new id with `url` and `referrer_url`, and
 * sends the visitor back to `url` with `nmtid` in the query. Only an address on the site's
 * public origins is a valid `url`, so the endpoint cannot forward visitors to other sites.
 */
export function trackingRedirectRoutes(options: TrackingRedirectOptions): Hono {
  return new Hono().get('/', validQuery(trackingRedirectQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const target = siteUrl(query.url, options.siteOrigins(c));
    if (!target) {
      return validationError(c, [
        { code: 'custom', message: 'not-same-origin', path: ['url'], input: query.url },
      ]);
    }
    let trackingId = trackingIdOfCookie(c);
    if (!trackingId) {
      trackingId = newTrackingId();
      try {
        await options.recordVisit({
          trackingId,
          site: options.site,
          url: target.href,
          referrer: query.referrer_url || undefined,
          issuedWith: 'redirect',
        });
      } catch (error) {
        // The visitor still gets the id and the page: a lost record must not cost a shopper.
        options.logger.error('tracking visit not recorded', { error });
      }
    }
    setTrackingIdCookie(c, trackingId);
    target.searchParams.set(trackingIdName, trackingId);
    c.header('Cache-Control', 'no-store');
    return c.redirect(target.href, 302);
  });
}
