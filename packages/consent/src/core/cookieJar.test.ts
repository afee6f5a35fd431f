import { describe, expect, it } from 'vitest';
import { documentCookieJar } from '../index';
import { memoryCookieJar } from '../test/fakes';
import { expireReadableCookies, readableCookieNames } from './cookieJar';

describe('cookie jar', () => {
  it('reads the names of readable cookies, once each', () => {
    const jar = memoryCookieJar({ _ga: 'GA1.1', returnTo: '%2F', empty: '' });
    expect(readableCookieNames(jar)).toEqual(['_ga', 'returnTo', 'empty']);
    expect(readableCookieNames({ read: () => 'a=1; a=2;  ; b', write: () => {} })).toEqual(['a', 'b']);
  });

  it('expires every readable cookie at path /', () => {
    const jar = memoryCookieJar({ _ga: 'GA1.1', _fbp: 'fb.1', returnTo: '%2F' });
    expect(expireReadableCookies(jar)).toEqual(['_ga', '_fbp', 'returnTo']);
    expect(jar.read()).toBe('');
    expect(jar.writes).toEqual([
      '_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/',
      '_fbp=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/',
      'returnTo=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=/',
    ]);
  });

  it('adapts a document-like object', () => {
    const doc = { cookie: 'a=1' };
    const jar = documentCookieJar(doc);
    expect(jar.read()).toBe('a=1');
    jar.write('b=2; path=/');
    expect(doc.cookie).toBe('b=2; path=/');
  });
});
