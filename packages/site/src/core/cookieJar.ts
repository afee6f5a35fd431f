export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Reads and writes first-party cookies; `documentCookieJar` binds it to `document.cookie`. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

/** Finds one cookie in a `document.cookie`-style header value. */
export function parseCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
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
    `SameSite=${options.sameSite ?? 'Lax'}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

export function documentCookieJar(doc: Pick<Document, 'cookie'>): CookieJar {
  return {
    get: (name) => parseCookie(doc.cookie, name),
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
  };
}
