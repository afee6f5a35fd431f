import { describe, expect, it } from 'vitest';
import { documentCookieJar, serializeCookie } from './cookieJar';

/** A document whose cookie setter behaves like a browser's for Max-Age. */
function fakeDocument(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...values].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(assignment: string) {
      const [pair = '', ...attributes] = assignment.split('; ');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      if (attributes.includes('Max-Age=0')) values.delete(name);
      else values.set(name, pair.slice(separator + 1));
    },
  };
}

describe('documentCookieJar', () => {
  it('reads, writes with encoding, lists and removes cookies', () => {
    const doc = fakeDocument({ abTest_4: 'b', other: 'x' });
    const jar = documentCookieJar(doc);
    jar.set('trc_params', '{"trc_a":"1"}', { maxAgeSeconds: 60 });
    expect(jar.get('trc_params')).toBe('{"trc_a":"1"}');
    expect(jar.names()).toEqual(['abTest_4', 'other', 'trc_params']);
    jar.remove('abTest_4');
    expect(jar.get('abTest_4')).toBeUndefined();
  });

  it('reads a cookie that another script wrote without encoding', () => {
    expect(documentCookieJar(fakeDocument({ raw: '%E0%A4%A' })).get('raw')).toBe('%E0%A4%A');
  });

  it('serialises the attributes the browser needs', () => {
    expect(serializeCookie('a', 'b c', { maxAgeSeconds: 3600.4, secure: true })).toBe(
      'a=b%20c; Max-Age=3600; Path=/; SameSite=Lax; Secure',
    );
  });
});
