import type { CookieJar, KeyValueStorage } from '@shop/contracts/browser';
import { REDIRECT_GUARD_KEY, TRACKING_ID_COOKIE, TRACKING_ID_PARAM } from './constants';

/** The tracking id comes from the `nmtid` cookie, else the `nmtid` query parameter. */
export function readTrackingId(cookies: CookieJar, query: Record<string, string>): string | undefined {
  return cookies.get(TRACKING_ID_COOKIE) || query[TRACKING_ID_PARAM] || undefined;
}

/**
 * The tracking host address carrying the current query plus `url` (the full current address)
 * and `referrer_url` when the visitor came from somewhere.
 */
export function trackingRedirectUrl(trackingHost: string, href: string, referrer: string): string {
  const target = new URL(trackingHost);
  const current = new URL(href);
  for (const [key, value] of current.searchParams) target.searchParams.append(key, value);
  target.searchParams.set('url', current.href);
  if (referrer) target.searchParams.set('referrer_url', referrer);
  return target.href;
}

/**
 * Guards the redirect against loops: a tab redirects at most once, remembered in sessionStorage.
 * When the flag cannot be stored and read back (storage disabled), the redirect is skipped,
 * because nothing would stop it from repeating if the host fails to hand back an id.
 */
export function claimTrackingRedirect(sessionStorage: KeyValueStorage, now: number): boolean {
  if (sessionStorage.getItem(REDIRECT_GUARD_KEY) !== null) return false;
  const stamp = String(now);
  sessionStorage.setItem(REDIRECT_GUARD_KEY, stamp);
  return sessionStorage.getItem(REDIRECT_GUARD_KEY) === stamp;
}
