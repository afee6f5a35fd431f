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

export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

/** Behaves like `document.cookie` for host-only cookies: a write with a past expiry removes the cookie. */
export function memoryCookieJar(initial: Record<string, string> = {}): CookieJar & { writes: string[] } {
  const jar = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    read: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    write(raw) {
      writes.push(raw);
      const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const expired = attributes.some(
        (attribute) => attribute === 'max-age=0' || attribute.startsWith('expires=Thu, 01 Jan 1970'),
      );
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(separator + 1));
    },
  };
}
