import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isSecureRequest } from './secureRequest';

/** The prefix browsers keep for cookies that are `Secure`, host-only and set for the whole site. */
const HOST_PREFIX = '__Host-';

/**
 * A cookie's value under its `__Host-` name or, from before HTTPS or the prefix, its plain one.
 */
export function readHostCookie(c: Context, name: string): string | undefined {
  return getCookie(c, `${HOST_PREFIX}${name}`) ?? getCookie(c, name);
}

export interface HostCookieOptions {
  maxAge: number;
  httpOnly?: boolean;
  sameSite: 'Lax' | 'Strict';
}

/**
 * Sets a cookie only this origin may set or read. Over HTTPS it is `__Host-name`: `Secure`,
 * `Path=/`, no `Domain`, so a sibling subdomain or a plain-http page cannot plant or overwrite it;
 * the plain name it may still have from before is expired. Over plain http (local runs) browsers
 * refuse the prefix, so the plain name is used.
 */
export function setHostCookie(c: Context, name: string, value: string, options: HostCookieOptions): void {
  if (!isSecureRequest(c)) {
    setCookie(c, name, value, { ...options, path: '/' });
    return;
  }
  setCookie(c, `${HOST_PREFIX}${name}`, value, { ...options, path: '/', secure: true });
  if (getCookie(c, name) !== undefined) deleteCookie(c, name, { path: '/', secure: true });
}
