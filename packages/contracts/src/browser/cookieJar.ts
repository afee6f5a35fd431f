export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  /** Written as `Domain=`; without it the cookie is host-only. */
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/**
 * First-party cookies as the page can read them; `documentCookieJar` binds it to `document.cookie`,
 * tests pass their own. `names()` lists every readable cookie once (the A/B test looks for other
 * tests' cookies, deny expires them all).
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  /**
   * Expires the cookie at path `/`: the host-only one, or with `domain` the one set on that domain
   * (a cookie set on another path stays).
   */
  remove(name: string, options?: { domain?: string }): void;
  names(): string[];
  /**
   * The host name the page's cookies belong to (`location.hostname`), so a caller can also expire
   * cookies that tools set on a parent domain; empty when not known.
   */
  hostname?(): string;
}

/**
 * The parts of a `document.cookie`-style header: name and raw value. A part without `=` (a value
 * written without a name) has no value; it counts among the names deny expires, but is never read.
 */
function parts(header: string): Array<[name: string, raw: string | undefined]> {
  const result: Array<[string, string | undefined]> = [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    const name = (separator < 0 ? part : part.slice(0, separator)).trim();
    if (name !== '') result.push([name, separator < 0 ? undefined : part.slice(separator + 1).trim()]);
  }
  return result;
}

/** Finds one cookie in a `document.cookie`-style header value, decoded. */
export function parseCookie(header: string, name: string): string | undefined {
  for (const [key, raw] of parts(header)) {
    if (key !== name || raw === undefined) continue;
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie written by another script without encoding is read as is.
      return raw;
    }
  }
  return undefined;
}

/** Builds the string assigned to `document.cookie` for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(options.maxAgeSeconds)}`,
    `Path=${options.path ?? '/'}`,
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Binds the cookie jar to a document's `cookie`; the document is only touched when called. On an
 * https page (`doc.location`) cookies are written `Secure` unless `secure: false` says otherwise,
 * so a copy never travels over plain http.
 */
export function documentCookieJar(doc: {
  cookie: string;
  location?: { protocol: string; hostname?: string } | null;
}): CookieJar {
  return {
    get: (name) => parseCookie(doc.cookie, name),
    set: (name, value, options) => {
      const secure = options.secure ?? doc.location?.protocol === 'https:';
      doc.cookie = serializeCookie(name, value, { ...options, secure });
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0, domain: options?.domain });
    },
    names: () => [...new Set(parts(doc.cookie).map(([name]) => name))],
    hostname: () => doc.location?.hostname ?? '',
  };
}
