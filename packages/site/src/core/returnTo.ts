import { LAST_SET_RETURN_TO_KEY, RETURN_TO_COOKIE, RETURN_TO_COOKIE_MAX_AGE_S } from '@shop/config';
import type { CookieJar } from './cookieJar';
import type { KeyValueStorage } from './webStorage';

export const DEFAULT_RETURN_TO = '/';

export interface ReturnToEnvironment {
  cookies: CookieJar;
  /** localStorage: keeps the last value so it outlives the one-hour cookie. */
  storage: KeyValueStorage;
  returnToPaths: readonly string[];
}

function normalizePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Only same-site paths may be stored or followed, so a crafted cookie cannot send shoppers away. */
function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

function writeCookie(cookies: CookieJar, path: string): void {
  cookies.set(RETURN_TO_COOKIE, path, {
    maxAgeSeconds: RETURN_TO_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'Lax',
  });
}

/**
 * Runs on every page view (SPEC §4): a return-to page is stored in the `returnTo` cookie for an
 * hour and remembered in storage; on any other page an expired cookie is restored from storage.
 */
export function rememberReturnTo(visitedPath: string, env: ReturnToEnvironment): void {
  const path = normalizePath(visitedPath);
  const returnToPaths = env.returnToPaths.map(normalizePath);
  if (returnToPaths.includes(path)) {
    writeCookie(env.cookies, path);
    env.storage.setItem(LAST_SET_RETURN_TO_KEY, path);
    return;
  }
  if (env.cookies.get(RETURN_TO_COOKIE) !== undefined) return;
  const last = env.storage.getItem(LAST_SET_RETURN_TO_KEY);
  if (isSitePath(last)) writeCookie(env.cookies, last);
}

/** Where the header's logo and back-to-order button lead: the stored page, or `/`. */
export function readReturnTo(cookies: CookieJar): string {
  const value = cookies.get(RETURN_TO_COOKIE);
  return isSitePath(value) ? value : DEFAULT_RETURN_TO;
}
