import type { CookieJar } from '@shop/contracts/browser';
import type { ConsentSetting } from './consentRecord';
import { parentCookieDomains } from './cookieDomains';
import { cookieNameMatcher } from './cookieNamePattern';
import type { CookieProvider } from './providerSchema';
import { allScripts, isScriptConsented } from './scriptConsent';

/**
 * Expires each named cookie at path `/` wherever the page's tools may have set it: host-only, and on
 * the host and every parent domain below the public suffix (`parentCookieDomains`), since analytics
 * and ad tags write theirs on the site's top domain. A write for a place the cookie is not set
 * changes nothing. HttpOnly cookies and cookies on another path stay. Returns the names.
 */
export function expireCookies(jar: CookieJar, names: readonly string[]): string[] {
  const domains = parentCookieDomains(jar.hostname?.() ?? '');
  for (const name of names) {
    jar.remove(name);
    for (const domain of domains) jar.remove(name, { domain });
  }
  return [...names];
}

/** Deny's cookie wipe: every cookie the page can read, technical ones included (`expireCookies`). */
export function expireReadableCookies(jar: CookieJar): string[] {
  return expireCookies(jar, jar.names());
}

/**
 * The readable cookies a setting takes back: those the provider list names (patterns included, see
 * `cookieNameMatcher`) for a script that may not run under the setting, unless a script that may run
 * names them too. Technical scripts always run, so their cookies are never among them; cookies the
 * list does not name are left alone (only Deny wipes everything).
 */
export function revokedCookieNames(
  providers: readonly CookieProvider[],
  setting: ConsentSetting,
  gpc: boolean,
  readable: readonly string[],
): string[] {
  const scripts = allScripts(providers);
  return readable.filter((name) => {
    let revoked = false;
    for (const script of scripts) {
      if (!script.cookies.some((cookie) => cookieNameMatcher(cookie.name)(name))) continue;
      if (isScriptConsented(script, setting, gpc)) return false;
      revoked = true;
    }
    return revoked;
  });
}
