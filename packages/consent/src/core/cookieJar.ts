/** `document.cookie` as an interface: reading gives `a=1; b=2`, each write sets one cookie. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

/** Adapts a document (or anything with a `cookie` property) to a `CookieJar`. */
export function documentCookieJar(doc: { cookie: string }): CookieJar {
  return {
    read: () => doc.cookie,
    write: (cookie) => {
      doc.cookie = cookie;
    },
  };
}

export function readableCookieNames(jar: CookieJar): string[] {
  const names = jar
    .read()
    .split(';')
    .map((pair) => {
      const separator = pair.indexOf('=');
      return (separator === -1 ? pair : pair.slice(0, separator)).trim();
    })
    .filter((name) => name !== '');
  return [...new Set(names)];
}

/**
 * Deny's cookie wipe (SPEC §4): every cookie the page can read is expired at path `/`, technical
 * ones included. HttpOnly cookies are not readable and stay; cookies set on another path or on a
 * parent domain are not matched by a path-`/` host-only write and stay too. Returns the names expired.
 */
export function expireReadableCookies(jar: CookieJar): string[] {
  const names = readableCookieNames(jar);
  for (const name of names) jar.write(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/`);
  return names;
}
