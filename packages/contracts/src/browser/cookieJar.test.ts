import { describe, expect, it } from 'vitest';
import { documentCookieJar, parseCookie, serializeCookie } from '../browser';

/** A document whose cookie setter behaves like a browser's for Max-Age. */
function fakeDocument(initial: Record<string, string> = {}, protocol = 'http:', hostname = 'localhost') {
  const values = new Map(Object.entries(initial));
  const writes: string[] = [];
  return {
    writes,
    location: { protocol, hostname },
    get cookie() {
      return [...values].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      writes.push(assignment);
      const [pair = '', ...attributes] = assignment.split('; ');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
  };
}

describe('parseCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(parseCookie('a=1; returnTo=%2Frocnek2; b=2', 'returnTo')).toBe('/rocnek2');
    expect(parseCookie('a=1', 'returnTo')).toBeUndefined();
    expect(parseCookie('xreturnTo=/x', 'returnTo')).toBeUndefined();
  });

  it('reads a cookie that another script wrote without encoding', () => {
    expect(parseCookie('raw=%E0%A4%A', 'raw')).toBe('%E0%A4%A');
  });

  it('reads no value from a part without a name', () => {
    expect(parseCookie('returnTo; a=1', 'returnTo')).toBeUndefined();
  });
});

describe('serializeCookie', () => {
  it('writes max-age, path and SameSite, and Secure when asked', () => {
    expect(serializeCookie('returnTo', '/k2zadarmo/home', { maxAgeSeconds: 3600 })).toBe(
      'returnTo=%2Fk2zadarmo%2Fhome; Max-Age=3600; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('a', 'b c', { maxAgeSeconds: 3600.4, secure: true })).toBe(
      'a=b%20c; Max-Age=3600; Path=/; SameSite=Lax; Secure',
    );
  });
});

describe('documentCookieJar', () => {
  it('reads, writes with encoding, lists and removes cookies', () => {
    const doc = fakeDocument({ abTest_4: 'b', other: 'x' });
    const jar = documentCookieJar(doc);
    jar.set('trc_params', '{"trc_a":"1"}', { maxAgeSeconds: 60 });
    expect(jar.get('trc_params')).toBe('{"trc_a":"1"}');
    expect(jar.names()).toEqual(['abTest_4', 'other', 'trc_params']);
    jar.remove('abTest_4');
    expect(jar.get('abTest_4')).toBeUndefined();
    expect(doc.writes.at(-1)).toBe('abTest_4=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('writes Secure cookies on an https page, unless told not to', () => {
    const doc = fakeDocument({}, 'https:');
    const jar = documentCookieJar(doc);
    jar.set('returnTo', '/rocnek2', { maxAgeSeconds: 60 });
    jar.set('plain', 'x', { maxAgeSeconds: 60, secure: false });
    expect(doc.writes).toEqual([
      'returnTo=%2Frocnek2; Max-Age=60; Path=/; SameSite=Lax; Secure',
      'plain=x; Max-Age=60; Path=/; SameSite=Lax',
    ]);
  });

  it('expires a cookie on a domain when told, host-only otherwise, and names its host', () => {
    const doc = fakeDocument({ _ga: 'GA1.1' }, 'https:', 'www.nordlys.sk');
    const jar = documentCookieJar(doc);
    jar.remove('_ga');
    jar.remove('_ga', { domain: '.nordlys.sk' });
    expect(doc.writes).toEqual([
      '_ga=; Max-Age=0; Path=/; SameSite=Lax',
      '_ga=; Max-Age=0; Path=/; Domain=.nordlys.sk; SameSite=Lax',
    ]);
    expect(jar.hostname?.()).toBe('www.nordlys.sk');
    expect(documentCookieJar({ cookie: '' }).hostname?.()).toBe('');
  });

  it('lists each readable name once, a part without a value included', () => {
    expect(documentCookieJar({ cookie: 'a=1; a=2;  ; b' }).names()).toEqual(['a', 'b']);
  });

  it('touches the document only when called', () => {
    const doc = {
      get cookie(): string {
        throw new Error('read too early');
      },
    };
    expect(() => documentCookieJar(doc as { cookie: string })).not.toThrow();
  });
});
