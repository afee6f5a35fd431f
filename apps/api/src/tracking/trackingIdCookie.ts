import { randomBytes } from 'node:crypto';
import { trackingIdName } from '@shop/contracts';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isSecureRequest } from '../api/secureRequest';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/**
 * What a tracking id looks like: a short URL-safe token. This server hands out 32 hex digits; an
 * external tracking host may use another form of its own.
 */
const TRACKING_ID = /^[\w-]{8,128}$/;

/** The visitor's tracking id from the `nmtid` cookie, when it looks like one. */
export function trackingIdOfCookie(c: Context): string | undefined {
  const current = getCookie(c, trackingIdName);
  return current && TRACKING_ID.test(current) ? current : undefined;
}

/** A tracking id in the address's `nmtid` parameter, when it looks like one. */
export function trackingIdOfQuery(url: URL): string | undefined {
  const value = url.searchParams.get(trackingIdName);
  return value && TRACKING_ID.test(value) ? value : undefined;
}

export function newTrackingId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The `nmtid` cookie of SPEC §4, the same however the id is handed out: a year, the whole site,
 * `Lax`, `Secure` over HTTPS. Not httpOnly: the site reads the id to send it with its beats.
 */
export function setTrackingIdCookie(c: Context, trackingId: string): void {
  setCookie(c, trackingIdName, trackingId, {
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
    sameSite: 'Lax',
    secure: isSecureRequest(c),
  });
}
