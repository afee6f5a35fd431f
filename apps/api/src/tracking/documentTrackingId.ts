import type { Site } from '@shop/contracts';
import { isCrawler, trackingRedirectUrl } from '@shop/tracking/server';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isSecureRequest } from '../api/secureRequest';
import type { Logger } from '../logger';
import {
  newTrackingId,
  setTrackingIdCookie,
  trackingIdOfCookie,
  trackingIdOfQuery,
} from './trackingIdCookie';
import type { RecordTrackingVisit } from './trackingVisits';

/**
 * Set while a visitor is away at an external tracking host, for the rest of the browser
 * session: a host that answers without an id must not send the visitor round in a loop.
 * The browser tracker keeps the same guard under this name in sessionStorage.
 */
export const REDIRECT_GUARD_COOKIE = 'nmtRedirectedAt';

/** How the server took care of a document's tracking id; named in its `Server-Timing` entry. */
export type DocumentTrackingId =
  | { kind: 'redirect'; location: string }
  | { kind: 'served'; how: 'crawler' | 'kept' | 'in-query' | 'returned' | 'issued' | 'guarded' };

/** Whether the answer sets the visitor's `nmtid` cookie, and so must not be cached for others. */
export function setsTrackingCookie(outcome: DocumentTrackingId): boolean {
  return outcome.kind === 'served' && (outcome.how === 'issued' || outcome.how === 'returned');
}

export interface DocumentTrackingIdOptions {
  site: Site;
  /** The website config's external tracking host; absent, this server is the tracking host. */
  trackingHost: string | undefined;
  recordVisit: RecordTrackingVisit;
  logger: Pick<Logger, 'error'>;
}

function originOf(address: string | undefined): string | undefined {
  if (!address || !URL.canParse(address)) return undefined;
  return new URL(address).origin;
}

/**
 * SPEC §4's tracking identity, settled before any HTML is sent, so a first visit is one document:
 * - a crawler gets no id;
 * - a visitor with an `nmtid` cookie or parameter keeps it;
 * - with this server as the tracking host (the default), a first visitor gets the `nmtid` cookie
 *   with the page itself, and the visit is recorded as the redirect round trip records it;
 * - with an external tracking host, a first visitor is redirected there before any HTML, with
 *   the current query, `url` and `referrer_url`; the id it hands back in the query is kept as
 *   the `nmtid` cookie. A guard cookie stops a second trip in the same browser session.
 */
export function createDocumentTrackingId(options: DocumentTrackingIdOptions) {
  const hostOrigin = originOf(options.trackingHost);

  return (c: Context, url: URL): DocumentTrackingId => {
    if (isCrawler(c.req.header('user-agent'))) return { kind: 'served', how: 'crawler' };
    if (trackingIdOfCookie(c)) return { kind: 'served', how: 'kept' };
    const referrer = c.req.header('referer') || undefined;
    const inQuery = trackingIdOfQuery(url);

    if (!options.trackingHost) {
      if (inQuery) return { kind: 'served', how: 'in-query' };
      const trackingId = newTrackingId();
      setTrackingIdCookie(c, trackingId);
      options
        .recordVisit({ trackingId, site: options.site, url: url.href, referrer, issuedWith: 'document' })
        .catch((error: unknown) => options.logger.error('tracking visit not recorded', { error }));
      return { kind: 'served', how: 'issued' };
    }

    if (inQuery) {
      setTrackingIdCookie(c, inQuery);
      return { kind: 'served', how: 'returned' };
    }
    if (getCookie(c, REDIRECT_GUARD_COOKIE) !== undefined || originOf(referrer) === hostOrigin) {
      return { kind: 'served', how: 'guarded' };
    }
    setCookie(c, REDIRECT_GUARD_COOKIE, String(Date.now()), {
      path: '/',
      sameSite: 'Lax',
      secure: isSecureRequest(c),
    });
    return {
      kind: 'redirect',
      location: trackingRedirectUrl(options.trackingHost, url.href, referrer ?? ''),
    };
  };
}
