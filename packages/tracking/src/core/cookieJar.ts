import type { CookieJar, CookieOptions } from './ports';

function entries(header: string): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const raw = part.slice(separator + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A cookie written by another script without encoding is read as is.
    }
    result.push([part.slice(0, separator).trim(), value]);
  }
  return result;
}

/** Builds the string assigned to `document.cookie` for one cookie. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${Math.round(options.maxAgeSeconds)}`,
    `Path=${options.path ?? '/'}`,
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Binds the cookie jar to `document.cookie`; the document is only touched when called. */
export function documentCookieJar(doc: Pick<Document, 'cookie'>): CookieJar {
  return {
    get: (name) => entries(doc.cookie).find(([key]) => key === name)?.[1],
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name) => {
      doc.cookie = serializeCookie(name, '', { maxAgeSeconds: 0 });
    },
    names: () => entries(doc.cookie).map(([key]) => key),
  };
}
