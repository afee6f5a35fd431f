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

/** The page's readable cookies in memory; `removed` lists the names expired, in order. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { removed: string[] } {
  const values = new Map(Object.entries(initial));
  const removed: string[] = [];
  return {
    removed,
    get: (name) => values.get(name),
    set: (name, value) => {
      values.set(name, value);
    },
    remove: (name) => {
      removed.push(name);
      values.delete(name);
    },
    names: () => [...values.keys()],
  };
}
