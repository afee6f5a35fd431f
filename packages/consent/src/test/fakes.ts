import type { Cookie, CookieJar, CookieProvider, Script } from '../index';

export function cookie(name: string, category: Cookie['category']): Cookie {
  return { name, description: `${name} cookie`, type: 'HTTP', category, expiration: '1 rok' };
}

export function script(slug: string, category: Script['category'], cookieNames: string[] = [slug]): Script {
  return {
    name: slug,
    slug,
    category,
    active: false,
    showingCookies: cookieNames.length > 0,
    cookies: cookieNames.map((name) => cookie(name, category)),
  };
}

export function provider(companyName: string, scripts: Script[]): CookieProvider {
  return { companyName, personalUrl: `https://example.org/${companyName}`, scripts };
}

/** A provider list covering every category, one script without cookies, one provider all technical. */
export function sampleProviders(): CookieProvider[] {
  return [
    provider('Nordlys', [script('session', 'technical', ['returnTo'])]),
    provider('Google', [
      script('ga', 'statistical', ['_ga']),
      script('google-remarketing', 'marketing', ['_gcl_au']),
    ]),
    provider('Meta', [script('facebook-pixel', 'marketing', ['_fbp'])]),
    provider('Microsoft', [script('clarity', 'statistical', ['_clck'])]),
    provider('Smartsupp', [script('smartsupp', 'preference', [])]),
  ];
}

export { memoryStorage } from '@shop/contracts/browser';

export interface MemoryCookieJarOptions {
  /** The page's host name, as `location.hostname`; none by default. */
  hostname?: string;
  /** Cookies set on a domain (`_ga` on `.nordlys.sk`), beside the host-only ones of `initial`. */
  onDomains?: Array<{ name: string; value: string; domain: string }>;
}

/**
 * The page's readable cookies in memory, host-only ones and those set on a domain (a leading dot
 * ignored, as browsers do); `removed` lists the expiries written, in order, as `name` for host-only
 * and `name; Domain=…` for a domain.
 */
export function memoryCookieJar(
  initial: Record<string, string> = {},
  options: MemoryCookieJarOptions = {},
): CookieJar & { removed: string[] } {
  const key = (name: string, domain = '') => `${domain.replace(/^\./, '')}|${name}`;
  const values = new Map<string, { name: string; value: string }>();
  for (const [name, value] of Object.entries(initial)) values.set(key(name), { name, value });
  for (const { name, value, domain } of options.onDomains ?? [])
    values.set(key(name, domain), { name, value });
  const removed: string[] = [];
  return {
    removed,
    get: (name) => [...values.values()].find((cookie) => cookie.name === name)?.value,
    set: (name, value, cookieOptions) => {
      values.set(key(name, cookieOptions.domain), { name, value });
    },
    remove: (name, removeOptions) => {
      removed.push(removeOptions?.domain ? `${name}; Domain=${removeOptions.domain}` : name);
      values.delete(key(name, removeOptions?.domain));
    },
    names: () => [...new Set([...values.values()].map((cookie) => cookie.name))],
    hostname: () => options.hostname ?? '',
  };
}
