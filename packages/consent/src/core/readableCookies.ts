import type { CookieJar } from '@shop/contracts/browser';

/**
 * Deny's cookie wipe: every cookie the page can read is expired at path `/`, technical
 * ones included. HttpOnly cookies are not readable and stay; cookies set on another path or on a
 * parent domain are not matched by a path-`/` host-only write and stay too. Returns the names expired.
 */
export function expireReadableCookies(jar: CookieJar): string[] {
  const names = jar.names();
  for (const name of names) jar.remove(name);
  return names;
}
